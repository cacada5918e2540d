import { DateTime } from '../../../platform/graphql/scalars';
import type { Resolvers } from '../__generated__/resolvers-types';
import { AccessLogEntry } from './AccessLogEntry';
import { ApiKey } from './ApiKey';
import { Mutation } from './Mutation';
import { Notification } from './Notification';
import { OAuthClient } from './OAuthClient';
import { Query } from './Query';
import { Session } from './Session';
import { User } from './User';

export const resolvers: Resolvers = {
  DateTime,
  CustomerStatus: { ACTIVE: 'active', INACTIVE: 'inactive', DELETED: 'deleted' },
  Role: { ADMIN: 'admin', SUPPORT: 'support', READ_ONLY: 'read-only', CUSTOMER: 'customer' },
  ApiKeyType: { SECRET: 'secret', PUBLIC: 'public' },
  RateLimitTier: { BASIC: 'basic', PROFESSIONAL: 'professional', ENTERPRISE: 'enterprise' },
  Query,
  AccessLogEntry,
  Mutation,
  User,
  ApiKey,
  OAuthClient,
  Session,
  Notification,
};
