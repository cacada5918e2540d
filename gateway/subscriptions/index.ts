import type { Server } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, parse, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { orderStatusEvents, type EventBus, type Subscription } from '../../platform/events';
import { ANONYMOUS, type Identity, type IdentitySigner } from '../../platform/identity';
import { reaches, readReach, subjectOf } from '../../platform/identity/access';
import type { Logger } from '../../platform/logging';
import type { Auth } from '../auth';
import type { GatewayContext } from '../context';
import type { Traffic } from '../traffic';
import { SubscriptionHub, type Executor } from './hub';
import { planSubscription } from './operation';

export interface SubscriptionServerOptions {
  /** The gateway's HTTP server: the socket shares its port and the /graphql path. */
  server: Server;
  /** The supergraph's API schema, once the gateway has loaded it. */
  schema: () => GraphQLSchema | null;
  apollo: ApolloServer<GatewayContext>;
  auth: Auth;
  signer: IdentitySigner;
  events: EventBus;
  logger: Logger;
  /** Hide internal error messages (production). */
  production: boolean;
  /**
   * Rate limits and metrics: a connection and every subscription spend one request from the caller's
   * budgets, like an HTTP request. Default none.
   */
  traffic?: Traffic;
}

/** Close code of a socket refused by the rate limiter (4000-4999 are the application's). */
export const CLOSE_RATE_LIMITED = 4429;
/** Close code when the limiter cannot count (Redis unreachable, closed policy): "try again later". */
const CLOSE_TRY_LATER = 1013;

export interface SubscriptionServer {
  hub: SubscriptionHub;
  close(): Promise<void>;
}

let executions = 0;

/**
 * Order status over graphql-ws (subprotocol graphql-transport-ws) on the gateway's own /graphql:
 * `connection_init` carries the credential (the same `auth.identify` as HTTP; without a valid one the
 * socket closes with 4403), each subscription is checked (someone else's order is refused like a missing
 * one), and every order event from the bus is resolved against the supergraph through the gateway's
 * executor, once per group of alike subscribers, and pushed to them in order.
 */
export function createSubscriptionServer(options: SubscriptionServerOptions): SubscriptionServer {
  const { apollo, signer, logger } = options;
  const execute: Executor = async (query, variables, identity) => {
    const requestId = `ws-${(executions++).toString(36)}`;
    const response = await apollo.executeOperation(
      { query, variables },
      { contextValue: { identity, requestId, signedIdentity: signer.sign(identity, requestId), logger } },
    );
    if (response.body.kind !== 'single') throw new Error('unexpected incremental result');
    return response.body.singleResult as ExecutionResult;
  };
  const hub = new SubscriptionHub(execute, logger.child({ component: 'subscriptions' }));
  // Every gateway process tails the bus itself: each replica serves its own sockets.
  const tail: Subscription = options.events.tail(orderStatusEvents, async (event) => hub.publish(event));

  const wss = new WebSocketServer({ server: options.server, path: '/graphql' });
  const identities = new WeakMap<object, Identity>();
  // What onSubscribe planned, for subscribe() to register (keyed by the message's payload object).
  const plans = new WeakMap<object, Exclude<ReturnType<typeof planSubscription>, { errors: unknown }>>();
  const disposable = useServer<Record<string, unknown> | undefined>(
    {
      isProd: options.production,
      onConnect: async (ctx) => {
        const verification = await options.auth.identify((ctx.connectionParams ?? {}) as Record<string, string>, { ip: ctx.extra.request.socket.remoteAddress ?? null });
        // Subscriptions stream personal data: a credential is required, and a wrong one is refused.
        if (verification.kind === 'rejected' || verification.identity.kind === 'anonymous') return false;
        const admitted = await options.traffic?.admitEvent(verification.identity, 'ws:connect', ctx.extra.request);
        if (admitted && admitted.kind !== 'admitted') {
          ctx.extra.socket.close(admitted.kind === 'limited' ? CLOSE_RATE_LIMITED : CLOSE_TRY_LATER, admitted.message.slice(0, 120));
          return false;
        }
        identities.set(ctx, verification.identity);
        return true;
      },
      onSubscribe: async (ctx, _id, payload) => {
        const schema = options.schema();
        if (!schema) return [new GraphQLError('The gateway is still loading its schema; retry.', { extensions: { code: 'SERVICE_UNAVAILABLE' } })];
        const identity = identities.get(ctx) ?? ANONYMOUS;
        const admitted = await options.traffic?.admitEvent(identity, `ws:subscribe:${payload.operationName ?? '(anonymous)'}`, ctx.extra.request);
        if (admitted && admitted.kind === 'limited') {
          return [new GraphQLError(admitted.message, { extensions: { code: 'RATE_LIMITED', retryAfter: admitted.retryAfterSeconds } })];
        }
        if (admitted && admitted.kind === 'unavailable') return [new GraphQLError(admitted.message, { extensions: { code: 'SERVICE_UNAVAILABLE' } })];
        const plan = planSubscription(schema, payload.query, payload.variables ?? {}, payload.operationName);
        if ('errors' in plan) {
          return typeof plan.errors === 'string' ? [new GraphQLError(plan.errors, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })] : plan.errors;
        }
        if (plan.watch.kind === 'mine' && !subjectOf(identity)) {
          return [new GraphQLError('myOrderStatusChanged needs a person behind the credential.', { extensions: { code: 'FORBIDDEN' } })];
        }
        if (plan.watch.kind === 'order') {
          // Owners watch their own orders, support and admins any; someone else's looks like a missing one.
          const check = await execute('query SubscriptionCheck($id: ID!) { order(id: $id) { id user { id } } }', { id: plan.watch.orderId }, identity);
          const order = (check.data as { order: { user: { id: string } } | null } | null)?.order;
          if (!order || !reaches(readReach(identity), order.user.id)) {
            return [new GraphQLError(`No order with id "${plan.watch.orderId}".`, { extensions: { code: 'ORDER_NOT_FOUND' } })];
          }
        }
        plans.set(payload, plan);
        return { schema, document: parse(payload.query), variableValues: payload.variables, operationName: payload.operationName, contextValue: { identity, payload } };
      },
      subscribe: (args) => {
        const { identity, payload } = args.contextValue as { identity: Identity; payload: object };
        const plan = plans.get(payload)!;
        plans.delete(payload);
        return hub.add(plan, identity);
      },
    },
    wss,
  );

  return {
    hub,
    close: async () => {
      await tail.stop();
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
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
          throw new GraphQLError('Subscriptions are served over WebSocket (subprotocol graphql-transport-ws) on this same /graphql path.', {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        }
      },
    };
  },
};
