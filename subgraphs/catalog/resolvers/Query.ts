import { page } from '../../../platform/graphql/paging';
import type { QueryResolvers } from '../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  product: (_, { id }, context) => context.loaders.productById.load(id),
  productBySku: (_, { sku }, context) => context.catalog.productBySku(sku),
  products: (_, { limit, offset, ...filter }, context) =>
    context.catalog.products(filter, page(limit, offset, { limit: 20, offset: 0 }, context.maxPageSize)),
  categories: (_, __, context) => context.catalog.categories(),
  category: (_, { id }, context) => context.loaders.categoryById.load(id),
  searchProducts: (_, { query, limit }, context) =>
    context.search.search(query, page(limit, 0, { limit: 20, offset: 0 }, context.maxPageSize).limit),
};
