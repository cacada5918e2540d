import { formatMinor } from '../../../platform/money';
import type { ProductVariantResolvers } from '../__generated__/resolvers-types';
import { compareAt, money, priceFor } from './prices';

export const ProductVariant: ProductVariantResolvers = {
  __resolveReference: (reference, context) => context.loaders.variantById.load(reference.id),
  id: (variant) => variant._id,
  product: (variant) => variant.product,
  price: async (variant, _, context) =>
    money(
      (await priceFor(context, variant.product, variant._id, variant.priceMinor)).unitPriceMinor,
      variant.product.currency,
    ),
  listPrice: (variant) => money(variant.priceMinor, variant.product.currency),
  compareAtPrice: async (variant, _, context) =>
    compareAt(
      await priceFor(context, variant.product, variant._id, variant.priceMinor),
      variant.priceMinor,
      variant.product.currency,
    ),
  costPrice: (variant) =>
    variant.costPriceMinor == null
      ? null
      : {
          amount: formatMinor(variant.costPriceMinor, variant.product.currency),
          currency: variant.product.currency,
        },
  images: (variant) =>
    (variant.images.length ? variant.images : (variant.product.images ?? [])).map((image) => ({
      ...image,
      thumbnails: image.thumbnails ?? [],
    })),
};
