import type { ServerResponse } from 'node:http';
import { statusOf } from '../../platform/errors';
import type { Route } from '../../platform/http/router';
import { HttpError, requireJsonContent, sendJson } from '../../platform/http';
import type { Logger } from '../../platform/logging';
import { readJsonObject } from '../auth/http';
import { requestIdOf } from '../context';
import { cacheableAnswer, sendNotModified } from '../edge-cache';
import { httpRequestOf, operationErrorHeaders, unauthenticated, type Edge, type Refusal } from '../edge';
import { serverlessHandlers, type ServerlessHandler } from './handlers';

/**
 * Runs the serverless-style handlers: the shared edge (credential check and admission, as for GraphQL)
 * then the handler's supergraph operation. Success is the bare resource or list; every failure is
 * `{ "error": "..." }` with the status of the error registry, a method no handler of the path takes
 * included (405 METHOD_NOT_ALLOWED, with `Allow`). Every handler needs a credential (401 without one).
 */
export function serverlessRoutes(options: { edge: Edge; logger: Logger }): Route[] {
  const { edge, logger } = options;
  const fail = (res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) =>
    sendJson(res, status, { error: message }, { 'cache-control': 'no-store', ...headers });
  const refuse = (res: ServerResponse, refusal: Refusal) =>
    fail(res, refusal.status, refusal.message, refusal.headers);

  const run =
    (handler: ServerlessHandler): Route['handler'] =>
    async (req, res, params) => {
      const requestId = requestIdOf(res);
      try {
        if (handler.body) requireJsonContent(req);
        const body = handler.body ? await readJsonObject(req) : {};
        const entry = await edge.enter(
          httpRequestOf(req, res, 'serverless', `${handler.method} ${handler.path}`),
        );
        switch (entry.kind) {
          case 'refused':
            return refuse(res, entry.refusal);
          case 'admitted':
            break;
          default: {
            const exhaustive: never = entry;
            return exhaustive;
          }
        }
        if (entry.identity.kind === 'anonymous') {
          return refuse(
            res,
            unauthenticated(
              'A credential is required: Authorization: Bearer <token or API key>, or x-api-key.',
            ),
          );
        }
        const input = { params, body, identity: entry.identity };
        const outcome = await edge.execute(entry.context, {
          document: handler.document,
          variables: handler.variables(input),
        });
        if (outcome.kind === 'error') {
          return fail(res, outcome.error.status, outcome.error.message, {
            ...entry.headers,
            ...operationErrorHeaders(outcome.error.extensions),
          });
        }
        const answer = handler.shape(outcome.data as never, input);
        if (!answer) return fail(res, 404, `Not found: ${params.id ?? ''}`.trim(), entry.headers);
        if (!handler.cache) {
          return sendJson(res, answer.status, answer.body, { ...entry.headers, 'cache-control': 'no-store' });
        }
        const cached = cacheableAnswer(req, handler.cache, {
          audience: 'private',
          data: answer.body,
          representation: answer.body,
        });
        if (cached.notModified) return sendNotModified(res, { ...entry.headers, ...cached.headers });
        sendJson(res, answer.status, answer.body, { ...entry.headers, ...cached.headers });
      } catch (error) {
        if (error instanceof HttpError) return fail(res, error.status, error.message);
        logger.error({ err: error, requestId }, 'serverless handler failed');
        if (!res.headersSent) fail(res, statusOf('INTERNAL_SERVER_ERROR'), 'Internal server error');
        else res.destroy();
      }
    };

  // One route per path, taking every method, so that a method none of its handlers takes is answered
  // here, in this face's `{ error }`, not in the gateway router's body.
  const paths = new Map<string, Map<string, Route['handler']>>();
  for (const handler of serverlessHandlers) {
    const byMethod = paths.get(handler.path) ?? new Map<string, Route['handler']>();
    byMethod.set(handler.method, run(handler));
    paths.set(handler.path, byMethod);
  }
  return [...paths].map(([path, byMethod]): Route => {
    const allow = [...byMethod.keys()].join(', ');
    return {
      methods: '*',
      path,
      methodsAt: () => [...byMethod.keys()],
      handler: (req, res, params) => {
        // HEAD is answered as GET (without a body), as the gateway router does for every route.
        const handle = byMethod.get(req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET'));
        if (handle) return handle(req, res, params);
        const requested = (req.url ?? '/').split('?', 1)[0];
        sendJson(
          res,
          statusOf('METHOD_NOT_ALLOWED'),
          { error: `Method ${req.method} is not allowed on ${requested}.` },
          { allow },
        );
      },
    };
  });
}
