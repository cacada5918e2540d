import type { SubgraphName } from '../../../platform/config';
import type { Caller } from '../../../platform/identity/caller';
import { parseDecimalToMinor } from '../../../platform/money';
import type { SubgraphDeps } from '../../../platform/subgraph/deps';
import { OrderProductsDocument } from '../__generated__/peers/catalog/graphql';
import {
  AllocateStockDocument,
  CommitStockDocument,
  ReleaseStockDocument,
  RestockStockDocument,
} from '../__generated__/peers/inventory/graphql';
import {
  OrderAddressDocument,
  OrderUserDocument,
  SearchUsersDocument,
} from '../__generated__/peers/users/graphql';
import {
  priceKey,
  type LinePrice,
  type OrderPeers,
  type PricedProduct,
  type ReservedStock,
  type StockLine,
} from './order-peers';

/** A peer operation as codegen types it (peers/operations/<peer>/<Name>.graphql). */
export interface TypedOperation<TResult, TVariables> {
  toString(): string;
  /** Carries the result and variable types only; never set. */
  __apiType?: (variables: TVariables) => TResult;
}

/** Only the fields inventory's ReserveLineInput has, whatever else a line carries (a priced order line). */
const stockLines = (lines: readonly StockLine[]) =>
  lines.map(({ productId, variantId, quantity }) => ({ productId, variantId: variantId ?? null, quantity }));

/** An amount the catalog answered, in minor units. */
function minorOf(price: { amount: string; currency: string }, productId: string): number {
  const minor = parseDecimalToMinor(price.amount, price.currency);
  if (minor === undefined) throw new Error(`catalog returned an unparseable price for ${productId}`);
  return minor;
}

/**
 * The peers over HTTP: users, catalog and inventory called directly with this service's signed identity,
 * each with a typed operation checked against that peer's schema by `npm run check:generated`.
 */
export function httpOrderPeers(deps: Pick<SubgraphDeps, 'services' | 'peers'>): OrderPeers {
  const call = <TResult, TVariables extends Record<string, unknown>>(
    caller: Caller,
    peer: Exclude<SubgraphName, 'orders'>,
    operation: TypedOperation<TResult, TVariables>,
    variables: TVariables,
  ) => deps.services.request<TResult>(deps.peers[peer], operation.toString(), variables, caller.requestId);
  return {
    async user(caller, userId) {
      const data = await call(caller, 'users', OrderUserDocument, {
        representations: [{ __typename: 'User', id: userId }],
      });
      const user = data._entities[0];
      // A representation the users service cannot resolve answers null (or an empty object).
      return user?.id ? { id: user.id, status: user.status } : null;
    },
    async savedAddress(caller, userId, id) {
      const data = await call(caller, 'users', OrderAddressDocument, { userId, id });
      return data.addressForOrder ?? null;
    },
    async products(caller, ids, pricing) {
      const data = await call(caller, 'catalog', OrderProductsDocument, {
        representations: ids.map((id) => ({ __typename: 'Product', id })),
        lines: (pricing?.lines ?? []).map(({ productId, variantId, quantity }) => ({
          productId,
          variantId: variantId ?? null,
          quantity,
        })),
        groups: [...(pricing?.groups ?? [])],
      });
      const prices = new Map<string, Map<string, LinePrice>>();
      for (const line of data.linePrices) {
        if (!line) continue;
        const byLine = prices.get(line.productId) ?? new Map<string, LinePrice>();
        byLine.set(priceKey(line.variantId, line.quantity), {
          unitPriceMinor: minorOf(line.unitPrice, line.productId),
          priceRuleId: line.priceRuleId ?? null,
        });
        prices.set(line.productId, byLine);
      }
      const found = new Map<string, PricedProduct>();
      for (const product of data._entities) {
        if (!product || !('id' in product)) continue;
        found.set(product.id, {
          id: product.id,
          sku: product.sku,
          name: product.name,
          status: product.status,
          priceMinor: minorOf(product.price, product.id),
          currency: product.price.currency,
          hasOptions: product.options.length > 0,
          variants: product.variants.map((variant) => ({
            id: variant.id,
            sku: variant.sku,
            status: variant.status,
            priceMinor: minorOf(variant.price, product.id),
            options: variant.options.map(({ name, value }) => ({ name, value })),
          })),
          categoryId: product.category?.id ?? null,
          ...(pricing ? { linePrices: prices.get(product.id) ?? new Map() } : {}),
        });
      }
      return found;
    },
    async reserve(caller, reservationId, lines, destinationCountry): Promise<ReservedStock> {
      const data = await call(caller, 'inventory', AllocateStockDocument, {
        reservationId,
        lines: stockLines(lines),
        destinationCountry: destinationCountry ?? null,
      });
      const { allocations, backordered } = data.allocateStock;
      return {
        allocations: allocations.map(({ productId, variantId, warehouseId, quantity, backordered }) => ({
          productId,
          variantId,
          warehouseId,
          quantity,
          backordered,
        })),
        backordered: backordered.map((line) => ({
          productId: line.productId,
          variantId: line.variantId,
          quantity: line.quantity,
          expectedAt: line.expectedAt == null ? null : new Date(line.expectedAt),
        })),
      };
    },
    async release(caller, reservationId) {
      await call(caller, 'inventory', ReleaseStockDocument, { reservationId });
    },
    async commit(caller, reservationId) {
      await call(caller, 'inventory', CommitStockDocument, { reservationId });
    },
    async restock(caller, reference, lines) {
      await call(caller, 'inventory', RestockStockDocument, { reference, lines: stockLines(lines) });
    },
    async searchUsers(caller, text) {
      const data = await call(caller, 'users', SearchUsersDocument, { query: text });
      return data.searchUsers.map((user) => user.id);
    },
  };
}
