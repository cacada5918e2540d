import { page } from '../../../platform/graphql/paging';
import { reaches } from '../../../platform/identity/access';
import type { QueryResolvers } from '../__generated__/resolvers-types';
import { ratesPerUsd, RATES_SOURCE } from '../payments/rates';
import { checkAddress } from '../../../platform/address';
import { addressFields } from './inputs';
import { currencyCode } from '../../../platform/money';
import { signedIn } from '../cart/cart-service';

export const Query: QueryResolvers = {
  // Someone else's order answers null, exactly like an order that does not exist.
  order: async (_, { id }, { caller, loaders }) => {
    const order = await loaders.orderById.load(id);
    return order && reaches(caller.reach.read, order.userId) ? order : null;
  },
  searchOrders: (_, { query }, { caller, search }) => search.search(caller, query),
  orders: (_, { limit, offset, orderBy, status, userId }, { caller, orders, maxPageSize }) =>
    orders.list(caller, {
      status,
      userId,
      sort: orderBy,
      page: page(limit, offset, { limit: 20, offset: 0 }, maxPageSize),
    }),
  payment: async (_, { id }, { caller, payments }) =>
    (await payments.byIds(caller, [id])).find((payment) => reaches(caller.reach.read, payment.userId)) ??
    null,
  shippingRates: (_, { address, items, currency }, { caller, shipping }) =>
    shipping.rates(caller, { address: addressFields(address), items, currency }),
  validateAddress: (_, { address }) => {
    const { address: valid, problems } = checkAddress(addressFields(address));
    return { valid: valid !== null, address: valid, problems };
  },
  exchangeRates: () =>
    Object.entries(ratesPerUsd).map(([to, rate]) => ({ from: 'USD', to, rate, source: RATES_SOURCE })),
  cart: (_, { token }, { caller, carts }) => carts.current(caller, token),
  customerReceivedProduct: (_, { userId, productId }, { caller, orders }) =>
    orders.received(caller, userId, productId),
  coupons: (_, { limit, offset }, { caller, coupons }) => coupons.list(caller, limit ?? 50, offset ?? 0),
  coupon: (_, { code, id }, { caller, coupons }) =>
    id ? coupons.byId(caller, id) : code ? coupons.byCode(caller, code) : null,
  promotions: (_, { limit, offset }, { caller, promotions }) =>
    promotions.list(caller, limit ?? 50, offset ?? 0),
  activePromotions: (_, { currency }, { caller, pricer }) =>
    pricer.promotionsFor(caller, caller.person, currencyCode(currency, 'currency')),
  customerGroups: (_, { userId }, { caller, promotions }) => promotions.groupsOf(caller, userId),
  myLoyalty: (_, __, { caller, loyalty }) => loyalty.account(caller, signedIn(caller)),
  loyaltyAccount: (_, { userId }, { caller, loyalty }) => loyalty.account(caller, userId),
  salesAnalytics: (_, { from, to, currency }, { caller, insights }) =>
    insights.analytics.period(caller, { from: new Date(from), to: new Date(to), currency }),
  insightsStatus: (_, __, { caller, insights }) => insights.generations.status(caller),
  personalData: async (_, { userId }, { caller, personalData }) =>
    JSON.stringify(await personalData.collect(caller, userId)),
};
