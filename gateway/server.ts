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
import { createAuth, credentialsOfRequest, type Auth } from './auth';
import { requestIdOf, type GatewayContext } from './context';
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
}

export interface Gateway {
  server: Server;
  apollo: ApolloServer<GatewayContext>;
  health: HealthChecker;
  /** Credential verification and the auth endpoints; `auth.verifier` serves graphql-ws and gRPC too. */
  auth: Auth;
  /** The graphql-ws server on /graphql (order status subscriptions). */
  subscriptions: SubscriptionServer;
  listen(port: number, host: string): Promise<string>;
  stop(): Promise<void>;
}

const CORS_HEADERS =
  'content-type, authorization, x-api-key, x-request-id, apollo-require-preflight, ' +
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

  const health = new HealthChecker(options.subgraphUrls, client);
  const allowedOrigins = new Set(config.cors.origins);

  const graphql: Route = {
    methods: ['GET', 'POST'],
    path: '/graphql',
    handler: async (req, res) => {
      const requestId = res.getHeader('x-request-id') as string;
      const verification = await auth.verifier.verify(credentialsOfRequest(req), requestId);
      if (verification.kind === 'rejected') {
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
      const context: GatewayContext = {
        identity,
        requestId,
        signedIdentity: signer.sign(identity, requestId),
        logger: logger.child({ requestId }),
      };
      await handleApolloRequest(apollo, req, res, async () => context);
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
  const router = new Router().add(graphql, healthRoute, ...auth.routes, ...(options.routes ?? []));

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
    auth,
    signer,
    events: options.events,
    logger: logger.child({ component: 'subscriptions' }),
  });

  return {
    server,
    apollo,
    health,
    auth,
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
      await client.close();
    },
  };
}
