import type { ServerResponse } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import { handleApolloRequest, sendJson } from '../../platform/http';
import type { Route } from '../../platform/http/router';
import type { GatewayContext } from '../context';
import { httpRequestOf, type Edge, type Refusal } from '../edge';

export const GRAPHQL_PATH = '/graphql';

export interface GraphqlRouteOptions {
  apollo: ApolloServer<GatewayContext>;
  edge: Edge;
  /** Larger request bodies answer 413 PAYLOAD_TOO_LARGE (MAX_BODY_BYTES). */
  maxBodyBytes: number;
}

/**
 * GraphQL over HTTP on /graphql (GET and POST; graphql-ws shares the path for subscriptions): the edge
 * decides first, then Apollo Server runs the request with the edge's context and the admission's headers.
 */
export function graphqlRoute(options: GraphqlRouteOptions): Route {
  const { apollo, edge } = options;
  return {
    methods: ['GET', 'POST'],
    path: GRAPHQL_PATH,
    handler: async (req, res) => {
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
            bodyLimit: options.maxBodyBytes,
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
  const { code, message, retryAfterSeconds } = refusal;
  const errors = [
    {
      message,
      extensions: retryAfterSeconds === undefined ? { code } : { code, retryAfter: retryAfterSeconds },
    },
  ];
  sendJson(res, refusal.status, retryAfterSeconds === undefined ? { errors } : { error: message, errors }, {
    ...refusal.headers,
    'cache-control': 'no-store',
  });
}
