import { DateTime } from '../../../platform/graphql/scalars';
import type { Resolvers } from '../__generated__/resolvers-types';
import { AccessLogEntry } from './AccessLogEntry';
import { ApiKey } from './ApiKey';
import { CareMutation, CareQuery } from './care';
import { CustomerRecord } from './CustomerRecord';
import { Mutation } from './Mutation';
import { Notification } from './Notification';
import { OAuthClient } from './OAuthClient';
import { ConsentChange, Preferences } from './Preferences';
import { PersonalDataExport } from './PersonalDataExport';
import { PlanChangeRequest } from './PlanChangeRequest';
import { PushDevice } from './PushDevice';
import { Query } from './Query';
import { SavedAddress } from './SavedAddress';
import { Session } from './Session';
import { Ticket, TicketMessage } from './Ticket';
import { User } from './User';
import { WebhookDelivery } from './WebhookDelivery';
import { WebhookEndpoint } from './WebhookEndpoint';
import { WishList, WishListItem } from './WishList';

export const resolvers: Resolvers = {
  DateTime,
  CustomerStatus: { ACTIVE: 'active', INACTIVE: 'inactive', DELETED: 'deleted' },
  Role: { ADMIN: 'admin', SUPPORT: 'support', READ_ONLY: 'read-only', CUSTOMER: 'customer' },
  ApiKeyType: { SECRET: 'secret', PUBLIC: 'public' },
  OAuthClientType: { CONFIDENTIAL: 'confidential', PUBLIC: 'public' },
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
  AddressType: { SHIPPING: 'shipping', BILLING: 'billing' },
  ProfileVisibility: { PRIVATE: 'private', PUBLIC: 'public' },
  PlanChangeStatus: {
    PENDING: 'pending',
    APPROVED: 'approved',
    REFUSED: 'refused',
    CANCELLED: 'cancelled',
  },
  UsageWindow: {
    LAST_HOUR: 'lastHour',
    LAST_DAY: 'lastDay',
    LAST_7_DAYS: 'last7Days',
    LAST_30_DAYS: 'last30Days',
  },
  StatusClass: {
    SUCCESS_2XX: '2xx',
    REDIRECT_3XX: '3xx',
    CLIENT_ERROR_4XX: '4xx',
    SERVER_ERROR_5XX: '5xx',
  },
  ConsentTopic: {
    NEWSLETTER: 'newsletter',
    MARKETING_EMAIL: 'marketing-email',
    MARKETING_SMS: 'marketing-sms',
    MARKETING_PUSH: 'marketing-push',
    PERSONALISED_RECOMMENDATIONS: 'personalised-recommendations',
    ANALYTICS: 'analytics',
  },
  ChangeSource: { PORTAL: 'portal', API: 'api', SUPPORT: 'support', IMPORT: 'import' },
  TicketStatus: {
    OPEN: 'open',
    WAITING_ON_CUSTOMER: 'waiting-on-customer',
    WAITING_ON_SUPPORT: 'waiting-on-support',
    RESOLVED: 'resolved',
    CLOSED: 'closed',
  },
  TicketAuthor: { CUSTOMER: 'customer', STAFF: 'staff' },
  Query: { ...Query, ...CareQuery },
  AccessLogEntry,
  PlanChangeRequest,
  Mutation: { ...Mutation, ...CareMutation },
  SavedAddress,
  WishList,
  WishListItem,
  Preferences,
  ConsentChange,
  Ticket,
  TicketMessage,
  CustomerRecord,
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
