import type { Route } from '../../platform/http/router';
import { HttpError, requireJsonContent, sendJson } from '../../platform/http';
import type { Logger } from '../../platform/logging';
import { readJsonObject } from '../auth/http';
import { httpRequestOf, type Edge } from '../edge';
import { serverlessHandlers, type ServerlessHandler } from './handlers';

/**
 * Runs the serverless-style handlers: the shared edge (credential check and admission, as for GraphQL)
 * then the handler's supergraph operation. Success is the bare resource or list; failure is
 * `{ "error": "..." }` with the status of the error registry. Every handler needs a credential (401
 * without one); the gateway router answers 405 for any other method on these paths.
 */
export function serverlessRoutes(options: { edge: Edge; logger: Logger }): Route[] {
  const { edge, logger } = options;
  const fail = (
    res: Parameters<Route['handler']>[1],
    status: number,
    message: string,
    headers: Record<string, string> = {},
  ) => sendJson(res, status, { error: message }, { 'cache-control': 'no-store', ...headers });

  const run =
    (handler: ServerlessHandler): Route['handler'] =>
    async (req, res, params) => {
      const requestId = res.getHeader('x-request-id') as string;
      try {
        if (handler.body) requireJsonContent(req);
        const body = handler.body ? await readJsonObject(req) : {};
        const entry = await edge.enter(
          httpRequestOf(req, res, 'serverless', `${handler.method} ${handler.path}`),
        );
        switch (entry.kind) {
          case 'unauthenticated':
            return fail(res, 401, entry.message, { 'www-authenticate': entry.challenge });
          case 'limited':
            return fail(res, 429, entry.message, {
              ...entry.headers,
              'retry-after': String(entry.retryAfterSeconds),
            });
          case 'unavailable':
            return fail(res, 503, entry.message, { 'retry-after': String(entry.retryAfterSeconds) });
          case 'admitted':
            break;
          default: {
            const exhaustive: never = entry;
            return exhaustive;
          }
        }
        if (entry.identity.kind === 'anonymous') {
          return fail(
            res,
            401,
            'A credential is required: Authorization: Bearer <token or API key>, or x-api-key.',
            { 'www-authenticate': 'Bearer realm="commerce"' },
          );
        }
        const input = { params, body, identity: entry.identity };
        const outcome = await edge.execute(entry.context, {
          document: handler.document,
          variables: handler.variables(input),
        });
        if (outcome.kind === 'error') {
          const { retryAfter } = outcome.error.extensions;
          const retry: Record<string, string> =
            typeof retryAfter === 'number' ? { 'retry-after': String(retryAfter) } : {};
          return fail(res, outcome.error.status, outcome.error.message, { ...entry.headers, ...retry });
        }
        const answer = handler.shape(outcome.data as never, input);
        if (!answer) return fail(res, 404, `Not found: ${params.id ?? ''}`.trim(), entry.headers);
        sendJson(res, answer.status, answer.body, {
          ...entry.headers,
          'cache-control': handler.cache ?? 'no-store',
        });
      } catch (error) {
        if (error instanceof HttpError) return fail(res, error.status, error.message);
        logger.error({ err: error, requestId }, 'serverless handler failed');
        if (!res.headersSent) fail(res, 500, 'Internal server error');
        else res.destroy();
      }
    };

  // The router answers 405 (with Allow) for a method no handler of the path takes.
  return serverlessHandlers.map((handler): Route => ({
    methods: [handler.method],
    path: handler.path,
    handler: run(handler),
  }));
}
