import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import type { GraphQLSchema } from 'graphql';
import type { Config, SubgraphName } from '../platform/config';
import type { EventBus } from '../platform/events';
import { maskError } from '../platform/errors';
import { HttpError, closeServer, handleApolloRequest, listen, sendJson } from '../platform/http';
import { JsonClient } from '../platform/http/client';
import { Router, type Route } from '../platform/http/router';
import type { Identity, IdentitySigner } from '../platform/identity';
import type { Logger } from '../platform/logging';
import { closeRedis, connectRedis } from '../platform/redis';
import { createAuth, credentialsOfRequest, type Auth } from './auth';
import { requestIdOf, type GatewayContext } from './context';
import { SubgraphSource } from './datasource';
import { HealthChecker } from './health';
import { createTraffic, type Traffic } from './traffic';
import { accessOfMethod } from './traffic/ratelimit/http';
import { applyRouteTransforms } from './traffic/transforms/headers';
import { createSubscriptionServer, subscriptionsOverHttp, type SubscriptionServer } from './subscriptions';

export interface GatewayOptions {
  config: Config;
  /** Where each subgraph's `/graphql` is reachable: one URL, or every instance of it (balanced). */
  subgraphUrls: Record<SubgraphName, string | readonly string[]>;
  /** The composed supergraph (schema/supergraph.graphql); subgraph URLs in it are ignored. */
  supergraphSdl: string;
  signer: IdentitySigner;
  logger: Logger;
  /** The gateway's public base URL, which is also the token issuer. */
  publicUrl: () => string;
  /** Extra HTTP routes served beside /graphql and the auth endpoints (REST adapter, metrics). */
  routes?: Route[];
  /**
   * Benchmark baseline only (bench/lib/gateways/ours.ts): every GraphQL request acts as this identity and no
   * credential is verified. Nothing that serves callers sets it. Default unset.
   */
  trustedIdentity?: Identity;
  /** The event bus the subscription server streams order changes from. */
  events: EventBus;
}

export interface Gateway {
  server: Server;
  apollo: ApolloServer<GatewayContext>;
  health: HealthChecker;
  /** Credential verification and the auth endpoints; `auth.verifier` serves graphql-ws and gRPC too. */
  auth: Auth;
  /** Rate limits, query protection, metrics, access log, compression (gateway/traffic). */
  traffic: Traffic;
  /** The data source of each subgraph (instances, circuits). */
  sources: ReadonlyMap<string, SubgraphSource>;
  /** The graphql-ws server on /graphql (order status subscriptions). */
  subscriptions: SubscriptionServer;
  listen(port: number, host: string): Promise<string>;
  stop(): Promise<void>;
}

/** Who a request counts as for rate limits when its credential is not accepted: its address. */
const anonymousOf = (req: IncomingMessage): Identity => ({ kind: 'anonymous', ip: req.socket.remoteAddress ?? 'unknown' });

const CORS_HEADERS =
  'content-type, authorization, x-api-key, x-request-id, apollo-require-preflight, ' +
  'x-apollo-operation-name, apollographql-client-name, apollographql-client-version';

/** Builds the gateway (Apollo gateway + server, routes, health); `listen` binds it. */
export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const { config, logger, signer } = options;
  const client = new JsonClient();
  const instances = (name: SubgraphName): readonly string[] => {
    const given = options.subgraphUrls[name];
    return typeof given === 'string' ? [given] : given;
  };
  // Auth lookups and health probes go to the first instance (see USERS_URL).
  const firstUrls = Object.fromEntries(Object.keys(options.subgraphUrls).map((name) => [name, instances(name as SubgraphName)[0]!])) as Record<SubgraphName, string>;
  // One Redis connection for the gateway's shared counters: rate limits and the login throttles.
  const redis = config.redis ? await connectRedis(config.redis, logger.child({ component: 'redis' })) : undefined;
  const auth = createAuth({ config, usersUrl: firstUrls.users, client, signer, publicUrl: options.publicUrl, logger, redis });
  const traffic = createTraffic({ config, logger, usage: auth.users, redis });
  const sources = new Map<string, SubgraphSource>();
  // @apollo/gateway reads this switch from the environment when constructed; it is its only control.
  if (!config.apolloTelemetry) process.env.APOLLO_TELEMETRY_DISABLED = 'true';
  const gateway = new ApolloGateway({
    supergraphSdl: options.supergraphSdl,
    buildService: ({ name }) => {
      const urls = options.subgraphUrls[name as SubgraphName] ? instances(name as SubgraphName) : [];
      if (!urls.length) throw new Error(`No URL configured for subgraph "${name}"`);
      const resilience = config.subgraphs.resilience;
      const source = new SubgraphSource({
        name,
        urls,
        client,
        timeoutMs: config.subgraphs.timeouts[name as SubgraphName] ?? config.subgraphs.timeoutMs,
        retries: resilience.retries,
        retryBudget: resilience.retryBudget,
        breaker: { failures: resilience.breakerFailures, cooldownMs: resilience.breakerCooldownMs },
        headerTransforms: config.headerTransforms,
        metrics: traffic.metrics,
      });
      sources.set(name, source);
      return source;
    },
  });
  // The subscription server validates against the same API schema the gateway serves.
  let apiSchema: GraphQLSchema | null = null;
  gateway.onSchemaLoadOrUpdate(({ apiSchema: loaded }) => {
    apiSchema = loaded;
  });
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    introspection: config.introspection,
    includeStacktraceInErrorResponses: !config.production,
    hideSchemaDetailsFromClientErrors: config.production,
    csrfPrevention: true,
    // The entry point owns SIGINT/SIGTERM (platform/runtime/lifecycle.ts); see platform/subgraph.
    stopOnTerminationSignals: false,
    // Token limit: the parser stops at QUERY_MAX_TOKENS, before any other work on a huge document.
    parseOptions: { maxTokens: config.protection.maxTokens },
    // One operation per HTTP request: batches would multiply every per-request limit.
    allowBatchedHttpRequests: false,
    formatError: (formatted, error) =>
      maskError(formatted, error, {
        includeStacktrace: !config.production,
        onUnexpected: (unexpected) => logger.error({ err: unexpected }, 'unexpected gateway error'),
      }),
    plugins: [auth.plugin, ...traffic.plugins, subscriptionsOverHttp],
  });
  await apollo.start();

  const health = new HealthChecker(firstUrls, client);
  const allowedOrigins = new Set(config.cors.origins);

  const graphql: Route = {
    methods: ['GET', 'POST'],
    path: '/graphql',
    handler: async (req, res) => {
      const requestId = res.getHeader('x-request-id') as string;
      const verification = options.trustedIdentity
        ? ({ kind: 'verified', identity: options.trustedIdentity } as const)
        : await auth.verifier.verify(credentialsOfRequest(req), requestId);
      const observation = observations.get(res);
      if (verification.kind === 'rejected') {
        // Guessing credentials spends the address's anonymous budget: a flood of them is refused with 429.
        if (!(await traffic.admit(res, anonymousOf(req), 'read', 'graphql'))) return;
        // A credential was sent but is not valid: refused before any execution.
        sendJson(
          res,
          401,
          { errors: [{ message: verification.message, extensions: { code: 'UNAUTHENTICATED' } }] },
          { 'www-authenticate': verification.challenge, 'cache-control': 'no-store' },
        );
        return;
      }
      const identity = verification.identity;
      if (observation) observation.identity = identity;
      // A GET is always a query; a POST's operation type is known only once parsed (see useWriteGuard).
      const admitted = await traffic.admit(res, identity, req.method === 'GET' ? 'read' : 'unknown', 'graphql');
      if (!admitted) return;
      const context: GatewayContext = {
        identity,
        requestId,
        signedIdentity: signer.sign(identity, requestId),
        logger: logger.child({ requestId }),
        headers: req.headers,
        ...(admitted.writesBlocked ? { writesBlocked: true } : {}),
        ...(observation ? { observation } : {}),
      };
      await handleApolloRequest(apollo, req, res, async () => context, {
        bodyLimit: config.protection.maxBodyBytes,
        compress: traffic.compress,
      });
    },
  };
  const healthRoute: Route = {
    methods: ['GET'],
    path: '/health',
    handler: async (_req, res) => {
      const report = await health.check();
      sendJson(res, report.status === 'ok' ? 200 : 503, report, { 'cache-control': 'no-store' });
    },
  };
  const router = new Router().add(graphql, healthRoute, ...auth.routes, ...traffic.routes, ...(options.routes ?? []));
  const observations = new WeakMap<ServerResponse, NonNullable<GatewayContext['observation']>>();

  /**
   * Every route but /graphql (which verifies its credential itself and must answer 401 to a bad one) is
   * counted against the caller's budget here; a credential the route does not accept counts as anonymous
   * (the route itself decides what to answer it).
   */
  const admitRoute = async (req: IncomingMessage, res: ServerResponse, requestId: string): Promise<boolean> => {
    const verification = await auth.verifier.verify(credentialsOfRequest(req), requestId);
    const identity = verification.kind === 'verified' ? verification.identity : anonymousOf(req);
    const observation = observations.get(res);
    if (observation) observation.identity = identity;
    return (await traffic.admit(res, identity, accessOfMethod(req.method), 'plain')) !== null;
  };

  const applyCors = (req: IncomingMessage, res: ServerResponse): boolean => {
    const origin = req.headers.origin;
    if (origin && (allowedOrigins.has(origin) || allowedOrigins.has('*'))) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('vary', 'origin');
      res.setHeader('access-control-expose-headers', 'x-request-id, retry-after, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset');
    }
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'access-control-allow-headers': CORS_HEADERS,
        'access-control-max-age': '600',
      });
      res.end();
      return true;
    }
    return false;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const requestId = requestIdOf(req);
    res.setHeader('x-request-id', requestId);
    if (applyCors(req, res)) return;
    const path = (req.url ?? '/').split('?', 1)[0]!;
    const match = router.match(req.method ?? 'GET', path);
    switch (match.kind) {
      case 'found': {
        applyRouteTransforms(config.headerTransforms, match.path, req, res);
        if (traffic.metered(match.path)) {
          const graphqlRoute = match.path === graphql.path;
          const observation = traffic.observe(req, res, requestId, graphqlRoute ? 'graphql' : 'http', graphqlRoute ? 'graphql:(unparsed)' : `${req.method} ${match.path}`);
          if (observation) observations.set(res, observation);
          if (!graphqlRoute && !(await admitRoute(req, res, requestId))) return;
        }
        await match.handler(req, res, match.params);
        return;
      }
      case 'method-not-allowed':
        sendJson(res, 405, { error: `Method ${req.method} is not allowed on ${path}.` }, { allow: match.allow.join(', ') });
        return;
      case 'not-found':
        sendJson(res, 404, { error: `No route for ${req.method} ${path}.` });
        return;
      default: {
        const exhaustive: never = match;
        return exhaustive;
      }
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        if (!res.headersSent) sendJson(res, error.status, { error: error.message, code: error.code });
        return;
      }
      logger.error({ err: error, requestId: res.getHeader('x-request-id') }, 'request failed');
      if (!res.headersSent) sendJson(res, 500, { error: 'Internal server error' });
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const subscriptions = createSubscriptionServer({
    server,
    schema: () => apiSchema,
    apollo,
    auth,
    signer,
    events: options.events,
    logger: logger.child({ component: 'subscriptions' }),
    production: config.production,
    traffic,
  });

  return {
    server,
    apollo,
    health,
    auth,
    traffic,
    sources,
    subscriptions,
    listen: async (port, host) => {
      const bound = await listen(server, port, host);
      return `http://${host}:${bound}`;
    },
    stop: async () => {
      await subscriptions.close();
      await closeServer(server, config.shutdownGraceMs);
      await apollo.stop();
      await auth.close();
      // After auth: the last usage batch still needs the users client, which shares `client`.
      await traffic.close();
      if (redis) await closeRedis(redis);
      await client.close();
    },
  };
}
