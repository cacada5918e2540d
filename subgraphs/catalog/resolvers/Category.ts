import { page } from '../../../platform/graphql/paging';
import type { CategoryResolvers } from '../__generated__/resolvers-types';

export const Category: CategoryResolvers = {
  __resolveReference: (reference, context) => context.loaders.categoryById.load(reference.id),
  id: (category) => category._id,
  parent: (category, _, context) =>
    category.parentId ? context.loaders.categoryById.load(category.parentId) : null,
  products: (category, { limit, offset }, { catalog, caller, maxPageSize }) =>
    catalog.products(
      caller,
      { categoryId: category._id },
      page(limit, offset, { limit: 20, offset: 0 }, maxPageSize),
    ),
};
