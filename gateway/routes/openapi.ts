import type { Route } from '../../platform/http/router';
import { securityRequirements, securitySchemes } from '../rest/openapi';
import { paramsOf, type FileRoute, type RouteFile } from './file';
import type { GatewayRoutes } from './index';

type Json = Record<string, unknown>;

const errorBody = {
  description: 'The REST error envelope: `{ error: {code, message, status}, meta }`.',
  content: { 'application/json': { schema: { type: 'object', required: ['error', 'meta'] } } },
};

function operation(route: FileRoute): Json {
  const params = paramsOf(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const responses: Json = {
    [String(
      route.response?.status ?? (route.backend.kind === 'supergraph' && route.method === 'POST' ? 201 : 200),
    )]: {
      description: route.fallback
        ? `The answer. While the backend is unavailable, the ${route.fallback.kind} fallback answers instead, marked \`X-Fallback: ${route.fallback.kind}\`.`
        : 'The answer.',
      ...(route.fallback
        ? {
            headers: {
              'X-Fallback': {
                description:
                  'Present on fallback answers: `static` (a fixed answer) or `stale` (the last good one; `Age` says how old).',
                schema: { type: 'string', enum: ['static', 'stale'] },
              },
            },
          }
        : {}),
      content: { 'application/json': { schema: {} } },
    },
    ...(route.security === 'none' ? {} : { '401': errorBody }),
    '429': errorBody,
    '503': errorBody,
  };
  if (route.response?.notFound) responses['404'] = errorBody;
  return {
    operationId: route.name,
    summary: route.summary ?? `${route.method} ${route.path}`,
    ...(route.host ? { description: `Served for the host ${route.host}.`, 'x-host': route.host } : {}),
    tags: ['Gateway routes'],
    security: securityRequirements(route.security),
    ...(params.length ? { parameters: params } : {}),
    ...(route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH'
      ? { requestBody: { required: false, content: { 'application/json': { schema: {} } } } }
      : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the configured routes, made from the route file in use. Routes of several
 * hosts may share a path; each keeps its own operation under the path with its host in `x-host`, and the
 * first of them (in file order) takes the path's method slot.
 */
export function routesOpenApiDocument(file: RouteFile, publicUrl: string): Json {
  const paths: Record<string, Json> = {};
  for (const route of file.routes) {
    const path = route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    const method = route.method.toLowerCase();
    if (paths[path]?.[method]) continue;
    paths[path] = { ...paths[path], [method]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Commerce gateway routes',
      version: 'configured',
      description:
        "The routes of the gateway's route file (ROUTES_FILE), as loaded now. Security per operation is the route's: `apiKey`, `bearer`, either, or none.",
    },
    servers: [{ url: publicUrl }],
    tags: [{ name: 'Gateway routes' }],
    paths,
    components: { securitySchemes },
  };
}

/** GET /api/routes/openapi.json: the configured routes' document, current after every reload. */
export function routesDocsRoute(options: { routes: GatewayRoutes; publicUrl: () => string }): Route {
  return {
    methods: ['GET'],
    path: '/api/routes/openapi.json',
    handler: (_req, res) => {
      const text = JSON.stringify(routesOpenApiDocument(options.routes.file, options.publicUrl()));
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
        'cache-control': 'no-cache',
      });
      res.end(text);
    },
  };
}
