import { formatMinor, minorToFloat } from '../../../platform/money';
import type { ProductResolvers } from '../__generated__/resolvers-types';

export const Product: ProductResolvers = {
  __resolveReference: (reference, context) => context.loaders.productById.load(reference.id),
  id: (product) => product._id,
  category: (product, _, context) =>
    product.categoryId ? context.loaders.categoryById.load(product.categoryId) : null,
  price: (product) => ({
    amount: formatMinor(product.listPriceMinor, product.currency),
    currency: product.currency,
  }),
  listPrice: (product) => minorToFloat(product.listPriceMinor, product.currency),
  costPrice: (product) =>
    product.costPriceMinor == null ? null : minorToFloat(product.costPriceMinor, product.currency),
  images: (product) =>
    (product.images ?? []).map((image) => ({ ...image, thumbnails: image.thumbnails ?? [] })),
};
