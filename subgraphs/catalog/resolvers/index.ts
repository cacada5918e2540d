import { DateTime, Decimal } from '../../../platform/graphql/scalars';
import type { Resolvers } from '../__generated__/resolvers-types';
import { Category } from './Category';
import { Mutation } from './Mutation';
import { Product } from './Product';
import { LinePrice, PriceRule, PriceTier } from './PriceRule';
import { ProductVariant } from './ProductVariant';
import { Query } from './Query';
import { FacetValue, PriceBucket, SearchFacets, SearchQueryReport, SearchSynonymSet } from './Search';
import { Review } from './Review';

export const resolvers: Resolvers = {
  DateTime,
  Decimal,
  ProductStatus: { ACTIVE: 'active', DRAFT: 'draft', DISCONTINUED: 'discontinued' },
  PriceRuleKind: { SCHEDULED: 'scheduled', QUANTITY_TIERS: 'tiers', CUSTOMER_GROUP: 'group' },
  ProductSearchSort: {
    RELEVANCE: 'relevance',
    PRICE_ASC: 'priceAsc',
    PRICE_DESC: 'priceDesc',
    NEWEST: 'newest',
    RATING: 'rating',
  },
  Query,
  Mutation,
  Product,
  Category,
  SearchFacets,
  FacetValue,
  PriceBucket,
  SearchSynonymSet,
  SearchQueryReport,
  ProductVariant,
  Review,
  PriceRule,
  PriceTier,
  LinePrice,
};
