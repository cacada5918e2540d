import type { SubgraphName } from '../platform/config';
import type { SubgraphModule } from '../platform/subgraph';
import type { SubgraphDeps } from '../platform/subgraph/deps';
import { buildCatalogSubgraph } from './catalog';
import { buildInventorySubgraph } from './inventory';
import { buildOrdersSubgraph } from './orders';
import { buildUsersSubgraph } from './users';

export type SubgraphBuilder = (deps: SubgraphDeps) => Promise<SubgraphModule<any>>;

/** Every subgraph of the supergraph, by name. */
export const subgraphBuilders: Record<SubgraphName, SubgraphBuilder> = {
  users: buildUsersSubgraph,
  orders: buildOrdersSubgraph,
  catalog: buildCatalogSubgraph,
  inventory: buildInventorySubgraph,
};
