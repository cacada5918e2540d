import { DateTime, Decimal } from '../../../platform/graphql/scalars';
import type { Resolvers } from '../__generated__/resolvers-types';
import { Mutation } from './Mutation';
import { Order } from './Order';
import { OrderItem } from './OrderItem';
import { Query } from './Query';
import { User } from './User';

export const resolvers: Resolvers = {
  DateTime,
  Decimal,
  OrderStatus: { PENDING: 'pending', PROCESSING: 'processing', SHIPPED: 'shipped', DELIVERED: 'delivered', CANCELLED: 'cancelled' },
  Query,
  Mutation,
  Order,
  OrderItem,
  User,
};
