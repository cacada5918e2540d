import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, requireJsonContent } from '../../platform/http';
import { Router, type Handler, type Route } from '../../platform/http/router';
import type { Logger } from '../../platform/logging';
import { readJsonObject } from '../auth/http';
import { requestIdOf } from '../context';
import { cacheableAnswer, sendNotModified } from '../edge-cache';
import {
  BEARER_CHALLENGE,
  httpRequestOf,
  operationErrorHeaders,
  unauthenticated,
  type Edge,
  type OperationError,
  type Refusal,
} from '../edge';
import { restError, sendData, sendError, type RestError } from './envelope';
import { BadRequest, problemsOf, restFieldOf, snakeCase, type Binding, type RestRoute } from './route';
import { negotiate, supportedVersions, VENDOR, versionHeaders, type ApiVersion } from './versions';

export interface RestAdapterOptions {
  edge: Edge;
  routes: RestRoute[];
  /** The gateway's public base URL (links in Deprecation answers). */
  publicUrl: () => string;
  logger: Logger;
}

const VERSIONED = /^\/(v\d+)(\/.*)?$/;
/**
 * Extensions that are transport plumbing or other faces' naming (`field` is the GraphQL argument path,
 * `inputField` the service's name, which REST renames), not something a REST client should read.
 */
const HIDDEN = new Set(['code', 'http', 'field', 'inputField', 'reason', 'stacktrace']);

/**
 * A supergraph error as the envelope's error object: registry code and status, for bad input the field at
 * fault in the route's naming (see restFieldOf), the other extensions as snake_case details.
 */
function restErrorOf(
  error: OperationError,
  binding: Binding,
): { error: RestError; headers: Record<string, string> } {
  const { extensions } = error;
  const details: RestError['details'] = {};
  if (error.code === 'BAD_USER_INPUT') {
    details.fields = [
      {
        field: restFieldOf(extensions.inputField, binding),
        reason: typeof extensions.reason === 'string' ? extensions.reason : 'INVALID_FORMAT',
        message: error.message,
      },
    ];
  }
  for (const [key, value] of Object.entries(extensions)) {
    if (HIDDEN.has(key)) continue;
    // Several problems at once (an address) name each field the way `field` is named.
    details[snakeCase(key)] =
      key === 'problems' && Array.isArray(value)
        ? value.map((problem) => restProblem(problem, binding))
        : value;
  }
  const headers: Record<string, string> = { ...operationErrorHeaders(extensions) };
  if (error.status === 401) headers['www-authenticate'] = BEARER_CHALLENGE;
  return {
    error: {
      code: error.code,
      message: error.message,
      status: error.status,
      ...(Object.keys(details).length ? { details } : {}),
    },
    headers,
  };
}

/** One of several problems, its field in the route's naming (the service's name, where a face kept it). */
function restProblem(problem: unknown, binding: Binding): unknown {
  if (!problem || typeof problem !== 'object' || !('field' in problem)) return problem;
  const { inputField, field, ...rest } = problem as Record<string, unknown>;
  return { ...rest, field: restFieldOf(inputField ?? field, binding) };
}

/**
 * The query string as an object; a parameter given more than once is a list of its values (a route that
 * takes a list says so in its schema; any other refuses it rather than keeping one at random).
 */
function queryParams(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length === 1 ? all[0]! : all;
  }
  return out;
}

/**
 * The REST adapter: one catch-all route under `/api/`. It negotiates the version (path segment, vendor
 * `Accept` type, or the stable default), finds the route in that version's table, validates parameters
 * and body, passes the request through the shared edge (credential check and admission, exactly as for
 * GraphQL), runs the route's GraphQL operation in process and answers the envelope (`data` or `error`,
 * and `meta`). It holds no business logic: every decision is the supergraph's.
 */
export function restAdapter(options: RestAdapterOptions): Route {
  const { edge, logger } = options;

  async function run(
    route: RestRoute,
    version: ApiVersion,
    binding: Binding,
    req: IncomingMessage,
    res: ServerResponse,
    params: Record<string, string>,
    headers: Record<string, string>,
  ) {
    const requestId = requestIdOf(res);
    const fail = (error: RestError, extra: Record<string, string> = {}) =>
      sendError(res, error, requestId, { ...headers, ...extra });
    const refuse = (refusal: Refusal) =>
      fail({ code: refusal.code, message: refusal.message, status: refusal.status }, refusal.headers);
    try {
      const url = new URL(req.url ?? '/', 'http://gateway');
      const searchParams = queryParams(url.searchParams);
      const query = binding.query ? binding.query.safeParse(searchParams) : undefined;
      if (query && !query.success) throw new BadRequest(problemsOf(query.error, searchParams));
      let body: unknown;
      if (binding.body) {
        requireJsonContent(req);
        const raw = await readJsonObject(req);
        const parsed = binding.body.safeParse(raw);
        if (!parsed.success) throw new BadRequest(problemsOf(parsed.error, raw));
        body = parsed.data;
      }

      const entry = await edge.enter(
        httpRequestOf(req, res, 'rest', `${route.method} /api/${version}${route.path}`),
        { require: route.security },
      );
      switch (entry.kind) {
        case 'refused':
          return refuse(entry.refusal);
        case 'admitted':
          break;
        default: {
          const exhaustive: never = entry;
          return exhaustive;
        }
      }
      Object.assign(headers, entry.headers);
      const key = req.headers['idempotency-key'];
      const input = {
        params,
        query: (query?.data ?? {}) as never,
        body: body as never,
        identity: entry.identity,
        ...(route.idempotent && typeof key === 'string' ? { idempotencyKey: key } : {}),
      };
      const outcome = await edge.execute(entry.context, {
        document: binding.document,
        variables: binding.variables(input),
      });
      if (outcome.kind === 'error') {
        const mapped = restErrorOf(outcome.error, binding);
        return fail(mapped.error, mapped.headers);
      }
      const shaped = binding.shape(outcome.data as never, input);
      if (!shaped) {
        const noun = route.resource.toLowerCase();
        return fail(
          restError(
            `${route.resource}_NOT_FOUND`,
            params.id ? `No ${noun} with id "${params.id}".` : `No ${noun} was found.`,
          ),
        );
      }
      if (!route.cache) {
        return sendData(
          res,
          binding.status ?? 200,
          shaped.data,
          requestId,
          { ...headers, 'cache-control': 'private, no-store' },
          shaped.page,
        );
      }
      const cached = cacheableAnswer(req, route.cache, {
        audience: entry.identity.kind === 'anonymous' ? 'shared' : 'private',
        data: shaped.data,
        representation: [version, headers['content-type'] ?? 'json', shaped.data, shaped.page ?? null],
      });
      if (cached.notModified)
        return sendNotModified(res, { ...headers, ...cached.headers, 'x-request-id': requestId });
      sendData(
        res,
        binding.status ?? 200,
        shaped.data,
        requestId,
        { ...headers, ...cached.headers },
        shaped.page,
        shaped.meta,
      );
    } catch (error) {
      if (error instanceof BadRequest)
        return fail(restError('BAD_USER_INPUT', 'The request is not valid.', { fields: error.fields }));
      if (error instanceof HttpError) return fail(restError(error.code, error.message));
      logger.error({ err: error, requestId }, 'REST request failed');
      if (!res.headersSent) fail(restError('INTERNAL_SERVER_ERROR', 'Internal server error.'));
      else res.destroy();
    }
  }

  // The platform router matches paths and methods; each handler it finds names its row of the table.
  const targets = new Map<Handler, { route: RestRoute; version: ApiVersion; binding: Binding }>();
  const routers = Object.fromEntries(
    supportedVersions.map((version) => {
      const router = new Router();
      for (const route of options.routes) {
        const binding = route.versions[version];
        if (!binding) continue;
        const handler: Handler = () => {};
        targets.set(handler, { route, version, binding });
        router.add({ methods: [route.method], path: route.path, handler });
      }
      return [version, router];
    }),
  ) as Record<ApiVersion, Router>;

  return {
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    path: '/api/*',
    // What the version's table has at the path; a path of no version or no row has none.
    methodsAt: (fullPath, req) => {
      const path = fullPath.slice('/api'.length) || '/';
      const versioned = VERSIONED.exec(path);
      const negotiation = negotiate(versioned ? versioned[1]!.toLowerCase() : null, req?.headers.accept);
      if (negotiation.kind !== 'version') return [];
      return routers[negotiation.version].allowed(versioned ? (versioned[2] ?? '/') : path);
    },
    handler: async (req, res) => {
      const requestId = requestIdOf(res);
      const path = (req.url ?? '/').split('?', 1)[0]!.slice('/api'.length) || '/';
      const versioned = VERSIONED.exec(path);
      const negotiation = negotiate(versioned ? versioned[1]!.toLowerCase() : null, req.headers.accept);
      const supported = {
        supported: supportedVersions.map(
          (version) => `/api/${version}, application/vnd.${VENDOR}.${version}+json`,
        ),
      };
      switch (negotiation.kind) {
        case 'unsupported-path':
          return sendError(
            res,
            restError(
              'UNSUPPORTED_API_VERSION',
              `API version "${negotiation.requested}" is not served; use one of ${supportedVersions.join(', ')}.`,
              supported,
            ),
            requestId,
            {},
          );
        case 'not-acceptable':
          return sendError(
            res,
            restError(
              'NOT_ACCEPTABLE',
              `API version "${negotiation.requested}" cannot be served for this request; use one of ${supportedVersions.join(', ')}.`,
              supported,
            ),
            requestId,
            {},
          );
        case 'version':
          break;
        default: {
          const exhaustive: never = negotiation;
          return exhaustive;
        }
      }
      const { version, via } = negotiation;
      const headers: Record<string, string> = {
        ...versionHeaders(version, options.publicUrl()),
        vary: 'origin, accept, authorization, x-api-key',
        ...(via === 'accept'
          ? { 'content-type': `application/vnd.${VENDOR}.${version}+json; charset=utf-8` }
          : {}),
      };
      const match = routers[version].match(req.method ?? 'GET', versioned ? (versioned[2] ?? '/') : path);
      switch (match.kind) {
        case 'found': {
          const target = targets.get(match.handler)!;
          return run(target.route, target.version, target.binding, req, res, match.params, headers);
        }
        case 'method-not-allowed':
          return sendError(
            res,
            restError(
              'METHOD_NOT_ALLOWED',
              `${req.method} is not allowed here; use ${match.allow.join(', ')}.`,
            ),
            requestId,
            { ...headers, allow: match.allow.join(', ') },
          );
        case 'not-found':
          return sendError(
            res,
            restError('ROUTE_NOT_FOUND', `No route ${req.method} ${path} in API ${version}.`),
            requestId,
            headers,
          );
        case 'malformed':
          return sendError(
            res,
            restError('BAD_REQUEST', `The path segment "${match.segment}" is not valid percent-encoding.`),
            requestId,
            headers,
          );
        default: {
          const exhaustive: never = match;
          return exhaustive;
        }
      }
    },
  };
}
