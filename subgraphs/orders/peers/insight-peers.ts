import type { Caller } from '../../../platform/identity/caller';
import { parseDecimalToMinor } from '../../../platform/money';
import type { SubgraphDeps } from '../../../platform/subgraph/deps';
import {
  AlikeProductsDocument,
  InsightProductsDocument,
  type InsightProductFieldsFragment,
} from '../__generated__/peers/catalog/graphql';
import { ProductStockDocument } from '../__generated__/peers/inventory/graphql';
import type { InsightPeers, ProductFacts } from '../insights/peers';
import type { TypedOperation } from './http-peers';

function facts(product: InsightProductFieldsFragment): ProductFacts {
  const priceMinor = parseDecimalToMinor(product.price.amount, product.price.currency);
  if (priceMinor === undefined) throw new Error(`catalog returned an unparseable price for ${product.id}`);
  return {
    id: product.id,
    status: product.status,
    brand: product.brand,
    categoryId: product.category?.id ?? null,
    categoryName: product.category?.name ?? null,
    priceMinor,
    currency: product.price.currency,
  };
}

const representations = (ids: readonly string[]) => ids.map((id) => ({ __typename: 'Product', id }));

/** Insights' peers over HTTP: catalog and inventory, with operations typed against their schemas. */
export function httpInsightPeers(deps: Pick<SubgraphDeps, 'services' | 'peers'>): InsightPeers {
  const call = <TResult, TVariables extends Record<string, unknown>>(
    caller: Caller,
    peer: 'catalog' | 'inventory',
    operation: TypedOperation<TResult, TVariables>,
    variables: TVariables,
  ) => deps.services.request<TResult>(deps.peers[peer], operation.toString(), variables, caller.requestId);
  return {
    async products(caller, ids) {
      const found = new Map<string, ProductFacts>();
      if (!ids.length) return found;
      const data = await call(caller, 'catalog', InsightProductsDocument, {
        representations: representations(ids),
      });
      for (const product of data._entities)
        // A representation the catalog cannot resolve answers null (or an empty object).
        if (product && 'id' in product) found.set(product.id, facts(product as InsightProductFieldsFragment));
      return found;
    },
    async available(caller, ids) {
      const found = new Map<string, number>();
      if (!ids.length) return found;
      const data = await call(caller, 'inventory', ProductStockDocument, {
        representations: representations(ids),
      });
      for (const product of data._entities)
        if (product && 'id' in product) found.set(product.id, product.stock.available);
      return found;
    },
    async alike(caller, { categoryId, brand }) {
      if (!categoryId && !brand) return [];
      const data = await call(caller, 'catalog', AlikeProductsDocument, {
        categoryId,
        brand,
        byCategory: Boolean(categoryId),
        byBrand: Boolean(brand),
      });
      const found = new Map<string, ProductFacts>();
      for (const product of [...(data.sameCategory ?? []), ...(data.sameBrand ?? [])])
        found.set(product.id, facts(product));
      return [...found.values()];
    },
  };
}
