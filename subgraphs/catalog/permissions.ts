import { allow, type IRules } from 'graphql-shield';

/**
 * Who may call what in this subgraph; anything not listed is denied (fallbackRule: deny).
 * Browsing the catalog is public; the identity issue restricts writes and cost prices to staff.
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
  },
  Mutation: {
    createProduct: allow,
    updateProduct: allow,
    createCategory: allow,
  },
  Product: allow,
  Category: allow,
  Money: allow,
  ProductImage: allow,
  _Service: allow,
};
