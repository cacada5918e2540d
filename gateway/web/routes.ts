import { sendError } from '../../platform/http';
import type { Route } from '../../platform/http/router';
import { sendHomePage } from './home';
import { STRICT_CSP, type WebSite } from './site';

export interface WebRouteOptions {
  site: WebSite;
  /** HOME_PAGE: serve `/`. */
  homePage: boolean;
  publicUrl: () => string;
  /** `host:port` of the gRPC face, for the home page. */
  grpcAddress: () => string;
}

/**
 * The web app on the gateway's own origin: the home page at `/`, the portal and console at `/portal/`
 * (one single-page app: every path below it that is not a file answers its page, and the app routes),
 * its built files. `/portal/api/` belongs to the portal's JSON endpoints, never to the page.
 */
export function webRoutes(options: WebRouteOptions): Route[] {
  const { site } = options;
  return [
    ...(options.homePage
      ? [
          {
            methods: ['GET', 'HEAD'],
            path: '/',
            handler: (_req, res) =>
              sendHomePage(res, {
                baseUrl: options.publicUrl(),
                grpcAddress: options.grpcAddress(),
                stylesheets: site.stylesheets(),
              }),
          } satisfies Route,
        ]
      : []),
    {
      methods: ['GET', 'HEAD'],
      path: '/portal/*',
      handler: (req, res, params) => {
        const rest = params.rest ?? '';
        if (req.url?.split('?', 1)[0] === '/portal') {
          res.writeHead(308, { location: '/portal/' }).end();
          return;
        }
        if (rest === 'api' || rest.startsWith('api/'))
          return sendError(res, 'ROUTE_NOT_FOUND', `No route for ${req.method} /portal/${rest}.`);
        if (site.sendFile(res, rest)) return;
        // A file that does not exist is a 404; any other path is a page of the app.
        if (/\.[a-z0-9]+$/i.test(rest) || rest.startsWith('assets/'))
          return sendError(res, 'ROUTE_NOT_FOUND', `No file /portal/${rest}.`);
        site.sendPage(res, 'index.html', STRICT_CSP);
      },
    },
  ];
}
