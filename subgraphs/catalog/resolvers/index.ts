import { DateTime, Decimal } from '../../../platform/graphql/scalars';
import type { Resolvers } from '../__generated__/resolvers-types';
import { Category } from './Category';
import { Mutation } from './Mutation';
import { Product } from './Product';
import { ProductVariant } from './ProductVariant';
import { Query } from './Query';
import { Review } from './Review';

export const resolvers: Resolvers = {
  DateTime,
  Decimal,
  ProductStatus: { ACTIVE: 'active', DRAFT: 'draft', DISCONTINUED: 'discontinued' },
  Query,
  Mutation,
  Product,
  Category,
  ProductVariant,
  Review,
};
