import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { sendBody, sendError } from '../../platform/http';
import { repoRoot } from '../../platform/paths';
import type { Route } from '../../platform/http/router';
import { sendData } from './envelope';
import { openApiDocument } from './openapi';
import type { RestRoute } from './route';
import {
  MIGRATION_PATH,
  stableVersion,
  supportedVersions,
  VENDOR,
  versions,
  type ApiVersion,
} from './versions';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/** The swagger-ui-dist files the docs page loads; nothing else of the package is served. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Commerce REST API</title>
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/swagger-ui-standalone-preset.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

/**
 * The interactive reference: swagger-ui-dist served from this gateway (it works offline; nothing is
 * fetched from a CDN), one OpenAPI document per version and one with all, the version list, and the
 * migration notes that deprecated versions link to.
 */
export function restDocsRoutes(options: { routes: readonly RestRoute[]; publicUrl: () => string }): Route[] {
  const documents = new Map<string, string>();
  // Built on first use and kept: the table never changes while the gateway runs.
  const documentFor = (include: readonly ApiVersion[]) => {
    const key = `${options.publicUrl()} ${include.join(',')}`;
    let text = documents.get(key);
    if (!text)
      documents.set(
        key,
        (text = JSON.stringify(openApiDocument(options.routes, include, options.publicUrl()))),
      );
    return text;
  };
  const sendDocument = (res: Parameters<Route['handler']>[1], text: string) =>
    sendBody(
      res,
      200,
      { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
      text,
    );
  // The same sessionStorage entry as the portal's (portal/src/credential.ts, CREDENTIAL_STORAGE_KEY).
  const init = `function pickedCredential() {
  try { return JSON.parse(sessionStorage.getItem('commerce.reference.credential') || 'null'); } catch { return null; }
}
window.ui = SwaggerUIBundle({
  urls: ${JSON.stringify([
    ...[stableVersion, ...supportedVersions.filter((version) => version !== stableVersion)].map(
      (version) => ({ url: `/api/${version}/openapi.json`, name: `${version} (${versions[version].kind})` }),
    ),
    // The configured routes' document (ROUTES_FILE), served by gateway/routes.
    { url: '/api/routes/openapi.json', name: 'gateway routes (configured)' },
  ])},
  dom_id: '#swagger-ui',
  deepLinking: true,
  tryItOutEnabled: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
  // The portal session (cookie) authenticates only with its CSRF token, which this origin's pages read.
  requestInterceptor: (request) => {
    const picked = pickedCredential();
    const csrf = /(?:^|;\\s*)portal_csrf=([^;]+)/.exec(document.cookie);
    if (picked && picked.kind === 'session' && csrf) request.headers['x-csrf-token'] = decodeURIComponent(csrf[1]);
    return request;
  },
  // Pre-authorised with the credential picked in the GraphQL explorer or the portal (this tab only).
  onComplete: () => {
    const picked = pickedCredential();
    if (picked && picked.kind === 'apiKey') window.ui.preauthorizeApiKey('apiKey', picked.value);
    if (picked && picked.kind === 'bearer') window.ui.preauthorizeApiKey('bearerAuth', picked.value);
  },
});
`;
  return [
    {
      methods: ['GET'],
      path: '/api/openapi.json',
      handler: (_req, res) => sendDocument(res, documentFor(supportedVersions)),
    },
    ...supportedVersions.map((version): Route => ({
      methods: ['GET'],
      path: `/api/${version}/openapi.json`,
      handler: (_req, res) => sendDocument(res, documentFor([version])),
    })),
    {
      methods: ['GET'],
      path: '/api/versions',
      handler: (_req, res) =>
        sendData(
          res,
          200,
          {
            stable: stableVersion,
            media_type: `application/vnd.${VENDOR}.<version>+json`,
            versions: supportedVersions.map((version) => {
              const status = versions[version];
              return {
                version,
                status: status.kind,
                ...(status.kind === 'deprecated'
                  ? {
                      deprecated_at: status.since.toISOString(),
                      sunset_at: status.sunset.toISOString(),
                      migration: `${options.publicUrl()}${MIGRATION_PATH}`,
                    }
                  : { [status.kind === 'beta' ? 'beta_since' : 'stable_since']: status.since.toISOString() }),
                openapi: `${options.publicUrl()}/api/${version}/openapi.json`,
              };
            }),
          },
          res.getHeader('x-request-id') as string,
          { 'cache-control': 'public, max-age=300' },
        ),
    },
    {
      methods: ['GET'],
      path: MIGRATION_PATH,
      handler: (_req, res) => {
        const text = readFileSync(join(repoRoot, 'docs', 'api-versions.md'));
        sendBody(
          res,
          200,
          { 'content-type': 'text/markdown; charset=utf-8', 'cache-control': 'public, max-age=300' },
          text,
        );
      },
    },
    {
      methods: ['GET'],
      path: '/api/docs',
      handler: (_req, res) => {
        sendBody(res, 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }, PAGE);
      },
    },
    {
      methods: ['GET'],
      path: '/api/docs/init.js',
      handler: (_req, res) => {
        sendBody(
          res,
          200,
          { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
          init,
        );
      },
    },
    {
      methods: ['GET'],
      path: '/api/docs/assets/:file',
      handler: (_req, res, params) => {
        const type = ASSETS[params.file ?? ''];
        if (!type) return sendError(res, 'ROUTE_NOT_FOUND', 'No such documentation asset.');
        sendBody(
          res,
          200,
          { 'content-type': type, 'cache-control': 'public, max-age=86400' },
          readFileSync(join(swaggerDir, params.file!)),
        );
      },
    },
  ];
}
