import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { ensureIndexes } from '../../platform/mongo/connection';
import type { SubgraphModule } from '../../platform/subgraph';
import { databaseHealth, outboxRelay, type SubgraphDeps } from '../../platform/subgraph/deps';
import { createInventoryContext, type InventoryContext } from './context';
import { inventoryModels } from './models/stock';
import { permissions } from './permissions';
import { resolvers } from './resolvers';
import { createInventoryServices } from './services';
import { listStockedVariants } from './services/stock-products';

export const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

const PRODUCT_VARIANTS =
  'query ProductVariants($r: [_Any!]!) { _entities(representations: $r) { ... on Product { id variants { id } } } }';

export async function buildInventorySubgraph(deps: SubgraphDeps): Promise<SubgraphModule<InventoryContext>> {
  const models = inventoryModels(deps.connection);
  await ensureIndexes(deps.connection);
  // A product's stock is read by `_id` through `stock_products`; levels older than it are listed once.
  const listed = await listStockedVariants(models);
  if (listed > 0) deps.logger.info({ products: listed }, 'listed the variants of existing stock levels');
  // StockReplenishedEvent waits in the stock level's outbox, WarehouseCreated in the warehouse's.
  const relay = outboxRelay(deps, ['stock_levels', 'warehouses']);
  const services = createInventoryServices(
    models,
    async (caller, productId) => {
      const data = await deps.services.request<{
        _entities: Array<{ id: string; variants: Array<{ id: string }> } | null>;
      }>(
        deps.peers.catalog,
        PRODUCT_VARIANTS,
        { r: [{ __typename: 'Product', id: productId }] },
        caller.requestId,
      );
      const product = data._entities[0];
      return product?.id ? product.variants.map((variant) => variant.id) : null;
    },
    {
      warehouseCacheMs: deps.config.inventory.warehouseCacheMs,
      allocation: deps.config.inventory.allocation,
      clock: deps.clock,
      onEvent: () => relay.nudge(),
      onError: (error) => deps.logger.warn({ err: error }, 'stock ledger copy or low-stock check failed'),
    },
  );
  // Every process keeps its warehouse list a while; a warehouse added by any of them drops it everywhere.
  const newWarehouses = deps.events.tail(['WarehouseCreated'], async () =>
    services.inventory.forgetWarehouses(),
  );
  await newWarehouses.ready;
  return {
    name: 'inventory',
    typeDefs,
    resolvers: resolvers as SubgraphModule<InventoryContext>['resolvers'],
    permissions,
    createContext: (base) => createInventoryContext(base, services, deps.config.maxPageSize),
    health: () => databaseHealth(deps.connection),
    close: async () => {
      await newWarehouses.stop();
      await relay.stop();
      await deps.connection.close();
    },
  };
}
