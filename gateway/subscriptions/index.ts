import type { IncomingMessage, Server } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { CloseCode, makeServer } from 'graphql-ws';
import type { Clock } from '../../platform/clock';
import { orderStatusEvents, type EventBus, type Subscription } from '../../platform/events';
import { untypedDocument } from '../../platform/graphql/documents';
import { ANONYMOUS, callerKey, type Identity } from '../../platform/identity';
import { reaches, readReach, scopesOf, subjectOf } from '../../platform/identity/access';
import type { Logger } from '../../platform/logging';
import { gql } from '../__generated__';
import type { HeaderLike } from '../auth';
import type { GatewayContext } from '../context';
import type { Edge, Refusal, RefusalCode } from '../edge';
import { SubscriptionHub, type Channel, type Executor } from './hub';
import { planSubscription, type Watch } from './operation';
import { serveGraphqlWs, type ConnectionExtra } from './transport';

export interface SubscriptionServerOptions {
  /** The gateway's HTTP server: the socket shares its port and the /graphql path. */
  server: Server;
  /** The supergraph's API schema, once the gateway has loaded it. */
  schema: () => GraphQLSchema | null;
  /** The credential check and admission every face shares. */
  edge: Edge;
  events: EventBus;
  /** Whose time the sockets' heartbeat runs on (see Heartbeat). Default the system clock. */
  clock?: Clock;
  /**
   * Open sockets one caller (callerKey: a person, an API key, an application) may hold at once; the next
   * `connection_init` closes with CLOSE_TOO_MANY_CONNECTIONS (WS_MAX_CONNECTIONS_PER_IDENTITY). Default 100.
   */
  maxConnectionsPerIdentity?: number;
  /** The peer's address of an upgrade request (behind trusted proxies, X-Forwarded-For's client). */
  clientAddress?: (req: IncomingMessage) => string | null;
  logger: Logger;
}

export interface SubscriptionServer {
  hub: SubscriptionHub;
  close(): Promise<void>;
}

/** Close code of a socket whose `connection_init` the rate limiter refused (4000-4999 are the application's). */
export const CLOSE_RATE_LIMITED = 4429;

/**
 * Close code of a `connection_init` without a valid credential (none, or one that does not verify):
 * graphql-ws's 4401 Unauthorized, which its client treats as fatal. 4403 would make clients reconnect
 * with the same bad credential for tens of seconds.
 */
export const CLOSE_UNAUTHORIZED = CloseCode.Unauthorized;

/**
 * Close code of a `connection_init` from a caller who already holds WS_MAX_CONNECTIONS_PER_IDENTITY open
 * sockets: the rate limiter's 4429 (graphql-ws clients do not retry it), with a reason naming the cap.
 */
export const CLOSE_TOO_MANY_CONNECTIONS = CLOSE_RATE_LIMITED;

/**
 * How a socket closes when the edge refuses its `connection_init`: no valid credential is 4401
 * Unauthorized; refused by the rate limiter, 4429 with the limiter's message (the wait in it) as the
 * reason, which the protocol caps at 123 bytes; the limiter unable to count (its Redis unreachable,
 * policy closed), 1013 "try again later".
 */
const CLOSE_ON_REFUSAL: Record<RefusalCode, { code: number; reason: (refusal: Refusal) => string }> = {
  UNAUTHENTICATED: { code: CLOSE_UNAUTHORIZED, reason: () => 'Unauthorized' },
  API_KEY_EXPIRED: { code: CLOSE_UNAUTHORIZED, reason: () => 'Unauthorized: API_KEY_EXPIRED' },
  RATE_LIMITED: { code: CLOSE_RATE_LIMITED, reason: (refusal) => refusal.message.slice(0, 120) },
  SERVICE_UNAVAILABLE: { code: 1013, reason: () => 'SERVICE_UNAVAILABLE: try again later' },
};

/** A refusal of a subscription on an admitted socket: a GraphQL error with the code and the wait. */
function refusedSubscription(refusal: Refusal): GraphQLError {
  return new GraphQLError(refusal.message, {
    extensions: {
      code: refusal.code,
      ...(refusal.retryAfterSeconds !== undefined ? { retryAfter: refusal.retryAfterSeconds } : {}),
    },
  });
}

/**
 * The credential of a `connection_init` payload, as headers for the edge. Clients put it under different
 * keys: `Authorization` (`Bearer <token or key>`), `x-api-key`, `authToken` (a bare token or key, as
 * Apollo's and Hasura's examples do), any of them also inside a `headers` object; key names are matched
 * case-insensitively. The same credential under several keys is one; different ones are refused (401).
 */
export function connectionCredentials(params: Readonly<Record<string, unknown>> | undefined): HeaderLike {
  const nested = params?.headers;
  const merged: Record<string, unknown> = {
    ...(nested && typeof nested === 'object' ? (nested as Record<string, unknown>) : {}),
    ...params,
  };
  const valueOf = (name: string): string | undefined => {
    for (const [key, value] of Object.entries(merged))
      if (key.toLowerCase() === name && typeof value === 'string' && value.trim()) return value.trim();
    return undefined;
  };
  const authorization = valueOf('authorization');
  const apiKey = valueOf('x-api-key');
  const authToken = valueOf('authtoken')?.replace(/^Bearer[ ]+/i, '');
  if (!authToken) return { authorization, 'x-api-key': apiKey };
  if (!authorization) return { authorization: `Bearer ${authToken}`, 'x-api-key': apiKey };
  // authToken beside an Authorization: handed over as x-api-key, so that the verifier's rule (the same
  // credential twice is one, two different ones are refused) decides. An x-api-key differing from
  // authToken is two different credentials whatever Authorization says: joined, they match no token.
  return {
    authorization,
    'x-api-key': apiKey === undefined || apiKey === authToken ? authToken : `${apiKey} ${authToken}`,
  };
}

let requests = 0;
const nextRequestId = () => `ws-${(requests++).toString(36)}`;

const SUBSCRIPTION_CHECK = gql(
  `query SubscriptionCheck($id: ID!) { order(id: $id) { id eventSequence user { id } } }`,
);

/**
 * Order status over graphql-ws (subprotocol graphql-transport-ws) on the gateway's own /graphql:
 * `connection_init` carries the credential and goes through the same edge as every other face (the
 * credential check, then admission; without a valid credential the socket closes with 4401, refused by
 * the rate limiter or past the per-caller socket cap with 4429), each subscription is admitted as a request of its own and checked (someone else's order is
 * refused like a missing one), and every order event from the bus is resolved against the supergraph through the gateway's
 * executor, once per group of alike subscribers, and pushed to them in order.
 */
export function createSubscriptionServer(options: SubscriptionServerOptions): SubscriptionServer {
  const { edge, logger } = options;
  const maxConnections = options.maxConnectionsPerIdentity ?? 100;
  /** Open acknowledged sockets per callerKey; a key leaves the map with its last socket. */
  const openSockets = new Map<string, number>();
  const execute: Executor = async (query, variables, identity) =>
    (await edge.run(edge.contextFor(identity, nextRequestId()), {
      // Built at run time from each subscriber's own subscription (operation.ts), so no codegen types it;
      // planSubscription has validated the subscription against the API schema.
      document: untypedDocument(query),
      variables,
    })) as ExecutionResult;
  const hub = new SubscriptionHub(execute, logger.child({ component: 'subscriptions' }));
  // Every gateway process tails the bus itself: each replica serves its own sockets.
  const tail: Subscription = options.events.tail(orderStatusEvents, async (event, position) =>
    hub.publish(event, position),
  );

  /**
   * Where a subscriber starts, read after its channel is registered (so no later change can pass it
   * unseen), or the errors that refuse it. Owners watch their own orders, support and admins any;
   * someone else's order looks like a missing one.
   */
  const startOf = async (watch: Watch, identity: Identity): Promise<number | readonly GraphQLError[]> => {
    switch (watch.kind) {
      case 'order': {
        const check = await edge.run(edge.contextFor(identity, nextRequestId()), {
          document: SUBSCRIPTION_CHECK,
          variables: { id: watch.orderId },
        });
        const order = check.data?.order;
        if (!order || !reaches(readReach(identity), order.user.id)) {
          return [
            new GraphQLError(`No order with id "${watch.orderId}".`, {
              extensions: { code: 'ORDER_NOT_FOUND' },
            }),
          ];
        }
        return order.eventSequence;
      }
      case 'mine':
        return options.events.position();
      default: {
        const exhaustive: never = watch;
        return exhaustive;
      }
    }
  };

  const protocol = makeServer<Record<string, unknown> | undefined, ConnectionExtra>({
    onConnect: async (ctx) => {
      // A failing admission hook rejects here; the transport closes the socket with a fixed reason.
      const entry = await edge.enter({
        headers: connectionCredentials(ctx.connectionParams),
        ip: ctx.extra.ip,
        requestId: nextRequestId(),
        transport: 'graphql-ws',
        operation: 'connection_init /graphql',
        access: 'read',
      });
      // The credential was needed once: the socket's context need not hold it (and the secret) for its life.
      (ctx as { connectionParams?: unknown }).connectionParams = undefined;
      if (entry.kind === 'refused') {
        const close = CLOSE_ON_REFUSAL[entry.refusal.code];
        ctx.extra.close(close.code, close.reason(entry.refusal));
        return false;
      }
      // Subscriptions stream personal data: a credential is required.
      if (entry.identity.kind === 'anonymous') {
        ctx.extra.close(CLOSE_UNAUTHORIZED, 'Unauthorized: send a credential in connection_init');
        return false;
      }
      const key = callerKey(entry.identity);
      const open = openSockets.get(key) ?? 0;
      if (open >= maxConnections) {
        ctx.extra.close(
          CLOSE_TOO_MANY_CONNECTIONS,
          `TOO_MANY_CONNECTIONS: at most ${maxConnections} open sockets per credential`,
        );
        return false;
      }
      openSockets.set(key, open + 1);
      ctx.extra.identity = entry.identity;
      ctx.extra.counted = key;
      return true;
    },
    onClose: (ctx) => {
      const key = ctx.extra.counted;
      if (key === undefined) return;
      ctx.extra.counted = undefined;
      const open = (openSockets.get(key) ?? 1) - 1;
      if (open > 0) openSockets.set(key, open);
      else openSockets.delete(key);
    },
    onSubscribe: async (ctx, id, payload) => {
      const schema = options.schema();
      if (!schema)
        return [
          new GraphQLError('The gateway is still loading its schema; retry.', {
            extensions: { code: 'SERVICE_UNAVAILABLE' },
          }),
        ];
      const identity = ctx.extra.identity ?? ANONYMOUS;
      const plan = planSubscription(schema, payload.query, payload.variables ?? {}, payload.operationName);
      if ('errors' in plan) {
        return typeof plan.errors === 'string'
          ? [new GraphQLError(plan.errors, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })]
          : plan.errors;
      }
      const requestId = nextRequestId();
      const operation = `subscribe ${plan.watch.kind === 'order' ? 'orderStatusChanged' : 'myOrderStatusChanged'}`;
      const admitted = await edge
        .admit(identity, { requestId, transport: 'graphql-ws', operation, access: 'read', ip: ctx.extra.ip })
        .catch((error: unknown) => {
          logger.error({ err: error, requestId }, 'admission failed');
          return null;
        });
      if (!admitted)
        return [new GraphQLError('Internal server error', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })];
      if (admitted.kind === 'refused') return [refusedSubscription(admitted.refusal)];
      // Order updates are reads of personal data: a credential without `read` (a public pk_live_ key) is
      // refused now rather than sent an empty frame for every change.
      if (!scopesOf(identity).includes('read')) {
        return [
          new GraphQLError('Subscriptions need a credential with the "read" scope.', {
            extensions: { code: 'FORBIDDEN' },
          }),
        ];
      }
      if (plan.watch.kind === 'mine' && !subjectOf(identity)) {
        return [
          new GraphQLError('myOrderStatusChanged needs a person behind the credential.', {
            extensions: { code: 'FORBIDDEN' },
          }),
        ];
      }
      const channel = hub.add(plan, identity, id, ctx.extra.send);
      let start: number | readonly GraphQLError[];
      try {
        start = await startOf(plan.watch, identity);
      } catch (error) {
        await channel.return();
        throw error;
      }
      if (typeof start !== 'number') {
        await channel.return();
        return start;
      }
      channel.start(start);
      // graphql-ws hands contextValue to subscribe(), which answers the registered channel.
      return {
        schema,
        document: plan.document,
        variableValues: payload.variables,
        operationName: payload.operationName,
        contextValue: channel,
      };
    },
    subscribe: (args) => args.contextValue as Channel,
  });
  const transport = serveGraphqlWs({
    server: options.server,
    path: '/graphql',
    protocol,
    heartbeat: { clock: options.clock },
    clientAddress: options.clientAddress,
    logger,
  });

  return {
    hub,
    close: async () => {
      await tail.stop();
      await transport.close();
    },
  };
}

/**
 * Apollo plugin: a subscription sent over HTTP is answered with a clear 400 (the gateway's executor has
 * no subscriptions; the WebSocket on the same path serves them).
 */
export const subscriptionsOverHttp: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation === 'subscription') {
          throw new GraphQLError(
            'Subscriptions are served over WebSocket (subprotocol graphql-transport-ws) on this same /graphql path.',
            {
              extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
            },
          );
        }
      },
    };
  },
};
