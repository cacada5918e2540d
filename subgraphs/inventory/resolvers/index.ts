import { DateTime } from '../../../platform/graphql/scalars';
import type { Resolvers } from '../__generated__/resolvers-types';
import { BackorderPolicy } from './BackorderPolicy';
import { LowStockItem } from './LowStockItem';
import { Mutation } from './Mutation';
import { Product } from './Product';
import { ProductVariant } from './ProductVariant';
import { Query } from './Query';
import { StockLevel } from './StockLevel';
import { StockMovement } from './StockMovement';
import { StockSummary } from './StockSummary';
import { StockTransfer } from './StockTransfer';
import { Warehouse } from './Warehouse';

export const resolvers: Resolvers = {
  DateTime,
  Query,
  Mutation,
  Product,
  ProductVariant,
  StockLevel,
  StockMovement,
  StockSummary,
  StockTransfer,
  LowStockItem,
  BackorderPolicy,
  Warehouse,
};
