import { DateTime } from '../../../platform/graphql/scalars';
import type { Resolvers } from '../__generated__/resolvers-types';
import { AccessLogEntry } from './AccessLogEntry';
import { ApiKey } from './ApiKey';
import { Mutation } from './Mutation';
import { Notification } from './Notification';
import { OAuthClient } from './OAuthClient';
import { PersonalDataExport } from './PersonalDataExport';
import { PushDevice } from './PushDevice';
import { Query } from './Query';
import { Session } from './Session';
import { User } from './User';
import { WebhookDelivery } from './WebhookDelivery';
import { WebhookEndpoint } from './WebhookEndpoint';

export const resolvers: Resolvers = {
  DateTime,
  CustomerStatus: { ACTIVE: 'active', INACTIVE: 'inactive', DELETED: 'deleted' },
  Role: { ADMIN: 'admin', SUPPORT: 'support', READ_ONLY: 'read-only', CUSTOMER: 'customer' },
  ApiKeyType: { SECRET: 'secret', PUBLIC: 'public' },
  RateLimitTier: { BASIC: 'basic', PROFESSIONAL: 'professional', ENTERPRISE: 'enterprise' },
  WebhookEndpointStatus: { ACTIVE: 'active', DISABLED: 'disabled' },
  WebhookDisabledReason: { MANUAL: 'manual', FAILING: 'failing', ACCOUNT_CLOSED: 'account-closed' },
  WebhookDeliveryStatus: { PENDING: 'pending', SUCCEEDED: 'succeeded', FAILED: 'failed' },
  PersonalDataExportStatus: { PENDING: 'pending', READY: 'ready' },
  WebhookAttemptOutcome: {
    SUCCEEDED: 'succeeded',
    REJECTED: 'rejected',
    HTTP_ERROR: 'http-error',
    TIMEOUT: 'timeout',
    NETWORK_ERROR: 'network-error',
    BLOCKED: 'blocked',
  },
  Query,
  AccessLogEntry,
  Mutation,
  User,
  ApiKey,
  OAuthClient,
  Session,
  Notification,
  WebhookEndpoint,
  WebhookDelivery,
  PersonalDataExport,
  PushDevice,
};
