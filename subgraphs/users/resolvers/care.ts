import { page } from '../../../platform/graphql/paging';
import { personOf } from '../services/callers';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types';

/** Customer accounts and care: the Query fields (address book, wish lists, preferences, tickets, records). */
export const CareQuery: QueryResolvers = {
  addresses: (_, { userId, type }, { caller, addresses }) => addresses.list(caller, { userId, type }),
  address: (_, { id }, { caller, addresses }) => addresses.get(caller, id),
  addressForOrder: (_, { userId, id }, { caller, addresses }) => addresses.forOrder(caller, userId, id),
  wishLists: (_, { userId }, { caller, wishLists }) => wishLists.list(caller, userId),
  wishList: (_, { id }, { caller, wishLists }) => wishLists.get(caller, id),
  sharedWishList: (_, { token }, { wishLists }) => wishLists.shared(token),
  preferences: (_, { userId }, { caller, preferences }) =>
    preferences.get(caller, userId ?? personOf(caller)),
  consentTexts: (_, { topic }, { caller, preferences }) => preferences.texts(caller, topic),
  tickets: (_, { filter, limit, offset }, { caller, tickets, maxPageSize }) =>
    tickets.list(caller, filter ?? {}, page(limit, offset, { limit: 20, offset: 0 }, maxPageSize)),
  ticket: (_, { id }, { caller, tickets }) => tickets.get(caller, id),
  customerRecord: (_, { userId }, { caller, customerRelations }) => customerRelations.get(caller, userId),
};

/** Customer accounts and care: the Mutation fields. */
export const CareMutation: MutationResolvers = {
  addAddress: (_, { input }, { caller, addresses }) =>
    addresses.add(caller, {
      type: input.type,
      address: input.address,
      label: input.label,
      isDefault: input.isDefault,
    }),
  updateAddress: (_, { id, input }, { caller, addresses }) =>
    addresses.update(caller, id, { address: input.address, label: input.label }),
  deleteAddress: (_, { id }, { caller, addresses }) => addresses.delete(caller, id),
  setDefaultAddress: (_, { id }, { caller, addresses }) => addresses.setDefault(caller, id),
  createWishList: (_, { input }, { caller, wishLists }) =>
    wishLists.create(caller, {
      name: input.name,
      priceDrop: input.priceDropAlerts,
      backInStock: input.backInStockAlerts,
    }),
  updateWishList: (_, { id, input }, { caller, wishLists }) =>
    wishLists.update(caller, id, {
      name: input.name,
      priceDrop: input.priceDropAlerts,
      backInStock: input.backInStockAlerts,
    }),
  deleteWishList: (_, { id }, { caller, wishLists }) => wishLists.delete(caller, id),
  addWishListItem: (_, { id, item }, { caller, wishLists }) => wishLists.addItem(caller, id, item),
  removeWishListItem: (_, { id, item }, { caller, wishLists }) => wishLists.removeItem(caller, id, item),
  shareWishList: async (_, { id }, { caller, wishLists }) => {
    const { list, token } = await wishLists.share(caller, id);
    return { wishList: list, token };
  },
  unshareWishList: (_, { id }, { caller, wishLists }) => wishLists.unshare(caller, id),
  updatePreferences: (_, { userId, input }, { caller, preferences }) =>
    preferences.update(caller, userId ?? personOf(caller), input),
  publishConsentText: (_, { topic, text }, { caller, preferences }) =>
    preferences.publishText(caller, topic, text),
  openTicket: (_, { input }, { caller, tickets }) => tickets.open(caller, input),
  replyToTicket: (_, { id, body }, { caller, tickets }) => tickets.reply(caller, id, body),
  resolveTicket: (_, { id }, { caller, tickets }) => tickets.resolve(caller, id),
  closeTicket: (_, { id }, { caller, tickets }) => tickets.close(caller, id),
  assignTicket: (_, { id, assigneeId }, { caller, tickets }) =>
    tickets.assign(caller, id, assigneeId ?? null),
};
