import { formatMinor } from '../../../platform/money';
import type { ProductVariantResolvers } from '../__generated__/resolvers-types';

export const ProductVariant: ProductVariantResolvers = {
  __resolveReference: (reference, context) => context.loaders.variantById.load(reference.id),
  id: (variant) => variant._id,
  product: (variant) => variant.product,
  price: (variant) => ({
    amount: formatMinor(variant.priceMinor, variant.product.currency),
    currency: variant.product.currency,
  }),
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
