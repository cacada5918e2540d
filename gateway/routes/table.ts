import type { IncomingMessage, ServerResponse } from 'node:http';
import { isKnownErrorCode, statusOf } from '../../platform/errors';
import { HttpError, readJson, requireJsonContent, sendJson } from '../../platform/http';
import { Router, type Handler, type Match } from '../../platform/http/router';
import type { Identity } from '../../platform/identity';
import { subjectOf } from '../../platform/identity/access';
import { requestIdOf } from '../context';
import { httpRequestOf } from '../edge';
import { restError, sendError, type RestError } from '../rest/envelope';
import { backendOf, type BackendDeps } from './backends';
import { FallbackStore } from './fallback';
import type { FileRoute, RouteFile } from './file';
import { compileTemplate, RESPONSE_ROOTS, type Scope, type Template } from './template';

export interface RouteTableDeps extends BackendDeps {
  /** Counts answers given by a fallback, by route and kind. */
  onFallback?: (route: string, kind: 'static' | 'stale') => void;
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** What templates see of the caller: never a credential, only who it is. */
function callerOf(identity: Identity) {
  return {
    kind: identity.kind,
    id:
      subjectOf(identity) ??
      (identity.kind === 'service'
        ? identity.service
        : identity.kind === 'client'
          ? identity.clientId
          : null),
    ...(identity.kind === 'apiKey' ? { keyId: identity.keyId } : {}),
    ...('scopes' in identity ? { scopes: identity.scopes } : {}),
  };
}

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  if (!WITH_BODY.has(req.method ?? '')) return undefined;
  if (req.headers['content-length'] === '0') return undefined;
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined)
    return undefined;
  requireJsonContent(req);
  return readJson(req, 64 * 1024);
}

/**
 * One configured route as a handler: the edge (the route's security before admission), the body, the
 * backend, the response template, and the fallback when the backend cannot answer. Answers are the
 * template's JSON; errors are the REST envelope's `{ error, meta }`.
 */
function handlerOf(route: FileRoute, deps: RouteTableDeps): Handler {
  const backend = backendOf(route, deps);
  const fallback = new FallbackStore(route.fallback, deps.clock);
  const responseBody: Template | undefined =
    route.response?.body === undefined ? undefined : compileTemplate(route.response.body, RESPONSE_ROOTS);
  const notFound = route.response?.notFound;
  const notFoundWhen = notFound ? compileTemplate(notFound.when, RESPONSE_ROOTS) : undefined;
  const extraHeaders = route.response?.headers ?? {};
  const operation = `${route.method} ${route.host ?? ''}${route.path}`;

  return async (req, res, params) => {
    const requestId = requestIdOf(res);
    const fail = (error: RestError, headers: Record<string, string> = {}) =>
      sendError(res, error, requestId, headers);
    try {
      const entry = await deps.edge.enter(httpRequestOf(req, res, 'rest', operation), {
        require: route.security,
      });
      if (entry.kind === 'refused') {
        const { refusal } = entry;
        return fail(
          { code: refusal.code, message: refusal.message, status: refusal.status },
          { ...refusal.headers },
        );
      }
      const headers: Record<string, string> = {
        ...entry.headers,
        ...extraHeaders,
        'x-request-id': requestId,
        'cache-control': 'private, no-store',
      };
      const url = new URL(req.url ?? '/', 'http://gateway');
      const scope: Scope = {
        path: params,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: await bodyOf(req),
        caller: callerOf(entry.identity),
      };
      const key = `${url.pathname}${url.search} ${(scope.caller as { id: string | null }).id ?? ''}`;
      const result = await backend.call(scope, entry.context, req);
      switch (result.kind) {
        case 'unavailable': {
          const answer = fallback.answer(key);
          if (!answer) return fail(restError('SERVICE_UNAVAILABLE', result.reason), entry.headers);
          deps.onFallback?.(route.name, answer.kind);
          return sendJson(res, answer.status, answer.body, {
            ...headers,
            'x-fallback': answer.kind,
            ...(answer.ageSeconds !== undefined ? { age: String(answer.ageSeconds) } : {}),
          });
        }
        case 'error':
          return fail(
            { code: result.error.code, message: result.error.message, status: result.error.status },
            entry.headers,
          );
        case 'answer':
          break;
        default: {
          const exhaustive: never = result;
          return exhaustive;
        }
      }
      // An upstream's refusal (4xx) goes back as it came: the template shapes answers, not errors.
      if (result.status >= 300) return sendJson(res, result.status, result.data ?? null, headers);
      const shapedScope: Scope = { ...scope, data: result.data, status: result.status };
      if (notFound && notFoundWhen) {
        const found = notFoundWhen(shapedScope);
        if (found === undefined || found === null)
          return fail(
            restError(
              notFound.code,
              params.id ? `Nothing was found with id "${params.id}".` : 'Nothing was found.',
            ),
            entry.headers,
          );
      }
      const body = responseBody ? responseBody(shapedScope) : result.data;
      const status = route.response?.status ?? result.status;
      if (fallback.keeps) fallback.remember(key, status, body);
      sendJson(res, status, body ?? null, headers);
    } catch (error) {
      if (error instanceof HttpError)
        return fail(restError(isKnownErrorCode(error.code) ? error.code : 'BAD_REQUEST', error.message));
      deps.logger.error({ err: error, requestId, route: route.name }, 'gateway route failed');
      if (!res.headersSent)
        fail({
          code: 'INTERNAL_SERVER_ERROR',
          message: 'Internal server error.',
          status: statusOf('INTERNAL_SERVER_ERROR'),
        });
      else res.destroy();
    }
  };
}

/** A host pattern's routes: exact names first, then wildcards, the longer suffix first. */
interface HostGroup {
  pattern: string;
  router: Router;
}

/** The host of a request as routes match it: lower case, without port. */
export function hostOf(req: IncomingMessage): string {
  const host = (req.headers.host ?? '').toLowerCase();
  // [::1]:4000 keeps its brackets; name:port loses the port.
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':', 1)[0]!;
}

/**
 * The configured routes, compiled once per route file: templates compiled, backends and their upstream
 * pools made. A request is matched among the routes of its exact host, then of each wildcard its host
 * falls under (most specific first), then of the routes without a host; the first path match wins.
 */
export class RouteTable {
  private readonly exact = new Map<string, Router>();
  private readonly wildcards: HostGroup[] = [];
  private readonly anyHost = new Router();

  constructor(
    readonly file: RouteFile,
    deps: RouteTableDeps,
  ) {
    for (const route of file.routes) {
      const entry = { methods: [route.method], path: route.path, handler: handlerOf(route, deps) };
      if (!route.host) this.anyHost.add(entry);
      else if (route.host.startsWith('*.')) {
        let group = this.wildcards.find((candidate) => candidate.pattern === route.host);
        if (!group) this.wildcards.push((group = { pattern: route.host, router: new Router() }));
        group.router.add(entry);
      } else {
        let router = this.exact.get(route.host);
        if (!router) this.exact.set(route.host, (router = new Router()));
        router.add(entry);
      }
    }
    this.wildcards.sort((a, b) => b.pattern.length - a.pattern.length);
  }

  get size(): number {
    return this.file.routes.length;
  }

  match(method: string, host: string, path: string): Match {
    const routers = [
      this.exact.get(host),
      ...this.wildcards.filter((group) => host.endsWith(group.pattern.slice(1))).map((group) => group.router),
      this.anyHost,
    ];
    let refused: Match | undefined;
    for (const router of routers) {
      if (!router) continue;
      const match = router.match(method, path);
      if (match.kind === 'found') return match;
      if (match.kind === 'method-not-allowed') refused ??= match;
    }
    return refused ?? { kind: 'not-found' };
  }
}
