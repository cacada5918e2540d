import type { ServerResponse } from 'node:http';
import { sendBody } from '../../platform/http';
import { escapeHtml } from '../auth/pages';
import { pageHeaders, STRICT_CSP } from './site';

export interface HomeView {
  /** The gateway's public base URL. */
  baseUrl: string;
  /** `host:port` of the gRPC UserService. */
  grpcAddress: string;
  stylesheets: readonly string[];
}

/** The rows `npm start` prints, as links. */
function endpoints(view: HomeView): Array<[string, string, string]> {
  const { baseUrl } = view;
  return [
    [
      'Developer portal',
      `${baseUrl}/portal/`,
      'API keys, usage and quotas, plans, OAuth applications, webhooks, access logs',
    ],
    [
      'Operator console',
      `${baseUrl}/portal/console`,
      'for staff: per-endpoint metrics, top keys, subgraph health, plan changes',
    ],
    ['GraphQL', `${baseUrl}/graphql`, 'the supergraph (HTTP and graphql-ws); a browser gets the explorer'],
    ['REST', `${baseUrl}/api/v2`, 'the versioned REST adapter'],
    ['REST reference', `${baseUrl}/api/docs`, 'OpenAPI with try-it-out (Swagger UI)'],
    ['Health', `${baseUrl}/health`, 'readiness of the gateway and its subgraphs'],
  ];
}

/**
 * The home page at `/`: what this service is and where everything lives, for a person who just ran
 * `npm start` and opened the address it printed. Styled by the portal's stylesheet, so it needs no
 * inline style; HOME_PAGE=false turns it off.
 */
export function sendHomePage(res: ServerResponse, view: HomeView): void {
  const rows = endpoints(view)
    .map(
      ([label, url, what]) =>
        `<tr><th scope="row">${escapeHtml(label)}</th><td><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></td><td>${escapeHtml(what)}</td></tr>`,
    )
    .join('');
  const links = view.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>Commerce supergraph</title>` +
    `<link rel="icon" href="/portal/favicon.svg" type="image/svg+xml">${links}</head>` +
    `<body class="static-page"><main class="home">` +
    `<h1>Commerce supergraph</h1>` +
    `<p class="lead">A federated commerce and API platform: one GraphQL supergraph (users, orders, catalog, ` +
    `inventory) behind this gateway, with REST, gRPC and webhooks around it. Sign up in the developer ` +
    `portal to get an API key, then call the API from anywhere.</p>` +
    `<p class="actions"><a class="button primary" href="/portal/signup">Create an account</a> ` +
    `<a class="button" href="/portal/">Sign in to the portal</a> <a class="button" href="/graphql">Open the GraphQL explorer</a></p>` +
    `<h2>Addresses</h2><div class="table-scroll"><table class="endpoints"><tbody>${rows}` +
    `<tr><th scope="row">gRPC</th><td><code>${escapeHtml(view.grpcAddress)}</code></td><td>api.v1.UserService</td></tr>` +
    `</tbody></table></div>` +
    `<h2>Try it</h2><pre><code>curl -s ${escapeHtml(view.baseUrl)}/graphql -H 'content-type: application/json' \\\n` +
    `  -H 'x-api-key: sk_live_…' -d '{"query":"{ me { id email } }"}'</code></pre>` +
    `</main></body></html>`;
  sendBody(res, 200, pageHeaders(STRICT_CSP), html);
}
