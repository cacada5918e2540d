import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRecord } from '../models/user';
import type { ApiKeyRecord, OAuthClientRecord, SessionRecord } from '../models/credentials';
import type { TokenGrantValue } from '../services/grant-service';
import type { ApiKeyGrantValue } from '../services/api-key-service';
import type { SentMessage, InAppNotification, PushDeviceRecord } from '../../../platform/notifications';
import type { UsageView } from '../services/usage-service';
import type { AccessLogRecord } from '../models/usage';
import type { WebhookEndpointRecord, WebhookDeliveryRecord, WebhookAttemptRecord } from '../webhooks/model';
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
  scopes: Array<Scalars['String']['output']>;
  tier: RateLimitTier;
  type: ApiKeyType;
};

/** Internal: what a valid API key stands for. */
export type ApiKeyGrant = {
  __typename?: 'ApiKeyGrant';
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  keyId: Scalars['ID']['output'];
  roles: Array<Role>;
  scopes: Array<Scalars['String']['output']>;
  tier: RateLimitTier;
  type: ApiKeyType;
  userId: Scalars['ID']['output'];
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
  codeChallenge: Scalars['String']['input'];
  codeChallengeMethod: Scalars['String']['input'];
  redirectUri: Scalars['String']['input'];
  scopes: Array<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};

export type ClientSecretInput = {
  clientId: Scalars['String']['input'];
  clientSecret: Scalars['String']['input'];
};

export type CodeExchangeInput = {
  clientId: Scalars['String']['input'];
  clientSecret: Scalars['String']['input'];
  code: Scalars['String']['input'];
  codeVerifier: Scalars['String']['input'];
  redirectUri: Scalars['String']['input'];
};

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
  /** read and/or write. Default ["read"]. */
  allowedScopes?: InputMaybe<Array<Scalars['String']['input']>>;
  name: Scalars['String']['input'];
  /** 1-10 absolute https URLs (http only for localhost), no fragment; matched exactly. */
  redirectUris: Array<Scalars['String']['input']>;
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
  clientSecret: Scalars['String']['output'];
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

export type Mutation = {
  __typename?: 'Mutation';
  /** Internal: checks a login without starting a session (the OAuth consent page). */
  authenticateUser: Scalars['ID']['output'];
  /** Internal: cancels a pending deletion with the token mailed to the person. */
  cancelAccountDeletion: AccountDeletion;
  /** Staff: cancels a pending deletion; the account gets back its earlier status (credentials stay revoked). */
  cancelUserDeletion: AccountDeletion;
  /** Internal: the client_credentials grant. */
  clientCredentialsGrant: TokenGrant;
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
  /** Internal: password (and one-time code) login (POST /auth/login). */
  passwordLogin: TokenGrant;
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
  /** Sends a delivery again now, with the same webhook-id and body, as a new run of the retry schedule. */
  replayWebhookDelivery: WebhookDelivery;
  /** Internal: mails a reset token when the address belongs to an active account; always true. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /**
   * Asks for an export of everything the platform holds about a person (yourself; staff: anyone, on their
   * behalf). A job builds it; the owner downloads it with `personalDataExport(id, token)` until it expires
   * (7 days by default). The token is shown only here. At most 5 per hour per caller.
   */
  requestPersonalDataExport: PersonalDataExportTicket;
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
  /** Revokes a key for good; it fails validation at once in this gateway, within AUTH_CACHE_TTL_MS elsewhere. */
  revokeApiKey: Scalars['Boolean']['output'];
  /** Signs a session out: its refresh token stops working at once, its access tokens within AUTH_CACHE_TTL_MS. */
  revokeSession: Scalars['Boolean']['output'];
  /**
   * Issues a new key with the same name, type, scopes and tier. The old key keeps working for
   * `overlapSeconds` (0 to 30 days, default 1 day) and then fails validation.
   */
  rotateApiKey: CreatedApiKey;
  /** Admin: a new JWT signing key becomes current; tokens signed with the old one stay valid until they expire. */
  rotateSigningKey: SigningKey;
  /**
   * A new signing secret. The previous one keeps signing for `overlapSeconds` (0 to 7 days, default 1 day):
   * meanwhile every delivery carries both signatures.
   */
  rotateWebhookSecret: WebhookEndpointWithSecret;
  /** Queues a `webhook.test` event for an active endpoint. */
  sendTestWebhook: WebhookDelivery;
  /** Admin: replaces the roles of an account (takes effect at its next token refresh). */
  setUserRoles: User;
  /** Starts TOTP enrolment for your account; sign-in is unchanged until confirmMfaEnrollment. */
  startMfaEnrollment: MfaEnrollment;
  /** Internal: the gateway's batched last_used for keys it answered from cache. */
  touchApiKeys: Scalars['Int']['output'];
  updateApiKey: ApiKey;
  /** Changes your own account (admins: anyone's; only admins change `status`). */
  updateUser: User;
  updateWebhookEndpoint: WebhookEndpoint;
  /** Internal: validates an API key by its SHA-256; null when unknown, inactive, revoked or expired. */
  validateApiKey?: Maybe<ApiKeyGrant>;
};


export type MutationAuthenticateUserArgs = {
  input: PasswordLoginInput;
};


export type MutationCancelAccountDeletionArgs = {
  token: Scalars['String']['input'];
};


export type MutationCancelUserDeletionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationClientCredentialsGrantArgs = {
  client: ClientSecretInput;
  scopes: Array<Scalars['String']['input']>;
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


export type MutationDeleteOAuthClientArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWebhookEndpointArgs = {
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


export type MutationPasswordLoginArgs = {
  input: PasswordLoginInput;
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


export type MutationReplayWebhookDeliveryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationRequestPersonalDataExportArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationRequestUserDeletionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRotateApiKeyArgs = {
  id: Scalars['ID']['input'];
  overlapSeconds?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationRotateWebhookSecretArgs = {
  id: Scalars['ID']['input'];
  overlapSeconds?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSendTestWebhookArgs = {
  endpointId: Scalars['ID']['input'];
};


export type MutationSetUserRolesArgs = {
  id: Scalars['ID']['input'];
  roles: Array<Role>;
};


export type MutationTouchApiKeysArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationUpdateApiKeyArgs = {
  id: Scalars['ID']['input'];
  input: UpdateApiKeyInput;
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};


export type MutationUpdateWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
  input: UpdateWebhookEndpointInput;
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
  /** welcome, order-confirmed, order-shipped. */
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
  /** Internal: which of these sessions are still active. */
  activeSessionIds: Array<Scalars['ID']['output']>;
  apiKey?: Maybe<ApiKey>;
  /**
   * Per-minute usage of API keys, oldest first, for usage and quota charts: your own keys (or only
   * `keyId`); staff may name `userId` or leave it out for everyone's. `from` defaults to an hour before
   * `to`, `to` to now; at most 1440 rows.
   */
  apiKeyUsage: Array<ApiKeyUsage>;
  /** API keys, newest first: your own, or (staff) those of `userId`. Rotated-out keys are listed until they expire. */
  apiKeys: Array<ApiKey>;
  /** Internal, development only: messages the development mailbox holds for an address, newest first. */
  devMessages: Array<DevMessage>;
  /** Internal: the public keys that verify live access tokens (the gateway serves them as the JWKS). */
  jsonWebKeys: Array<JsonWebKey>;
  /** The account of the credential making the request. */
  me?: Maybe<User>;
  /** The caller's in-app notifications, newest first. `limit` is capped at 100. */
  notifications: Array<Notification>;
  oauthClient?: Maybe<OAuthClient>;
  /** OAuth applications: your own, or (staff) those of `userId`. */
  oauthClients: Array<OAuthClient>;
  /**
   * The export document (JSON, format commerce-personal-data/1), for its owner only, with the token
   * requestPersonalDataExport returned. EXPORT_NOT_FOUND when the id, owner or token do not match or it
   * expired; EXPORT_NOT_READY while it is being built.
   */
  personalDataExport: Scalars['String']['output'];
  /** Personal-data exports of a person (yourself; staff: anyone), newest first; expired ones are gone. */
  personalDataExports: Array<PersonalDataExport>;
  /** Your devices registered for push messages, oldest first. */
  pushDevices: Array<PushDevice>;
  /** Internal: user ids matching a name or email fragment, for order search. Not part of the public API. */
  searchUsers: Array<User>;
  /** Active sessions, newest first: your own, or (staff) those of `userId`. */
  sessions: Array<Session>;
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
};


export type QueryAccessLogsArgs = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  keyId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryActiveSessionIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
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


export type QueryDevMessagesArgs = {
  to: Scalars['String']['input'];
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


export type QueryPersonalDataExportArgs = {
  id: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


export type QueryPersonalDataExportsArgs = {
  userId: Scalars['ID']['input'];
};


export type QuerySearchUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QuerySessionsArgs = {
  userId?: InputMaybe<Scalars['ID']['input']>;
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

export type SigningKey = {
  __typename?: 'SigningKey';
  createdAt: Scalars['DateTime']['output'];
  /** The `kid` new tokens carry. */
  kid: Scalars['String']['output'];
};

export type StatusCount = {
  __typename?: 'StatusCount';
  count: Scalars['Int']['output'];
  status: Scalars['Int']['output'];
};

export type StatusCountInput = {
  count: Scalars['Int']['input'];
  status: Scalars['Int']['input'];
};

/** Internal: the gateway's view of an access grant. */
export type TokenGrant = {
  __typename?: 'TokenGrant';
  accessToken: Scalars['String']['output'];
  expiresIn: Scalars['Int']['output'];
  refreshToken?: Maybe<Scalars['String']['output']>;
  scopes: Array<Scalars['String']['output']>;
  sessionId?: Maybe<Scalars['ID']['output']>;
  userId?: Maybe<Scalars['ID']['output']>;
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

/**
 * A customer (or staff) account. `id` is a UUID; `number` is the stable int32 that the gRPC API
 * (package api.v1) identifies users by.
 */
export type User = {
  __typename?: 'User';
  createdAt: Scalars['DateTime']['output'];
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
  AccessLogEntry: ResolverTypeWrapper<AccessLogRecord>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  AccessLogInput: AccessLogInput;
  AccountDeletion: ResolverTypeWrapper<DeletionRequest>;
  ApiKey: ResolverTypeWrapper<ApiKeyRecord>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ApiKeyGrant: ResolverTypeWrapper<ApiKeyGrantValue>;
  ApiKeyType: null;
  ApiKeyUsage: ResolverTypeWrapper<UsageView>;
  ApiKeyUsageInput: ApiKeyUsageInput;
  AuthorizationCodeInput: AuthorizationCodeInput;
  ClientSecretInput: ClientSecretInput;
  CodeExchangeInput: CodeExchangeInput;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateOAuthClientInput: CreateOAuthClientInput;
  CreateUserInput: CreateUserInput;
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CreatedApiKey: ResolverTypeWrapper<Omit<CreatedApiKey, 'apiKey'> & { apiKey: ResolversTypes['ApiKey'] }>;
  CreatedOAuthClient: ResolverTypeWrapper<Omit<CreatedOAuthClient, 'client'> & { client: ResolversTypes['OAuthClient'] }>;
  CustomerStatus: null;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DevMessage: ResolverTypeWrapper<SentMessage>;
  EndpointCount: ResolverTypeWrapper<EndpointCount>;
  EndpointCountInput: EndpointCountInput;
  JsonWebKey: ResolverTypeWrapper<JsonWebKey>;
  MfaEnrollment: ResolverTypeWrapper<MfaEnrollment>;
  MfaRecoveryCodes: ResolverTypeWrapper<MfaRecoveryCodes>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<InAppNotification>;
  OAuthClient: ResolverTypeWrapper<OAuthClientRecord>;
  PasswordLoginInput: PasswordLoginInput;
  PersonalDataExport: ResolverTypeWrapper<ExportView>;
  PersonalDataExportStatus: null;
  PersonalDataExportTicket: ResolverTypeWrapper<Omit<PersonalDataExportTicket, 'export'> & { export: ResolversTypes['PersonalDataExport'] }>;
  PushDevice: ResolverTypeWrapper<PushDeviceRecord>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateLimitTier: null;
  RegisterInput: RegisterInput;
  RegisterPushDeviceInput: RegisterPushDeviceInput;
  Role: null;
  Session: ResolverTypeWrapper<SessionRecord>;
  SigningKey: ResolverTypeWrapper<SigningKey>;
  StatusCount: ResolverTypeWrapper<StatusCount>;
  StatusCountInput: StatusCountInput;
  TokenGrant: ResolverTypeWrapper<TokenGrantValue>;
  UpdateApiKeyInput: UpdateApiKeyInput;
  UpdateUserInput: UpdateUserInput;
  UpdateWebhookEndpointInput: UpdateWebhookEndpointInput;
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
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccessLogEntry: AccessLogRecord;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  Float: Scalars['Float']['output'];
  AccessLogInput: AccessLogInput;
  AccountDeletion: DeletionRequest;
  ApiKey: ApiKeyRecord;
  Boolean: Scalars['Boolean']['output'];
  ApiKeyGrant: ApiKeyGrantValue;
  ApiKeyUsage: UsageView;
  ApiKeyUsageInput: ApiKeyUsageInput;
  AuthorizationCodeInput: AuthorizationCodeInput;
  ClientSecretInput: ClientSecretInput;
  CodeExchangeInput: CodeExchangeInput;
  CreateApiKeyInput: CreateApiKeyInput;
  CreateOAuthClientInput: CreateOAuthClientInput;
  CreateUserInput: CreateUserInput;
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CreatedApiKey: Omit<CreatedApiKey, 'apiKey'> & { apiKey: ResolversParentTypes['ApiKey'] };
  CreatedOAuthClient: Omit<CreatedOAuthClient, 'client'> & { client: ResolversParentTypes['OAuthClient'] };
  DateTime: Scalars['DateTime']['output'];
  DevMessage: SentMessage;
  EndpointCount: EndpointCount;
  EndpointCountInput: EndpointCountInput;
  JsonWebKey: JsonWebKey;
  MfaEnrollment: MfaEnrollment;
  MfaRecoveryCodes: MfaRecoveryCodes;
  Mutation: Record<PropertyKey, never>;
  Notification: InAppNotification;
  OAuthClient: OAuthClientRecord;
  PasswordLoginInput: PasswordLoginInput;
  PersonalDataExport: ExportView;
  PersonalDataExportTicket: Omit<PersonalDataExportTicket, 'export'> & { export: ResolversParentTypes['PersonalDataExport'] };
  PushDevice: PushDeviceRecord;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  RegisterPushDeviceInput: RegisterPushDeviceInput;
  Session: SessionRecord;
  SigningKey: SigningKey;
  StatusCount: StatusCount;
  StatusCountInput: StatusCountInput;
  TokenGrant: TokenGrantValue;
  UpdateApiKeyInput: UpdateApiKeyInput;
  UpdateUserInput: UpdateUserInput;
  UpdateWebhookEndpointInput: UpdateWebhookEndpointInput;
  User: UserRecord;
  WebhookAttempt: WebhookAttemptRecord;
  WebhookDelivery: WebhookDeliveryRecord;
  WebhookEndpoint: WebhookEndpointRecord;
  WebhookEndpointWithSecret: Omit<WebhookEndpointWithSecret, 'endpoint'> & { endpoint: ResolversParentTypes['WebhookEndpoint'] };
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
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['RateLimitTier'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ApiKeyType'], ParentType, ContextType>;
}>;

export type ApiKeyGrantResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['ApiKeyGrant'] = ResolversParentTypes['ApiKeyGrant']> = ResolversObject<{
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  keyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['RateLimitTier'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ApiKeyType'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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

export type CreatedApiKeyResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = ResolversObject<{
  apiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreatedOAuthClientResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['CreatedOAuthClient'] = ResolversParentTypes['CreatedOAuthClient']> = ResolversObject<{
  client?: Resolver<ResolversTypes['OAuthClient'], ParentType, ContextType>;
  clientSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type JsonWebKeyResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['JsonWebKey'] = ResolversParentTypes['JsonWebKey']> = ResolversObject<{
  alg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  e?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kty?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  n?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  use?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MfaEnrollmentResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['MfaEnrollment'] = ResolversParentTypes['MfaEnrollment']> = ResolversObject<{
  otpauthUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MfaRecoveryCodesResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['MfaRecoveryCodes'] = ResolversParentTypes['MfaRecoveryCodes']> = ResolversObject<{
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  authenticateUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationAuthenticateUserArgs, 'input'>>;
  cancelAccountDeletion?: Resolver<ResolversTypes['AccountDeletion'], ParentType, ContextType, RequireFields<MutationCancelAccountDeletionArgs, 'token'>>;
  cancelUserDeletion?: Resolver<ResolversTypes['AccountDeletion'], ParentType, ContextType, RequireFields<MutationCancelUserDeletionArgs, 'id'>>;
  clientCredentialsGrant?: Resolver<ResolversTypes['TokenGrant'], ParentType, ContextType, RequireFields<MutationClientCredentialsGrantArgs, 'client' | 'scopes'>>;
  confirmMfaEnrollment?: Resolver<ResolversTypes['MfaRecoveryCodes'], ParentType, ContextType, RequireFields<MutationConfirmMfaEnrollmentArgs, 'code'>>;
  createApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'input'>>;
  createOAuthClient?: Resolver<ResolversTypes['CreatedOAuthClient'], ParentType, ContextType, RequireFields<MutationCreateOAuthClientArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpointWithSecret'], ParentType, ContextType, RequireFields<MutationCreateWebhookEndpointArgs, 'input'>>;
  deleteOAuthClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteOAuthClientArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  deleteWebhookEndpoint?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWebhookEndpointArgs, 'id'>>;
  disableMfa?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDisableMfaArgs, 'code'>>;
  endSession?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationEndSessionArgs, 'refreshToken'>>;
  exchangeAuthorizationCode?: Resolver<ResolversTypes['TokenGrant'], ParentType, ContextType, RequireFields<MutationExchangeAuthorizationCodeArgs, 'input'>>;
  issueAuthorizationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationIssueAuthorizationCodeArgs, 'input'>>;
  markNotificationRead?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationMarkNotificationReadArgs, 'id'>>;
  passwordLogin?: Resolver<ResolversTypes['TokenGrant'], ParentType, ContextType, RequireFields<MutationPasswordLoginArgs, 'input'>>;
  recordAccessLogs?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationRecordAccessLogsArgs, 'entries'>>;
  recordApiKeyUsage?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationRecordApiKeyUsageArgs, 'entries'>>;
  refreshSession?: Resolver<ResolversTypes['TokenGrant'], ParentType, ContextType, RequireFields<MutationRefreshSessionArgs, 'refreshToken'>>;
  registerAccount?: Resolver<ResolversTypes['TokenGrant'], ParentType, ContextType, RequireFields<MutationRegisterAccountArgs, 'input'>>;
  registerPushDevice?: Resolver<ResolversTypes['PushDevice'], ParentType, ContextType, RequireFields<MutationRegisterPushDeviceArgs, 'input'>>;
  removePushDevice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemovePushDeviceArgs, 'id'>>;
  replayWebhookDelivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationReplayWebhookDeliveryArgs, 'id'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestPersonalDataExport?: Resolver<ResolversTypes['PersonalDataExportTicket'], ParentType, ContextType, RequireFields<MutationRequestPersonalDataExportArgs, 'userId'>>;
  requestUserDeletion?: Resolver<ResolversTypes['AccountDeletion'], ParentType, ContextType, RequireFields<MutationRequestUserDeletionArgs, 'id'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  revokeApiKey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  revokeSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeSessionArgs, 'id'>>;
  rotateApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationRotateApiKeyArgs, 'id' | 'overlapSeconds'>>;
  rotateSigningKey?: Resolver<ResolversTypes['SigningKey'], ParentType, ContextType>;
  rotateWebhookSecret?: Resolver<ResolversTypes['WebhookEndpointWithSecret'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'id' | 'overlapSeconds'>>;
  sendTestWebhook?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationSendTestWebhookArgs, 'endpointId'>>;
  setUserRoles?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserRolesArgs, 'id' | 'roles'>>;
  startMfaEnrollment?: Resolver<ResolversTypes['MfaEnrollment'], ParentType, ContextType>;
  touchApiKeys?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationTouchApiKeysArgs, 'ids'>>;
  updateApiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType, RequireFields<MutationUpdateApiKeyArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  updateWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationUpdateWebhookEndpointArgs, 'id' | 'input'>>;
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

export type PushDeviceResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['PushDevice'] = ResolversParentTypes['PushDevice']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenHint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  accessLogs?: Resolver<Array<ResolversTypes['AccessLogEntry']>, ParentType, ContextType, RequireFields<QueryAccessLogsArgs, 'limit'>>;
  activeSessionIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<QueryActiveSessionIdsArgs, 'ids'>>;
  apiKey?: Resolver<Maybe<ResolversTypes['ApiKey']>, ParentType, ContextType, RequireFields<QueryApiKeyArgs, 'id'>>;
  apiKeyUsage?: Resolver<Array<ResolversTypes['ApiKeyUsage']>, ParentType, ContextType, Partial<QueryApiKeyUsageArgs>>;
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType, Partial<QueryApiKeysArgs>>;
  devMessages?: Resolver<Array<ResolversTypes['DevMessage']>, ParentType, ContextType, RequireFields<QueryDevMessagesArgs, 'to'>>;
  jsonWebKeys?: Resolver<Array<ResolversTypes['JsonWebKey']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'limit' | 'offset' | 'unreadOnly'>>;
  oauthClient?: Resolver<Maybe<ResolversTypes['OAuthClient']>, ParentType, ContextType, RequireFields<QueryOauthClientArgs, 'id'>>;
  oauthClients?: Resolver<Array<ResolversTypes['OAuthClient']>, ParentType, ContextType, Partial<QueryOauthClientsArgs>>;
  personalDataExport?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryPersonalDataExportArgs, 'id' | 'token'>>;
  personalDataExports?: Resolver<Array<ResolversTypes['PersonalDataExport']>, ParentType, ContextType, RequireFields<QueryPersonalDataExportsArgs, 'userId'>>;
  pushDevices?: Resolver<Array<ResolversTypes['PushDevice']>, ParentType, ContextType>;
  searchUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QuerySearchUsersArgs, 'limit' | 'query'>>;
  sessions?: Resolver<Array<ResolversTypes['Session']>, ParentType, ContextType, Partial<QuerySessionsArgs>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userByNumber?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserByNumberArgs, 'number'>>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit' | 'offset' | 'orderBy'>>;
  webhookDeliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'endpointId' | 'limit' | 'offset'>>;
  webhookDelivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<QueryWebhookDeliveryArgs, 'id'>>;
  webhookEndpoint?: Resolver<Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType, RequireFields<QueryWebhookEndpointArgs, 'id'>>;
  webhookEndpoints?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType, Partial<QueryWebhookEndpointsArgs>>;
  webhookEventTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RateLimitTierResolvers = { BASIC: 'basic', ENTERPRISE: 'enterprise', PROFESSIONAL: 'professional' };

export type RoleResolvers = { ADMIN: 'admin', CUSTOMER: 'customer', READ_ONLY: 'read-only', SUPPORT: 'support' };

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

export type SigningKeyResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['SigningKey'] = ResolversParentTypes['SigningKey']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StatusCountResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['StatusCount'] = ResolversParentTypes['StatusCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TokenGrantResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['TokenGrant'] = ResolversParentTypes['TokenGrant']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sessionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = UsersContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
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

export type Resolvers<ContextType = UsersContext> = ResolversObject<{
  AccessLogEntry?: AccessLogEntryResolvers<ContextType>;
  AccountDeletion?: AccountDeletionResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  ApiKeyGrant?: ApiKeyGrantResolvers<ContextType>;
  ApiKeyType?: ApiKeyTypeResolvers;
  ApiKeyUsage?: ApiKeyUsageResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  CreatedOAuthClient?: CreatedOAuthClientResolvers<ContextType>;
  CustomerStatus?: CustomerStatusResolvers;
  DateTime?: GraphQLScalarType;
  DevMessage?: DevMessageResolvers<ContextType>;
  EndpointCount?: EndpointCountResolvers<ContextType>;
  JsonWebKey?: JsonWebKeyResolvers<ContextType>;
  MfaEnrollment?: MfaEnrollmentResolvers<ContextType>;
  MfaRecoveryCodes?: MfaRecoveryCodesResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  OAuthClient?: OAuthClientResolvers<ContextType>;
  PersonalDataExport?: PersonalDataExportResolvers<ContextType>;
  PersonalDataExportStatus?: PersonalDataExportStatusResolvers;
  PersonalDataExportTicket?: PersonalDataExportTicketResolvers<ContextType>;
  PushDevice?: PushDeviceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateLimitTier?: RateLimitTierResolvers;
  Role?: RoleResolvers;
  Session?: SessionResolvers<ContextType>;
  SigningKey?: SigningKeyResolvers<ContextType>;
  StatusCount?: StatusCountResolvers<ContextType>;
  TokenGrant?: TokenGrantResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  WebhookAttempt?: WebhookAttemptResolvers<ContextType>;
  WebhookAttemptOutcome?: WebhookAttemptOutcomeResolvers;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryStatus?: WebhookDeliveryStatusResolvers;
  WebhookDisabledReason?: WebhookDisabledReasonResolvers;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WebhookEndpointStatus?: WebhookEndpointStatusResolvers;
  WebhookEndpointWithSecret?: WebhookEndpointWithSecretResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = UsersContext> = ResolversObject<{
  rateLimit?: RateLimitDirectiveResolver<any, any, ContextType>;
}>;
