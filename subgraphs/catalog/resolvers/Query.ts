import { page } from '../../../platform/graphql/paging';
import type { QueryResolvers } from '../__generated__/resolvers-types';

const FIRST_PAGE = { limit: 20, offset: 0 };
const SUGGESTIONS = { limit: 5, offset: 0 };
const SUGGESTIONS_MAX = 10;

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
    search.searchText(caller, { query, limit: page(limit, 0, FIRST_PAGE, maxPageSize).limit }),
  productSearch: (_, { input }, { search, caller, maxPageSize }) =>
    search.search(caller, {
      query: input.query,
      brands: input.brands,
      categoryIds: input.categoryIds,
      minPrice: input.minPrice,
      maxPrice: input.maxPrice,
      inStock: input.inStock,
      minRating: input.minRating,
      options: input.options,
      sort: input.sort,
      ...page(input.limit, input.offset, FIRST_PAGE, maxPageSize),
    }),
  suggest: (_, { prefix, limit }, { search, caller }) =>
    search.suggest(caller, { prefix, limit: page(limit, 0, SUGGESTIONS, SUGGESTIONS_MAX).limit }),
  searchSynonyms: (_, __, { search, caller }) => search.synonyms(caller),
  // Through the request's loader: the orders subgraph asks for the same products' _entities in this call.
  linePrices: (_, { lines, customerGroups }, { priceRules, caller, loaders }) =>
    priceRules.quote(
      caller,
      lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
      customerGroups,
      (ids) => loaders.productById.loadMany(ids),
    ),
  searchQueryReport: (_, { from, to, limit }, { search, caller, maxPageSize }) =>
    search.queryReport(caller, {
      from: new Date(from),
      to: new Date(to),
      limit: page(limit, 0, FIRST_PAGE, maxPageSize).limit,
    }),
};
