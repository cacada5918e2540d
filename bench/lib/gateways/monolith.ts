/**
 * Benchmark child: the monolith baseline. The same read answered by ONE process and ONE GraphQL server
 * over the same MongoDB collections, with the four subgraphs' own services, DataLoaders, resolvers and
 * graphql-shield rules joined in process (lib/monolith/schema.ts): no federation, no query plan, no
 * second hop. It is what this data layer can do at best, so the bench can say what federation costs.
 *
 * The work is the same as ours (auth and identity included): each request's API key is verified by the
 * gateway's own CredentialVerifier (SHA-256 and its cache; a cache miss asks the users service, as ours
 * does), the caller is built once per request, shield checks every guarded field, and Apollo Server runs
 * the request with the subgraphs' settings (no inline traces, no cache-control).
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import type { Connection } from 'mongoose';
import { createAuth } from '../../../gateway/auth';
import { systemClock } from '../../../platform/clock';
import type { SubgraphName } from '../../../platform/config';
import { maskError } from '../../../platform/errors';
import { closeServer, handleApolloRequest, listen, sendGraphqlError } from '../../../platform/http';
import { JsonClient } from '../../../platform/http/client';
import { IdentitySigner } from '../../../platform/identity';
import { callerOf } from '../../../platform/identity/caller';
import { createLogger } from '../../../platform/logging';
import { openDatabase } from '../../../platform/mongo/connection';
import { repoRoot } from '../../../platform/paths';
import type { BaseContext } from '../../../platform/subgraph';
import { ServiceClient } from '../../../platform/subgraph/service-client';
import { createCatalogContext } from '../../../subgraphs/catalog/context';
import { typeDefs as catalogTypeDefs } from '../../../subgraphs/catalog';
import { catalogModels } from '../../../subgraphs/catalog/models/product';
import { searchModels } from '../../../subgraphs/catalog/models/search';
import { permissions as catalogPermissions } from '../../../subgraphs/catalog/permissions';
import { resolvers as catalogResolvers } from '../../../subgraphs/catalog/resolvers';
import { CatalogService } from '../../../subgraphs/catalog/services/catalog-service';
import { SearchIndex } from '../../../subgraphs/catalog/services/search-index';
import { typeDefs as inventoryTypeDefs } from '../../../subgraphs/inventory';
import { createInventoryContext } from '../../../subgraphs/inventory/context';
import { inventoryModels } from '../../../subgraphs/inventory/models/stock';
import { permissions as inventoryPermissions } from '../../../subgraphs/inventory/permissions';
import { resolvers as inventoryResolvers } from '../../../subgraphs/inventory/resolvers';
import { InventoryService } from '../../../subgraphs/inventory/services/inventory-service';
import { typeDefs as ordersTypeDefs } from '../../../subgraphs/orders';
import { createOrdersContext } from '../../../subgraphs/orders/context';
import { SandboxProvider } from '../../../subgraphs/orders/payments/sandbox';
import { httpOrderPeers } from '../../../subgraphs/orders/peers/http-peers';
import { permissions as ordersPermissions } from '../../../subgraphs/orders/permissions';
import { resolvers as ordersResolvers } from '../../../subgraphs/orders/resolvers';
import { createOrdersServices } from '../../../subgraphs/orders/services';
import { typeDefs as usersTypeDefs } from '../../../subgraphs/users';
import { createUsersContext } from '../../../subgraphs/users/context';
import { permissions as usersPermissions } from '../../../subgraphs/users/permissions';
import { resolvers as usersResolvers } from '../../../subgraphs/users/resolvers';
import { createUsersServices } from '../../../subgraphs/users/services';
import { BENCH_ISSUER, benchConfig } from '../config';
import { buildMonolithSchema, type MonolithContext } from '../monolith/schema';
import { serveRole } from '../role';
import { packageVersion } from '../versions';
import type { GatewayRoleInfo, GatewayRoleOptions } from './options';

serveRole<GatewayRoleOptions, GatewayRoleInfo>(async (options) => {
  const config = benchConfig(options.gatewaySecret);
  const logger = createLogger({ level: config.logLevel, service: 'monolith' });
  const connections: Connection[] = [];
  const open = async (name: SubgraphName) => {
    const connection = await openDatabase({
      uri: options.events.mongoUri,
      dbName: `${options.events.dbPrefix}_${name}`,
    });
    connections.push(connection);
    return connection;
  };
  const [usersDb, ordersDb, catalogDb, inventoryDb] = await Promise.all([
    open('users'),
    open('orders'),
    open('catalog'),
    open('inventory'),
  ]);
  const signer = new IdentitySigner(config.gatewaySecret);
  const http = new JsonClient();

  // The services exactly as each subgraph builds them; no relay, worker or consumer runs here (the
  // subgraph host runs those), since the monolith only answers the benchmark's read.
  const users = createUsersServices({
    connection: usersDb,
    config,
    clock: systemClock,
    publicUrl: () => BENCH_ISSUER,
    logger,
    onWebhooksDue: () => {},
  }).services;
  const catalogSearch = new SearchIndex(catalogModels(catalogDb), searchModels(catalogDb), { logger });
  const catalog = new CatalogService(catalogModels(catalogDb), catalogSearch, logger);
  const inventory = new InventoryService(
    inventoryModels(inventoryDb),
    // In one process, "does this product exist" is a catalog read, not a peer call.
    async (caller, productId) => (await catalog.productsByIds(caller, [productId])).length > 0,
    { warehouseCacheMs: config.inventory.warehouseCacheMs },
  );
  const orders = createOrdersServices({
    connection: ordersDb,
    // Only the order's writes ask peers; the read under test never does.
    peers: httpOrderPeers({
      services: new ServiceClient(http, signer, 'orders', config.subgraphs.timeoutMs),
      peers: options.subgraphUrls,
    }),
    provider: new SandboxProvider(ordersDb),
    clock: systemClock,
    logger,
    idempotencyTtlMs: config.lifecycle.idempotencyTtlMs,
    cartTtlMs: config.lifecycle.cartTtlMs,
    paymentRetryBaseMs: config.lifecycle.paymentRetryBaseMs,
  }).services;

  const schema = buildMonolithSchema(readFileSync(join(repoRoot, 'schema', 'api.graphql'), 'utf8'), [
    { name: 'users', typeDefs: usersTypeDefs, resolvers: usersResolvers, permissions: usersPermissions },
    {
      name: 'catalog',
      typeDefs: catalogTypeDefs,
      resolvers: catalogResolvers,
      permissions: catalogPermissions,
    },
    {
      name: 'inventory',
      typeDefs: inventoryTypeDefs,
      resolvers: inventoryResolvers,
      permissions: inventoryPermissions,
    },
    { name: 'orders', typeDefs: ordersTypeDefs, resolvers: ordersResolvers, permissions: ordersPermissions },
  ]);
  const auth = createAuth({
    config,
    users: options.subgraphUrls.users,
    client: http,
    signer,
    publicUrl: () => BENCH_ISSUER,
    logger,
  });
  const apollo = new ApolloServer<MonolithContext>({
    schema,
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) =>
      maskError(formatted, error, {
        includeStacktrace: false,
        onUnexpected: (unexpected) => logger.error({ err: unexpected }, 'unexpected error in resolver'),
      }),
    plugins: [ApolloServerPluginInlineTraceDisabled(), ApolloServerPluginCacheControlDisabled()],
    stopOnTerminationSignals: false,
  });
  await apollo.start();

  const server = createServer((req, res) => {
    const requestId = randomUUID();
    auth
      .identify(req.headers, { ip: req.socket.remoteAddress, requestId })
      .then(async (verification) => {
        if (verification.kind === 'rejected') {
          sendGraphqlError(res, 'UNAUTHENTICATED', verification.message);
          return;
        }
        const base: BaseContext = {
          caller: callerOf(verification.identity, requestId),
          logger: logger.child({ requestId }),
        };
        await handleApolloRequest(apollo, req, res, async () => ({
          ...base,
          users: createUsersContext(base, users, config.maxPageSize),
          orders: createOrdersContext(base, orders, config.maxPageSize),
          catalog: createCatalogContext(base, catalog, catalogSearch, config.maxPageSize),
          inventory: createInventoryContext(base, inventory),
        }));
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'request failed');
        if (!res.headersSent) sendGraphqlError(res, 'INTERNAL_SERVER_ERROR', 'Internal server error');
        else res.destroy();
      });
  });
  server.keepAliveTimeout = 65_000;
  const port = await listen(server, 0, '127.0.0.1');
  return {
    info: {
      url: `http://127.0.0.1:${port}/graphql`,
      describe: `one process, one @apollo/server ${packageVersion('@apollo/server')} schema over the four subgraphs' services, loaders, resolvers and shield rules (API key verified per request)`,
    },
    stop: async () => {
      await closeServer(server, 1000);
      await apollo.stop();
      await auth.close();
      await Promise.all(connections.map((connection) => connection.close()));
    },
  };
});
