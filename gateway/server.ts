import type { Server } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import { systemClock, type Clock } from '../platform/clock';
import type { Config, SubgraphName } from '../platform/config';
import type { EventBus, Subscription } from '../platform/events';
import { closeServer, listen } from '../platform/http';
import { JsonClient, type LocalEndpoint } from '../platform/http/client';
import { clientAddressResolver } from '../platform/http/client-address';
import { Router, type Route } from '../platform/http/router';
import type { IdentitySigner } from '../platform/identity';
import type { Logger } from '../platform/logging';
import { objectStoreOf } from '../platform/objects';
import { closeRedis, connectRedis } from '../platform/redis';
import { startApollo } from './apollo';
import { createAuth, type Auth } from './auth';
import type { GatewayContext } from './context';
import { instancesOf, subgraphSources, type SubgraphSource } from './datasource';
import { createEdge, type Admission, type Edge } from './edge';
import { purgerOf, startCacheInvalidation } from './edge-cache/invalidation';
import { mediaRoutes } from './media';
import { createGrpcFace, type GrpcFace } from './grpc';
import { HealthChecker, healthRoute } from './health';
import { cors } from './http/cors';
import { createHttpServer } from './http/dispatch';
import { graphqlRoute } from './http/graphql-route';
import { operatorLevel, operatorsOnly } from './http/operator';
import { ownRoute } from './http/own-routes';
import { portalApiRoutes } from './portal/api';
import { restAdapter } from './rest/adapter';
import { restDocsRoutes } from './rest/docs';
import { restRoutes } from './rest/routes';
import { GatewayRoutes, operationCatalogue } from './routes';
import { routesDocsRoute } from './routes/openapi';
import { serverlessRoutes } from './serverless';
import { createSubscriptionServer, subscriptionsOverHttp, type SubscriptionServer } from './subscriptions';
import { createTraffic, type Traffic } from './traffic';
import { webRoutes } from './web/routes';
import { EXPLORER_CSP, wantsExplorer, WebSite } from './web/site';

export interface GatewayOptions {
  config: Config;
  /** Where each subgraph's `/graphql` is reachable: one URL, or every instance of it (balanced). */
  subgraphUrls: Record<SubgraphName, string | readonly string[]>;
  /** The composed supergraph (schema/supergraph.graphql); subgraph URLs in it are ignored. */
  supergraphSdl: string;
  /**
   * Subgraph instances of this process, by URL: their fetches are answered in process (SUBGRAPH_TRANSPORT,
   * JsonClient.serveLocally). Default none: every instance over HTTP.
   */
  localSubgraphs?: ReadonlyMap<string, LocalEndpoint>;
  signer: IdentitySigner;
  logger: Logger;
  /** The gateway's public base URL, which is also the token issuer. */
  publicUrl: () => string;
  /** Extra HTTP routes served beside /graphql and the auth endpoints (REST adapter, metrics). */
  routes?: Route[];
  /** The event bus the subscription server streams order changes from. */
  events: EventBus;
  /**
   * The gateway's time: rate-limit counters kept in memory (Redis counters keep Redis's time), circuit
   * breakers and retry budgets, the WebSocket heartbeat. Default the system clock; tests move their own.
   */
  clock?: Clock;
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
  /** The configured routes (ROUTES_FILE): matched before the built-in ones, reloaded when the file changes. */
  configuredRoutes: GatewayRoutes;
  /** The gRPC UserService; bound by `listen` on `grpcPort`. */
  grpc: GrpcFace;
  /** The cache-invalidation consumer, when a purger is configured (EDGE_PURGE). */
  cacheInvalidation?: Subscription;
  /** Binds HTTP on `port` and gRPC on `grpcPort` (0 picks free ports); resolves with both addresses. */
  listen(port: number, host: string, grpcPort: number): Promise<{ url: string; grpcAddress: string }>;
  stop(): Promise<void>;
}

/**
 * Builds the gateway: the subgraph sources, auth, traffic control, the supergraph's executor, the edge every
 * face enters through, the faces themselves on one HTTP server (and gRPC), health. `listen` binds it.
 */
export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const { config, logger, signer, publicUrl } = options;
  const clock = options.clock ?? systemClock;
  const client = new JsonClient();
  for (const [url, endpoint] of options.localSubgraphs ?? []) client.serveLocally(url, endpoint);
  const instances = instancesOf(options.subgraphUrls);
  // One Redis connection for the gateway's shared counters: rate limits and the login throttles.
  const redis = config.redis
    ? await connectRedis(config.redis, logger.child({ component: 'redis' }))
    : undefined;
  // Before auth, whose API key and session lookups go through the users source (same failover); the
  // metrics they report to come with `traffic`, which needs auth's users client.
  const sources = subgraphSources({ config, instances, client, clock, metrics: () => traffic.metrics });
  const site = new WebSite();
  const auth = createAuth({
    config,
    users: sources.get('users')!,
    client,
    signer,
    publicUrl,
    logger,
    redis,
    stylesheets: () => site.stylesheets(),
  });
  const traffic = createTraffic({ config, logger, usage: auth.users, redis, clock });
  const { apollo, apiSchema } = await startApollo({
    config,
    supergraphSdl: options.supergraphSdl,
    sources,
    plugins: [auth.plugin, ...traffic.plugins, subscriptionsOverHttp],
    logger,
  });
  const edge = createEdge({
    apollo,
    auth,
    signer,
    logger,
    admission: options.admission ?? traffic.admission,
    outageRetryAfterSeconds: Math.ceil(config.subgraphs.resilience.breakerCooldownMs / 1000),
  });
  const grpc = createGrpcFace({
    edge,
    logger: logger.child({ face: 'grpc' }),
    reflection: config.grpc.reflection,
  });
  const health = new HealthChecker(instances, client);
  const rest = restRoutes({ maxPageSize: config.maxPageSize });
  // The route file is read before anything listens: a bad one stops start-up with every problem named.
  const routes = GatewayRoutes.load({
    file: config.routes.file,
    watch: config.routes.watch,
    edge,
    client,
    operations: operationCatalogue(rest),
    clock,
    logger: logger.child({ component: 'routes' }),
    onReload: (outcome) => traffic.metrics?.routeReload(outcome),
    onFallback: (route, kind) => traffic.metrics?.routeFallback(route, kind),
    onUpstream: (route, outcome, seconds) => traffic.metrics?.routeUpstream(route, outcome, seconds),
    onCircuit: (route, instance, open) => traffic.metrics?.routeCircuit(route, instance, open),
  });
  const operator = operatorLevel({
    production: config.production,
    token: config.metrics.token,
    identify: auth.identify,
  });
  let grpcAddress = `${config.host}:${config.grpc.port}`;
  const router = new Router().add(
    // The faces enter the edge themselves; /health and /metrics are never limited.
    graphqlRoute({
      apollo,
      edge,
      maxBodyBytes: config.protection.maxBodyBytes,
      maxBatch: config.maxBatch,
      browserPage: (req, res) => {
        if (!wantsExplorer(req)) return false;
        site.sendPage(res, 'explorer.html', EXPLORER_CSP);
        return true;
      },
    }),
    healthRoute(health, async (req) => ['scraper', 'admin', 'staff'].includes(await operator(req))),
    ...traffic.routes.map((route) => operatorsOnly(route, operator)),
    // The portal's JSON enters the edge itself (credential check and rate limits, as the faces do).
    ...portalApiRoutes({ edge, limiter: traffic.limiter, health, sources }),
    ...[
      ...auth.routes,
      ...(options.routes ?? []),
      ...restDocsRoutes({ routes: rest, publicUrl }),
      routesDocsRoute({ routes, publicUrl }),
    ].map(ownRoute(edge)),
    ...serverlessRoutes({ edge, logger }),
    // Product images: uploads (before the REST adapter, which has every other /api/ path) and their files.
    ...mediaRoutes({
      edge,
      store: objectStoreOf(config.media),
      events: options.events,
      logger: logger.child({ component: 'media' }),
      maxBytes: config.media.maxBytes,
      maxPixels: config.media.maxPixels,
      publicBase: () => config.media.publicUrl ?? `${publicUrl()}/media`,
    }),
    // The web app's pages and files: no credential, no budget (a page load is a dozen files).
    ...webRoutes({ site, homePage: config.web.homePage, publicUrl, grpcAddress: () => grpcAddress }),
    // Last: every other /api/ path is the REST adapter's (its own 404, 405 and version answers).
    restAdapter({ edge, routes: rest, publicUrl, logger }),
  );
  const clientAddress = clientAddressResolver(config.trustedProxies);
  const server = createHttpServer({
    router,
    front: routes,
    clientAddress,
    compress: traffic.compress,
    cors: cors(config.cors.origins, (path, req) => router.allowed(path, req)),
    traffic,
    headerTransforms: config.headerTransforms,
    logger,
  });
  const subscriptions = createSubscriptionServer({
    server,
    schema: apiSchema,
    edge,
    events: options.events,
    clock,
    maxConnectionsPerIdentity: config.maxConnectionsPerIdentity,
    clientAddress,
    logger: logger.child({ component: 'subscriptions' }),
  });
  // Shared caches in front of the gateway are purged by surrogate key when products change.
  const purger = purgerOf(config.edgePurge);
  const cacheInvalidation = purger
    ? startCacheInvalidation(options.events, purger, logger.child({ component: 'edge-cache' }))
    : undefined;

  return {
    server,
    apollo,
    health,
    auth,
    traffic,
    sources,
    subscriptions,
    edge,
    configuredRoutes: routes,
    grpc,
    ...(cacheInvalidation ? { cacheInvalidation } : {}),
    listen: async (port, host, grpcPort) => {
      const bound = await listen(server, port, host);
      grpcAddress = await grpc.listen(grpcPort, host);
      return { url: `http://${host}:${bound}`, grpcAddress };
    },
    stop: async () => {
      routes.close();
      await cacheInvalidation?.stop();
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
