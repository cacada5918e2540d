/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** SECRET keys (sk_live_) act for their owner with their scopes; PUBLIC keys (pk_live_) only identify an app on public catalog operations. */
export type ApiKeyType =
  | 'PUBLIC'
  | 'SECRET';

export type CreateApiKeyInput = {
  /** 1-100 characters. */
  name: string;
  /** Secret keys: read and/or write (at most what you hold). Public keys: none. Default ["read"] for secret keys. */
  scopes?: Array<string> | null | undefined;
  /** Admins only: any other caller's keys are BASIC, and asking for another tier is FORBIDDEN (field input.tier). */
  tier?: RateLimitTier | null | undefined;
  type?: ApiKeyType | null | undefined;
};

export type CreateOAuthClientInput = {
  /** read, write, and the OpenID Connect scopes openid, profile, email. Default ["read"]. */
  allowedScopes?: Array<string> | null | undefined;
  name: string;
  /** 1-10 absolute https URLs (http only for localhost), no fragment; matched exactly. */
  redirectUris: Array<string>;
  /** Require PKCE in the authorization code flow even with the client secret. Default false; PUBLIC applications always need it. */
  requirePkce?: boolean | null | undefined;
  /** Default CONFIDENTIAL (a client secret is issued). */
  type?: OAuthClientType | null | undefined;
};

export type CreateWebhookEndpointInput = {
  /** At most 500 characters. */
  description?: string | null | undefined;
  /** At least one of webhookEventTypes. */
  eventTypes: Array<string>;
  /** An absolute http(s) URL without credentials; its host must resolve to public addresses only. */
  url: string;
};

/**
 * OAuth client types (RFC 6749 2.1). A CONFIDENTIAL application keeps a secret on its server; a PUBLIC one
 * (single-page or native app) cannot, so it has none and must use PKCE.
 */
export type OAuthClientType =
  | 'CONFIDENTIAL'
  | 'PUBLIC';

export type PlanChangeStatus =
  | 'APPROVED'
  | 'CANCELLED'
  | 'PENDING'
  | 'REFUSED';

/** Per-key request budget, enforced by the gateway's rate limiter: basic 1000/min, professional 10000/min, enterprise unlimited. */
export type RateLimitTier =
  | 'BASIC'
  | 'ENTERPRISE'
  | 'PROFESSIONAL';

/**
 * Roles. ADMIN does everything; SUPPORT reads everyone's records and creates customer records;
 * READ_ONLY never writes; CUSTOMER reads and changes only its own records.
 */
export type Role =
  | 'ADMIN'
  | 'CUSTOMER'
  | 'READ_ONLY'
  | 'SUPPORT';

/** HTTP status classes the access log filters by. */
export type StatusClass =
  | 'CLIENT_ERROR_4XX'
  | 'REDIRECT_3XX'
  | 'SERVER_ERROR_5XX'
  | 'SUCCESS_2XX';

/** What an application's owner may change; absent fields stay as they are. */
export type UpdateOAuthClientInput = {
  /** read, write, openid, profile, email; replaces the list. */
  allowedScopes?: Array<string> | null | undefined;
  name?: string | null | undefined;
  /** 1-10 absolute https URLs (http only for localhost), no fragment; replaces the list. */
  redirectUris?: Array<string> | null | undefined;
};

export type UpdateWebhookEndpointInput = {
  description?: string | null | undefined;
  /** false disables the endpoint; true enables it again (and clears its failure streak). */
  enabled?: boolean | null | undefined;
  eventTypes?: Array<string> | null | undefined;
  url?: string | null | undefined;
};

/**
 * Windows of usage reports, ending now and made of whole buckets (the last one still filling): the last
 * hour by minute, the last day and 7 days by hour, the last 30 days by day.
 */
export type UsageWindow =
  | 'LAST_7_DAYS'
  | 'LAST_30_DAYS'
  | 'LAST_DAY'
  | 'LAST_HOUR';

/**
 * How one attempt ended. SUCCEEDED: 2xx. REJECTED: a 4xx other than 408/409/429 (never retried). HTTP_ERROR:
 * any other status (408, 409, 429, 5xx, and 3xx: redirects are never followed). TIMEOUT: no full answer in
 * time. NETWORK_ERROR: no connection. BLOCKED: the host resolved to an address webhooks may not reach.
 */
export type WebhookAttemptOutcome =
  | 'BLOCKED'
  | 'HTTP_ERROR'
  | 'NETWORK_ERROR'
  | 'REJECTED'
  | 'SUCCEEDED'
  | 'TIMEOUT';

/** PENDING: due or waiting for a retry. SUCCEEDED: a 2xx answer. FAILED: not retried (4xx other than 408/409/429), retries exhausted, or the endpoint was disabled. */
export type WebhookDeliveryStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SUCCEEDED';

/** Why an endpoint is disabled: its owner switched it off, it kept failing (5 days, 10+ failures in a row), or the account was closed. */
export type WebhookDisabledReason =
  | 'ACCOUNT_CLOSED'
  | 'FAILING'
  | 'MANUAL';

/** Whether an endpoint receives deliveries. */
export type WebhookEndpointStatus =
  | 'ACTIVE'
  | 'DISABLED';

export type PortalSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalSessionsQuery = { sessions: Array<{ id: string, clientId: string | null, scopes: Array<string>, userAgent: string | null, ipAddress: string | null, createdAt: string, lastUsedAt: string, expiresAt: string, current: boolean }> };

export type PortalRevokeSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type PortalRevokeSessionMutation = { revokeSession: boolean };

export type ConsoleMetricsQueryVariables = Exact<{
  window: UsageWindow;
}>;


export type ConsoleMetricsQuery = { endpointMetrics: Array<{ endpoint: string, requests: number, avgMs: number | null, p95Ms: number | null, p99Ms: number | null, errorRate: number, statusCodes: Array<{ status: number, count: number }>, clients: Array<{ client: string, requests: number }>, keys: Array<{ keyId: string, name: string | null, requests: number, errors: number }> }>, topApiKeys: Array<{ keyId: string, name: string | null, requests: number, errors: number }> };

export type ConsolePendingPlanChangesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsolePendingPlanChangesQuery = { planChangeRequests: Array<{ id: string, keyId: string, keyName: string, fromTier: RateLimitTier, toTier: RateLimitTier, status: PlanChangeStatus, note: string | null, requestedAt: string, decidedAt: string | null, decidedBy: string | null, reason: string | null }> };

export type ConsoleDecidePlanChangeMutationVariables = Exact<{
  id: string | number;
  approve: boolean;
  reason?: string | null | undefined;
}>;


export type ConsoleDecidePlanChangeMutation = { decidePlanChange: { id: string, status: PlanChangeStatus } };

export type PortalKeyFragment = { id: string, name: string, type: ApiKeyType, hint: string, scopes: Array<string>, tier: RateLimitTier, isActive: boolean, lastUsed: string | null, createdAt: string, expiresAt: string | null, revoked: boolean, rotationDue: boolean };

export type PortalApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalApiKeysQuery = { apiKeys: Array<{ id: string, name: string, type: ApiKeyType, hint: string, scopes: Array<string>, tier: RateLimitTier, isActive: boolean, lastUsed: string | null, createdAt: string, expiresAt: string | null, revoked: boolean, rotationDue: boolean }> };

export type PortalCreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type PortalCreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: string, name: string, type: ApiKeyType, hint: string, scopes: Array<string>, tier: RateLimitTier, isActive: boolean, lastUsed: string | null, createdAt: string, expiresAt: string | null, revoked: boolean, rotationDue: boolean } } };

export type PortalRotateApiKeyMutationVariables = Exact<{
  id: string | number;
  overlapSeconds: number;
}>;


export type PortalRotateApiKeyMutation = { rotateApiKey: { key: string, apiKey: { id: string, name: string, type: ApiKeyType, hint: string, scopes: Array<string>, tier: RateLimitTier, isActive: boolean, lastUsed: string | null, createdAt: string, expiresAt: string | null, revoked: boolean, rotationDue: boolean } } };

export type PortalRevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type PortalRevokeApiKeyMutation = { revokeApiKey: boolean };

export type PortalKeyPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalKeyPolicyQuery = { me: { id: string, apiKeyPolicy: { maxAgeDays: number | null } | null } | null };

export type PortalSetKeyPolicyMutationVariables = Exact<{
  maxAgeDays?: number | null | undefined;
}>;


export type PortalSetKeyPolicyMutation = { setApiKeyPolicy: { maxAgeDays: number | null } };

export type PortalAccessLogsQueryVariables = Exact<{
  keyId?: string | number | null | undefined;
  from?: string | Date | null | undefined;
  statusClass?: StatusClass | null | undefined;
  endpoint?: string | null | undefined;
  requestId?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type PortalAccessLogsQuery = { accessLogs: Array<{ id: string, requestId: string, at: string, keyId: string | null, client: string, endpoint: string, status: number, latencyMs: number, ip: string | null, cursor: string }> };

export type PortalOAuthClientFragment = { id: string, name: string, redirectUris: Array<string>, allowedScopes: Array<string>, type: OAuthClientType, requirePkce: boolean, createdAt: string };

export type PortalOAuthClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalOAuthClientsQuery = { oauthClients: Array<{ id: string, name: string, redirectUris: Array<string>, allowedScopes: Array<string>, type: OAuthClientType, requirePkce: boolean, createdAt: string }> };

export type PortalCreateOAuthClientMutationVariables = Exact<{
  input: CreateOAuthClientInput;
}>;


export type PortalCreateOAuthClientMutation = { createOAuthClient: { clientSecret: string | null, client: { id: string, name: string, redirectUris: Array<string>, allowedScopes: Array<string>, type: OAuthClientType, requirePkce: boolean, createdAt: string } } };

export type PortalDeleteOAuthClientMutationVariables = Exact<{
  id: string | number;
}>;


export type PortalDeleteOAuthClientMutation = { deleteOAuthClient: boolean };

export type PortalUpdateOAuthClientMutationVariables = Exact<{
  clientId: string | number;
  input: UpdateOAuthClientInput;
}>;


export type PortalUpdateOAuthClientMutation = { updateOAuthClient: { id: string, name: string, redirectUris: Array<string>, allowedScopes: Array<string>, type: OAuthClientType, requirePkce: boolean, createdAt: string } };

export type PortalRotateOAuthSecretMutationVariables = Exact<{
  clientId: string | number;
  overlapSeconds: number;
}>;


export type PortalRotateOAuthSecretMutation = { rotateOAuthClientSecret: { clientSecret: string, previousSecretExpiresAt: string | null } };

export type PortalPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalPlansQuery = { plans: Array<{ tier: RateLimitTier, name: string, requestsPerMinute: number | null, description: string }>, apiKeys: Array<{ id: string, name: string, hint: string, tier: RateLimitTier, revoked: boolean, expiresAt: string | null }>, planChangeRequests: Array<{ id: string, keyId: string, keyName: string, fromTier: RateLimitTier, toTier: RateLimitTier, status: PlanChangeStatus, note: string | null, requestedAt: string, decidedAt: string | null, decidedBy: string | null, reason: string | null }> };

export type PortalPlanChangeFragment = { id: string, keyId: string, keyName: string, fromTier: RateLimitTier, toTier: RateLimitTier, status: PlanChangeStatus, note: string | null, requestedAt: string, decidedAt: string | null, decidedBy: string | null, reason: string | null };

export type PortalRequestPlanChangeMutationVariables = Exact<{
  keyId: string | number;
  tier: RateLimitTier;
  note?: string | null | undefined;
}>;


export type PortalRequestPlanChangeMutation = { requestPlanChange: { id: string, keyId: string, keyName: string, fromTier: RateLimitTier, toTier: RateLimitTier, status: PlanChangeStatus, note: string | null, requestedAt: string, decidedAt: string | null, decidedBy: string | null, reason: string | null } };

export type PortalSalesReportQueryVariables = Exact<{
  from: string | Date;
  to: string | Date;
  currency: string;
  top: number;
}>;


export type PortalSalesReportQuery = { salesAnalytics: { from: string, to: string, currency: string, currencies: Array<string>, orders: number, ordersPlaced: number, revenue: { amount: string, currency: string }, averageOrderValue: { amount: string, currency: string }, refunded: { amount: string, currency: string }, netRevenue: { amount: string, currency: string }, daily: Array<{ at: string, orders: number, ordersPlaced: number, returns: number, revenue: { amount: string, currency: string }, averageOrderValue: { amount: string, currency: string }, refunded: { amount: string, currency: string } }>, byCategory: Array<{ categoryId: string | null, name: string | null, orders: number, units: number, revenue: { amount: string, currency: string } }>, byProduct: Array<{ productId: string, orders: number, units: number, product: { id: string, name: string }, revenue: { amount: string, currency: string } }>, funnel: { carts: number, checkouts: number, paid: number, checkoutRate: number | null, paidRate: number | null }, refundsAndReturns: { refunds: number, returns: number, unitsReturned: number, refunded: { amount: string, currency: string }, returnRefunds: { amount: string, currency: string } } } };

export type PortalSearchReportQueryVariables = Exact<{
  from: string | Date;
  to: string | Date;
  top: number;
}>;


export type PortalSearchReportQuery = { searchQueryReport: { from: string, to: string, totalSearches: number, zeroResultSearches: number, topQueries: Array<{ query: string, searches: number, zeroResults: number, lastResults: number }>, zeroResultQueries: Array<{ query: string, searches: number }> } };

export type PortalApiKeyNamesQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalApiKeyNamesQuery = { apiKeys: Array<{ id: string, name: string, hint: string, tier: RateLimitTier, revoked: boolean, expiresAt: string | null }> };

export type PortalUsageReportQueryVariables = Exact<{
  window: UsageWindow;
  keyId?: string | number | null | undefined;
}>;


export type PortalUsageReportQuery = { usageReport: { from: string, to: string, requests: number, errors: number, errorRate: number, avgMs: number | null, p50Ms: number | null, p95Ms: number | null, p99Ms: number | null, statusCodes: Array<{ status: number, count: number }>, topEndpoints: Array<{ endpoint: string, requests: number, errors: number, p95Ms: number | null }>, series: Array<{ at: string, requests: number, errors: number, p95Ms: number | null }> } };

export type PortalEndpointFragment = { id: string, url: string, description: string | null, eventTypes: Array<string>, status: WebhookEndpointStatus, disabledReason: WebhookDisabledReason | null, secretHint: string, previousSecretExpiresAt: string | null, failureStreak: number, createdAt: string };

export type PortalWebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalWebhookEndpointsQuery = { webhookEventTypes: Array<string>, webhookEndpoints: Array<{ id: string, url: string, description: string | null, eventTypes: Array<string>, status: WebhookEndpointStatus, disabledReason: WebhookDisabledReason | null, secretHint: string, previousSecretExpiresAt: string | null, failureStreak: number, createdAt: string }> };

export type PortalCreateWebhookMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type PortalCreateWebhookMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: string, url: string, description: string | null, eventTypes: Array<string>, status: WebhookEndpointStatus, disabledReason: WebhookDisabledReason | null, secretHint: string, previousSecretExpiresAt: string | null, failureStreak: number, createdAt: string } } };

export type PortalUpdateWebhookMutationVariables = Exact<{
  id: string | number;
  input: UpdateWebhookEndpointInput;
}>;


export type PortalUpdateWebhookMutation = { updateWebhookEndpoint: { id: string, url: string, description: string | null, eventTypes: Array<string>, status: WebhookEndpointStatus, disabledReason: WebhookDisabledReason | null, secretHint: string, previousSecretExpiresAt: string | null, failureStreak: number, createdAt: string } };

export type PortalDeleteWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type PortalDeleteWebhookMutation = { deleteWebhookEndpoint: boolean };

export type PortalRotateWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type PortalRotateWebhookSecretMutation = { rotateWebhookSecret: { secret: string, endpoint: { id: string, url: string, description: string | null, eventTypes: Array<string>, status: WebhookEndpointStatus, disabledReason: WebhookDisabledReason | null, secretHint: string, previousSecretExpiresAt: string | null, failureStreak: number, createdAt: string } } };

export type PortalSendTestWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type PortalSendTestWebhookMutation = { sendTestWebhook: { id: string } };

export type PortalWebhookDeliveriesQueryVariables = Exact<{
  endpointId: string | number;
  offset: number;
}>;


export type PortalWebhookDeliveriesQuery = { webhookDeliveries: Array<{ id: string, eventId: string, eventType: string, test: boolean, status: WebhookDeliveryStatus, nextAttemptAt: string | null, attemptCount: number, failureReason: string | null, createdAt: string, attempts: Array<{ number: number, attemptedAt: string, outcome: WebhookAttemptOutcome, responseStatus: number | null, latencyMs: number, error: string | null }> }> };

export type PortalReplayWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type PortalReplayWebhookMutation = { replayWebhookDelivery: { id: string, status: WebhookDeliveryStatus } };

export type PortalMeQueryVariables = Exact<{ [key: string]: never; }>;


export type PortalMeQuery = { me: { id: string, name: string, email: string, roles: Array<Role>, mfaEnabled: boolean } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const PortalKeyFragmentDoc = new TypedDocumentString(`
    fragment PortalKey on ApiKey {
  id
  name
  type
  hint
  scopes
  tier
  isActive
  lastUsed
  createdAt
  expiresAt
  revoked
  rotationDue
}
    `, {"fragmentName":"PortalKey"}) as unknown as TypedDocumentString<PortalKeyFragment, unknown>;
export const PortalOAuthClientFragmentDoc = new TypedDocumentString(`
    fragment PortalOAuthClient on OAuthClient {
  id
  name
  redirectUris
  allowedScopes
  type
  requirePkce
  createdAt
}
    `, {"fragmentName":"PortalOAuthClient"}) as unknown as TypedDocumentString<PortalOAuthClientFragment, unknown>;
export const PortalPlanChangeFragmentDoc = new TypedDocumentString(`
    fragment PortalPlanChange on PlanChangeRequest {
  id
  keyId
  keyName
  fromTier
  toTier
  status
  note
  requestedAt
  decidedAt
  decidedBy
  reason
}
    `, {"fragmentName":"PortalPlanChange"}) as unknown as TypedDocumentString<PortalPlanChangeFragment, unknown>;
export const PortalEndpointFragmentDoc = new TypedDocumentString(`
    fragment PortalEndpoint on WebhookEndpoint {
  id
  url
  description
  eventTypes
  status
  disabledReason
  secretHint
  previousSecretExpiresAt
  failureStreak
  createdAt
}
    `, {"fragmentName":"PortalEndpoint"}) as unknown as TypedDocumentString<PortalEndpointFragment, unknown>;
export const PortalSessionsDocument = new TypedDocumentString(`
    query PortalSessions {
  sessions {
    id
    clientId
    scopes
    userAgent
    ipAddress
    createdAt
    lastUsedAt
    expiresAt
    current
  }
}
    `) as unknown as TypedDocumentString<PortalSessionsQuery, PortalSessionsQueryVariables>;
export const PortalRevokeSessionDocument = new TypedDocumentString(`
    mutation PortalRevokeSession($id: ID!) {
  revokeSession(id: $id)
}
    `) as unknown as TypedDocumentString<PortalRevokeSessionMutation, PortalRevokeSessionMutationVariables>;
export const ConsoleMetricsDocument = new TypedDocumentString(`
    query ConsoleMetrics($window: UsageWindow!) {
  endpointMetrics(window: $window) {
    endpoint
    requests
    avgMs
    p95Ms
    p99Ms
    errorRate
    statusCodes {
      status
      count
    }
    clients {
      client
      requests
    }
    keys {
      keyId
      name
      requests
      errors
    }
  }
  topApiKeys(window: $window, limit: 10) {
    keyId
    name
    requests
    errors
  }
}
    `) as unknown as TypedDocumentString<ConsoleMetricsQuery, ConsoleMetricsQueryVariables>;
export const ConsolePendingPlanChangesDocument = new TypedDocumentString(`
    query ConsolePendingPlanChanges {
  planChangeRequests(status: PENDING) {
    ...PortalPlanChange
  }
}
    fragment PortalPlanChange on PlanChangeRequest {
  id
  keyId
  keyName
  fromTier
  toTier
  status
  note
  requestedAt
  decidedAt
  decidedBy
  reason
}`) as unknown as TypedDocumentString<ConsolePendingPlanChangesQuery, ConsolePendingPlanChangesQueryVariables>;
export const ConsoleDecidePlanChangeDocument = new TypedDocumentString(`
    mutation ConsoleDecidePlanChange($id: ID!, $approve: Boolean!, $reason: String) {
  decidePlanChange(id: $id, approve: $approve, reason: $reason) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ConsoleDecidePlanChangeMutation, ConsoleDecidePlanChangeMutationVariables>;
export const PortalApiKeysDocument = new TypedDocumentString(`
    query PortalApiKeys {
  apiKeys {
    ...PortalKey
  }
}
    fragment PortalKey on ApiKey {
  id
  name
  type
  hint
  scopes
  tier
  isActive
  lastUsed
  createdAt
  expiresAt
  revoked
  rotationDue
}`) as unknown as TypedDocumentString<PortalApiKeysQuery, PortalApiKeysQueryVariables>;
export const PortalCreateApiKeyDocument = new TypedDocumentString(`
    mutation PortalCreateApiKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    key
    apiKey {
      ...PortalKey
    }
  }
}
    fragment PortalKey on ApiKey {
  id
  name
  type
  hint
  scopes
  tier
  isActive
  lastUsed
  createdAt
  expiresAt
  revoked
  rotationDue
}`) as unknown as TypedDocumentString<PortalCreateApiKeyMutation, PortalCreateApiKeyMutationVariables>;
export const PortalRotateApiKeyDocument = new TypedDocumentString(`
    mutation PortalRotateApiKey($id: ID!, $overlapSeconds: Int!) {
  rotateApiKey(id: $id, overlapSeconds: $overlapSeconds) {
    key
    apiKey {
      ...PortalKey
    }
  }
}
    fragment PortalKey on ApiKey {
  id
  name
  type
  hint
  scopes
  tier
  isActive
  lastUsed
  createdAt
  expiresAt
  revoked
  rotationDue
}`) as unknown as TypedDocumentString<PortalRotateApiKeyMutation, PortalRotateApiKeyMutationVariables>;
export const PortalRevokeApiKeyDocument = new TypedDocumentString(`
    mutation PortalRevokeApiKey($id: ID!) {
  revokeApiKey(id: $id)
}
    `) as unknown as TypedDocumentString<PortalRevokeApiKeyMutation, PortalRevokeApiKeyMutationVariables>;
export const PortalKeyPolicyDocument = new TypedDocumentString(`
    query PortalKeyPolicy {
  me {
    id
    apiKeyPolicy {
      maxAgeDays
    }
  }
}
    `) as unknown as TypedDocumentString<PortalKeyPolicyQuery, PortalKeyPolicyQueryVariables>;
export const PortalSetKeyPolicyDocument = new TypedDocumentString(`
    mutation PortalSetKeyPolicy($maxAgeDays: Int) {
  setApiKeyPolicy(maxAgeDays: $maxAgeDays) {
    maxAgeDays
  }
}
    `) as unknown as TypedDocumentString<PortalSetKeyPolicyMutation, PortalSetKeyPolicyMutationVariables>;
export const PortalAccessLogsDocument = new TypedDocumentString(`
    query PortalAccessLogs($keyId: ID, $from: DateTime, $statusClass: StatusClass, $endpoint: String, $requestId: String, $after: String) {
  accessLogs(
    keyId: $keyId
    from: $from
    statusClass: $statusClass
    endpoint: $endpoint
    requestId: $requestId
    after: $after
    limit: 50
  ) {
    id
    requestId
    at
    keyId
    client
    endpoint
    status
    latencyMs
    ip
    cursor
  }
}
    `) as unknown as TypedDocumentString<PortalAccessLogsQuery, PortalAccessLogsQueryVariables>;
export const PortalOAuthClientsDocument = new TypedDocumentString(`
    query PortalOAuthClients {
  oauthClients {
    ...PortalOAuthClient
  }
}
    fragment PortalOAuthClient on OAuthClient {
  id
  name
  redirectUris
  allowedScopes
  type
  requirePkce
  createdAt
}`) as unknown as TypedDocumentString<PortalOAuthClientsQuery, PortalOAuthClientsQueryVariables>;
export const PortalCreateOAuthClientDocument = new TypedDocumentString(`
    mutation PortalCreateOAuthClient($input: CreateOAuthClientInput!) {
  createOAuthClient(input: $input) {
    clientSecret
    client {
      ...PortalOAuthClient
    }
  }
}
    fragment PortalOAuthClient on OAuthClient {
  id
  name
  redirectUris
  allowedScopes
  type
  requirePkce
  createdAt
}`) as unknown as TypedDocumentString<PortalCreateOAuthClientMutation, PortalCreateOAuthClientMutationVariables>;
export const PortalDeleteOAuthClientDocument = new TypedDocumentString(`
    mutation PortalDeleteOAuthClient($id: ID!) {
  deleteOAuthClient(id: $id)
}
    `) as unknown as TypedDocumentString<PortalDeleteOAuthClientMutation, PortalDeleteOAuthClientMutationVariables>;
export const PortalUpdateOAuthClientDocument = new TypedDocumentString(`
    mutation PortalUpdateOAuthClient($clientId: ID!, $input: UpdateOAuthClientInput!) {
  updateOAuthClient(clientId: $clientId, input: $input) {
    ...PortalOAuthClient
  }
}
    fragment PortalOAuthClient on OAuthClient {
  id
  name
  redirectUris
  allowedScopes
  type
  requirePkce
  createdAt
}`) as unknown as TypedDocumentString<PortalUpdateOAuthClientMutation, PortalUpdateOAuthClientMutationVariables>;
export const PortalRotateOAuthSecretDocument = new TypedDocumentString(`
    mutation PortalRotateOAuthSecret($clientId: ID!, $overlapSeconds: Int!) {
  rotateOAuthClientSecret(clientId: $clientId, overlapSeconds: $overlapSeconds) {
    clientSecret
    previousSecretExpiresAt
  }
}
    `) as unknown as TypedDocumentString<PortalRotateOAuthSecretMutation, PortalRotateOAuthSecretMutationVariables>;
export const PortalPlansDocument = new TypedDocumentString(`
    query PortalPlans {
  plans {
    tier
    name
    requestsPerMinute
    description
  }
  apiKeys {
    id
    name
    hint
    tier
    revoked
    expiresAt
  }
  planChangeRequests {
    ...PortalPlanChange
  }
}
    fragment PortalPlanChange on PlanChangeRequest {
  id
  keyId
  keyName
  fromTier
  toTier
  status
  note
  requestedAt
  decidedAt
  decidedBy
  reason
}`) as unknown as TypedDocumentString<PortalPlansQuery, PortalPlansQueryVariables>;
export const PortalRequestPlanChangeDocument = new TypedDocumentString(`
    mutation PortalRequestPlanChange($keyId: ID!, $tier: RateLimitTier!, $note: String) {
  requestPlanChange(keyId: $keyId, tier: $tier, note: $note) {
    ...PortalPlanChange
  }
}
    fragment PortalPlanChange on PlanChangeRequest {
  id
  keyId
  keyName
  fromTier
  toTier
  status
  note
  requestedAt
  decidedAt
  decidedBy
  reason
}`) as unknown as TypedDocumentString<PortalRequestPlanChangeMutation, PortalRequestPlanChangeMutationVariables>;
export const PortalSalesReportDocument = new TypedDocumentString(`
    query PortalSalesReport($from: DateTime!, $to: DateTime!, $currency: String!, $top: Int!) {
  salesAnalytics(from: $from, to: $to, currency: $currency) {
    from
    to
    currency
    currencies
    orders
    ordersPlaced
    revenue {
      amount
      currency
    }
    averageOrderValue {
      amount
      currency
    }
    refunded {
      amount
      currency
    }
    netRevenue {
      amount
      currency
    }
    daily {
      at
      orders
      ordersPlaced
      returns
      revenue {
        amount
        currency
      }
      averageOrderValue {
        amount
        currency
      }
      refunded {
        amount
        currency
      }
    }
    byCategory {
      categoryId
      name
      orders
      units
      revenue {
        amount
        currency
      }
    }
    byProduct(limit: $top) {
      productId
      product {
        id
        name
      }
      orders
      units
      revenue {
        amount
        currency
      }
    }
    funnel {
      carts
      checkouts
      paid
      checkoutRate
      paidRate
    }
    refundsAndReturns {
      refunds
      returns
      unitsReturned
      refunded {
        amount
        currency
      }
      returnRefunds {
        amount
        currency
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PortalSalesReportQuery, PortalSalesReportQueryVariables>;
export const PortalSearchReportDocument = new TypedDocumentString(`
    query PortalSearchReport($from: DateTime!, $to: DateTime!, $top: Int!) {
  searchQueryReport(from: $from, to: $to, limit: $top) {
    from
    to
    totalSearches
    zeroResultSearches
    topQueries {
      query
      searches
      zeroResults
      lastResults
    }
    zeroResultQueries {
      query
      searches
    }
  }
}
    `) as unknown as TypedDocumentString<PortalSearchReportQuery, PortalSearchReportQueryVariables>;
export const PortalApiKeyNamesDocument = new TypedDocumentString(`
    query PortalApiKeyNames {
  apiKeys {
    id
    name
    hint
    tier
    revoked
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<PortalApiKeyNamesQuery, PortalApiKeyNamesQueryVariables>;
export const PortalUsageReportDocument = new TypedDocumentString(`
    query PortalUsageReport($window: UsageWindow!, $keyId: ID) {
  usageReport(window: $window, keyId: $keyId) {
    from
    to
    requests
    errors
    errorRate
    avgMs
    p50Ms
    p95Ms
    p99Ms
    statusCodes {
      status
      count
    }
    topEndpoints {
      endpoint
      requests
      errors
      p95Ms
    }
    series {
      at
      requests
      errors
      p95Ms
    }
  }
}
    `) as unknown as TypedDocumentString<PortalUsageReportQuery, PortalUsageReportQueryVariables>;
export const PortalWebhookEndpointsDocument = new TypedDocumentString(`
    query PortalWebhookEndpoints {
  webhookEndpoints {
    ...PortalEndpoint
  }
  webhookEventTypes
}
    fragment PortalEndpoint on WebhookEndpoint {
  id
  url
  description
  eventTypes
  status
  disabledReason
  secretHint
  previousSecretExpiresAt
  failureStreak
  createdAt
}`) as unknown as TypedDocumentString<PortalWebhookEndpointsQuery, PortalWebhookEndpointsQueryVariables>;
export const PortalCreateWebhookDocument = new TypedDocumentString(`
    mutation PortalCreateWebhook($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    secret
    endpoint {
      ...PortalEndpoint
    }
  }
}
    fragment PortalEndpoint on WebhookEndpoint {
  id
  url
  description
  eventTypes
  status
  disabledReason
  secretHint
  previousSecretExpiresAt
  failureStreak
  createdAt
}`) as unknown as TypedDocumentString<PortalCreateWebhookMutation, PortalCreateWebhookMutationVariables>;
export const PortalUpdateWebhookDocument = new TypedDocumentString(`
    mutation PortalUpdateWebhook($id: ID!, $input: UpdateWebhookEndpointInput!) {
  updateWebhookEndpoint(id: $id, input: $input) {
    ...PortalEndpoint
  }
}
    fragment PortalEndpoint on WebhookEndpoint {
  id
  url
  description
  eventTypes
  status
  disabledReason
  secretHint
  previousSecretExpiresAt
  failureStreak
  createdAt
}`) as unknown as TypedDocumentString<PortalUpdateWebhookMutation, PortalUpdateWebhookMutationVariables>;
export const PortalDeleteWebhookDocument = new TypedDocumentString(`
    mutation PortalDeleteWebhook($id: ID!) {
  deleteWebhookEndpoint(id: $id)
}
    `) as unknown as TypedDocumentString<PortalDeleteWebhookMutation, PortalDeleteWebhookMutationVariables>;
export const PortalRotateWebhookSecretDocument = new TypedDocumentString(`
    mutation PortalRotateWebhookSecret($id: ID!) {
  rotateWebhookSecret(id: $id) {
    secret
    endpoint {
      ...PortalEndpoint
    }
  }
}
    fragment PortalEndpoint on WebhookEndpoint {
  id
  url
  description
  eventTypes
  status
  disabledReason
  secretHint
  previousSecretExpiresAt
  failureStreak
  createdAt
}`) as unknown as TypedDocumentString<PortalRotateWebhookSecretMutation, PortalRotateWebhookSecretMutationVariables>;
export const PortalSendTestWebhookDocument = new TypedDocumentString(`
    mutation PortalSendTestWebhook($id: ID!) {
  sendTestWebhook(endpointId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<PortalSendTestWebhookMutation, PortalSendTestWebhookMutationVariables>;
export const PortalWebhookDeliveriesDocument = new TypedDocumentString(`
    query PortalWebhookDeliveries($endpointId: ID!, $offset: Int!) {
  webhookDeliveries(endpointId: $endpointId, limit: 20, offset: $offset) {
    id
    eventId
    eventType
    test
    status
    nextAttemptAt
    attemptCount
    failureReason
    createdAt
    attempts {
      number
      attemptedAt
      outcome
      responseStatus
      latencyMs
      error
    }
  }
}
    `) as unknown as TypedDocumentString<PortalWebhookDeliveriesQuery, PortalWebhookDeliveriesQueryVariables>;
export const PortalReplayWebhookDocument = new TypedDocumentString(`
    mutation PortalReplayWebhook($id: ID!) {
  replayWebhookDelivery(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<PortalReplayWebhookMutation, PortalReplayWebhookMutationVariables>;
export const PortalMeDocument = new TypedDocumentString(`
    query PortalMe {
  me {
    id
    name
    email
    roles
    mfaEnabled
  }
}
    `) as unknown as TypedDocumentString<PortalMeQuery, PortalMeQueryVariables>;