import { allow, type IRules } from 'graphql-shield';
import { adminCanWrite, staffCanRead } from '../../platform/subgraph/rules';

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
  },
  Mutation: {
    createProduct: adminCanWrite,
    updateProduct: adminCanWrite,
    createCategory: adminCanWrite,
  },
  Product: { '*': allow, costPrice: staffCanRead },
  Category: allow,
  Money: allow,
  ProductImage: allow,
  ProductThumbnail: allow,
  ProductSearchHit: allow,
  _Service: allow,
};
