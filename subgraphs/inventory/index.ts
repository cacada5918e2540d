import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { ensureIndexes } from '../../platform/mongo/connection';
import type { SubgraphModule } from '../../platform/subgraph';
import { databaseHealth, outboxRelay, type SubgraphDeps } from '../../platform/subgraph/deps';
import { createInventoryContext, type InventoryContext } from './context';
import { inventoryModels } from './models/stock';
import { permissions } from './permissions';
import { resolvers } from './resolvers';
import { InventoryService } from './services/inventory-service';

export const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

const PRODUCT_VARIANTS =
  'query ProductVariants($r: [_Any!]!) { _entities(representations: $r) { ... on Product { id variants { id } } } }';

export async function buildInventorySubgraph(deps: SubgraphDeps): Promise<SubgraphModule<InventoryContext>> {
  const models = inventoryModels(deps.connection);
  await ensureIndexes(deps.connection);
  // StockReplenishedEvent waits in the stock level's outbox for this relay.
  const relay = outboxRelay(deps, ['stock_levels']);
  const inventory = new InventoryService(
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
      clock: deps.clock,
      onEvent: () => relay.nudge(),
    },
  );
  return {
    name: 'inventory',
    typeDefs,
    resolvers: resolvers as SubgraphModule<InventoryContext>['resolvers'],
    permissions,
    createContext: (base) => createInventoryContext(base, inventory),
    health: () => databaseHealth(deps.connection),
    close: async () => {
      await relay.stop();
      await deps.connection.close();
    },
  };
}
