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
import type { IdentitySigner } from '../platform/identity';
import type { Logger } from '../platform/logging';
import { closeRedis, connectRedis } from '../platform/redis';
import { createAuth, type Auth } from './auth';
import { requestIdOf, type GatewayContext } from './context';
import { createEdge, httpRequestOf, type Admission, type Edge } from './edge';
import { createGrpcFace, type GrpcFace } from './grpc';
import { restAdapter } from './rest/adapter';
import { restDocsRoutes } from './rest/docs';
import { restRoutes } from './rest/routes';
import { serverlessRoutes } from './serverless';
import { SubgraphSource } from './datasource';
import { HealthChecker } from './health';
import { createTraffic, type Traffic } from './traffic';
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
  /** The event bus the subscription server streams order changes from. */
  events: EventBus;
  /**
   * Called for every request of every face (GraphQL over HTTP and WebSocket, REST, serverless, gRPC)
   * once its credential is verified and before it executes. Default: the gateway's rate limiter
   * (`traffic.admission`, off with RATE_LIMITS=false); tests may stand in their own hook.
   */
  admission?: Admission;
}

export interface Gateway {
  server: Server;
  apollo: ApolloServer<GatewayContext>;
  health: HealthChecker;
  /** Credential verification and the auth endpoints; `auth.verifier` serves graphql-ws and gRPC too. */
  auth: Auth;
  /** Rate limits, query protection, metrics, access log, compression (gateway/traffic). */
  traffic: Traffic;
  /** The data source of each subgraph (instances, circuits), also used by the gateway's own lookups. */
  sources: ReadonlyMap<SubgraphName, SubgraphSource>;
  /** The graphql-ws server on /graphql (order status subscriptions). */
  subscriptions: SubscriptionServer;
  /** Credential check, admission and in-process execution shared by every face. */
  edge: Edge;
  /** The gRPC UserService; bound by `listen` on `grpcPort`. */
  grpc: GrpcFace;
  /** Binds HTTP on `port` and gRPC on `grpcPort` (0 picks free ports); resolves with both addresses. */
  listen(port: number, host: string, grpcPort: number): Promise<{ url: string; grpcAddress: string }>;
  stop(): Promise<void>;
}

const CORS_HEADERS =
  'content-type, authorization, x-api-key, x-request-id, idempotency-key, apollo-require-preflight, ' +
  'x-apollo-operation-name, apollographql-client-name, apollographql-client-version';

/** Builds the gateway (Apollo gateway + server, routes, health); `listen` binds it. */
export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const { config, logger, signer } = options;
  const client = new JsonClient();
  const instances = Object.fromEntries(
    Object.entries(options.subgraphUrls).map(([name, given]) => [
      name,
      typeof given === 'string' ? [given] : given,
    ]),
  ) as Record<SubgraphName, readonly string[]>;
  // One Redis connection for the gateway's shared counters: rate limits and the login throttles.
  const redis = config.redis
    ? await connectRedis(config.redis, logger.child({ component: 'redis' }))
    : undefined;
  // Built before auth: its API key and session lookups go through the users source (same failover).
  const sources = new Map<SubgraphName, SubgraphSource>();
  const resilience = config.subgraphs.resilience;
  for (const [name, urls] of Object.entries(instances) as Array<[SubgraphName, readonly string[]]>) {
    sources.set(
      name,
      new SubgraphSource({
        name,
        urls,
        client,
        timeoutMs: config.subgraphs.timeouts[name] ?? config.subgraphs.timeoutMs,
        retries: resilience.retries,
        retryBudget: resilience.retryBudget,
        breaker: { failures: resilience.breakerFailures, cooldownMs: resilience.breakerCooldownMs },
        headerTransforms: config.headerTransforms,
        // Called once fetches run, after `traffic` (which needs the users client, hence auth) is made below.
        metrics: {
          subgraphFetch: (...args) => traffic.metrics?.subgraphFetch(...args),
          circuit: (...args) => traffic.metrics?.circuit(...args),
        },
      }),
    );
  }
  const auth = createAuth({
    config,
    users: sources.get('users')!,
    client,
    signer,
    publicUrl: options.publicUrl,
    logger,
    redis,
  });
  const traffic = createTraffic({ config, logger, usage: auth.users, redis });
  // @apollo/gateway reads this switch from the environment when constructed; it is its only control.
  if (!config.apolloTelemetry) process.env.APOLLO_TELEMETRY_DISABLED = 'true';
  const gateway = new ApolloGateway({
    supergraphSdl: options.supergraphSdl,
    buildService: ({ name }) => {
      const source = sources.get(name as SubgraphName);
      if (!source) throw new Error(`No URL configured for subgraph "${name}"`);
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
    // Token limit: the parser stops at QUERY_MAX_TOKENS, before any other work on a huge document.
    parseOptions: { maxTokens: config.protection.maxTokens },
    // One operation per HTTP request: batches would multiply every per-request limit.
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: !config.production,
    hideSchemaDetailsFromClientErrors: config.production,
    csrfPrevention: true,
    // The entry point owns SIGINT/SIGTERM (stack/lifecycle.ts); see platform/subgraph.
    stopOnTerminationSignals: false,
    formatError: (formatted, error) =>
      maskError(formatted, error, {
        includeStacktrace: !config.production,
        onUnexpected: (unexpected) => logger.error({ err: unexpected }, 'unexpected gateway error'),
      }),
    plugins: [auth.plugin, ...traffic.plugins, subscriptionsOverHttp],
  });
  await apollo.start();
  const edge = createEdge({
    apollo,
    auth,
    signer,
    logger,
    admission: options.admission ?? traffic.admission,
  });
  const grpc = createGrpcFace({
    edge,
    logger: logger.child({ face: 'grpc' }),
    reflection: config.grpc.reflection,
  });

  const health = new HealthChecker(instances, client);
  const allowedOrigins = new Set(config.cors.origins);

  const graphql: Route = {
    methods: ['GET', 'POST'],
    path: '/graphql',
    handler: async (req, res) => {
      // A GET is always a query; a POST's operation type is known only once parsed (see useWriteGuard).
      const entry = await edge.enter(
        httpRequestOf(
          req,
          res,
          'graphql',
          `${req.method} /graphql`,
          req.method === 'GET' ? 'read' : 'unknown',
        ),
      );
      switch (entry.kind) {
        case 'unauthenticated':
          // A credential was sent but is not valid: refused before any execution.
          sendJson(
            res,
            401,
            { errors: [{ message: entry.message, extensions: { code: 'UNAUTHENTICATED' } }] },
            { 'www-authenticate': entry.challenge, 'cache-control': 'no-store' },
          );
          return;
        case 'limited':
          sendJson(
            res,
            429,
            // The spec's `error` string, and a GraphQL `errors` list so GraphQL clients read it too.
            {
              error: entry.message,
              errors: [
                {
                  message: entry.message,
                  extensions: { code: 'RATE_LIMITED', retryAfter: entry.retryAfterSeconds },
                },
              ],
            },
            { ...entry.headers, 'retry-after': String(entry.retryAfterSeconds), 'cache-control': 'no-store' },
          );
          return;
        case 'unavailable':
          sendJson(
            res,
            503,
            {
              error: entry.message,
              errors: [
                {
                  message: entry.message,
                  extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: entry.retryAfterSeconds },
                },
              ],
            },
            { 'retry-after': String(entry.retryAfterSeconds), 'cache-control': 'no-store' },
          );
          return;
        case 'admitted':
          await handleApolloRequest(apollo, req, res, async () => entry.context, {
            extraHeaders: entry.headers,
            bodyLimit: config.protection.maxBodyBytes,
            compress: traffic.compress,
          });
          return;
        default: {
          const exhaustive: never = entry;
          return exhaustive;
        }
      }
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
  /**
   * The gateway's own routes (auth, OAuth, discovery, the API docs, extra routes) spend from their caller's
   * budget through the same admission as the faces (transport `http`). They decide themselves what a
   * credential means to them, so one they do not accept counts as the address, not as a 401.
   */
  const admitted = (route: Route): Route => ({
    ...route,
    handler: async (req, res, params) => {
      const request = httpRequestOf(req, res, 'http', `${req.method} ${route.path}`);
      const verification = await auth.identify(req.headers, { ip: request.ip, requestId: request.requestId });
      const identity =
        verification.kind === 'verified'
          ? verification.identity
          : ({ kind: 'anonymous', ip: request.ip ?? 'unknown' } as const);
      const entry = await edge.admit(identity, request);
      switch (entry.kind) {
        case 'admitted':
          for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
          return route.handler(req, res, params);
        case 'limited':
          sendJson(
            res,
            429,
            { error: entry.message, code: 'RATE_LIMITED' },
            { ...entry.headers, 'retry-after': String(entry.retryAfterSeconds), 'cache-control': 'no-store' },
          );
          return;
        case 'unavailable':
          sendJson(
            res,
            503,
            { error: entry.message, code: 'SERVICE_UNAVAILABLE' },
            { 'retry-after': String(entry.retryAfterSeconds), 'cache-control': 'no-store' },
          );
          return;
        default: {
          const exhaustive: never = entry;
          return exhaustive;
        }
      }
    },
  });
  const rest = restRoutes({ maxPageSize: config.maxPageSize });
  const router = new Router().add(
    // The faces enter the edge themselves; /health and /metrics are never limited.
    graphql,
    healthRoute,
    ...traffic.routes,
    ...[
      ...auth.routes,
      ...(options.routes ?? []),
      ...restDocsRoutes({ routes: rest, publicUrl: options.publicUrl }),
    ].map(admitted),
    ...serverlessRoutes({ edge, logger }),
    // Last: every other /api/ path is the REST adapter's (its own 404, 405 and version answers).
    restAdapter({ edge, routes: rest, publicUrl: options.publicUrl, logger }),
  );

  const applyCors = (req: IncomingMessage, res: ServerResponse): boolean => {
    const origin = req.headers.origin;
    if (origin && (allowedOrigins.has(origin) || allowedOrigins.has('*'))) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('vary', 'origin');
      res.setHeader(
        'access-control-expose-headers',
        'x-request-id, retry-after, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset, api-version, deprecation, sunset, link',
      );
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
      case 'found':
        applyRouteTransforms(config.headerTransforms, match.path, req, res);
        // Recorded when the answer is sent; the edge's admission names the face, caller and operation.
        if (traffic.metered(match.path))
          traffic.observe(
            req,
            res,
            requestId,
            match.path === graphql.path ? 'graphql:(unparsed)' : `${req.method} ${match.path}`,
          );
        await match.handler(req, res, match.params);
        return;
      case 'method-not-allowed':
        sendJson(
          res,
          405,
          { error: `Method ${req.method} is not allowed on ${path}.` },
          { allow: match.allow.join(', ') },
        );
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
    edge,
    events: options.events,
    logger: logger.child({ component: 'subscriptions' }),
  });

  return {
    server,
    apollo,
    health,
    auth,
    traffic,
    sources,
    subscriptions,
    edge,
    grpc,
    listen: async (port, host, grpcPort) => {
      const bound = await listen(server, port, host);
      const grpcAddress = await grpc.listen(grpcPort, host);
      return { url: `http://${host}:${bound}`, grpcAddress };
    },
    stop: async () => {
      await subscriptions.close();
      await Promise.all([closeServer(server, config.shutdownGraceMs), grpc.stop(config.shutdownGraceMs)]);
      await apollo.stop();
      await auth.close();
      // After auth: the last usage batch still needs the users client, which shares `client`.
      await traffic.close();
      if (redis) await closeRedis(redis);
      await client.close();
    },
  };
}
