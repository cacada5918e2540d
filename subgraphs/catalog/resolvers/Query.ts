import { page } from '../../../platform/graphql/paging';
import type { QueryResolvers } from '../__generated__/resolvers-types';

const FIRST_PAGE = { limit: 20, offset: 0 };

export const Query: QueryResolvers = {
  // Through the request's loader (batched with references), then hidden as the service hides drafts.
  product: async (_, { id }, { loaders, catalog, caller }) =>
    catalog.visible(caller, await loaders.productById.load(id)),
  productBySku: (_, { sku }, { catalog, caller }) => catalog.productBySku(caller, sku),
  products: (_, { limit, offset, categoryId, brand, status }, { catalog, caller, maxPageSize }) =>
    catalog.products(caller, { categoryId, brand, status }, page(limit, offset, FIRST_PAGE, maxPageSize)),
  categories: (_, __, { catalog, caller }) => catalog.categories(caller),
  category: (_, { id }, context) => context.loaders.categoryById.load(id),
  productVariant: (_, { id }, context) => context.loaders.variantById.load(id),
  searchProducts: (_, { query, limit }, { search, caller, maxPageSize }) =>
    search.search(caller, { query, limit: page(limit, 0, FIRST_PAGE, maxPageSize).limit }),
};
