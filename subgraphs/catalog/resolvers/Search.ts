import { formatMinor } from '../../../platform/money';
import type {
  FacetValueResolvers,
  PriceBucketResolvers,
  SearchFacetsResolvers,
  SearchQueryReportResolvers,
  SearchSynonymSetResolvers,
} from '../__generated__/resolvers-types';

export const SearchFacets: SearchFacetsResolvers = {
  categories: async (facets, _, context) => {
    const categories = await context.loaders.categoryById.loadMany(
      facets.categories.map((facet) => facet.value),
    );
    return facets.categories.map((facet, index) => {
      const category = categories[index];
      return { ...facet, label: category && !(category instanceof Error) ? category.name : facet.value };
    });
  },
};

export const FacetValue: FacetValueResolvers = {
  label: (facet) => facet.label ?? facet.value,
};

export const PriceBucket: PriceBucketResolvers = {
  min: (bucket) => (bucket.minMinor == null ? null : formatMinor(bucket.minMinor)),
  max: (bucket) => (bucket.maxMinor == null ? null : formatMinor(bucket.maxMinor)),
};

export const SearchSynonymSet: SearchSynonymSetResolvers = {
  id: (set) => set._id,
};

export const SearchQueryReport: SearchQueryReportResolvers = {
  topQueries: (report) => report.top,
  zeroResultQueries: (report) => report.zeroResult,
};
