import { page } from '../../../platform/graphql/paging';
import { minorToFloat } from '../../../platform/money';
import type { ProductResolvers } from '../__generated__/resolvers-types';
import { variantsOf } from '../variants/variants';
import { compareAtMoney, priceMoney } from './prices';

export const Product: ProductResolvers = {
  __resolveReference: (reference, context) => context.loaders.productById.load(reference.id),
  id: (product) => product._id,
  category: (product, _, context) =>
    product.categoryId ? context.loaders.categoryById.load(product.categoryId) : null,
  price: (product, _, context) => priceMoney(context, product, null, product.listPriceMinor),
  compareAtPrice: (product, _, context) => compareAtMoney(context, product, null, product.listPriceMinor),
  priceRules: (product, _, { priceRules, caller }) => priceRules.list(caller, product),
  listPrice: (product) => minorToFloat(product.listPriceMinor, product.currency),
  costPrice: (product) =>
    product.costPriceMinor == null ? null : minorToFloat(product.costPriceMinor, product.currency),
  images: (product) =>
    (product.images ?? []).map((image) => ({ ...image, thumbnails: image.thumbnails ?? [] })),
  options: (product) => product.options ?? [],
  variants: (product) => variantsOf(product).map((variant) => ({ ...variant, product })),
  rating: (product) => (product.reviewCount ? (product.ratingSum ?? 0) / product.reviewCount : null),
  reviewCount: (product) => product.reviewCount ?? 0,
  reviews: (product, { limit, offset }, { reviews, caller, maxPageSize }) =>
    reviews.list(caller, product._id, page(limit, offset, { limit: 20, offset: 0 }, maxPageSize)),
};
