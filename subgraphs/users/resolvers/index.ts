import { DateTime } from '../../../platform/graphql/scalars';
import type { Resolvers } from '../__generated__/resolvers-types';
import { Mutation } from './Mutation';
import { Query } from './Query';
import { User } from './User';

export const resolvers: Resolvers = {
  DateTime,
  CustomerStatus: { ACTIVE: 'active', INACTIVE: 'inactive', DELETED: 'deleted' },
  Query,
  Mutation,
  User,
};
