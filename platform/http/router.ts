import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeComponent } from './encoding';

export type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  params: Record<string, string>,
) => Promise<void> | void;

export interface Route {
  /**
   * Methods this route answers; others get 405 with an Allow header. `*`: every method, for a route that
   * answers the methods it does not take itself (in its own envelope).
   */
  methods: readonly string[] | '*';
  /** Exact path, or a pattern with `:name` segments (`/api/users/:id`), or a prefix ending in `/*`. */
  path: string;
  handler: Handler;
  /**
   * The methods really served at a path this route matches, for OPTIONS and `Allow`, where `methods` is
   * wider than that (a `*` route, or a prefix in front of a table of its own). Default `methods`.
   */
  methodsAt?: (path: string, req?: IncomingMessage) => readonly string[];
}

interface Compiled {
  route: Route;
  regex: RegExp;
  names: string[];
}

function compile(route: Route): Compiled {
  const names: string[] = [];
  if (route.path.endsWith('/*')) {
    const prefix = route.path.slice(0, -2).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return { route, names: ['rest'], regex: new RegExp(`^${prefix}(?:/(.*))?$`) };
  }
  const pattern = route.path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { route, names, regex: new RegExp(`^${pattern}/?$`) };
}

export type Match =
  /** `path` is the route's pattern (`/api/users/:id`): a bounded label for metrics and logs. */
  | { kind: 'found'; handler: Handler; params: Record<string, string>; path: string }
  | { kind: 'method-not-allowed'; allow: string[] }
  /** A path parameter is not valid percent-encoding (`%zz`): the client's mistake, a 400. */
  | { kind: 'malformed'; segment: string }
  | { kind: 'not-found' };

/** A tiny path router: routes are data, matched in order; the first path match decides. */
export class Router {
  private readonly routes: Compiled[] = [];

  add(...routes: Route[]): this {
    for (const route of routes) this.routes.push(compile(route));
    return this;
  }

  match(method: string, path: string): Match {
    const allow = new Set<string>();
    for (const { route, regex, names } of this.routes) {
      const found = regex.exec(path);
      if (!found) continue;
      if (
        route.methods === '*' ||
        route.methods.includes(method) ||
        (method === 'HEAD' && route.methods.includes('GET'))
      ) {
        const params: Record<string, string> = {};
        for (const [index, name] of names.entries()) {
          const decoded = decodeComponent(found[index + 1] ?? '');
          if (decoded === undefined) return { kind: 'malformed', segment: found[index + 1] ?? '' };
          params[name] = decoded;
        }
        return { kind: 'found', handler: route.handler, params, path: route.path };
      }
      for (const m of route.methodsAt?.(path) ?? route.methods) allow.add(m);
    }
    return allow.size ? { kind: 'method-not-allowed', allow: [...allow] } : { kind: 'not-found' };
  }

  /**
   * The methods served at `path` by every route matching it (empty: no route has the path), as OPTIONS
   * and `Allow` report them: never more than a request could really use.
   */
  allowed(path: string, req?: IncomingMessage): string[] {
    const allow = new Set<string>();
    for (const { route, regex } of this.routes) {
      if (!regex.test(path)) continue;
      const methods = route.methodsAt?.(path, req) ?? (route.methods === '*' ? [] : route.methods);
      for (const method of methods) allow.add(method);
    }
    return [...allow];
  }
}
