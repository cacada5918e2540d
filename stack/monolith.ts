/**
 * The monolith: the same supergraph read answered by ONE process and ONE GraphQL server over the same
 * MongoDB collections, with the four subgraphs' own services, DataLoaders, resolvers and graphql-shield
 * rules joined in process: no federation, no query plan, no second hop. `npm run bench` measures it
 * (bench/lib/gateways/monolith.ts) as the best this data layer can do, so federation's cost has a baseline.
 *
 * The schema is the client API schema (schema/api.graphql). Every field is resolved by the first subgraph
 * (in SUBGRAPHS order) whose schema defines it, with that subgraph's own request context. Where a value
 * crosses from one subgraph to another (a field of entity type returning a reference such as `{ id }`, or a
 * field of an entity contributed by a second subgraph), the receiving subgraph's `__resolveReference` turns
 * the `{ __typename, id }` representation into its own record, through its DataLoaders, exactly as an
 * `_entities` fetch would, minus the fetch. Every entity on the benchmark's read path is keyed by `id`,
 * which is what this join assumes.
 *
 * The work per request is the gateway's too: the API key is verified by the gateway's CredentialVerifier
 * (SHA-256 and its cache; a cache miss asks the users service, as the gateway does), the caller is built
 * once, shield checks every guarded field, and Apollo Server runs the request with the subgraphs' settings.
 * It lives with the assemblies (not under bench/) so it resolves the project's own graphql packages.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connection } from 'mongoose';
import { createAuth } from '../gateway/auth';
import type { Logger } from '../platform/logging';
import { systemClock } from '../platform/clock';
import type { Config, SubgraphName } from '../platform/config';
import { closeServer, listen, sendGraphqlError } from '../platform/http';
import { answerGraphqlRequest, startGraphqlEndpoint } from '../platform/subgraph/prepared';
import { JsonClient } from '../platform/http/client';
import { IdentitySigner } from '../platform/identity';
import { callerOf } from '../platform/identity/caller';
import { openDatabase } from '../platform/mongo/connection';
import { repoRoot } from '../platform/paths';
import type { BaseContext } from '../platform/subgraph';
import { ServiceClient } from '../platform/subgraph/service-client';
import { createCatalogContext } from '../subgraphs/catalog/context';
import { inventoryStock, typeDefs as catalogTypeDefs } from '../subgraphs/catalog';
import { createCatalogServices } from '../subgraphs/catalog/catalog-services';
import { variantsOf } from '../subgraphs/catalog/variants/variants';
import { permissions as catalogPermissions } from '../subgraphs/catalog/permissions';
import { resolvers as catalogResolvers } from '../subgraphs/catalog/resolvers';
import { typeDefs as inventoryTypeDefs } from '../subgraphs/inventory';
import { createInventoryContext } from '../subgraphs/inventory/context';
import { inventoryModels } from '../subgraphs/inventory/models/stock';
import { permissions as inventoryPermissions } from '../subgraphs/inventory/permissions';
import { resolvers as inventoryResolvers } from '../subgraphs/inventory/resolvers';
import { createInventoryServices } from '../subgraphs/inventory/services';
import { typeDefs as ordersTypeDefs } from '../subgraphs/orders';
import { createOrdersContext } from '../subgraphs/orders/context';
import { createInsights } from '../subgraphs/orders/insights';
import { SandboxProvider } from '../subgraphs/orders/payments/sandbox';
import { httpOrderPeers } from '../subgraphs/orders/peers/http-peers';
import { httpInsightPeers } from '../subgraphs/orders/peers/insight-peers';
import { permissions as ordersPermissions } from '../subgraphs/orders/permissions';
import { resolvers as ordersResolvers } from '../subgraphs/orders/resolvers';
import { createOrdersServices } from '../subgraphs/orders/services';
import { typeDefs as usersTypeDefs } from '../subgraphs/users';
import { createUsersContext } from '../subgraphs/users/context';
import { permissions as usersPermissions } from '../subgraphs/users/permissions';
import { resolvers as usersResolvers } from '../subgraphs/users/resolvers';
import { createUsersServices } from '../subgraphs/users/services';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  isEnumType,
  isObjectType,
  Kind,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { IRules } from 'graphql-shield';
import { deny } from 'graphql-shield';
import { applyPermissions, ruleOf } from '../platform/subgraph/permissions';

/** Which subgraph defines a field wins it; the entity owners come before the subgraphs that extend them. */
export const SUBGRAPHS = [
  'users',
  'catalog',
  'inventory',
  'orders',
] as const satisfies readonly SubgraphName[];

type AnyResolver = GraphQLFieldResolver<unknown, unknown, Record<string, unknown>>;
type ReferenceResolver = (reference: { __typename: string; id: string }, context: unknown) => unknown;
type TypeResolvers = Record<string, unknown> & { __resolveReference?: ReferenceResolver };

/** One subgraph as the monolith takes it: its SDL, resolvers and permission map. */
export interface MonolithPart {
  name: SubgraphName;
  typeDefs: DocumentNode;
  resolvers: Record<string, unknown>;
  permissions: IRules;
}

/** The monolith's request context: the caller, and each subgraph's own context for this request. */
export type MonolithContext = BaseContext & Record<SubgraphName, unknown>;

/** type name -> field names the subgraph's SDL resolves (definitions and extensions alike, not stubs). */
function fieldsOf(typeDefs: DocumentNode): Map<string, Set<string>> {
  const types = new Map<string, Set<string>>();
  for (const definition of typeDefs.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION)
      continue;
    // A stub (`@key(..., resolvable: false)`) only names the entity for references: it resolves nothing.
    const stub = definition.directives?.some(
      (directive) =>
        directive.name.value === 'key' &&
        directive.arguments?.some(
          (argument) =>
            argument.name.value === 'resolvable' &&
            argument.value.kind === Kind.BOOLEAN &&
            !argument.value.value,
        ),
    );
    if (stub) continue;
    const fields = types.get(definition.name.value) ?? new Set<string>();
    for (const field of definition.fields ?? []) fields.add(field.name.value);
    types.set(definition.name.value, fields);
  }
  return types;
}

const idOf = (record: unknown): string | undefined => {
  const value = record as { id?: unknown; _id?: unknown } | null;
  const id = value?.id ?? value?._id;
  return id == null ? undefined : String(id);
};

/** The record `owner` keeps for the entity `value` (some other subgraph's record or a reference). */
async function asRecordOf(
  owner: TypeResolvers | undefined,
  typeName: string,
  value: unknown,
  context: unknown,
): Promise<unknown> {
  if (value == null || !owner?.__resolveReference) return value;
  const id = idOf(await value);
  if (id === undefined) return value;
  return owner.__resolveReference({ __typename: typeName, id }, context);
}

export function buildMonolithSchema(apiSchemaSdl: string, parts: readonly MonolithPart[]): GraphQLSchema {
  const byName = new Map(parts.map((part) => [part.name, part]));
  const ordered = SUBGRAPHS.map((name) => byName.get(name)).filter((part) => part !== undefined);
  const fields = new Map(ordered.map((part) => [part.name, fieldsOf(part.typeDefs)]));
  /** The subgraph that resolves `type.field` in the monolith. */
  const ownerOf = (typeName: string, fieldName: string): MonolithPart | undefined =>
    ordered.find((part) => fields.get(part.name)?.get(typeName)?.has(fieldName));
  const typeResolvers = (part: MonolithPart, typeName: string) =>
    part.resolvers[typeName] as TypeResolvers | undefined;
  /** Entity types: those some subgraph resolves references of, and the first such subgraph (the owner). */
  const entityOwner = new Map<string, MonolithPart>();
  for (const part of ordered)
    for (const [typeName, value] of Object.entries(part.resolvers))
      if ((value as TypeResolvers).__resolveReference && !entityOwner.has(typeName))
        entityOwner.set(typeName, part);

  const api = makeExecutableSchema({ typeDefs: apiSchemaSdl });
  const resolvers: Record<string, Record<string, unknown>> = {};
  const rules: Record<string, Record<string, unknown>> = {};
  for (const type of Object.values(api.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isEnumType(type)) {
      // Each subgraph maps its enums' internal values; the first that maps this enum lends its map.
      const mapped = ordered.map((part) => part.resolvers[type.name]).find((value) => value !== undefined);
      if (mapped) resolvers[type.name] = mapped as Record<string, unknown>;
      continue;
    }
    if (!isObjectType(type)) {
      const scalar = ordered.map((part) => part.resolvers[type.name]).find((value) => value !== undefined);
      if (scalar) resolvers[type.name] = scalar as Record<string, unknown>;
      continue;
    }
    const typeMap: Record<string, unknown> = {};
    const ruleMap: Record<string, unknown> = {};
    for (const [fieldName, field] of Object.entries(type.getFields())) {
      const part = ownerOf(type.name, fieldName);
      if (!part) continue;
      ruleMap[fieldName] = ruleOf(part.permissions, type.name, fieldName, deny);
      const own = typeResolvers(part, type.name)?.[fieldName] as AnyResolver | undefined;
      // A field of an entity another subgraph owns gets the parent in its own subgraph's shape first.
      const parentOwner = entityOwner.get(type.name);
      const needsParent = parentOwner !== undefined && parentOwner.name !== part.name;
      // A field whose value is an entity owned elsewhere hands its reference to the owner.
      let named = field.type;
      while ('ofType' in named) named = named.ofType;
      const valueOwner = entityOwner.get(named.name);
      const handsOver = valueOwner !== undefined && valueOwner.name !== part.name;
      if (!needsParent && !handsOver) {
        // The common case stays as cheap as in the subgraph: the resolver itself, given its own context.
        if (own)
          typeMap[fieldName] = (
            parent: unknown,
            args: Record<string, unknown>,
            context: MonolithContext,
            info: Parameters<AnyResolver>[3],
          ) => own(parent, args, context[part.name], info);
        continue;
      }
      typeMap[fieldName] = async (
        parent: unknown,
        args: Record<string, unknown>,
        context: MonolithContext,
        info: Parameters<AnyResolver>[3],
      ) => {
        const partContext = context[part.name];
        const source = needsParent
          ? await asRecordOf(typeResolvers(part, type.name), type.name, parent, partContext)
          : parent;
        const value = own
          ? await own(source, args, partContext, info)
          : (source as Record<string, unknown> | null)?.[fieldName];
        if (!handsOver) return value;
        const owner = typeResolvers(valueOwner, named.name);
        const ownerContext = context[valueOwner.name];
        return Array.isArray(value)
          ? Promise.all(value.map((item) => asRecordOf(owner, named.name, item, ownerContext)))
          : asRecordOf(owner, named.name, value, ownerContext);
      };
    }
    if (Object.keys(typeMap).length) resolvers[type.name] = typeMap;
    if (Object.keys(ruleMap).length) rules[type.name] = ruleMap;
  }
  const schema = makeExecutableSchema({ typeDefs: apiSchemaSdl, resolvers });
  return applyPermissions(schema, rules as IRules);
}

export interface MonolithOptions {
  config: Config;
  /** The MongoDB the subgraphs write, and their database prefix (`<prefix>_<subgraph>`). */
  mongoUri: string;
  dbPrefix: string;
  /** The running subgraphs: the users service answers credential-cache misses, as for the gateway. */
  subgraphUrls: Record<SubgraphName, string>;
  /** The token issuer. */
  publicUrl: () => string;
  logger: Logger;
  port?: number;
  host?: string;
}

/** Starts the monolith on its own HTTP server; `url` is its GraphQL endpoint. */
export async function startMonolith(
  options: MonolithOptions,
): Promise<{ url: string; stop(): Promise<void> }> {
  const { config, logger } = options;
  const connections: Connection[] = [];
  const open = async (name: SubgraphName) => {
    const connection = await openDatabase({
      uri: options.mongoUri,
      dbName: `${options.dbPrefix}_${name}`,
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
    publicUrl: options.publicUrl,
    logger,
    onWebhooksDue: () => {},
  }).services;
  // Its own search engine, as each catalog replica has; it learns stock from the running inventory.
  const catalogServices = createCatalogServices({
    connection: catalogDb,
    logger,
    // Reviews are writes; the monolith answers the benchmark's read only.
    received: async () => false,
    readStock: inventoryStock({
      services: new ServiceClient(http, signer, 'catalog', config.subgraphs.timeoutMs),
      peers: options.subgraphUrls,
    }),
    refreshMs: config.search.refreshMs,
    stockSweepMs: config.search.stockSweepMs,
  });
  const { catalog } = catalogServices;
  const inventory = createInventoryServices(
    inventoryModels(inventoryDb),
    // In one process, "which variants has this product" is a catalog read, not a peer call.
    async (caller, productId) => {
      const [product] = await catalog.productsByIds(caller, [productId]);
      return product ? variantsOf(product).map((variant) => variant._id) : null;
    },
    { warehouseCacheMs: config.inventory.warehouseCacheMs },
  );
  const ordersPeerClient = {
    services: new ServiceClient(http, signer, 'orders', config.subgraphs.timeoutMs),
    peers: options.subgraphUrls,
  };
  const ordersParts = createOrdersServices({
    connection: ordersDb,
    // Only the order's writes ask peers; the read under test never does.
    peers: httpOrderPeers(ordersPeerClient),
    provider: new SandboxProvider(ordersDb),
    clock: systemClock,
    logger,
    idempotencyTtlMs: config.lifecycle.idempotencyTtlMs,
    cartTtlMs: config.lifecycle.cartTtlMs,
    paymentRetryBaseMs: config.lifecycle.paymentRetryBaseMs,
  });
  const orders = ordersParts.services;
  const insights = createInsights({
    connection: ordersDb,
    orders: ordersParts.models,
    peers: httpInsightPeers(ordersPeerClient),
    bus: null,
    clock: systemClock,
    logger,
  });

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
    publicUrl: options.publicUrl,
    logger,
  });
  // The subgraphs' endpoint, with their short path for repeated queries (compiled operations, no Apollo
  // Server pipeline): the baseline executes the read the way the subgraphs do, so the comparison
  // measures federation alone.
  const { apollo, prepared } = await startGraphqlEndpoint<MonolithContext>(schema, {
    logger,
    includeStacktrace: false,
  });

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
        await answerGraphqlRequest(prepared, apollo, req, res, async () => ({
          ...base,
          users: createUsersContext(base, users, config.maxPageSize),
          orders: createOrdersContext(base, orders, config.maxPageSize, insights),
          catalog: createCatalogContext(base, catalogServices, config.maxPageSize),
          inventory: createInventoryContext(base, inventory, config.maxPageSize),
        }));
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'request failed');
        if (!res.headersSent) sendGraphqlError(res, 'INTERNAL_SERVER_ERROR', 'Internal server error');
        else res.destroy();
      });
  });
  server.keepAliveTimeout = 65_000;
  const port = await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/graphql`,
    stop: async () => {
      await closeServer(server, 1000);
      await apollo.stop();
      await auth.close();
      await catalogServices.stop();
      await Promise.all(connections.map((connection) => connection.close()));
    },
  };
}
