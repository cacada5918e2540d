import type { Server } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { CloseCode, makeServer } from 'graphql-ws';
import type { Clock } from '../../platform/clock';
import { orderStatusEvents, type EventBus, type Subscription } from '../../platform/events';
import { untypedDocument } from '../../platform/graphql/documents';
import { ANONYMOUS, type Identity } from '../../platform/identity';
import { reaches, readReach, scopesOf, subjectOf } from '../../platform/identity/access';
import type { Logger } from '../../platform/logging';
import { gql } from '../__generated__';
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
  logger: Logger;
}

export interface SubscriptionServer {
  hub: SubscriptionHub;
  close(): Promise<void>;
}

/** Close code of a socket whose `connection_init` the rate limiter refused (4000-4999 are the application's). */
export const CLOSE_RATE_LIMITED = 4429;

/**
 * How a socket closes when the edge refuses its `connection_init`: no valid credential is graphql-ws's own
 * 4403 Forbidden; refused by the rate limiter, 4429 with the limiter's message (the wait in it) as the
 * reason, which the protocol caps at 123 bytes; the limiter unable to count (its Redis unreachable,
 * policy closed), 1013 "try again later".
 */
const CLOSE_ON_REFUSAL: Record<RefusalCode, { code: number; reason: (refusal: Refusal) => string }> = {
  UNAUTHENTICATED: { code: CloseCode.Forbidden, reason: () => 'Forbidden' },
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

let requests = 0;
const nextRequestId = () => `ws-${(requests++).toString(36)}`;

const SUBSCRIPTION_CHECK = gql(
  `query SubscriptionCheck($id: ID!) { order(id: $id) { id eventSequence user { id } } }`,
);

/**
 * Order status over graphql-ws (subprotocol graphql-transport-ws) on the gateway's own /graphql:
 * `connection_init` carries the credential and goes through the same edge as every other face (the
 * credential check, then admission; without a valid credential the socket closes with 4403, refused by
 * the rate limiter with 4429), each subscription is admitted as a request of its own and checked (someone else's order is
 * refused like a missing one), and every order event from the bus is resolved against the supergraph through the gateway's
 * executor, once per group of alike subscribers, and pushed to them in order.
 */
export function createSubscriptionServer(options: SubscriptionServerOptions): SubscriptionServer {
  const { edge, logger } = options;
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
        headers: (ctx.connectionParams ?? {}) as Record<string, string>,
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
      // Subscriptions stream personal data: a credential is required (without one, graphql-ws's 4403).
      if (entry.identity.kind === 'anonymous') return false;
      ctx.extra.identity = entry.identity;
      return true;
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
