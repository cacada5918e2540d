import { page } from '../../../platform/graphql/paging';
import { reaches } from '../../../platform/identity/access';
import type { QueryResolvers } from '../__generated__/resolvers-types';
import { ratesPerUsd, RATES_SOURCE } from '../payments/rates';
import { checkAddress, requireAddress } from '../shipping/address';
import { quoteRates } from '../shipping/carriers';

export const Query: QueryResolvers = {
  // Someone else's order answers null, exactly like an order that does not exist.
  order: async (_, { id }, context) => {
    const order = await context.loaders.orderById.load(id);
    return order && reaches(context.caller.reach.read, order.userId) ? order : null;
  },
  searchOrders: (_, { query }, context) => {
    const { read } = context.caller.reach;
    if (read.kind === 'none') return [];
    return context.orders.search(
      query,
      context.caller.requestId,
      read.kind === 'own' ? read.userId : undefined,
    );
  },
  orders: (_, { limit, offset, orderBy, ...filter }, context) =>
    context.orders.list(
      filter,
      page(limit, offset, { limit: 20, offset: 0 }, context.maxPageSize),
      context.caller.reach.read,
      orderBy ?? undefined,
    ),
  payment: async (_, { id }, context) =>
    (await context.payments.byIds([id])).find((payment) =>
      reaches(context.caller.reach.read, payment.userId),
    ) ?? null,
  shippingRates: (_, { address, items, currency }) =>
    quoteRates(requireAddress(address, 'address').country, items, (currency ?? 'USD').toUpperCase()),
  validateAddress: (_, { address }) => {
    const { address: valid, problems } = checkAddress(address);
    return { valid: valid !== null, address: valid, problems };
  },
  exchangeRates: () =>
    Object.entries(ratesPerUsd).map(([to, rate]) => ({ from: 'USD', to, rate, source: RATES_SOURCE })),
  cart: async (_, { token }, context) => {
    const person = context.caller.person;
    const cart = await context.carts.find(
      person && !token ? { kind: 'user', userId: person } : { kind: 'anonymous', token: token ?? null },
    );
    return cart ? context.carts.view(cart, context.caller.requestId) : null;
  },
};
