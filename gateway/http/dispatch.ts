import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { HeaderTransforms } from '../../platform/config';
import { compressAnswers, HttpError, sendError } from '../../platform/http';
import { rememberClientAddress } from '../../platform/http/client-address';
import type { Match, Router } from '../../platform/http/router';
import type { Logger } from '../../platform/logging';
import { safeRequestId } from '../context';
import type { Traffic } from '../traffic';
import type { Compressor } from '../traffic/transforms/compression';
import { applyRouteTransforms } from '../traffic/transforms/headers';
import { GRAPHQL_PATH } from './graphql-route';

export interface DispatchOptions {
  router: Router;
  /**
   * Routes matched before `router` (the configured gateway routes, which may also match on the host): a
   * route found there serves the request; otherwise `router` decides.
   */
  front?: { match(req: IncomingMessage, path: string): Match };
  /** Marks cross-origin answers and answers preflights (see `cors`); true when the request is done. */
  cors: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Which paths are measured, and the measuring (gateway/traffic). */
  traffic: Pick<Traffic, 'metered' | 'observe'>;
  /** The client's address of a request (TRUSTED_PROXIES); default the peer's. */
  clientAddress?: (req: IncomingMessage) => string | null;
  /** Compresses answers for clients that accept it (COMPRESSION), on every route; absent, none is. */
  compress?: Compressor;
  /** Per-route header edits (HEADER_TRANSFORMS.routes). */
  headerTransforms: HeaderTransforms;
  logger: Logger;
}

/**
 * The gateway's HTTP entry, in front of every route: the request id (kept when safe, else made; sent back
 * as `X-Request-Id`), CORS, routing (the configured routes first, see `front`) with the router's own 404 ROUTE_NOT_FOUND and 405 METHOD_NOT_ALLOWED
 * (with `Allow`), the route's header transforms and measurement, and the last word on a failure no route
 * answered: an HttpError's own code, anything else logged and answered 500 INTERNAL_SERVER_ERROR.
 */
export function dispatcher(options: DispatchOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const { router, traffic, logger } = options;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestId = safeRequestId(req.headers['x-request-id']);
    res.setHeader('x-request-id', requestId);
    if (options.clientAddress) rememberClientAddress(req, options.clientAddress(req));
    const { compress } = options;
    if (compress) compressAnswers(res, (body) => compress(req, body));
    if (options.cors(req, res)) return;
    const path = (req.url ?? '/').split('?', 1)[0]!;
    const front = options.front?.match(req, path);
    let match = front?.kind === 'found' ? front : router.match(req.method ?? 'GET', path);
    // A configured path that does not take this method: 405, unless a built-in route takes it.
    if (match.kind === 'not-found' && front?.kind === 'method-not-allowed') match = front;
    switch (match.kind) {
      case 'found':
        applyRouteTransforms(options.headerTransforms, match.path, req, res);
        // Recorded when the answer is sent; the edge's admission names the face, caller and operation.
        if (traffic.metered(match.path))
          traffic.observe(
            req,
            res,
            requestId,
            match.path === GRAPHQL_PATH ? 'graphql:(unparsed)' : `${req.method} ${match.path}`,
          );
        await match.handler(req, res, match.params);
        return;
      case 'method-not-allowed':
        sendError(res, 'METHOD_NOT_ALLOWED', `Method ${req.method} is not allowed on ${path}.`, {
          allow: match.allow.join(', '),
        });
        return;
      case 'not-found':
        sendError(res, 'ROUTE_NOT_FOUND', `No route for ${req.method} ${path}.`);
        return;
      case 'malformed':
        sendError(res, 'BAD_REQUEST', `The path segment "${match.segment}" is not valid percent-encoding.`);
        return;
      default: {
        const exhaustive: never = match;
        return exhaustive;
      }
    }
  };

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        if (!res.headersSent) sendError(res, error.code, error.message);
        return;
      }
      logger.error({ err: error, requestId: res.getHeader('x-request-id') }, 'request failed');
      if (!res.headersSent) sendError(res, 'INTERNAL_SERVER_ERROR', 'Internal server error');
      else res.destroy();
    });
  };
}

/** The gateway's HTTP server: every request through `dispatcher`. */
export function createHttpServer(options: DispatchOptions): Server {
  const server = createServer(dispatcher(options));
  // Longer than the load balancers' usual idle timeout (60 s), so they, not the gateway, close idle sockets.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
