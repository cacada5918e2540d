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
import { createAuth, type Auth } from './auth';
import { requestIdOf, type GatewayContext } from './context';
import { admitAll, createEdge, type Admission, type Edge } from './edge';
import { createGrpcFace, type GrpcFace } from './grpc';
import { restAdapter } from './rest/adapter';
import { restDocsRoutes } from './rest/docs';
import { restRoutes } from './rest/routes';
import { serverlessRoutes } from './serverless';
import { SubgraphSource } from './datasource';
import { HealthChecker } from './health';
import { createSubscriptionServer, subscriptionsOverHttp, type SubscriptionServer } from './subscriptions';

export interface GatewayOptions {
  config: Config;
  /** Where each subgraph's `/graphql` is reachable. */
  subgraphUrls: Record<SubgraphName, string>;
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
   * once its credential is verified and before it executes: where rate limits plug in. Default: admit
   * everything.
   */
  admission?: Admission;
}

export interface Gateway {
  server: Server;
  apollo: ApolloServer<GatewayContext>;
  health: HealthChecker;
  /** Credential verification and the auth endpoints; `auth.verifier` serves graphql-ws and gRPC too. */
  auth: Auth;
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
  const auth = createAuth({ config, usersUrl: options.subgraphUrls.users, client, signer, publicUrl: options.publicUrl, logger });
  // @apollo/gateway reads this switch from the environment when constructed; it is its only control.
  if (!config.apolloTelemetry) process.env.APOLLO_TELEMETRY_DISABLED = 'true';
  const gateway = new ApolloGateway({
    supergraphSdl: options.supergraphSdl,
    buildService: ({ name }) => {
      const url = options.subgraphUrls[name as SubgraphName];
      if (!url) throw new Error(`No URL configured for subgraph "${name}"`);
      return new SubgraphSource({ name, url, client, timeoutMs: config.subgraphs.timeoutMs });
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
    formatError: (formatted, error) =>
      maskError(formatted, error, {
        includeStacktrace: !config.production,
        onUnexpected: (unexpected) => logger.error({ err: unexpected }, 'unexpected gateway error'),
      }),
    plugins: [auth.plugin, subscriptionsOverHttp],
  });
  await apollo.start();
  const edge = createEdge({ apollo, auth, signer, logger, admission: options.admission ?? admitAll });
  const grpc = createGrpcFace({ edge, logger: logger.child({ face: 'grpc' }), reflection: config.grpc.reflection });

  const health = new HealthChecker(options.subgraphUrls, client);
  const allowedOrigins = new Set(config.cors.origins);

  const graphql: Route = {
    methods: ['GET', 'POST'],
    path: '/graphql',
    handler: async (req, res) => {
      const requestId = res.getHeader('x-request-id') as string;
      const entry = await edge.enter({ headers: req.headers, ip: req.socket.remoteAddress, requestId, transport: 'graphql', operation: `${req.method} /graphql` });
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
            { errors: [{ message: entry.message, extensions: { code: 'RATE_LIMITED', retryAfter: entry.retryAfterSeconds } }] },
            { ...entry.headers, 'retry-after': String(entry.retryAfterSeconds), 'cache-control': 'no-store' },
          );
          return;
        case 'admitted':
          await handleApolloRequest(apollo, req, res, async () => entry.context, { extraHeaders: entry.headers });
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
  const rest = restRoutes({ maxPageSize: config.maxPageSize });
  const router = new Router().add(
    graphql,
    healthRoute,
    ...auth.routes,
    ...(options.routes ?? []),
    ...serverlessRoutes({ edge, logger }),
    ...restDocsRoutes({ routes: rest, publicUrl: options.publicUrl }),
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
    res.setHeader('x-request-id', requestIdOf(req));
    if (applyCors(req, res)) return;
    const path = (req.url ?? '/').split('?', 1)[0]!;
    const match = router.match(req.method ?? 'GET', path);
    switch (match.kind) {
      case 'found':
        await match.handler(req, res, match.params);
        return;
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
    edge,
    events: options.events,
    logger: logger.child({ component: 'subscriptions' }),
  });

  return {
    server,
    apollo,
    health,
    auth,
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
      await client.close();
    },
  };
}
