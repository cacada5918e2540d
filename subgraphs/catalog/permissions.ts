import { allow, type IRules } from 'graphql-shield';
import { adminCanWrite, canWrite, staffCanRead, staffCanWrite } from '../../platform/subgraph/rules';

/**
 * Who may call what in this subgraph; anything not listed is denied (fallbackRule: deny).
 * Browsing the catalog is public; writes are for admins and cost prices for staff.
 */
export const permissions: IRules = {
  Query: {
    _entities: allow,
    _service: allow,
    product: allow,
    productBySku: allow,
    products: allow,
    categories: allow,
    category: allow,
    searchProducts: allow,
    productSearch: allow,
    suggest: allow,
    searchSynonyms: staffCanRead,
    searchQueryReport: staffCanRead,
    productVariant: allow,
  },
  Mutation: {
    createProduct: adminCanWrite,
    updateProduct: adminCanWrite,
    createCategory: adminCanWrite,
    saveSearchSynonyms: adminCanWrite,
    deleteSearchSynonyms: adminCanWrite,
    addProductVariant: adminCanWrite,
    updateProductVariant: adminCanWrite,
    createReview: canWrite,
    hideReview: staffCanWrite,
    unhideReview: staffCanWrite,
  },
  Product: { '*': allow, costPrice: staffCanRead },
  ProductVariant: { '*': allow, costPrice: staffCanRead },
  ProductOption: allow,
  VariantOptionValue: allow,
  Review: { '*': allow, hiddenReason: staffCanRead },
  ReviewPage: allow,
  Category: allow,
  Money: allow,
  ProductImage: allow,
  ProductThumbnail: allow,
  ProductSearchHit: allow,
  SearchHighlight: allow,
  ProductSearchResult: allow,
  SearchFacets: allow,
  FacetValue: allow,
  PriceBucket: allow,
  OptionFacet: allow,
  SearchSuggestions: allow,
  SearchSynonymSet: allow,
  SearchQueryReport: allow,
  SearchQueryCount: allow,
  _Service: allow,
};
