import { describe, expect, it } from 'vitest';
import { webRoutes } from '../../gateway/web/routes';
import { wantsExplorer, WebSite } from '../../gateway/web/site';

const options = {
  site: new WebSite(),
  publicUrl: () => 'http://127.0.0.1:4000',
  grpcAddress: () => '127.0.0.1:50051',
};

describe('the web routes', () => {
  it('serve the home page at / unless HOME_PAGE turned it off; the portal stays either way', () => {
    expect(webRoutes({ ...options, homePage: true }).map((route) => route.path)).toEqual(['/', '/portal/*']);
    expect(webRoutes({ ...options, homePage: false }).map((route) => route.path)).toEqual(['/portal/*']);
  });

  it('give the explorer only to a browser navigation: GET, HTML accepted, no query', () => {
    const request = (method: string, url: string, accept?: string) =>
      ({ method, url, headers: accept ? { accept } : {} }) as Parameters<typeof wantsExplorer>[0];
    expect(wantsExplorer(request('GET', '/graphql', 'text/html,application/xhtml+xml,*/*;q=0.8'))).toBe(true);
    expect(wantsExplorer(request('GET', '/graphql?query=%7B__typename%7D', 'text/html'))).toBe(false);
    expect(wantsExplorer(request('GET', '/graphql', 'application/json'))).toBe(false);
    expect(wantsExplorer(request('GET', '/graphql'))).toBe(false);
    expect(wantsExplorer(request('POST', '/graphql', 'text/html'))).toBe(false);
  });
});
