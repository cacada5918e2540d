import { DateTime } from '../../../platform/graphql/scalars';
import type { Resolvers } from '../__generated__/resolvers-types';
import { Mutation } from './Mutation';
import { Product } from './Product';
import { ProductVariant } from './ProductVariant';
import { Query } from './Query';
import { StockLevel } from './StockLevel';
import { Warehouse } from './Warehouse';

export const resolvers: Resolvers = {
  DateTime,
  Query,
  Mutation,
  Product,
  ProductVariant,
  StockLevel,
  Warehouse,
};
