import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRecord } from '../models/user';
import type { ApiKeyRecord, OAuthClientRecord, SessionRecord } from '../models/credentials';
import type { TokenGrantValue, CredentialStandingValue } from '../services/grant-service';
import type { ApiKeyGrantValue } from '../services/api-key-service';
import type { SentMessage, InAppNotification, PushDeviceRecord } from '../../../platform/notifications';
import type { UsageView, AccessLogView } from '../services/usage-service';
import type { PlanChangeRecord } from '../plans/model';
import type { WebhookEndpointRecord, WebhookDeliveryRecord, WebhookAttemptRecord } from '../webhooks/model';
import type { SavedAddressRecord } from '../addresses/address-book';
import type { WishListRecord, WishListItemRecord } from '../wishlists/wish-lists';
import type { UserPreferences, ConsentAuditEntry, ConsentTextRecord } from '../consent/preferences';
import type { TicketRecord, TicketMessageRecord } from '../tickets/ticket-service';
import type { CustomerRecordView } from '../crm/customer-records';
import type { DeletionRequest, ExportView } from '../privacy/privacy-service';
import type { UsersContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 8601 timestamp in UTC, for example 2026-11-22T10:15:00.000Z. */
  DateTime: { input: Date | string; output: Date | string; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** One request through the gateway (kept ACCESS_LOG_RETENTION_DAYS, default 30). */
export type AccessLogEntry = {
  __typename?: 'AccessLogEntry';
  at: Scalars['DateTime']['output'];
  /** apollographql-client-name, or the first product token of the User-Agent. */
  client: Scalars['String']['output'];
  /** Pass as `after` to list the entries older than this one. */
  cursor: Scalars['String']['output'];
  /** GraphQL operation name (graphql:Name) or REST route (GET /api/users/:id). */
  endpoint: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  /** The API key, when one was used. */
  keyId?: Maybe<Scalars['ID']['output']>;
  latencyMs: Scalars['Float']['output'];
  /** The x-request-id the answer carried; every log line of the request names it. */
  requestId: Scalars['String']['output'];
  status: Scalars['Int']['output'];
  /** The person the credential acts for; null for anonymous callers. */
  userId?: Maybe<Scalars['ID']['output']>;
};

/** Internal: one access-log entry. */
export type AccessLogInput = {
  at: Scalars['DateTime']['input'];
  client: Scalars['String']['input'];
  endpoint: Scalars['String']['input'];
  /** Whether the answer carried an error (GraphQL errors count even with status 200); default status >= 400. */
  error?: InputMaybe<Scalars['Boolean']['input']>;
  ip?: InputMaybe<Scalars['String']['input']>;
  keyId?: InputMaybe<Scalars['ID']['input']>;
  latencyMs: Scalars['Float']['input'];
  requestId: Scalars['String']['input'];
  status: Scalars['Int']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A deletion request: the account closed at `requestedAt` and is erased at `dueAt` unless cancelled. */
export type AccountDeletion = {
  __typename?: 'AccountDeletion';
  dueAt: Scalars['DateTime']['output'];
  requestedAt: Scalars['DateTime']['output'];
  userId: Scalars['ID']['output'];
};

export type AddAddressInput = {
  /** Validated as a whole (INVALID_ADDRESS lists every problem). */
  address: SavedAddressFields;
  /** Make it the default of its type (the first address of a type is its default anyway). */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  /** At most 50 characters. */
  label?: InputMaybe<Scalars['String']['input']>;
  type: AddressType;
};

export type AddressType =
  | 'billing'
  | 'shipping';

/** An API key. The key itself is shown once, at creation or rotation; only its SHA-256 is stored. */
export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['DateTime']['output'];
  /** Set when the key was rotated out: it stops working at this time. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Prefix, first and last characters (e.g. sk_live_AbC1…xYz9): enough to recognise the key, not to use it. */
  hint: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Whether the key works (is_active): inactive (or revoked) keys fail validation. */
  isActive: Scalars['Boolean']['output'];
  /** When the key was last used (last_used): the last successful validation (written at most about once a minute under load). */
  lastUsed?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  owner: User;
  /** Whether the key was revoked for good (revoked keys cannot be switched on again). */
  revoked: Scalars['Boolean']['output'];
  /** Older than 30 days: keys are rotated monthly (rotateApiKey); the owner is reminded once per 30 days. */
  rotationDue: Scalars['Boolean']['output'];
  scopes: Array<Scalars['String']['output']>;
  tier: RateLimitTier;
  type: ApiKeyType;
};

/** Internal: what a valid API key stands for. */
export type ApiKeyGrant = {
  __typename?: 'ApiKeyGrant';
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  keyId: Scalars['ID']['output'];
  /** When the owner's maximum key age ends the key (refused as API_KEY_EXPIRED from then on). */
  maxAgeExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  roles: Array<Role>;
  scopes: Array<Scalars['String']['output']>;
  tier: RateLimitTier;
  type: ApiKeyType;
  userId: Scalars['ID']['output'];
};

/** An account's rule for its API keys. */
export type ApiKeyPolicy = {
  __typename?: 'ApiKeyPolicy';
  /** Keys stop working this many days after their creation (API_KEY_EXPIRED); null: no maximum age. */
  maxAgeDays?: Maybe<Scalars['Int']['output']>;
};

/** SECRET keys (sk_live_) act for their owner with their scopes; PUBLIC keys (pk_live_) only identify an app on public catalog operations. */
export type ApiKeyType =
  | 'public'
  | 'secret';

/** Requests one API key made in one minute, as the gateway counted them (kept USAGE_RETENTION_DAYS, default 90). */
export type ApiKeyUsage = {
  __typename?: 'ApiKeyUsage';
  averageLatencyMs: Scalars['Float']['output'];
  /** Requests by GraphQL operation name or REST route, most used first. */
  endpoints: Array<EndpointCount>;
  /** Answers carrying an error: HTTP status 400 or more, or GraphQL errors. */
  errors: Scalars['Int']['output'];
  keyId: Scalars['ID']['output'];
  /** Requests refused with 429. */
  limited: Scalars['Int']['output'];
  maxLatencyMs: Scalars['Float']['output'];
  /** Start of the minute (UTC). */
  minute: Scalars['DateTime']['output'];
  requests: Scalars['Int']['output'];
  /** Answers by HTTP status. */
  statuses: Array<StatusCount>;
};

/** Internal: one key's counts for one minute, as the gateway aggregated them. */
export type ApiKeyUsageInput = {
  endpoints: Array<EndpointCountInput>;
  errors: Scalars['Int']['input'];
  keyId: Scalars['ID']['input'];
  latencyMsMax: Scalars['Float']['input'];
  latencyMsSum: Scalars['Float']['input'];
  limited: Scalars['Int']['input'];
  minute: Scalars['DateTime']['input'];
  requests: Scalars['Int']['input'];
  statuses: Array<StatusCountInput>;
  userId: Scalars['ID']['input'];
};

export type AuthorizationCodeInput = {
  clientId: Scalars['String']['input'];
  codeChallenge?: InputMaybe<Scalars['String']['input']>;
  codeChallengeMethod?: InputMaybe<Scalars['String']['input']>;
  /** OpenID Connect: echoed in the ID token. */
  nonce?: InputMaybe<Scalars['String']['input']>;
  redirectUri: Scalars['String']['input'];
  scopes: Array<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};

/** Where a change came from: decided by the credential, never claimed by the client. */
export type ChangeSource =
  /** An API key or an OAuth application acting for the person. */
  | 'api'
  /** The platform itself (an import or migration). */
  | 'import'
  /** The person, signed in with a password. */
  | 'portal'
  /** Support or admin staff, for the person. */
  | 'support';

export type ClientSecretInput = {
  clientId: Scalars['String']['input'];
  /** Null for a PUBLIC application, which has none. */
  clientSecret?: InputMaybe<Scalars['String']['input']>;
};

export type ClientUsage = {
  __typename?: 'ClientUsage';
  client: Scalars['String']['output'];
  requests: Scalars['Int']['output'];
};

export type CodeExchangeInput = {
  clientId: Scalars['String']['input'];
  clientSecret?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
  codeVerifier?: InputMaybe<Scalars['String']['input']>;
  redirectUri: Scalars['String']['input'];
};

/** One change of one setting, as recorded in the same write as the change. */
export type ConsentChange = {
  __typename?: 'ConsentChange';
  /** Who made the change: a user id, client:<id> or service:<name>. */
  actor: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  previous: Scalars['String']['output'];
  requestId: Scalars['String']['output'];
  /** newsletter, marketing.email, marketing.sms, marketing.push, privacy.personalisedRecommendations, privacy.analytics, privacy.profileVisibility. */
  setting: Scalars['String']['output'];
  source: ChangeSource;
  text?: Maybe<Scalars['String']['output']>;
  /** The wording agreed to (null for settings that need no consent, such as profile visibility). */
  textTopic?: Maybe<ConsentTopic>;
  textVersion?: Maybe<Scalars['Int']['output']>;
  value: Scalars['String']['output'];
};

/** One version of the wording a consent is given to. */
export type ConsentText = {
  __typename?: 'ConsentText';
  publishedAt: Scalars['DateTime']['output'];
  text: Scalars['String']['output'];
  topic: ConsentTopic;
  version: Scalars['Int']['output'];
};

export type ConsentTextVersionInput = {
  topic: ConsentTopic;
  version: Scalars['Int']['input'];
};

export type ConsentTopic =
  | 'analytics'
  | 'marketing-email'
  | 'marketing-push'
  | 'marketing-sms'
  | 'newsletter'
  | 'personalised-recommendations';

export type CreateApiKeyInput = {
  /** 1-100 characters. */
  name: Scalars['String']['input'];
  /** Secret keys: read and/or write (at most what you hold). Public keys: none. Default ["read"] for secret keys. */
  scopes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Admins only: any other caller's keys are BASIC, and asking for another tier is FORBIDDEN (field input.tier). */
  tier?: InputMaybe<RateLimitTier>;
  type?: InputMaybe<ApiKeyType>;
};

export type CreateOAuthClientInput = {
  /** read, write, and the OpenID Connect scopes openid, profile, email. Default ["read"]. */
  allowedScopes?: InputMaybe<Array<Scalars['String']['input']>>;
  name: Scalars['String']['input'];
  /** 1-10 absolute https URLs (http only for localhost), no fragment; matched exactly. */
  redirectUris: Array<Scalars['String']['input']>;
  /** Require PKCE in the authorization code flow even with the client secret. Default false; PUBLIC applications always need it. */
  requirePkce?: InputMaybe<Scalars['Boolean']['input']>;
  /** Default CONFIDENTIAL (a client secret is issued). */
  type?: InputMaybe<OAuthClientType>;
};

export type CreateUserInput = {
  /** Required, a valid address of at most 255 characters; unique (case-insensitive). */
  email: Scalars['String']['input'];
  /** Required, 1-255 characters after trimming. */
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type CreateWebhookEndpointInput = {
  /** At most 500 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** At least one of webhookEventTypes. */
  eventTypes: Array<Scalars['String']['input']>;
  /** An absolute http(s) URL without credentials; its host must resolve to public addresses only. */
  url: Scalars['String']['input'];
};

export type CreateWishListInput = {
  backInStockAlerts?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1-100 characters. */
  name: Scalars['String']['input'];
  priceDropAlerts?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A new key and the key itself, which is never shown again. */
export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  apiKey: ApiKey;
  key: Scalars['String']['output'];
};

/** A new application and its client secret, which is never shown again (only its hash is stored). */
export type CreatedOAuthClient = {
  __typename?: 'CreatedOAuthClient';
  client: OAuthClient;
  /** Null for a PUBLIC application. */
  clientSecret?: Maybe<Scalars['String']['output']>;
};

/**
 * Internal: who a live access token acts for now, read from the server-side record (a session's person, an
 * application's owner), so that revocation, deactivation and role changes reach tokens already issued.
 */
export type CredentialStanding = {
  __typename?: 'CredentialStanding';
  /** Application tokens whose `gen` claim is lower were revoked (RFC 7009); 0 for sessions. */
  generation: Scalars['Int']['output'];
  roles: Array<Role>;
  userId: Scalars['ID']['output'];
};

/** What support sees of a customer at a glance. */
export type CustomerRecord = {
  __typename?: 'CustomerRecord';
  lastOrderAt?: Maybe<Scalars['DateTime']['output']>;
  /** Paid minus refunded, per currency. */
  lifetimeValue: Array<MoneyTotal>;
  marketing: MarketingChannels;
  newsletter: Scalars['Boolean']['output'];
  /** Tickets open or waiting on either side. */
  openTickets: Scalars['Int']['output'];
  /** Orders placed. */
  orderCount: Scalars['Int']['output'];
  privacy: PrivacySettings;
  registeredAt?: Maybe<Scalars['DateTime']['output']>;
  /** How the account came to be: self-service or staff. */
  registeredVia?: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
};

/** A customer's state: active, inactive or deleted. DELETED users no longer appear in `user` or `users`. */
export type CustomerStatus =
  | 'active'
  | 'deleted'
  | 'inactive';

/** Internal: a message kept by the development mailbox. */
export type DevMessage = {
  __typename?: 'DevMessage';
  channel: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  sentAt: Scalars['DateTime']['output'];
  subject?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
  to: Scalars['String']['output'];
};

export type EndpointCount = {
  __typename?: 'EndpointCount';
  count: Scalars['Int']['output'];
  endpoint: Scalars['String']['output'];
};

export type EndpointCountInput = {
  count: Scalars['Int']['input'];
  endpoint: Scalars['String']['input'];
};

export type EndpointMetrics = {
  __typename?: 'EndpointMetrics';
  avgMs?: Maybe<Scalars['Float']['output']>;
  /** Requests by client (apollographql-client-name or User-Agent product), busiest first. */
  clients: Array<ClientUsage>;
  endpoint: Scalars['String']['output'];
  errorRate: Scalars['Float']['output'];
  /** Requests by API key, busiest first. */
  keys: Array<KeyUsage>;
  p95Ms?: Maybe<Scalars['Float']['output']>;
  p99Ms?: Maybe<Scalars['Float']['output']>;
  requests: Scalars['Int']['output'];
  statusCodes: Array<StatusCount>;
};

export type EndpointUsage = {
  __typename?: 'EndpointUsage';
  endpoint: Scalars['String']['output'];
  errors: Scalars['Int']['output'];
  p95Ms?: Maybe<Scalars['Float']['output']>;
  requests: Scalars['Int']['output'];
};

/** Internal: a public signing key as a JWK (RFC 7517). */
export type JsonWebKey = {
  __typename?: 'JsonWebKey';
  alg: Scalars['String']['output'];
  e: Scalars['String']['output'];
  kid: Scalars['String']['output'];
  kty: Scalars['String']['output'];
  n: Scalars['String']['output'];
  use: Scalars['String']['output'];
};

export type KeyUsage = {
  __typename?: 'KeyUsage';
  errors: Scalars['Int']['output'];
  keyId: Scalars['ID']['output'];
  /** Null once the key is gone (rotated out and swept). */
  name?: Maybe<Scalars['String']['output']>;
  requests: Scalars['Int']['output'];
};

export type MarketingChannels = {
  __typename?: 'MarketingChannels';
  email: Scalars['Boolean']['output'];
  push: Scalars['Boolean']['output'];
  sms: Scalars['Boolean']['output'];
};

/** TOTP enrolment: add the secret (or the otpauth URI as a QR code) to an authenticator app, then confirm with a code. */
export type MfaEnrollment = {
  __typename?: 'MfaEnrollment';
  otpauthUri: Scalars['String']['output'];
  secret: Scalars['String']['output'];
};

/** Single-use recovery codes, shown once; each replaces a one-time code at sign-in. */
export type MfaRecoveryCodes = {
  __typename?: 'MfaRecoveryCodes';
  recoveryCodes: Array<Scalars['String']['output']>;
};

export type MoneyTotal = {
  __typename?: 'MoneyTotal';
  /** Exact decimal string. */
  amount: Scalars['String']['output'];
  currency: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Saves an address (at most ADDRESS_BOOK_MAX, default 10, per customer: ADDRESS_LIMIT_REACHED beyond). */
  addAddress: SavedAddress;
  /** Adds an item (once; at most 100 per list). */
  addWishListItem: WishList;
  /** Staff: assigns a ticket to a support or admin account (null: nobody). */
  assignTicket: Ticket;
  /** Internal: authenticates an application (its secret; a PUBLIC one by id alone) and answers its client_id. */
  authenticateClient: Scalars['ID']['output'];
  /** Internal: checks a login without starting a session (the OAuth consent page). */
  authenticateUser: Scalars['ID']['output'];
  /** Internal: cancels a pending deletion with the token mailed to the person. */
  cancelAccountDeletion: AccountDeletion;
  /** Withdraws your pending plan change request (PLAN_CHANGE_DECIDED once decided). */
  cancelPlanChange: PlanChangeRequest;
  /** Staff: cancels a pending deletion; the account gets back its earlier status (credentials stay revoked). */
  cancelUserDeletion: AccountDeletion;
  /** Internal: the client_credentials grant. */
  clientCredentialsGrant: TokenGrant;
  closeTicket: Ticket;
  /** Confirms enrolment with a current code; from now on sign-in asks for a code. */
  confirmMfaEnrollment: MfaRecoveryCodes;
  /** At most 30 per hour per caller (@rateLimit): keys are not minted in bulk. */
  createApiKey: CreatedApiKey;
  /** At most 30 per hour per caller (@rateLimit). */
  createOAuthClient: CreatedOAuthClient;
  /**
   * Staff: creates a customer record (without a password: the customer sets one through the password
   * reset). People sign themselves up with POST /auth/register.
   */
  createUser: User;
  /** Registers a webhook endpoint; the signing secret is in the answer and never shown again. */
  createWebhookEndpoint: WebhookEndpointWithSecret;
  createWishList: WishList;
  /**
   * Admins: approves or refuses a pending request (PLAN_CHANGE_DECIDED once decided). On approval the key
   * keeps working, unchanged, on the new plan: its X-RateLimit-Limit changes at once in the gateway that
   * carried the decision, within AUTH_CACHE_TTL_MS in the others. A key revoked or rotated out meanwhile
   * leaves the request CANCELLED.
   */
  decidePlanChange: PlanChangeRequest;
  /** Deletes an address; when it was the default, the oldest remaining of its type becomes the default. */
  deleteAddress: Scalars['Boolean']['output'];
  /** Deletes an application and revokes every session granted to it. */
  deleteOAuthClient: Scalars['Boolean']['output'];
  /**
   * Requests the deletion of a user (yourself; admins: anyone), as requestUserDeletion does, and returns
   * true. USER_NOT_FOUND when there is no such user; DELETION_ALREADY_REQUESTED (409) when a deletion is
   * already pending.
   */
  deleteUser: Scalars['Boolean']['output'];
  /** Deletes an endpoint and its delivery history; pending deliveries are never sent. */
  deleteWebhookEndpoint: Scalars['Boolean']['output'];
  deleteWishList: Scalars['Boolean']['output'];
  /** Turns multi-factor authentication off; needs a current code or a recovery code. */
  disableMfa: Scalars['Boolean']['output'];
  /** Internal: logout; revokes the family of this refresh token and returns its id (null when unknown). */
  endSession?: Maybe<Scalars['ID']['output']>;
  /** Internal: the authorization_code grant. */
  exchangeAuthorizationCode: TokenGrant;
  /** Internal: issues an authorization code after the person approved. */
  issueAuthorizationCode: Scalars['String']['output'];
  /** Marks one of the caller's notifications read (the first read time stays). */
  markNotificationRead: Notification;
  /** Opens a ticket (optionally about one of your orders). */
  openTicket: Ticket;
  /** Internal: password (and one-time code) login (POST /auth/login). */
  passwordLogin: TokenGrant;
  /** Admin: publishes a new version of a consent topic's wording. */
  publishConsentText: ConsentText;
  /** Internal: the gateway's batched access-log entries. */
  recordAccessLogs: Scalars['Int']['output'];
  /** Internal: the gateway's batched per-key-per-minute usage. */
  recordApiKeyUsage: Scalars['Int']['output'];
  /** Internal: rotates a refresh token; `client` authenticates an OAuth application's refresh. */
  refreshSession: TokenGrant;
  /** Internal: self-service sign-up (POST /auth/register). */
  registerAccount: TokenGrant;
  /** Registers a device for your push messages (at most 20 per person). */
  registerPushDevice: PushDevice;
  /** Removes one of your push devices. */
  removePushDevice: Scalars['Boolean']['output'];
  removeWishListItem: WishList;
  /** Sends a delivery again now, with the same webhook-id and body, as a new run of the retry schedule. */
  replayWebhookDelivery: WebhookDelivery;
  /** Writes on a ticket: customers on their own, staff on any (at most TICKET_MESSAGE_MAX_CHARS characters). */
  replyToTicket: Ticket;
  /** Internal: mails a reset token when the address belongs to an active account; always true. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /**
   * Asks for an export of everything the platform holds about a person (yourself; staff: anyone, on their
   * behalf). A job builds it; the owner downloads it with `personalDataExport(id, token)` until it expires
   * (7 days by default). The token is shown only here. At most 5 per hour per caller.
   */
  requestPersonalDataExport: PersonalDataExportTicket;
  /**
   * Asks for one of your API keys to move to another plan. One pending request per key
   * (PLAN_CHANGE_PENDING); asking for the plan the key is on is BAD_USER_INPUT (field tier). `note` is at
   * most 500 characters.
   */
  requestPlanChange: PlanChangeRequest;
  /**
   * Requests the deletion of a user (yourself; admins: anyone). The account closes at once: it leaves
   * every listing, its sessions, API keys and webhook endpoints stop working, and its email receives a
   * cancel token. When the deletion window (30 days by default) has passed, a job erases its personal
   * data; orders are kept for accounting, anonymised, and show the user as "Deleted user". Until then the
   * person (with the token, POST /auth/account/deletion/cancel) or staff (cancelUserDeletion) may cancel.
   */
  requestUserDeletion: AccountDeletion;
  /** Internal: consumes a reset token and sets the password. */
  resetPassword: Scalars['Boolean']['output'];
  resolveTicket: Ticket;
  /** Revokes a key for good; it fails validation at once in this gateway, within AUTH_CACHE_TTL_MS elsewhere. */
  revokeApiKey: Scalars['Boolean']['output'];
  /** Internal (RFC 7009): revokes every client_credentials token the client holds; answers the new generation. */
  revokeApplicationTokens: Scalars['Int']['output'];
  /** Internal (RFC 7009): revokes the session of this refresh token, or this session, if it was granted to the client; answers its id. */
  revokeClientSession?: Maybe<Scalars['ID']['output']>;
  /** Signs a session out: its refresh token stops working at once, its access tokens within AUTH_CACHE_TTL_MS. */
  revokeSession: Scalars['Boolean']['output'];
  /**
   * Issues a new key with the same name, type, scopes and tier. The old key keeps working for
   * `overlapSeconds` (0 to 30 days, default 1 day) and then fails validation.
   */
  rotateApiKey: CreatedApiKey;
  /**
   * Issues a new client secret, shown only here (CONFIDENTIAL applications). The old secret stops working at
   * once unless `overlapSeconds` (0 to 86400, default 0) keeps it for a deployment to switch over; the
   * application's client_credentials tokens stop working at once either way.
   */
  rotateOAuthClientSecret: OAuthClientSecret;
  /** Admin: a new JWT signing key becomes current; tokens signed with the old one stay valid until they expire. */
  rotateSigningKey: SigningKey;
  /**
   * A new signing secret. The previous one keeps signing for `overlapSeconds` (0 to 7 days, default 1 day):
   * meanwhile every delivery carries both signatures.
   */
  rotateWebhookSecret: WebhookEndpointWithSecret;
  /** Queues a `webhook.test` event for an active endpoint. */
  sendTestWebhook: WebhookDelivery;
  /**
   * Sets (1-3650) or clears (null) the maximum age of your API keys. It applies to existing keys at once:
   * older ones are refused with API_KEY_EXPIRED (in the gateway that carried the change at once, in the
   * others within AUTH_CACHE_TTL_MS).
   */
  setApiKeyPolicy: ApiKeyPolicy;
  /** Makes an address the default of its type; the previous default stops being one in the same write. */
  setDefaultAddress: SavedAddress;
  /** Admin: replaces the roles of an account (takes effect at its next token refresh). */
  setUserRoles: User;
  /** A new share link token (shown once); a previous link stops working. */
  shareWishList: WishListShare;
  /** Starts TOTP enrolment for your account; sign-in is unchanged until confirmMfaEnrollment. */
  startMfaEnrollment: MfaEnrollment;
  /** Internal: the gateway's batched last_used for keys it answered from cache. */
  touchApiKeys: Scalars['Int']['output'];
  /** Makes the list private again: its link stops working at once. */
  unshareWishList: WishList;
  updateAddress: SavedAddress;
  updateApiKey: ApiKey;
  /**
   * Changes an application's name, redirect URIs or allowed scopes, each validated as at creation.
   * Narrowing the allowed scopes ends the sessions people granted it and its client_credentials tokens.
   */
  updateOAuthClient: OAuthClient;
  /** Changes your settings (admins: anyone's, recorded with source SUPPORT); each change is added to the audit trail. */
  updatePreferences: Preferences;
  /** Changes your own account (admins: anyone's; only admins change `status`). */
  updateUser: User;
  updateWebhookEndpoint: WebhookEndpoint;
  updateWishList: WishList;
  /** Internal: validates an API key by its SHA-256; null when unknown, inactive, revoked or expired. */
  validateApiKey?: Maybe<ApiKeyGrant>;
};


export type MutationAddAddressArgs = {
  input: AddAddressInput;
};


export type MutationAddWishListItemArgs = {
  id: Scalars['ID']['input'];
  item: WishListItemInput;
};


export type MutationAssignTicketArgs = {
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationAuthenticateClientArgs = {
  client: ClientSecretInput;
};


export type MutationAuthenticateUserArgs = {
  input: PasswordLoginInput;
};


export type MutationCancelAccountDeletionArgs = {
  token: Scalars['String']['input'];
};


export type MutationCancelPlanChangeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCancelUserDeletionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationClientCredentialsGrantArgs = {
  client: ClientSecretInput;
  scopes: Array<Scalars['String']['input']>;
};


export type MutationCloseTicketArgs = {
  id: Scalars['ID']['input'];
};


export type MutationConfirmMfaEnrollmentArgs = {
  code: Scalars['String']['input'];
};


export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


export type MutationCreateOAuthClientArgs = {
  input: CreateOAuthClientInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationCreateWebhookEndpointArgs = {
  input: CreateWebhookEndpointInput;
};


export type MutationCreateWishListArgs = {
  input: CreateWishListInput;
};


export type MutationDecidePlanChangeArgs = {
  approve: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteOAuthClientArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWishListArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDisableMfaArgs = {
  code: Scalars['String']['input'];
};


export type MutationEndSessionArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationExchangeAuthorizationCodeArgs = {
  input: CodeExchangeInput;
};


export type MutationIssueAuthorizationCodeArgs = {
  input: AuthorizationCodeInput;
};


export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationOpenTicketArgs = {
  input: OpenTicketInput;
};


export type MutationPasswordLoginArgs = {
  input: PasswordLoginInput;
};


export type MutationPublishConsentTextArgs = {
  text: Scalars['String']['input'];
  topic: ConsentTopic;
};


export type MutationRecordAccessLogsArgs = {
  entries: Array<AccessLogInput>;
};


export type MutationRecordApiKeyUsageArgs = {
  entries: Array<ApiKeyUsageInput>;
};


export type MutationRefreshSessionArgs = {
  client?: InputMaybe<ClientSecretInput>;
  refreshToken: Scalars['String']['input'];
  scopes?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type MutationRegisterAccountArgs = {
  input: RegisterInput;
};


export type MutationRegisterPushDeviceArgs = {
  input: RegisterPushDeviceInput;
};


export type MutationRemovePushDeviceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveWishListItemArgs = {
  id: Scalars['ID']['input'];
  item: WishListItemInput;
};


export type MutationReplayWebhookDeliveryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReplyToTicketArgs = {
  body: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationRequestPersonalDataExportArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationRequestPlanChangeArgs = {
  keyId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  tier: RateLimitTier;
};


export type MutationRequestUserDeletionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationResolveTicketArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeApplicationTokensArgs = {
  client: ClientSecretInput;
};


export type MutationRevokeClientSessionArgs = {
  client: ClientSecretInput;
  refreshToken?: InputMaybe<Scalars['String']['input']>;
  sessionId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationRevokeSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRotateApiKeyArgs = {
  id: Scalars['ID']['input'];
  overlapSeconds?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationRotateOAuthClientSecretArgs = {
  clientId: Scalars['ID']['input'];
  overlapSeconds?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationRotateWebhookSecretArgs = {
  id: Scalars['ID']['input'];
  overlapSeconds?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSendTestWebhookArgs = {
  endpointId: Scalars['ID']['input'];
};


export type MutationSetApiKeyPolicyArgs = {
  maxAgeDays?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSetDefaultAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetUserRolesArgs = {
  id: Scalars['ID']['input'];
  roles: Array<Role>;
};


export type MutationShareWishListArgs = {
  id: Scalars['ID']['input'];
};


export type MutationTouchApiKeysArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationUnshareWishListArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateAddressArgs = {
  id: Scalars['ID']['input'];
  input: UpdateAddressInput;
};


export type MutationUpdateApiKeyArgs = {
  id: Scalars['ID']['input'];
  input: UpdateApiKeyInput;
};


export type MutationUpdateOAuthClientArgs = {
  clientId: Scalars['ID']['input'];
  input: UpdateOAuthClientInput;
};


export type MutationUpdatePreferencesArgs = {
  input: UpdatePreferencesInput;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};


export type MutationUpdateWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
  input: UpdateWebhookEndpointInput;
};


export type MutationUpdateWishListArgs = {
  id: Scalars['ID']['input'];
  input: UpdateWishListInput;
};


export type MutationValidateApiKeyArgs = {
  keyHash: Scalars['String']['input'];
};

/**
 * An in-app notification for the signed-in person (welcome, order confirmed, order shipped, ...). Email,
 * SMS and push copies go out through the notification channels too.
 */
export type Notification = {
  __typename?: 'Notification';
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** welcome, order-confirmed, order-shipped, ticket-reply, wish-list-price-drop, wish-list-back-in-stock, ... */
  kind: Scalars['String']['output'];
  read: Scalars['Boolean']['output'];
  readAt?: Maybe<Scalars['DateTime']['output']>;
  title: Scalars['String']['output'];
};

/** An OAuth 2.0 application. `id` is its client_id. */
export type OAuthClient = {
  __typename?: 'OAuthClient';
  /** Scopes the application may ask a person for. */
  allowedScopes: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  owner: User;
  /** Compared exactly with the redirect_uri of every authorization request. */
  redirectUris: Array<Scalars['String']['output']>;
  /** Whether the authorization code flow needs PKCE. Always true for PUBLIC applications. */
  requirePkce: Scalars['Boolean']['output'];
  /** CONFIDENTIAL applications authenticate with their secret; PUBLIC ones (browser and native apps) have none. */
  type: OAuthClientType;
};

/** A new client secret, which is never shown again. */
export type OAuthClientSecret = {
  __typename?: 'OAuthClientSecret';
  clientId: Scalars['ID']['output'];
  clientSecret: Scalars['String']['output'];
  /** Until when the previous secret still works; null when it stopped at once. */
  previousSecretExpiresAt?: Maybe<Scalars['DateTime']['output']>;
};

/**
 * OAuth client types (RFC 6749 2.1). A CONFIDENTIAL application keeps a secret on its server; a PUBLIC one
 * (single-page or native app) cannot, so it has none and must use PKCE.
 */
export type OAuthClientType =
  | 'confidential'
  | 'public';

/** Internal: OpenID Connect claims of a person (the userinfo endpoint), cut to the granted scopes. */
export type OpenIdClaims = {
  __typename?: 'OpenIdClaims';
  email?: Maybe<Scalars['String']['output']>;
  emailVerified?: Maybe<Scalars['Boolean']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  sub: Scalars['ID']['output'];
};

export type OpenTicketInput = {
  /** The first message: at most TICKET_MESSAGE_MAX_CHARS (default 10000) characters. */
  body: Scalars['String']['input'];
  /** One of your orders, when the question is about it. */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  /** 1-200 characters. */
  subject: Scalars['String']['input'];
};

/** An order, resolved by the orders service (within the reader's reach: someone else's order is null). */
export type Order = {
  __typename?: 'Order';
  id: Scalars['ID']['output'];
};

export type PasswordLoginInput = {
  email: Scalars['String']['input'];
  ipAddress?: InputMaybe<Scalars['String']['input']>;
  otp?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  recoveryCode?: InputMaybe<Scalars['String']['input']>;
  userAgent?: InputMaybe<Scalars['String']['input']>;
};

/** A personal-data export (the document itself is read with personalDataExport). */
export type PersonalDataExport = {
  __typename?: 'PersonalDataExport';
  /** Size of the JSON document in bytes, once built. */
  bytes?: Maybe<Scalars['Int']['output']>;
  /** After this the document is deleted. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  readyAt?: Maybe<Scalars['DateTime']['output']>;
  requestedAt: Scalars['DateTime']['output'];
  status: PersonalDataExportStatus;
  userId: Scalars['ID']['output'];
};

/** Where a personal-data export is: PENDING while a job builds it, READY to download until `expiresAt`. */
export type PersonalDataExportStatus =
  | 'pending'
  | 'ready';

/** A new export and the token that downloads it (shown once). */
export type PersonalDataExportTicket = {
  __typename?: 'PersonalDataExportTicket';
  downloadToken: Scalars['String']['output'];
  export: PersonalDataExport;
};

/** A plan: the rate-limit tier an API key is on. */
export type Plan = {
  __typename?: 'Plan';
  description: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Requests per minute per key; null for unlimited (ENTERPRISE). */
  requestsPerMinute?: Maybe<Scalars['Int']['output']>;
  tier: RateLimitTier;
};

/** A request to move an API key to another plan, kept after the decision. */
export type PlanChangeRequest = {
  __typename?: 'PlanChangeRequest';
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who decided (an admin) or cancelled (the owner). */
  decidedBy?: Maybe<Scalars['ID']['output']>;
  fromTier: RateLimitTier;
  id: Scalars['ID']['output'];
  keyId: Scalars['ID']['output'];
  /** The key's name when the request was made. */
  keyName: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
  requestedAt: Scalars['DateTime']['output'];
  status: PlanChangeStatus;
  toTier: RateLimitTier;
};

export type PlanChangeStatus =
  | 'approved'
  | 'cancelled'
  | 'pending'
  | 'refused';

/** A person's settings: everything off and private until they change it. */
export type Preferences = {
  __typename?: 'Preferences';
  /** Every change, newest first (never shortened). */
  auditTrail: Array<ConsentChange>;
  /** Marketing per channel; marketing messages go out on a channel only when it is true. */
  marketing: MarketingChannels;
  newsletter: Scalars['Boolean']['output'];
  privacy: PrivacySettings;
  userId: Scalars['ID']['output'];
};

export type PrivacySettings = {
  __typename?: 'PrivacySettings';
  analytics: Scalars['Boolean']['output'];
  personalisedRecommendations: Scalars['Boolean']['output'];
  profileVisibility: ProfileVisibility;
};

/** A product, resolved by the catalog. */
export type Product = {
  __typename?: 'Product';
  id: Scalars['ID']['output'];
};

export type ProfileVisibility =
  | 'private'
  | 'public';

/** A device registered for push messages (the token itself is never shown again). */
export type PushDevice = {
  __typename?: 'PushDevice';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  label?: Maybe<Scalars['String']['output']>;
  /** ios, android, web, ... */
  platform: Scalars['String']['output'];
  /** The last characters of the token, to tell devices apart. */
  tokenHint: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * The access log, newest first: requests made with your credentials (or only `keyId`); staff may name
   * `userId` or leave it out for everyone's. `from` defaults to a day before `to`; `limit` is 1-100.
   */
  accessLogs: Array<AccessLogEntry>;
  address?: Maybe<SavedAddress>;
  /** Internal: a saved address of the customer an order is placed for (checkout by address id). */
  addressForOrder?: Maybe<SavedAddress>;
  /** Saved addresses, defaults first: your own, or (staff) those of `userId`. */
  addresses: Array<SavedAddress>;
  apiKey?: Maybe<ApiKey>;
  /**
   * Per-minute usage of API keys, oldest first, for usage and quota charts: your own keys (or only
   * `keyId`); staff may name `userId` or leave it out for everyone's. `from` defaults to an hour before
   * `to`, `to` to now; at most 1440 rows.
   */
  apiKeyUsage: Array<ApiKeyUsage>;
  /** API keys, newest first: your own, or (staff) those of `userId`. Rotated-out keys are listed until they expire. */
  apiKeys: Array<ApiKey>;
  /** Internal: the standing of an existing application whose owner is active; null otherwise. */
  applicationStanding?: Maybe<CredentialStanding>;
  /** The current wording of each consent topic, or every version of `topic`, newest first. */
  consentTexts: Array<ConsentText>;
  /** Staff: a customer's customer-relations record. */
  customerRecord?: Maybe<CustomerRecord>;
  /** Internal, development only: messages the development mailbox holds for an address, newest first. */
  devMessages: Array<DevMessage>;
  /** Staff: every endpoint's traffic over a window, busiest first. */
  endpointMetrics: Array<EndpointMetrics>;
  /** Internal: the public keys that verify live access tokens (the gateway serves them as the JWKS). */
  jsonWebKeys: Array<JsonWebKey>;
  /** The account of the credential making the request. */
  me?: Maybe<User>;
  /** The caller's in-app notifications, newest first. `limit` is capped at 100. */
  notifications: Array<Notification>;
  oauthClient?: Maybe<OAuthClient>;
  /** OAuth applications: your own, or (staff) those of `userId`. */
  oauthClients: Array<OAuthClient>;
  /** Internal: OpenID Connect claims of an active account for these scopes (openid, profile, email). */
  openIdClaims?: Maybe<OpenIdClaims>;
  /**
   * The export document (JSON, format commerce-personal-data/1), for its owner only, with the token
   * requestPersonalDataExport returned. EXPORT_NOT_FOUND when the id, owner or token do not match or it
   * expired; EXPORT_NOT_READY while it is being built.
   */
  personalDataExport: Scalars['String']['output'];
  /** Personal-data exports of a person (yourself; staff: anyone), newest first; expired ones are gone. */
  personalDataExports: Array<PersonalDataExport>;
  /** Plan change requests, newest first: your own; staff see everyone's. */
  planChangeRequests: Array<PlanChangeRequest>;
  /** The plans an API key can be on, with the limits the gateway's rate limiter enforces. */
  plans: Array<Plan>;
  /** Your settings, or (staff) those of `userId`. */
  preferences: Preferences;
  /** Your devices registered for push messages, oldest first. */
  pushDevices: Array<PushDevice>;
  /** Internal: user ids matching a name or email fragment, for order search. Not part of the public API. */
  searchUsers: Array<User>;
  /** Internal: the standing of an active session of an active account; null once either ended. */
  sessionStanding?: Maybe<CredentialStanding>;
  /** Active sessions, newest first: your own, or (staff) those of `userId`. */
  sessions: Array<Session>;
  /** The list a share link opens (anyone holding the token); null when the token is unknown or revoked. */
  sharedWishList?: Maybe<SharedWishList>;
  ticket?: Maybe<Ticket>;
  /** Tickets, oldest first: your own; staff work the whole queue with `filter`. `limit` is capped at 100. */
  tickets: Array<Ticket>;
  /** Staff: the API keys with the most requests over a window (`limit` 1-100). */
  topApiKeys: Array<KeyUsage>;
  /**
   * Requests, errors, latency percentiles, status codes, top endpoints and a series over a window: of one
   * API key (`keyId`), of your account, or (staff) of `userId`'s account or, naming neither, of the whole
   * platform. Latency percentiles come from fixed histogram buckets (1, 2, 5, 10, 20, 30, 50, 75, 100,
   * 150, 200, 300, 500, 750 ms, 1, 1.5, 2, 3, 5, 10 s), interpolated within a bucket.
   */
  usageReport: UsageReport;
  /** A user by id, or null when there is none (or it was deleted). */
  user?: Maybe<User>;
  /** A user by the int32 number of the gRPC API. */
  userByNumber?: Maybe<User>;
  /**
   * Users, in creation order unless `orderBy` says otherwise. `limit` is 1-100 (larger values are capped at
   * 100); `offset` >= 0. `status` keeps ACTIVE or INACTIVE accounts (deleted ones are never listed);
   * `search` keeps those whose name or email contains the text (case-insensitive).
   */
  users: Array<User>;
  /** Deliveries of one of your endpoints, newest first (kept 30 days). `limit` is capped at 100. */
  webhookDeliveries: Array<WebhookDelivery>;
  webhookDelivery?: Maybe<WebhookDelivery>;
  webhookEndpoint?: Maybe<WebhookEndpoint>;
  /** Webhook endpoints, newest first: your own, or (staff) those of `userId`. */
  webhookEndpoints: Array<WebhookEndpoint>;
  /** Event types a webhook endpoint can subscribe to. */
  webhookEventTypes: Array<Scalars['String']['output']>;
  wishList?: Maybe<WishList>;
  /** Wish lists, oldest first: your own, or (staff) those of `userId`. */
  wishLists: Array<WishList>;
};


export type QueryAccessLogsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  endpoint?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  keyId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  requestId?: InputMaybe<Scalars['String']['input']>;
  statusClass?: InputMaybe<StatusClass>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAddressArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAddressForOrderArgs = {
  id: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryAddressesArgs = {
  type?: InputMaybe<AddressType>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type QueryApiKeyUsageArgs = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  keyId?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryApiKeysArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryApplicationStandingArgs = {
  clientId: Scalars['ID']['input'];
};


export type QueryConsentTextsArgs = {
  topic?: InputMaybe<ConsentTopic>;
};


export type QueryCustomerRecordArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryDevMessagesArgs = {
  to: Scalars['String']['input'];
};


export type QueryEndpointMetricsArgs = {
  window: UsageWindow;
};


export type QueryNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryOauthClientArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOauthClientsArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryOpenIdClaimsArgs = {
  scopes: Array<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type QueryPersonalDataExportArgs = {
  id: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


export type QueryPersonalDataExportsArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryPlanChangeRequestsArgs = {
  status?: InputMaybe<PlanChangeStatus>;
};


export type QueryPreferencesArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySearchUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QuerySessionStandingArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySessionsArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySharedWishListArgs = {
  token: Scalars['String']['input'];
};


export type QueryTicketArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTicketsArgs = {
  filter?: InputMaybe<TicketFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTopApiKeysArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  window: UsageWindow;
};


export type QueryUsageReportArgs = {
  keyId?: InputMaybe<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
  window: UsageWindow;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserByNumberArgs = {
  number: Scalars['Int']['input'];
};


export type QueryUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  orderBy?: InputMaybe<UserOrder>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<CustomerStatus>;
};


export type QueryWebhookDeliveriesArgs = {
  endpointId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<WebhookDeliveryStatus>;
};


export type QueryWebhookDeliveryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWebhookEndpointsArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryWishListArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWishListsArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Per-key request budget, enforced by the gateway's rate limiter: basic 1000/min, professional 10000/min, enterprise unlimited. */
export type RateLimitTier =
  | 'basic'
  | 'enterprise'
  | 'professional';

export type RegisterInput = {
  email: Scalars['String']['input'];
  ipAddress?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  userAgent?: InputMaybe<Scalars['String']['input']>;
};

/** A device to send push messages to: a push service token or a Web Push subscription endpoint. */
export type RegisterPushDeviceInput = {
  /** At most 100 characters. */
  label?: InputMaybe<Scalars['String']['input']>;
  /** 1-32 letters, digits or dashes: ios, android, web, ... */
  platform: Scalars['String']['input'];
  /** 1-4096 characters. Registering a known token again updates it (one person per device). */
  token: Scalars['String']['input'];
};

/**
 * Roles. ADMIN does everything; SUPPORT reads everyone's records and creates customer records;
 * READ_ONLY never writes; CUSTOMER reads and changes only its own records.
 */
export type Role =
  | 'admin'
  | 'customer'
  | 'read-only'
  | 'support';

/**
 * A saved address, validated and normalised per country exactly as checkout validates a typed one (US:
 * city in title case, 2-letter state, ZIP 5 or 5+4). Checkout takes it by id (shippingAddressId,
 * billingAddressId).
 */
export type SavedAddress = {
  __typename?: 'SavedAddress';
  city: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2. */
  country: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The default address of its type (exactly one per type while the type has any). */
  isDefault: Scalars['Boolean']['output'];
  /** The customer's own name for it (Home, Office). */
  label?: Maybe<Scalars['String']['output']>;
  line1: Scalars['String']['output'];
  line2?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  postalCode: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
  type: AddressType;
  updatedAt: Scalars['DateTime']['output'];
};

export type SavedAddressFields = {
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  line1?: InputMaybe<Scalars['String']['input']>;
  line2?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

/** A signed-in session: one login (or one OAuth grant) and the refresh tokens rotated from it. */
export type Session = {
  __typename?: 'Session';
  /** The OAuth application it was granted to; null for a direct login. */
  clientId?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Whether this is the session of the token making the request. */
  current: Scalars['Boolean']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  ipAddress?: Maybe<Scalars['String']['output']>;
  lastUsedAt: Scalars['DateTime']['output'];
  scopes: Array<Scalars['String']['output']>;
  userAgent?: Maybe<Scalars['String']['output']>;
};

/** What a share link shows: the list's name and items, nothing about its owner. */
export type SharedWishList = {
  __typename?: 'SharedWishList';
  items: Array<WishListItem>;
  name: Scalars['String']['output'];
};

export type SigningKey = {
  __typename?: 'SigningKey';
  createdAt: Scalars['DateTime']['output'];
  /** The `kid` new tokens carry. */
  kid: Scalars['String']['output'];
};

/** HTTP status classes the access log filters by. */
export type StatusClass =
  | '4xx'
  | '3xx'
  | '5xx'
  | '2xx';

export type StatusCount = {
  __typename?: 'StatusCount';
  count: Scalars['Int']['output'];
  status: Scalars['Int']['output'];
};

export type StatusCountInput = {
  count: Scalars['Int']['input'];
  status: Scalars['Int']['input'];
};

/**
 * A support ticket. Statuses: OPEN (new) -> WAITING_ON_CUSTOMER (staff replied) <-> WAITING_ON_SUPPORT
 * (the customer replied); RESOLVED (a reply from the customer reopens it); CLOSED (final).
 */
export type Ticket = {
  __typename?: 'Ticket';
  assignee?: Maybe<User>;
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  customer: User;
  firstResponseAt?: Maybe<Scalars['DateTime']['output']>;
  /** Seconds from opening to the first staff reply. */
  firstResponseSeconds?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  messages: Array<TicketMessage>;
  /** The order it is about, as the reader may see it (null when it is not within their reach). */
  order?: Maybe<Order>;
  orderId?: Maybe<Scalars['ID']['output']>;
  /** Seconds from opening to resolution. */
  resolutionSeconds?: Maybe<Scalars['Int']['output']>;
  resolvedAt?: Maybe<Scalars['DateTime']['output']>;
  status: TicketStatus;
  subject: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type TicketAuthor =
  | 'customer'
  | 'staff';

/** The queue's filters (staff); customers always see only their own tickets. */
export type TicketFilter = {
  assigneeId?: InputMaybe<Scalars['ID']['input']>;
  /** Only tickets opened at least this many hours ago. */
  olderThanHours?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Array<TicketStatus>>;
  unassigned?: InputMaybe<Scalars['Boolean']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type TicketMessage = {
  __typename?: 'TicketMessage';
  at: Scalars['DateTime']['output'];
  author: TicketAuthor;
  authorId: Scalars['ID']['output'];
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type TicketStatus =
  | 'closed'
  | 'open'
  | 'resolved'
  | 'waiting-on-customer'
  | 'waiting-on-support';

/** Internal: the gateway's view of an access grant. */
export type TokenGrant = {
  __typename?: 'TokenGrant';
  accessToken: Scalars['String']['output'];
  expiresIn: Scalars['Int']['output'];
  /** An OpenID Connect ID token, when the grant included the `openid` scope. */
  idToken?: Maybe<Scalars['String']['output']>;
  refreshToken?: Maybe<Scalars['String']['output']>;
  scopes: Array<Scalars['String']['output']>;
  sessionId?: Maybe<Scalars['ID']['output']>;
  userId?: Maybe<Scalars['ID']['output']>;
};

export type UpdateAddressInput = {
  /** Fields to change; the address that results is validated as a whole. */
  address?: InputMaybe<SavedAddressFields>;
  label?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateApiKeyInput = {
  /** Switch a key off (or on again, unless it was revoked). */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /**
   * A new rate-limit tier (admins only; anyone else is refused with FORBIDDEN, field input.tier). The same
   * key keeps working under the new budget: at once in the gateway that carried the change, within
   * AUTH_CACHE_TTL_MS in the others.
   */
  tier?: InputMaybe<RateLimitTier>;
};

/** What an application's owner may change; absent fields stay as they are. */
export type UpdateOAuthClientInput = {
  /** read, write, openid, profile, email; replaces the list. */
  allowedScopes?: InputMaybe<Array<Scalars['String']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** 1-10 absolute https URLs (http only for localhost), no fragment; replaces the list. */
  redirectUris?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type UpdatePreferencesInput = {
  analytics?: InputMaybe<Scalars['Boolean']['input']>;
  marketingEmail?: InputMaybe<Scalars['Boolean']['input']>;
  marketingPush?: InputMaybe<Scalars['Boolean']['input']>;
  marketingSms?: InputMaybe<Scalars['Boolean']['input']>;
  newsletter?: InputMaybe<Scalars['Boolean']['input']>;
  personalisedRecommendations?: InputMaybe<Scalars['Boolean']['input']>;
  profileVisibility?: InputMaybe<ProfileVisibility>;
  /** The versions of the wordings the person was shown; a topic left out is recorded with its current version. */
  textVersions?: InputMaybe<Array<ConsentTextVersionInput>>;
};

export type UpdateUserInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** ACTIVE or INACTIVE; use deleteUser to delete. */
  status?: InputMaybe<CustomerStatus>;
};

export type UpdateWebhookEndpointInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** false disables the endpoint; true enables it again (and clears its failure streak). */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  eventTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateWishListInput = {
  backInStockAlerts?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  priceDropAlerts?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UsagePoint = {
  __typename?: 'UsagePoint';
  /** Start of the bucket. */
  at: Scalars['DateTime']['output'];
  errors: Scalars['Int']['output'];
  p95Ms?: Maybe<Scalars['Float']['output']>;
  requests: Scalars['Int']['output'];
};

export type UsageReport = {
  __typename?: 'UsageReport';
  /** Null without requests. */
  avgMs?: Maybe<Scalars['Float']['output']>;
  /** errors / requests (0 without requests). */
  errorRate: Scalars['Float']['output'];
  /** Answers carrying an error: HTTP status 400 or more, or GraphQL errors. */
  errors: Scalars['Int']['output'];
  /** Start of the window's first bucket. */
  from: Scalars['DateTime']['output'];
  p50Ms?: Maybe<Scalars['Float']['output']>;
  p95Ms?: Maybe<Scalars['Float']['output']>;
  p99Ms?: Maybe<Scalars['Float']['output']>;
  requests: Scalars['Int']['output'];
  /** One point per bucket of the window, oldest first, empty buckets included. */
  series: Array<UsagePoint>;
  statusCodes: Array<StatusCount>;
  to: Scalars['DateTime']['output'];
  /** The 10 busiest endpoints. */
  topEndpoints: Array<EndpointUsage>;
};

/**
 * Windows of usage reports, ending now and made of whole buckets (the last one still filling): the last
 * hour by minute, the last day and 7 days by hour, the last 30 days by day.
 */
export type UsageWindow =
  | 'last7Days'
  | 'last30Days'
  | 'lastDay'
  | 'lastHour';

/**
 * A customer (or staff) account. `id` is a UUID; `number` is the stable int32 that the gRPC API
 * (package api.v1) identifies users by.
 */
export type User = {
  __typename?: 'User';
  /** The account's API key policy: yourself and staff (null for anyone else). */
  apiKeyPolicy?: Maybe<ApiKeyPolicy>;
  createdAt: Scalars['DateTime']['output'];
  /** Staff only (null for anyone else): what support needs at a glance about this customer. */
  customerRecord?: Maybe<CustomerRecord>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Whether sign-in asks for a one-time code. */
  mfaEnabled: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Stable int32 identifier, assigned in creation order. */
  number: Scalars['Int']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /** What the account may do beyond its own records (CUSTOMER for ordinary accounts). */
  roles: Array<Role>;
  status: CustomerStatus;
  updatedAt: Scalars['DateTime']['output'];
};

/** How `users` sorts; ties go to creation order. */
export type UserOrder =
  | 'CREATED_AT_ASC'
  | 'CREATED_AT_DESC'
  | 'NAME_ASC'
  | 'NAME_DESC';

export type WebhookAttempt = {
  __typename?: 'WebhookAttempt';
  attemptedAt: Scalars['DateTime']['output'];
  error?: Maybe<Scalars['String']['output']>;
  latencyMs: Scalars['Int']['output'];
  number: Scalars['Int']['output'];
  outcome: WebhookAttemptOutcome;
  /** The start of the receiver's answer (at most 1024 characters). */
  responseBody?: Maybe<Scalars['String']['output']>;
  /** The receiver's HTTP status; null when there was no answer. */
  responseStatus?: Maybe<Scalars['Int']['output']>;
};

/**
 * How one attempt ended. SUCCEEDED: 2xx. REJECTED: a 4xx other than 408/409/429 (never retried). HTTP_ERROR:
 * any other status (408, 409, 429, 5xx, and 3xx: redirects are never followed). TIMEOUT: no full answer in
 * time. NETWORK_ERROR: no connection. BLOCKED: the host resolved to an address webhooks may not reach.
 */
export type WebhookAttemptOutcome =
  | 'blocked'
  | 'http-error'
  | 'network-error'
  | 'rejected'
  | 'succeeded'
  | 'timeout';

/** One event for one endpoint, with every attempt to send it. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  attemptCount: Scalars['Int']['output'];
  /** Oldest first (the newest 100 are kept). */
  attempts: Array<WebhookAttempt>;
  createdAt: Scalars['DateTime']['output'];
  endpointId: Scalars['ID']['output'];
  /** The event id: the webhook-id header, the same on every attempt and replay. */
  eventId: Scalars['ID']['output'];
  eventType: Scalars['String']['output'];
  /** Why a FAILED delivery stopped. */
  failureReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** When the next attempt is due; null once the delivery is settled. */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** The exact JSON body sent. */
  payload: Scalars['String']['output'];
  status: WebhookDeliveryStatus;
  /** Whether this is a test event (sendTestWebhook). */
  test: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** PENDING: due or waiting for a retry. SUCCEEDED: a 2xx answer. FAILED: not retried (4xx other than 408/409/429), retries exhausted, or the endpoint was disabled. */
export type WebhookDeliveryStatus =
  | 'failed'
  | 'pending'
  | 'succeeded';

/** Why an endpoint is disabled: its owner switched it off, it kept failing (5 days, 10+ failures in a row), or the account was closed. */
export type WebhookDisabledReason =
  | 'account-closed'
  | 'failing'
  | 'manual';

/**
 * A developer's webhook endpoint: every subscribed event is POSTed to `url` as JSON, signed per the
 * Standard Webhooks specification (headers webhook-id, webhook-timestamp, webhook-signature). See docs/webhooks.md.
 */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  disabledAt?: Maybe<Scalars['DateTime']['output']>;
  disabledReason?: Maybe<WebhookDisabledReason>;
  /** Event types delivered (see webhookEventTypes). */
  eventTypes: Array<Scalars['String']['output']>;
  /** When the current run of failures began; null while deliveries succeed. */
  failingSince?: Maybe<Scalars['DateTime']['output']>;
  /** Failed attempts since the last successful one. */
  failureStreak: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  owner: User;
  /** While a rotation's overlap lasts: when the previous secret stops signing (both signatures are sent until then). */
  previousSecretExpiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** The current signing secret's prefix (whsec_ and 4 characters): enough to recognise it. */
  secretHint: Scalars['String']['output'];
  status: WebhookEndpointStatus;
  updatedAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
};

/** Whether an endpoint receives deliveries. */
export type WebhookEndpointStatus =
  | 'active'
  | 'disabled';

/** A new endpoint (or a rotated secret) and the signing secret, which is never shown again. */
export type WebhookEndpointWithSecret = {
  __typename?: 'WebhookEndpointWithSecret';
  endpoint: WebhookEndpoint;
  /** whsec_ + base64 of 32 random bytes: the key receivers verify signatures with. */
  secret: Scalars['String']['output'];
};

/** A named wish list. Private unless shared; a share link shows only its name and items. */
export type WishList = {
  __typename?: 'WishList';
  /** Opt-in: the same when an item is back in stock. */
  backInStockAlerts: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  items: Array<WishListItem>;
  name: Scalars['String']['output'];
  /** Opt-in: an in-app message (and an email, with consent to marketing email) when an item's price drops. */
  priceDropAlerts: Scalars['Boolean']['output'];
  /** Whether a share link currently opens the list. */
  shared: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type WishListItem = {
  __typename?: 'WishListItem';
  addedAt: Scalars['DateTime']['output'];
  product: Product;
  /** A variant of the product, for catalogs with variants; null for the product itself. */
  variantId?: Maybe<Scalars['ID']['output']>;
};

export type WishListItemInput = {
  productId: Scalars['ID']['input'];
  variantId?: InputMaybe<Scalars['ID']['input']>;
};

/** A new share link's token, shown once; sharing again replaces it (the old link stops working). */
export type WishListShare = {
  __typename?: 'WishListShare';
  token: Scalars['String']['output'];
  wishList: WishList;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = ResolversObject<{
  User: User;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccessLogEntry: ResolverTypeWrapper<AccessLogView>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  AccessLogInput: AccessLogInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  AccountDeletion: ResolverTypeWrapper<DeletionRequest>;
  AddAddressInput: AddAddressInput;
  AddressType: null;
  ApiKey: ResolverTypeWrapper<ApiKeyRecord>;
  ApiKeyGrant: ResolverTypeWrapper<ApiKeyGrantValue>;
  ApiKeyPolicy: ResolverTypeWrapper<ApiKeyPolicy>;
  ApiKeyType: null;
  ApiKeyUsage: ResolverTypeWrapper<UsageView>;
  ApiKeyUsageInput: ApiKeyUsageInput;
  AuthorizationCodeInput: AuthorizationCodeInput;
  ChangeSource: null;
  ClientSecretInput: ClientSecretInput;
  ClientUsage: ResolverTypeWrapper<ClientUsage>;
  CodeExchangeInput: CodeExchangeInput;
  ConsentChange: ResolverTypeWrapper<ConsentAuditEntry>;
  ConsentText: ResolverTypeWrapper<ConsentTextRecord>;
  ConsentTextVersionInput: ConsentTextVersionInput;
  ConsentTopic: null;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateOAuthClientInput: CreateOAuthClientInput;
  CreateUserInput: CreateUserInput;
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CreateWishListInput: CreateWishListInput;
  CreatedApiKey: ResolverTypeWrapper<Omit<CreatedApiKey, 'apiKey'> & { apiKey: ResolversTypes['ApiKey'] }>;
  CreatedOAuthClient: ResolverTypeWrapper<Omit<CreatedOAuthClient, 'client'> & { client: ResolversTypes['OAuthClient'] }>;
  CredentialStanding: ResolverTypeWrapper<CredentialStandingValue>;
  CustomerRecord: ResolverTypeWrapper<CustomerRecordView>;
  CustomerStatus: null;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DevMessage: ResolverTypeWrapper<SentMessage>;
  EndpointCount: ResolverTypeWrapper<EndpointCount>;
  EndpointCountInput: EndpointCountInput;
  EndpointMetrics: ResolverTypeWrapper<EndpointMetrics>;
  EndpointUsage: ResolverTypeWrapper<EndpointUsage>;
  JsonWebKey: ResolverTypeWrapper<JsonWebKey>;
  KeyUsage: ResolverTypeWrapper<KeyUsage>;
  MarketingChannels: ResolverTypeWrapper<MarketingChannels>;
  MfaEnrollment: ResolverTypeWrapper<MfaEnrollment>;
  MfaRecoveryCodes: ResolverTypeWrapper<MfaRecoveryCodes>;
  MoneyTotal: ResolverTypeWrapper<MoneyTotal>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<InAppNotification>;
  OAuthClient: ResolverTypeWrapper<OAuthClientRecord>;
  OAuthClientSecret: ResolverTypeWrapper<OAuthClientSecret>;
  OAuthClientType: null;
  OpenIdClaims: ResolverTypeWrapper<OpenIdClaims>;
  OpenTicketInput: OpenTicketInput;
  Order: ResolverTypeWrapper<Order>;
  PasswordLoginInput: PasswordLoginInput;
  PersonalDataExport: ResolverTypeWrapper<ExportView>;
  PersonalDataExportStatus: null;
  PersonalDataExportTicket: ResolverTypeWrapper<Omit<PersonalDataExportTicket, 'export'> & { export: ResolversTypes['PersonalDataExport'] }>;
  Plan: ResolverTypeWrapper<Plan>;
  PlanChangeRequest: ResolverTypeWrapper<PlanChangeRecord>;
  PlanChangeStatus: null;
  Preferences: ResolverTypeWrapper<UserPreferences>;
  PrivacySettings: ResolverTypeWrapper<PrivacySettings>;
  Product: ResolverTypeWrapper<Product>;
  ProfileVisibility: null;
  PushDevice: ResolverTypeWrapper<PushDeviceRecord>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateLimitTier: null;
  RegisterInput: RegisterInput;
  RegisterPushDeviceInput: RegisterPushDeviceInput;
  Role: null;
  SavedAddress: ResolverTypeWrapper<SavedAddressRecord>;
  SavedAddressFields: SavedAddressFields;
  Session: ResolverTypeWrapper<SessionRecord>;
  SharedWishList: ResolverTypeWrapper<Omit<SharedWishList, 'items'> & { items: Array<ResolversTypes['WishListItem']> }>;
  SigningKey: ResolverTypeWrapper<SigningKey>;
  StatusClass: null;
  StatusCount: ResolverTypeWrapper<StatusCount>;
  StatusCountInput: StatusCountInput;
  Ticket: ResolverTypeWrapper<TicketRecord>;
  TicketAuthor: null;
  TicketFilter: TicketFilter;
  TicketMessage: ResolverTypeWrapper<TicketMessageRecord>;
  TicketStatus: null;
  TokenGrant: ResolverTypeWrapper<TokenGrantValue>;
  UpdateAddressInput: UpdateAddressInput;
  UpdateApiKeyInput: UpdateApiKeyInput;
  UpdateOAuthClientInput: UpdateOAuthClientInput;
  UpdatePreferencesInput: UpdatePreferencesInput;
  UpdateUserInput: UpdateUserInput;
  UpdateWebhookEndpointInput: UpdateWebhookEndpointInput;
  UpdateWishListInput: UpdateWishListInput;
  UsagePoint: ResolverTypeWrapper<UsagePoint>;
  UsageReport: ResolverTypeWrapper<UsageReport>;
  UsageWindow: null;
  User: ResolverTypeWrapper<UserRecord>;
  UserOrder: UserOrder;
  WebhookAttempt: ResolverTypeWrapper<WebhookAttemptRecord>;
  WebhookAttemptOutcome: null;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryRecord>;
  WebhookDeliveryStatus: null;
  WebhookDisabledReason: null;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpointRecord>;
  WebhookEndpointStatus: null;
  WebhookEndpointWithSecret: ResolverTypeWrapper<Omit<WebhookEndpointWithSecret, 'endpoint'> & { endpoint: ResolversTypes['WebhookEndpoint'] }>;
  WishList: ResolverTypeWrapper<WishListRecord>;
  WishListItem: ResolverTypeWrapper<WishListItemRecord>;
  WishListItemInput: WishListItemInput;
  WishListShare: ResolverTypeWrapper<Omit<WishListShare, 'wishList'> & { wishList: ResolversTypes['WishList'] }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccessLogEntry: AccessLogView;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  Float: Scalars['Float']['output'];
  AccessLogInput: AccessLogInput;
  Boolean: Scalars['Boolean']['output'];
  AccountDeletion: DeletionRequest;
  AddAddressInput: AddAddressInput;
  ApiKey: ApiKeyRecord;
  ApiKeyGrant: ApiKeyGrantValue;
  ApiKeyPolicy: ApiKeyPolicy;
  ApiKeyUsage: UsageView;
  ApiKeyUsageInput: ApiKeyUsageInput;
  AuthorizationCodeInput: AuthorizationCodeInput;
  ClientSecretInput: ClientSecretInput;
  ClientUsage: ClientUsage;
  CodeExchangeInput: CodeExchangeInput;
  ConsentChange: ConsentAuditEntry;
  ConsentText: ConsentTextRecord;
  ConsentTextVersionInput: ConsentTextVersionInput;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateOAuthClientInput: CreateOAuthClientInput;
  CreateUserInput: CreateUserInput;
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CreateWishListInput: CreateWishListInput;
  CreatedApiKey: Omit<CreatedApiKey, 'apiKey'> & { apiKey: ResolversParentTypes['ApiKey'] };
  CreatedOAuthClient: Omit<CreatedOAuthClient, 'client'> & { client: ResolversParentTypes['OAuthClient'] };
  CredentialStanding: CredentialStandingValue;
  CustomerRecord: CustomerRecordView;
  DateTime: Scalars['DateTime']['output'];
  DevMessage: SentMessage;
  EndpointCount: EndpointCount;
  EndpointCountInput: EndpointCountInput;
  EndpointMetrics: EndpointMetrics;
  EndpointUsage: EndpointUsage;
  JsonWebKey: JsonWebKey;
  KeyUsage: KeyUsage;
  MarketingChannels: MarketingChannels;
  MfaEnrollment: MfaEnrollment;
  MfaRecoveryCodes: MfaRecoveryCodes;
  MoneyTotal: MoneyTotal;
  Mutation: Record<PropertyKey, never>;
  Notification: InAppNotification;
  OAuthClient: OAuthClientRecord;
  OAuthClientSecret: OAuthClientSecret;
  OpenIdClaims: OpenIdClaims;
  OpenTicketInput: OpenTicketInput;
  Order: Order;
  PasswordLoginInput: PasswordLoginInput;
  PersonalDataExport: ExportView;
  PersonalDataExportTicket: Omit<PersonalDataExportTicket, 'export'> & { export: ResolversParentTypes['PersonalDataExport'] };
  Plan: Plan;
  PlanChangeRequest: PlanChangeRecord;
  Preferences: UserPreferences;
  PrivacySettings: PrivacySettings;
  Product: Product;
  PushDevice: PushDeviceRecord;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  RegisterPushDeviceInput: RegisterPushDeviceInput;
  SavedAddress: SavedAddressRecord;
  SavedAddressFields: SavedAddressFields;
  Session: SessionRecord;
  SharedWishList: Omit<SharedWishList, 'items'> & { items: Array<ResolversParentTypes['WishListItem']> };
  SigningKey: SigningKey;
  StatusCount: StatusCount;
  StatusCountInput: StatusCountInput;
  Ticket: TicketRecord;
  TicketFilter: TicketFilter;
  TicketMessage: TicketMessageRecord;
  TokenGrant: TokenGrantValue;
  UpdateAddressInput: UpdateAddressInput;
  UpdateApiKeyInput: UpdateApiKeyInput;
  UpdateOAuthClientInput: UpdateOAuthClientInput;
  UpdatePreferencesInput: UpdatePreferencesInput;
  UpdateUserInput: UpdateUserInput;
  UpdateWebhookEndpointInput: UpdateWebhookEndpointInput;
  UpdateWishListInput: UpdateWishListInput;
  UsagePoint: UsagePoint;
  UsageReport: UsageReport;
  User: UserRecord;
  WebhookAttempt: WebhookAttemptRecord;
  WebhookDelivery: WebhookDeliveryRecord;
  WebhookEndpoint: WebhookEndpointRecord;
  WebhookEndpointWithSecret: Omit<WebhookEndpointWithSecret, 'endpoint'> & { endpoint: ResolversParentTypes['WebhookEndpoint'] };
  WishList: WishListRecord;
  WishListItem: WishListItemRecord;
  WishListItemInput: WishListItemInput;
  WishListShare: Omit<WishListShare, 'wishList'> & { wishList: ResolversParentTypes['WishList'] };
  Int: Scalars['Int']['output'];
}>;

export type RateLimitDirectiveArgs = {
  duration?: Scalars['Int']['input'];
  limit?: Scalars['Int']['input'];
};

export type RateLimitDirectiveResolver<Result, Parent, ContextType = UsersContext, Args = RateLimitDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccessLogEntryResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['AccessLogEntry'] = ResolversParentTypes['AccessLogEntry']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  client?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  keyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  latencyMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type AccountDeletionResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['AccountDeletion'] = ResolversParentTypes['AccountDeletion']> = ResolversObject<{
  dueAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AddressTypeResolvers = { BILLING: 'billing', SHIPPING: 'shipping' };

export type ApiKeyResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  hint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastUsed?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  revoked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rotationDue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['RateLimitTier'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ApiKeyType'], ParentType, ContextType>;
}>;

export type ApiKeyGrantResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['ApiKeyGrant'] = ResolversParentTypes['ApiKeyGrant']> = ResolversObject<{
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  keyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxAgeExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['RateLimitTier'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ApiKeyType'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ApiKeyPolicyResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['ApiKeyPolicy'] = ResolversParentTypes['ApiKeyPolicy']> = ResolversObject<{
  maxAgeDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ApiKeyTypeResolvers = { PUBLIC: 'public', SECRET: 'secret' };

export type ApiKeyUsageResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['ApiKeyUsage'] = ResolversParentTypes['ApiKeyUsage']> = ResolversObject<{
  averageLatencyMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  endpoints?: Resolver<Array<ResolversTypes['EndpointCount']>, ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  limited?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxLatencyMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minute?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statuses?: Resolver<Array<ResolversTypes['StatusCount']>, ParentType, ContextType>;
}>;

export type ChangeSourceResolvers = { API: 'api', IMPORT: 'import', PORTAL: 'portal', SUPPORT: 'support' };

export type ClientUsageResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['ClientUsage'] = ResolversParentTypes['ClientUsage']> = ResolversObject<{
  client?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ConsentChangeResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['ConsentChange'] = ResolversParentTypes['ConsentChange']> = ResolversObject<{
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  previous?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  setting?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ChangeSource'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  textTopic?: Resolver<Maybe<ResolversTypes['ConsentTopic']>, ParentType, ContextType>;
  textVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConsentTextResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['ConsentText'] = ResolversParentTypes['ConsentText']> = ResolversObject<{
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['ConsentTopic'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ConsentTopicResolvers = { ANALYTICS: 'analytics', MARKETING_EMAIL: 'marketing-email', MARKETING_PUSH: 'marketing-push', MARKETING_SMS: 'marketing-sms', NEWSLETTER: 'newsletter', PERSONALISED_RECOMMENDATIONS: 'personalised-recommendations' };

export type CreatedApiKeyResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = ResolversObject<{
  apiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreatedOAuthClientResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['CreatedOAuthClient'] = ResolversParentTypes['CreatedOAuthClient']> = ResolversObject<{
  client?: Resolver<ResolversTypes['OAuthClient'], ParentType, ContextType>;
  clientSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CredentialStandingResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['CredentialStanding'] = ResolversParentTypes['CredentialStanding']> = ResolversObject<{
  generation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CustomerRecordResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['CustomerRecord'] = ResolversParentTypes['CustomerRecord']> = ResolversObject<{
  lastOrderAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lifetimeValue?: Resolver<Array<ResolversTypes['MoneyTotal']>, ParentType, ContextType>;
  marketing?: Resolver<ResolversTypes['MarketingChannels'], ParentType, ContextType>;
  newsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  openTickets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  privacy?: Resolver<ResolversTypes['PrivacySettings'], ParentType, ContextType>;
  registeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  registeredVia?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CustomerStatusResolvers = { ACTIVE: 'active', DELETED: 'deleted', INACTIVE: 'inactive' };

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DevMessageResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['DevMessage'] = ResolversParentTypes['DevMessage']> = ResolversObject<{
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EndpointCountResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['EndpointCount'] = ResolversParentTypes['EndpointCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EndpointMetricsResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['EndpointMetrics'] = ResolversParentTypes['EndpointMetrics']> = ResolversObject<{
  avgMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  clients?: Resolver<Array<ResolversTypes['ClientUsage']>, ParentType, ContextType>;
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errorRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  keys?: Resolver<Array<ResolversTypes['KeyUsage']>, ParentType, ContextType>;
  p95Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p99Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusCodes?: Resolver<Array<ResolversTypes['StatusCount']>, ParentType, ContextType>;
}>;

export type EndpointUsageResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['EndpointUsage'] = ResolversParentTypes['EndpointUsage']> = ResolversObject<{
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  p95Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type JsonWebKeyResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['JsonWebKey'] = ResolversParentTypes['JsonWebKey']> = ResolversObject<{
  alg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  e?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kty?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  use?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KeyUsageResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['KeyUsage'] = ResolversParentTypes['KeyUsage']> = ResolversObject<{
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  keyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MarketingChannelsResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['MarketingChannels'] = ResolversParentTypes['MarketingChannels']> = ResolversObject<{
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  push?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MfaEnrollmentResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['MfaEnrollment'] = ResolversParentTypes['MfaEnrollment']> = ResolversObject<{
  otpauthUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MfaRecoveryCodesResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['MfaRecoveryCodes'] = ResolversParentTypes['MfaRecoveryCodes']> = ResolversObject<{
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MoneyTotalResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['MoneyTotal'] = ResolversParentTypes['MoneyTotal']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addAddress?: Resolver<ResolversTypes['SavedAddress'], ParentType, ContextType, RequireFields<MutationAddAddressArgs, 'input'>>;
  addWishListItem?: Resolver<ResolversTypes['WishList'], ParentType, ContextType, RequireFields<MutationAddWishListItemArgs, 'id' | 'item'>>;
  assignTicket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationAssignTicketArgs, 'id'>>;
  authenticateClient?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationAuthenticateClientArgs, 'client'>>;
  authenticateUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationAuthenticateUserArgs, 'input'>>;
  cancelAccountDeletion?: Resolver<ResolversTypes['AccountDeletion'], ParentType, ContextType, RequireFields<MutationCancelAccountDeletionArgs, 'token'>>;
  cancelPlanChange?: Resolver<ResolversTypes['PlanChangeRequest'], ParentType, ContextType, RequireFields<MutationCancelPlanChangeArgs, 'id'>>;
  cancelUserDeletion?: Resolver<ResolversTypes['AccountDeletion'], ParentType, ContextType, RequireFields<MutationCancelUserDeletionArgs, 'id'>>;
  clientCredentialsGrant?: Resolver<ResolversTypes['TokenGrant'], ParentType, ContextType, RequireFields<MutationClientCredentialsGrantArgs, 'client' | 'scopes'>>;
  closeTicket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationCloseTicketArgs, 'id'>>;
  confirmMfaEnrollment?: Resolver<ResolversTypes['MfaRecoveryCodes'], ParentType, ContextType, RequireFields<MutationConfirmMfaEnrollmentArgs, 'code'>>;
  createApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  createOAuthClient?: Resolver<ResolversTypes['CreatedOAuthClient'], ParentType, ContextType, RequireFields<MutationCreateOAuthClientArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpointWithSecret'], ParentType, ContextType, RequireFields<MutationCreateWebhookEndpointArgs, 'input'>>;
  createWishList?: Resolver<ResolversTypes['WishList'], ParentType, ContextType, RequireFields<MutationCreateWishListArgs, 'input'>>;
  decidePlanChange?: Resolver<ResolversTypes['PlanChangeRequest'], ParentType, ContextType, RequireFields<MutationDecidePlanChangeArgs, 'approve' | 'id'>>;
  deleteAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  deleteOAuthClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteOAuthClientArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  deleteWebhookEndpoint?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWebhookEndpointArgs, 'id'>>;
  deleteWishList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWishListArgs, 'id'>>;
  disableMfa?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDisableMfaArgs, 'code'>>;
  endSession?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationEndSessionArgs, 'refreshToken'>>;
  exchangeAuthorizationCode?: Resolver<ResolversTypes['TokenGrant'], ParentType, ContextType, RequireFields<MutationExchangeAuthorizationCodeArgs, 'input'>>;
  issueAuthorizationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationIssueAuthorizationCodeArgs, 'input'>>;
  markNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'id'>>;
  openTicket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationOpenTicketArgs, 'input'>>;
  passwordLogin?: Resolver<ResolversTypes['TokenGrant'], ParentType, ContextType, RequireFields<MutationPasswordLoginArgs, 'input'>>;
  publishConsentText?: Resolver<ResolversTypes['ConsentText'], ParentType, ContextType, RequireFields<MutationPublishConsentTextArgs, 'text' | 'topic'>>;
  recordAccessLogs?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationRecordAccessLogsArgs, 'entries'>>;
  recordApiKeyUsage?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationRecordApiKeyUsageArgs, 'entries'>>;
  refreshSession?: Resolver<ResolversTypes['TokenGrant'], ParentType, ContextType, RequireFields<MutationRefreshSessionArgs, 'refreshToken'>>;
  registerAccount?: Resolver<ResolversTypes['TokenGrant'], ParentType, ContextType, RequireFields<MutationRegisterAccountArgs, 'input'>>;
  registerPushDevice?: Resolver<ResolversTypes['PushDevice'], ParentType, ContextType, RequireFields<MutationRegisterPushDeviceArgs, 'input'>>;
  removePushDevice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemovePushDeviceArgs, 'id'>>;
  removeWishListItem?: Resolver<ResolversTypes['WishList'], ParentType, ContextType, RequireFields<MutationRemoveWishListItemArgs, 'id' | 'item'>>;
  replayWebhookDelivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationReplayWebhookDeliveryArgs, 'id'>>;
  replyToTicket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationReplyToTicketArgs, 'body' | 'id'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestPersonalDataExport?: Resolver<ResolversTypes['PersonalDataExportTicket'], ParentType, ContextType, RequireFields<MutationRequestPersonalDataExportArgs, 'userId'>>;
  requestPlanChange?: Resolver<ResolversTypes['PlanChangeRequest'], ParentType, ContextType, RequireFields<MutationRequestPlanChangeArgs, 'keyId' | 'tier'>>;
  requestUserDeletion?: Resolver<ResolversTypes['AccountDeletion'], ParentType, ContextType, RequireFields<MutationRequestUserDeletionArgs, 'id'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  resolveTicket?: Resolver<ResolversTypes['Ticket'], ParentType, ContextType, RequireFields<MutationResolveTicketArgs, 'id'>>;
  revokeApiKey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  revokeApplicationTokens?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationRevokeApplicationTokensArgs, 'client'>>;
  revokeClientSession?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationRevokeClientSessionArgs, 'client'>>;
  revokeSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeSessionArgs, 'id'>>;
  rotateApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationRotateApiKeyArgs, 'id' | 'overlapSeconds'>>;
  rotateOAuthClientSecret?: Resolver<ResolversTypes['OAuthClientSecret'], ParentType, ContextType, RequireFields<MutationRotateOAuthClientSecretArgs, 'clientId' | 'overlapSeconds'>>;
  rotateSigningKey?: Resolver<ResolversTypes['SigningKey'], ParentType, ContextType>;
  rotateWebhookSecret?: Resolver<ResolversTypes['WebhookEndpointWithSecret'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'id' | 'overlapSeconds'>>;
  sendTestWebhook?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationSendTestWebhookArgs, 'endpointId'>>;
  setApiKeyPolicy?: Resolver<ResolversTypes['ApiKeyPolicy'], ParentType, ContextType, Partial<MutationSetApiKeyPolicyArgs>>;
  setDefaultAddress?: Resolver<ResolversTypes['SavedAddress'], ParentType, ContextType, RequireFields<MutationSetDefaultAddressArgs, 'id'>>;
  setUserRoles?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserRolesArgs, 'id' | 'roles'>>;
  shareWishList?: Resolver<ResolversTypes['WishListShare'], ParentType, ContextType, RequireFields<MutationShareWishListArgs, 'id'>>;
  startMfaEnrollment?: Resolver<ResolversTypes['MfaEnrollment'], ParentType, ContextType>;
  touchApiKeys?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationTouchApiKeysArgs, 'ids'>>;
  unshareWishList?: Resolver<ResolversTypes['WishList'], ParentType, ContextType, RequireFields<MutationUnshareWishListArgs, 'id'>>;
  updateAddress?: Resolver<ResolversTypes['SavedAddress'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'id' | 'input'>>;
  updateApiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType, RequireFields<MutationUpdateApiKeyArgs, 'id' | 'input'>>;
  updateOAuthClient?: Resolver<ResolversTypes['OAuthClient'], ParentType, ContextType, RequireFields<MutationUpdateOAuthClientArgs, 'clientId' | 'input'>>;
  updatePreferences?: Resolver<ResolversTypes['Preferences'], ParentType, ContextType, RequireFields<MutationUpdatePreferencesArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  updateWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationUpdateWebhookEndpointArgs, 'id' | 'input'>>;
  updateWishList?: Resolver<ResolversTypes['WishList'], ParentType, ContextType, RequireFields<MutationUpdateWishListArgs, 'id' | 'input'>>;
  validateApiKey?: Resolver<Maybe<ResolversTypes['ApiKeyGrant']>, ParentType, ContextType, RequireFields<MutationValidateApiKeyArgs, 'keyHash'>>;
}>;

export type NotificationResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OAuthClientResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['OAuthClient'] = ResolversParentTypes['OAuthClient']> = ResolversObject<{
  allowedScopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  redirectUris?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  requirePkce?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OAuthClientType'], ParentType, ContextType>;
}>;

export type OAuthClientSecretResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['OAuthClientSecret'] = ResolversParentTypes['OAuthClientSecret']> = ResolversObject<{
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousSecretExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type OAuthClientTypeResolvers = { CONFIDENTIAL: 'confidential', PUBLIC: 'public' };

export type OpenIdClaimsResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['OpenIdClaims'] = ResolversParentTypes['OpenIdClaims']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailVerified?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sub?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PersonalDataExportResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['PersonalDataExport'] = ResolversParentTypes['PersonalDataExport']> = ResolversObject<{
  bytes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  readyAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PersonalDataExportStatus'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PersonalDataExportStatusResolvers = { PENDING: 'pending', READY: 'ready' };

export type PersonalDataExportTicketResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['PersonalDataExportTicket'] = ResolversParentTypes['PersonalDataExportTicket']> = ResolversObject<{
  downloadToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  export?: Resolver<ResolversTypes['PersonalDataExport'], ParentType, ContextType>;
}>;

export type PlanResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestsPerMinute?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['RateLimitTier'], ParentType, ContextType>;
}>;

export type PlanChangeRequestResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['PlanChangeRequest'] = ResolversParentTypes['PlanChangeRequest']> = ResolversObject<{
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fromTier?: Resolver<ResolversTypes['RateLimitTier'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PlanChangeStatus'], ParentType, ContextType>;
  toTier?: Resolver<ResolversTypes['RateLimitTier'], ParentType, ContextType>;
}>;

export type PlanChangeStatusResolvers = { APPROVED: 'approved', CANCELLED: 'cancelled', PENDING: 'pending', REFUSED: 'refused' };

export type PreferencesResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['Preferences'] = ResolversParentTypes['Preferences']> = ResolversObject<{
  auditTrail?: Resolver<Array<ResolversTypes['ConsentChange']>, ParentType, ContextType>;
  marketing?: Resolver<ResolversTypes['MarketingChannels'], ParentType, ContextType>;
  newsletter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  privacy?: Resolver<ResolversTypes['PrivacySettings'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PrivacySettingsResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['PrivacySettings'] = ResolversParentTypes['PrivacySettings']> = ResolversObject<{
  analytics?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  personalisedRecommendations?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profileVisibility?: Resolver<ResolversTypes['ProfileVisibility'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ProfileVisibilityResolvers = { PRIVATE: 'private', PUBLIC: 'public' };

export type PushDeviceResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['PushDevice'] = ResolversParentTypes['PushDevice']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenHint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  accessLogs?: Resolver<Array<ResolversTypes['AccessLogEntry']>, ParentType, ContextType, RequireFields<QueryAccessLogsArgs, 'limit'>>;
  address?: Resolver<Maybe<ResolversTypes['SavedAddress']>, ParentType, ContextType, RequireFields<QueryAddressArgs, 'id'>>;
  addressForOrder?: Resolver<Maybe<ResolversTypes['SavedAddress']>, ParentType, ContextType, RequireFields<QueryAddressForOrderArgs, 'id' | 'userId'>>;
  addresses?: Resolver<Array<ResolversTypes['SavedAddress']>, ParentType, ContextType, Partial<QueryAddressesArgs>>;
  apiKey?: Resolver<Maybe<ResolversTypes['ApiKey']>, ParentType, ContextType, RequireFields<QueryApiKeyArgs, 'id'>>;
  apiKeyUsage?: Resolver<Array<ResolversTypes['ApiKeyUsage']>, ParentType, ContextType, Partial<QueryApiKeyUsageArgs>>;
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType, Partial<QueryApiKeysArgs>>;
  applicationStanding?: Resolver<Maybe<ResolversTypes['CredentialStanding']>, ParentType, ContextType, RequireFields<QueryApplicationStandingArgs, 'clientId'>>;
  consentTexts?: Resolver<Array<ResolversTypes['ConsentText']>, ParentType, ContextType, Partial<QueryConsentTextsArgs>>;
  customerRecord?: Resolver<Maybe<ResolversTypes['CustomerRecord']>, ParentType, ContextType, RequireFields<QueryCustomerRecordArgs, 'userId'>>;
  devMessages?: Resolver<Array<ResolversTypes['DevMessage']>, ParentType, ContextType, RequireFields<QueryDevMessagesArgs, 'to'>>;
  endpointMetrics?: Resolver<Array<ResolversTypes['EndpointMetrics']>, ParentType, ContextType, RequireFields<QueryEndpointMetricsArgs, 'window'>>;
  jsonWebKeys?: Resolver<Array<ResolversTypes['JsonWebKey']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'limit' | 'offset' | 'unreadOnly'>>;
  oauthClient?: Resolver<Maybe<ResolversTypes['OAuthClient']>, ParentType, ContextType, RequireFields<QueryOauthClientArgs, 'id'>>;
  oauthClients?: Resolver<Array<ResolversTypes['OAuthClient']>, ParentType, ContextType, Partial<QueryOauthClientsArgs>>;
  openIdClaims?: Resolver<Maybe<ResolversTypes['OpenIdClaims']>, ParentType, ContextType, RequireFields<QueryOpenIdClaimsArgs, 'scopes' | 'userId'>>;
  personalDataExport?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryPersonalDataExportArgs, 'id' | 'token'>>;
  personalDataExports?: Resolver<Array<ResolversTypes['PersonalDataExport']>, ParentType, ContextType, RequireFields<QueryPersonalDataExportsArgs, 'userId'>>;
  planChangeRequests?: Resolver<Array<ResolversTypes['PlanChangeRequest']>, ParentType, ContextType, Partial<QueryPlanChangeRequestsArgs>>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  preferences?: Resolver<ResolversTypes['Preferences'], ParentType, ContextType, Partial<QueryPreferencesArgs>>;
  pushDevices?: Resolver<Array<ResolversTypes['PushDevice']>, ParentType, ContextType>;
  searchUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QuerySearchUsersArgs, 'limit' | 'query'>>;
  sessionStanding?: Resolver<Maybe<ResolversTypes['CredentialStanding']>, ParentType, ContextType, RequireFields<QuerySessionStandingArgs, 'id'>>;
  sessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType, Partial<QuerySessionsArgs>>;
  sharedWishList?: Resolver<Maybe<ResolversTypes['SharedWishList']>, ParentType, ContextType, RequireFields<QuerySharedWishListArgs, 'token'>>;
  ticket?: Resolver<Maybe<ResolversTypes['Ticket']>, ParentType, ContextType, RequireFields<QueryTicketArgs, 'id'>>;
  tickets?: Resolver<Array<ResolversTypes['Ticket']>, ParentType, ContextType, RequireFields<QueryTicketsArgs, 'limit' | 'offset'>>;
  topApiKeys?: Resolver<Array<ResolversTypes['KeyUsage']>, ParentType, ContextType, RequireFields<QueryTopApiKeysArgs, 'limit' | 'window'>>;
  usageReport?: Resolver<ResolversTypes['UsageReport'], ParentType, ContextType, RequireFields<QueryUsageReportArgs, 'window'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userByNumber?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserByNumberArgs, 'number'>>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit' | 'offset' | 'orderBy'>>;
  webhookDeliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'endpointId' | 'limit' | 'offset'>>;
  webhookDelivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<QueryWebhookDeliveryArgs, 'id'>>;
  webhookEndpoint?: Resolver<Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType, RequireFields<QueryWebhookEndpointArgs, 'id'>>;
  webhookEndpoints?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType, Partial<QueryWebhookEndpointsArgs>>;
  webhookEventTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  wishList?: Resolver<Maybe<ResolversTypes['WishList']>, ParentType, ContextType, RequireFields<QueryWishListArgs, 'id'>>;
  wishLists?: Resolver<Array<ResolversTypes['WishList']>, ParentType, ContextType, Partial<QueryWishListsArgs>>;
}>;

export type RateLimitTierResolvers = { BASIC: 'basic', ENTERPRISE: 'enterprise', PROFESSIONAL: 'professional' };

export type RoleResolvers = { ADMIN: 'admin', CUSTOMER: 'customer', READ_ONLY: 'read-only', SUPPORT: 'support' };

export type SavedAddressResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['SavedAddress'] = ResolversParentTypes['SavedAddress']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AddressType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SessionResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = ResolversObject<{
  clientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastUsedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  userAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SharedWishListResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['SharedWishList'] = ResolversParentTypes['SharedWishList']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['WishListItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SigningKeyResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['SigningKey'] = ResolversParentTypes['SigningKey']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StatusClassResolvers = { CLIENT_ERROR_4XX: '4xx', REDIRECT_3XX: '3xx', SERVER_ERROR_5XX: '5xx', SUCCESS_2XX: '2xx' };

export type StatusCountResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['StatusCount'] = ResolversParentTypes['StatusCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TicketResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['Ticket'] = ResolversParentTypes['Ticket']> = ResolversObject<{
  assignee?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  firstResponseAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  firstResponseSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['TicketMessage']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  resolutionSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TicketStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type TicketAuthorResolvers = { CUSTOMER: 'customer', STAFF: 'staff' };

export type TicketMessageResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['TicketMessage'] = ResolversParentTypes['TicketMessage']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  author?: Resolver<ResolversTypes['TicketAuthor'], ParentType, ContextType>;
  authorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type TicketStatusResolvers = { CLOSED: 'closed', OPEN: 'open', RESOLVED: 'resolved', WAITING_ON_CUSTOMER: 'waiting-on-customer', WAITING_ON_SUPPORT: 'waiting-on-support' };

export type TokenGrantResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['TokenGrant'] = ResolversParentTypes['TokenGrant']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  idToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sessionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type UsagePointResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['UsagePoint'] = ResolversParentTypes['UsagePoint']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  p95Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UsageReportResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['UsageReport'] = ResolversParentTypes['UsageReport']> = ResolversObject<{
  avgMs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  errorRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  errors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  p50Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p95Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p99Ms?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  requests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['UsagePoint']>, ParentType, ContextType>;
  statusCodes?: Resolver<Array<ResolversTypes['StatusCount']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  topEndpoints?: Resolver<Array<ResolversTypes['EndpointUsage']>, ParentType, ContextType>;
}>;

export type UsageWindowResolvers = { LAST_7_DAYS: 'last7Days', LAST_30_DAYS: 'last30Days', LAST_DAY: 'lastDay', LAST_HOUR: 'lastHour' };

export type UserResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  apiKeyPolicy?: Resolver<Maybe<ResolversTypes['ApiKeyPolicy']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customerRecord?: Resolver<Maybe<ResolversTypes['CustomerRecord']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mfaEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CustomerStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type WebhookAttemptResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['WebhookAttempt'] = ResolversParentTypes['WebhookAttempt']> = ResolversObject<{
  attemptedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latencyMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['WebhookAttemptOutcome'], ParentType, ContextType>;
  responseBody?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type WebhookAttemptOutcomeResolvers = { BLOCKED: 'blocked', HTTP_ERROR: 'http-error', NETWORK_ERROR: 'network-error', REJECTED: 'rejected', SUCCEEDED: 'succeeded', TIMEOUT: 'timeout' };

export type WebhookDeliveryResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = ResolversObject<{
  attemptCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attempts?: Resolver<Array<ResolversTypes['WebhookAttempt']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endpointId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
  test?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type WebhookDeliveryStatusResolvers = { FAILED: 'failed', PENDING: 'pending', SUCCEEDED: 'succeeded' };

export type WebhookDisabledReasonResolvers = { ACCOUNT_CLOSED: 'account-closed', FAILING: 'failing', MANUAL: 'manual' };

export type WebhookEndpointResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  disabledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  disabledReason?: Resolver<Maybe<ResolversTypes['WebhookDisabledReason']>, ParentType, ContextType>;
  eventTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  failingSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  failureStreak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  previousSecretExpiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  secretHint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookEndpointStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookEndpointStatusResolvers = { ACTIVE: 'active', DISABLED: 'disabled' };

export type WebhookEndpointWithSecretResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['WebhookEndpointWithSecret'] = ResolversParentTypes['WebhookEndpointWithSecret']> = ResolversObject<{
  endpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WishListResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['WishList'] = ResolversParentTypes['WishList']> = ResolversObject<{
  backInStockAlerts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['WishListItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceDropAlerts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type WishListItemResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['WishListItem'] = ResolversParentTypes['WishListItem']> = ResolversObject<{
  addedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  variantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type WishListShareResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['WishListShare'] = ResolversParentTypes['WishListShare']> = ResolversObject<{
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wishList?: Resolver<ResolversTypes['WishList'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = UsersContext> = ResolversObject<{
  AccessLogEntry?: AccessLogEntryResolvers<ContextType>;
  AccountDeletion?: AccountDeletionResolvers<ContextType>;
  AddressType?: AddressTypeResolvers;
  ApiKey?: ApiKeyResolvers<ContextType>;
  ApiKeyGrant?: ApiKeyGrantResolvers<ContextType>;
  ApiKeyPolicy?: ApiKeyPolicyResolvers<ContextType>;
  ApiKeyType?: ApiKeyTypeResolvers;
  ApiKeyUsage?: ApiKeyUsageResolvers<ContextType>;
  ChangeSource?: ChangeSourceResolvers;
  ClientUsage?: ClientUsageResolvers<ContextType>;
  ConsentChange?: ConsentChangeResolvers<ContextType>;
  ConsentText?: ConsentTextResolvers<ContextType>;
  ConsentTopic?: ConsentTopicResolvers;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  CreatedOAuthClient?: CreatedOAuthClientResolvers<ContextType>;
  CredentialStanding?: CredentialStandingResolvers<ContextType>;
  CustomerRecord?: CustomerRecordResolvers<ContextType>;
  CustomerStatus?: CustomerStatusResolvers;
  DateTime?: GraphQLScalarType;
  DevMessage?: DevMessageResolvers<ContextType>;
  EndpointCount?: EndpointCountResolvers<ContextType>;
  EndpointMetrics?: EndpointMetricsResolvers<ContextType>;
  EndpointUsage?: EndpointUsageResolvers<ContextType>;
  JsonWebKey?: JsonWebKeyResolvers<ContextType>;
  KeyUsage?: KeyUsageResolvers<ContextType>;
  MarketingChannels?: MarketingChannelsResolvers<ContextType>;
  MfaEnrollment?: MfaEnrollmentResolvers<ContextType>;
  MfaRecoveryCodes?: MfaRecoveryCodesResolvers<ContextType>;
  MoneyTotal?: MoneyTotalResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  OAuthClient?: OAuthClientResolvers<ContextType>;
  OAuthClientSecret?: OAuthClientSecretResolvers<ContextType>;
  OAuthClientType?: OAuthClientTypeResolvers;
  OpenIdClaims?: OpenIdClaimsResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  PersonalDataExport?: PersonalDataExportResolvers<ContextType>;
  PersonalDataExportStatus?: PersonalDataExportStatusResolvers;
  PersonalDataExportTicket?: PersonalDataExportTicketResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanChangeRequest?: PlanChangeRequestResolvers<ContextType>;
  PlanChangeStatus?: PlanChangeStatusResolvers;
  Preferences?: PreferencesResolvers<ContextType>;
  PrivacySettings?: PrivacySettingsResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProfileVisibility?: ProfileVisibilityResolvers;
  PushDevice?: PushDeviceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateLimitTier?: RateLimitTierResolvers;
  Role?: RoleResolvers;
  SavedAddress?: SavedAddressResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SharedWishList?: SharedWishListResolvers<ContextType>;
  SigningKey?: SigningKeyResolvers<ContextType>;
  StatusClass?: StatusClassResolvers;
  StatusCount?: StatusCountResolvers<ContextType>;
  Ticket?: TicketResolvers<ContextType>;
  TicketAuthor?: TicketAuthorResolvers;
  TicketMessage?: TicketMessageResolvers<ContextType>;
  TicketStatus?: TicketStatusResolvers;
  TokenGrant?: TokenGrantResolvers<ContextType>;
  UsagePoint?: UsagePointResolvers<ContextType>;
  UsageReport?: UsageReportResolvers<ContextType>;
  UsageWindow?: UsageWindowResolvers;
  User?: UserResolvers<ContextType>;
  WebhookAttempt?: WebhookAttemptResolvers<ContextType>;
  WebhookAttemptOutcome?: WebhookAttemptOutcomeResolvers;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryStatus?: WebhookDeliveryStatusResolvers;
  WebhookDisabledReason?: WebhookDisabledReasonResolvers;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WebhookEndpointStatus?: WebhookEndpointStatusResolvers;
  WebhookEndpointWithSecret?: WebhookEndpointWithSecretResolvers<ContextType>;
  WishList?: WishListResolvers<ContextType>;
  WishListItem?: WishListItemResolvers<ContextType>;
  WishListShare?: WishListShareResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = UsersContext> = ResolversObject<{
  rateLimit?: RateLimitDirectiveResolver<any, any, ContextType>;
}>;
