import type { WishListItemResolvers, WishListResolvers } from '../__generated__/resolvers-types';

export const WishList: WishListResolvers = {
  id: (list) => list._id,
  priceDropAlerts: (list) => list.alerts.priceDrop,
  backInStockAlerts: (list) => list.alerts.backInStock,
  shared: (list) => Boolean(list.shareTokenHash),
};

export const WishListItem: WishListItemResolvers = {
  product: (item) => ({ __typename: 'Product', id: item.productId }),
};
