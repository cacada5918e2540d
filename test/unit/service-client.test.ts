import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { JsonClient, StoppedLocallyError } from '../../platform/http/client';
import { IdentitySigner } from '../../platform/identity';
import { isPeerStartingOrStopping, ServiceClient } from '../../platform/subgraph/service-client';

const signer = new IdentitySigner('a-shared-secret-of-at-least-32-chars!');

/** A port that was free a moment ago: nothing listens there. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const failure = (call: Promise<unknown>) => call.then(() => undefined).catch((error: unknown) => error);

describe('ServiceClient', () => {
  it('tells a peer of the stack that is starting or stopping from one that cannot be reached', async () => {
    const http = new JsonClient();
    const client = new ServiceClient(http, signer, 'catalog', 2_000);
    try {
      // Not started: the stack has no address for it yet.
      const starting = await failure(client.request('', '{ __typename }', {}, 'req-1'));
      expect(starting).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
      expect(isPeerStartingOrStopping(starting)).toBe(true);

      // Stopped in this process (the stack stopping its services in turn).
      const stoppedUrl = 'http://127.0.0.1:1/stopped';
      http.serveLocally(stoppedUrl, { post: () => Promise.reject(new StoppedLocallyError('inventory')) });
      const stopping = await failure(client.request(stoppedUrl, '{ __typename }', {}, 'req-2'));
      expect(stopping).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
      expect(isPeerStartingOrStopping(stopping)).toBe(true);

      // Down: a closed port, or a local service failing otherwise.
      const url = `http://127.0.0.1:${await closedPort()}/graphql`;
      const down = await failure(client.request(url, '{ __typename }', {}, 'req-3'));
      expect(down).toMatchObject({ extensions: { code: 'SERVICE_UNAVAILABLE' } });
      expect(isPeerStartingOrStopping(down)).toBe(false);
      const brokenUrl = 'http://127.0.0.1:1/broken';
      http.serveLocally(brokenUrl, {
        post: () => Promise.reject(new Error('The inventory subgraph has stopped.')),
      });
      expect(
        isPeerStartingOrStopping(await failure(client.request(brokenUrl, '{ __typename }', {}, 'req-4'))),
      ).toBe(false);
      expect(
        isPeerStartingOrStopping(new Error('A required service is still starting; try again shortly.')),
      ).toBe(false);
    } finally {
      await http.close();
    }
  });
});
