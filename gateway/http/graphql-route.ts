import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import {
  executeApolloRequest,
  handleApolloRequest,
  readJson,
  sendBody,
  sendError,
  sendJson,
} from '../../platform/http';
import type { Route } from '../../platform/http/router';
import type { GatewayContext } from '../context';
import { httpRequestOf, type Edge, type Refusal } from '../edge';

export const GRAPHQL_PATH = '/graphql';

export interface GraphqlRouteOptions {
  apollo: ApolloServer<GatewayContext>;
  edge: Edge;
  /** Larger request bodies answer 413 PAYLOAD_TOO_LARGE (MAX_BODY_BYTES). */
  maxBodyBytes: number;
  /** Most operations in one batched request (GRAPHQL_MAX_BATCH); more answer 400 BATCH_TOO_LARGE. */
  maxBatch: number;
  /**
   * Answers a request that is a browser's visit rather than a GraphQL request (the explorer page);
   * true when it did. Checked before the edge: a page costs no budget and needs no credential.
   */
  browserPage?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

/**
 * GraphQL over HTTP on /graphql (GET and POST; graphql-ws shares the path for subscriptions): the edge
 * decides first, then Apollo Server runs the request with the edge's context and the admission's headers.
 */
export function graphqlRoute(options: GraphqlRouteOptions): Route {
  const { apollo, edge } = options;

  /**
   * A batch: each operation entered and run on its own, in order, answered as an array in the same order
   * (one operation's refusal is its element's `errors`, the others still run). The answer's headers are
   * the last admission's (the tightest budget left); its status 200, or the refusal's when every
   * operation was refused alike.
   */
  async function runBatch(operations: unknown[], req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (operations.length === 0 || operations.length > options.maxBatch) {
      sendError(
        res,
        'BATCH_TOO_LARGE',
        `A batch holds 1-${options.maxBatch} operations (GRAPHQL_MAX_BATCH); this one holds ${operations.length}.`,
      );
      return;
    }
    const answers: string[] = [];
    const statuses = new Set<number>();
    let headers: Record<string, string> = {};
    for (const operation of operations) {
      const entry = await edge.enter(httpRequestOf(req, res, 'graphql', `POST ${GRAPHQL_PATH}`, 'unknown'));
      if (entry.kind === 'refused') {
        statuses.add(entry.refusal.status);
        headers = { ...headers, ...entry.refusal.headers };
        answers.push(JSON.stringify(refusalBody(entry.refusal)));
        continue;
      }
      headers = { ...headers, ...entry.headers };
      const response = await executeApolloRequest(apollo, req, async () => entry.context, {
        body: operation,
      });
      statuses.add(response.status ?? 200);
      for (const [name, value] of response.headers) headers[name] = value;
      if (response.body.kind !== 'complete')
        throw new Error('Incremental delivery is not served in a batch.');
      answers.push(response.body.string);
    }
    const [only] = statuses;
    sendBody(
      res,
      statuses.size === 1 && only! >= 400 ? only! : 200,
      { ...headers, 'content-type': 'application/json; charset=utf-8' },
      `[${answers.join(',')}]`,
    );
  }

  return {
    methods: ['GET', 'POST'],
    path: GRAPHQL_PATH,
    handler: async (req, res) => {
      if (options.browserPage?.(req, res)) return;
      // A POST's body is read here: a JSON array is a batch (Apollo Client's BatchHttpLink), each of its
      // operations a request of its own to the edge, so every one counts against the caller's budgets.
      const body = req.method === 'POST' ? await readJson(req, options.maxBodyBytes) : undefined;
      if (Array.isArray(body)) return runBatch(body, req, res);
      // A GET is always a query; a POST's operation type is known only once parsed (see useWriteGuard).
      const entry = await edge.enter(
        httpRequestOf(
          req,
          res,
          'graphql',
          `${req.method} ${GRAPHQL_PATH}`,
          req.method === 'GET' ? 'read' : 'unknown',
        ),
      );
      switch (entry.kind) {
        case 'refused':
          sendGraphqlRefusal(res, entry.refusal);
          return;
        case 'admitted':
          await handleApolloRequest(apollo, req, res, async () => entry.context, {
            extraHeaders: entry.headers,
            ...(req.method === 'POST' ? { body } : {}),
          });
          return;
        default: {
          const exhaustive: never = entry;
          return exhaustive;
        }
      }
    },
  };
}

/**
 * A refusal as GraphQL clients read it, before any execution: an `errors` list with the registry code
 * (and `retryAfter` when waiting helps). A throttled answer (429, 503) also carries the `error` string
 * that the other faces' throttled answers have, for clients that do not read GraphQL.
 */
function sendGraphqlRefusal(res: ServerResponse, refusal: Refusal): void {
  sendJson(res, refusal.status, refusalBody(refusal), { ...refusal.headers, 'cache-control': 'no-store' });
}

function refusalBody(refusal: Refusal): Record<string, unknown> {
  const { code, message, retryAfterSeconds } = refusal;
  const errors = [
    {
      message,
      extensions: retryAfterSeconds === undefined ? { code } : { code, retryAfter: retryAfterSeconds },
    },
  ];
  return retryAfterSeconds === undefined ? { errors } : { error: message, errors };
}
