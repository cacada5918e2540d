import type { ProductVariantResolvers } from '../__generated__/resolvers-types';
import { moneyOf } from '../../../platform/money';
import { compareAtMoney, priceMoney } from './prices';

export const ProductVariant: ProductVariantResolvers = {
  __resolveReference: (reference, context) => context.loaders.variantById.load(reference.id),
  id: (variant) => variant._id,
  product: (variant) => variant.product,
  price: (variant, _, context) => priceMoney(context, variant.product, variant._id, variant.priceMinor),
  listPrice: (variant) => moneyOf(variant.priceMinor, variant.product.currency),
  compareAtPrice: (variant, _, context) =>
    compareAtMoney(context, variant.product, variant._id, variant.priceMinor),
  costPrice: (variant) =>
    variant.costPriceMinor == null ? null : moneyOf(variant.costPriceMinor, variant.product.currency),
  images: (variant) =>
    (variant.images.length ? variant.images : (variant.product.images ?? [])).map((image) => ({
      ...image,
      thumbnails: image.thumbnails ?? [],
    })),
};
