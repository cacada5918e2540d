import type { ProductResolvers } from '../__generated__/resolvers-types';

const refs = (ids: string[]) => ids.map((id) => ({ id }));

export const Product: ProductResolvers = {
  // Nothing to load: the catalog owns the product; recommendations batch through the request's lookups.
  __resolveReference: (reference) => ({ id: reference.id }),
  frequentlyBoughtTogether: async (product, options, { caller, insights, loaders }) =>
    refs(
      await insights.recommendations.frequentlyBoughtTogether(caller, loaders.recommend, product.id, options),
    ),
  similarProducts: async (product, options, { caller, insights, loaders }) =>
    refs(await insights.recommendations.similar(caller, loaders.recommend, product.id, options)),
};
