import type { SubgraphDeps } from '../../../platform/subgraph/deps';
import { parseDecimalToMinor } from '../../../platform/money';

/** A product as the order saga needs it, from the catalog. */
export interface PricedProduct {
  id: string;
  sku: string;
  name: string;
  status: 'ACTIVE' | 'DRAFT' | 'DISCONTINUED';
  priceMinor: number;
  currency: string;
}

export interface CustomerRef {
  id: string;
  status: 'ACTIVE' | 'INACTIVE' | 'DELETED';
}

/** What orders needs from the other subgraphs; an interface so the saga can be tested in isolation. */
export interface OrderPeers {
  user(userId: string, requestId: string): Promise<CustomerRef | null>;
  products(ids: readonly string[], requestId: string): Promise<Map<string, PricedProduct>>;
  reserve(
    reservationId: string,
    lines: ReadonlyArray<{ productId: string; quantity: number }>,
    requestId: string,
  ): Promise<void>;
  release(reservationId: string, requestId: string): Promise<void>;
  commit(reservationId: string, requestId: string): Promise<void>;
  /** Puts units back into stock, once per reference. */
  restock(
    reference: string,
    lines: ReadonlyArray<{ productId: string; quantity: number }>,
    requestId: string,
  ): Promise<void>;
  /** Ids of users whose name or email contains the text. */
  searchUsers(text: string, requestId: string): Promise<string[]>;
}

const USER = 'query OrderUser($r: [_Any!]!) { _entities(representations: $r) { ... on User { id status } } }';
const PRODUCTS =
  'query OrderProducts($r: [_Any!]!) { _entities(representations: $r) { ... on Product { id sku name status price { amount currency } } } }';
const RESERVE =
  'mutation Reserve($id: ID!, $lines: [ReserveLineInput!]!) { reserveStock(reservationId: $id, lines: $lines) }';
const RELEASE = 'mutation Release($id: ID!) { releaseStock(reservationId: $id) }';
const COMMIT = 'mutation Commit($id: ID!) { commitStock(reservationId: $id) }';
const RESTOCK =
  'mutation Restock($ref: ID!, $lines: [ReserveLineInput!]!) { restockStock(reference: $ref, lines: $lines) }';
const SEARCH_USERS = 'query SearchUsers($q: String!) { searchUsers(query: $q, limit: 50) { id } }';

/** Calls users, catalog and inventory directly with this service's signed identity. */
export function httpOrderPeers(deps: SubgraphDeps): OrderPeers {
  const call = <T>(
    peer: 'users' | 'catalog' | 'inventory',
    query: string,
    variables: Record<string, unknown>,
    requestId: string,
  ) => deps.services.request<T>(deps.peers[peer], query, variables, requestId);
  return {
    async user(userId, requestId) {
      const data = await call<{ _entities: Array<CustomerRef | null> }>(
        'users',
        USER,
        { r: [{ __typename: 'User', id: userId }] },
        requestId,
      );
      return data._entities[0] ?? null;
    },
    async products(ids, requestId) {
      const data = await call<{
        _entities: Array<
          | (Omit<PricedProduct, 'priceMinor' | 'currency'> & { price: { amount: string; currency: string } })
          | null
        >;
      }>('catalog', PRODUCTS, { r: ids.map((id) => ({ __typename: 'Product', id })) }, requestId);
      const found = new Map<string, PricedProduct>();
      for (const product of data._entities) {
        if (!product) continue;
        const priceMinor = parseDecimalToMinor(product.price.amount, product.price.currency);
        if (priceMinor === undefined)
          throw new Error(`catalog returned an unparseable price for ${product.id}`);
        found.set(product.id, {
          id: product.id,
          sku: product.sku,
          name: product.name,
          status: product.status,
          priceMinor,
          currency: product.price.currency,
        });
      }
      return found;
    },
    async reserve(reservationId, lines, requestId) {
      await call(
        'inventory',
        RESERVE,
        { id: reservationId, lines: lines.map(({ productId, quantity }) => ({ productId, quantity })) },
        requestId,
      );
    },
    async release(reservationId, requestId) {
      await call('inventory', RELEASE, { id: reservationId }, requestId);
    },
    async commit(reservationId, requestId) {
      await call('inventory', COMMIT, { id: reservationId }, requestId);
    },
    async restock(reference, lines, requestId) {
      await call(
        'inventory',
        RESTOCK,
        { ref: reference, lines: lines.map(({ productId, quantity }) => ({ productId, quantity })) },
        requestId,
      );
    },
    async searchUsers(text, requestId) {
      const data = await call<{ searchUsers: Array<{ id: string }> }>(
        'users',
        SEARCH_USERS,
        { q: text },
        requestId,
      );
      return data.searchUsers.map((user) => user.id);
    },
  };
}
