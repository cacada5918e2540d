/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Internal: one access-log entry. */
export type AccessLogInput = {
  at: string | Date;
  client: string;
  endpoint: string;
  /** Whether the answer carried an error (GraphQL errors count even with status 200); default status >= 400. */
  error?: boolean | null | undefined;
  ip?: string | null | undefined;
  keyId?: string | number | null | undefined;
  latencyMs: number;
  requestId: string;
  status: number;
  userId?: string | number | null | undefined;
};

/** SECRET keys (sk_live_) act for their owner with their scopes; PUBLIC keys (pk_live_) only identify an app on public catalog operations. */
export type ApiKeyType =
  | 'PUBLIC'
  | 'SECRET';

/** Internal: one key's counts for one minute, as the gateway aggregated them. */
export type ApiKeyUsageInput = {
  endpoints: Array<EndpointCountInput>;
  errors: number;
  keyId: string | number;
  latencyMsMax: number;
  latencyMsSum: number;
  limited: number;
  minute: string | Date;
  requests: number;
  statuses: Array<StatusCountInput>;
  userId: string | number;
};

export type AuthorizationCodeInput = {
  clientId: string;
  codeChallenge?: string | null | undefined;
  codeChallengeMethod?: string | null | undefined;
  /** OpenID Connect: echoed in the ID token. */
  nonce?: string | null | undefined;
  redirectUri: string;
  scopes: Array<string>;
  userId: string | number;
};

export type ClientSecretInput = {
  clientId: string;
  /** Null for a PUBLIC application, which has none. */
  clientSecret?: string | null | undefined;
};

export type CodeExchangeInput = {
  clientId: string;
  clientSecret?: string | null | undefined;
  code: string;
  codeVerifier?: string | null | undefined;
  redirectUri: string;
};

export type EndpointCountInput = {
  count: number;
  endpoint: string;
};

/**
 * OAuth client types (RFC 6749 2.1). A CONFIDENTIAL application keeps a secret on its server; a PUBLIC one
 * (single-page or native app) cannot, so it has none and must use PKCE.
 */
export type OAuthClientType =
  | 'CONFIDENTIAL'
  | 'PUBLIC';

export type PasswordLoginInput = {
  email: string;
  ipAddress?: string | null | undefined;
  otp?: string | null | undefined;
  password: string;
  recoveryCode?: string | null | undefined;
  userAgent?: string | null | undefined;
};

/** Per-key request budget, enforced by the gateway's rate limiter: basic 1000/min, professional 10000/min, enterprise unlimited. */
export type RateLimitTier =
  | 'BASIC'
  | 'ENTERPRISE'
  | 'PROFESSIONAL';

export type RegisterInput = {
  email: string;
  ipAddress?: string | null | undefined;
  name?: string | null | undefined;
  password: string;
  userAgent?: string | null | undefined;
};

/**
 * Roles. ADMIN does everything; SUPPORT reads everyone's records and creates customer records;
 * READ_ONLY never writes; CUSTOMER reads and changes only its own records.
 */
export type Role =
  | 'ADMIN'
  | 'CUSTOMER'
  | 'READ_ONLY'
  | 'SUPPORT';

export type StatusCountInput = {
  count: number;
  status: number;
};

export type GrantFragment = { accessToken: string, expiresIn: number, refreshToken: string | null, scopes: Array<string>, userId: string | null, sessionId: string | null, idToken: string | null };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { registerAccount: { accessToken: string, expiresIn: number, refreshToken: string | null, scopes: Array<string>, userId: string | null, sessionId: string | null, idToken: string | null } };

export type LoginMutationVariables = Exact<{
  input: PasswordLoginInput;
}>;


export type LoginMutation = { passwordLogin: { accessToken: string, expiresIn: number, refreshToken: string | null, scopes: Array<string>, userId: string | null, sessionId: string | null, idToken: string | null } };

export type AuthenticateMutationVariables = Exact<{
  input: PasswordLoginInput;
}>;


export type AuthenticateMutation = { authenticateUser: string };

export type RefreshMutationVariables = Exact<{
  token: string;
  client?: ClientSecretInput | null | undefined;
  scopes?: Array<string> | string | null | undefined;
}>;


export type RefreshMutation = { refreshSession: { accessToken: string, expiresIn: number, refreshToken: string | null, scopes: Array<string>, userId: string | null, sessionId: string | null, idToken: string | null } };

export type EndMutationVariables = Exact<{
  token: string;
}>;


export type EndMutation = { endSession: string | null };

export type ResetRequestMutationVariables = Exact<{
  email: string;
}>;


export type ResetRequestMutation = { requestPasswordReset: boolean };

export type ResetMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetMutation = { resetPassword: boolean };

export type CancelDeletionMutationVariables = Exact<{
  token: string;
}>;


export type CancelDeletionMutation = { cancelAccountDeletion: { userId: string, dueAt: string } };

export type ValidateMutationVariables = Exact<{
  hash: string;
}>;


export type ValidateMutation = { validateApiKey: { keyId: string, userId: string, roles: Array<Role>, scopes: Array<string>, tier: RateLimitTier, type: ApiKeyType, expiresAt: string | null, maxAgeExpiresAt: string | null } | null };

export type TouchMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type TouchMutation = { touchApiKeys: number };

export type RecordUsageMutationVariables = Exact<{
  entries: Array<ApiKeyUsageInput> | ApiKeyUsageInput;
}>;


export type RecordUsageMutation = { recordApiKeyUsage: number };

export type RecordAccessLogsMutationVariables = Exact<{
  entries: Array<AccessLogInput> | AccessLogInput;
}>;


export type RecordAccessLogsMutation = { recordAccessLogs: number };

export type SessionStandingQueryVariables = Exact<{
  id: string | number;
}>;


export type SessionStandingQuery = { sessionStanding: { userId: string, roles: Array<Role>, generation: number } | null };

export type ApplicationStandingQueryVariables = Exact<{
  id: string | number;
}>;


export type ApplicationStandingQuery = { applicationStanding: { userId: string, roles: Array<Role>, generation: number } | null };

export type OpenIdClaimsQueryVariables = Exact<{
  userId: string | number;
  scopes: Array<string> | string;
}>;


export type OpenIdClaimsQuery = { openIdClaims: { sub: string, name: string | null, email: string | null, emailVerified: boolean | null } | null };

export type RevokeClientSessionMutationVariables = Exact<{
  client: ClientSecretInput;
  refreshToken?: string | null | undefined;
  sessionId?: string | number | null | undefined;
}>;


export type RevokeClientSessionMutation = { revokeClientSession: string | null };

export type AuthenticateClientMutationVariables = Exact<{
  client: ClientSecretInput;
}>;


export type AuthenticateClientMutation = { authenticateClient: string };

export type RevokeApplicationTokensMutationVariables = Exact<{
  client: ClientSecretInput;
}>;


export type RevokeApplicationTokensMutation = { revokeApplicationTokens: number };

export type KeysQueryVariables = Exact<{ [key: string]: never; }>;


export type KeysQuery = { jsonWebKeys: Array<{ kty: string, kid: string, use: string, alg: string, n: string, e: string }> };

export type ClientQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientQuery = { oauthClient: { id: string, name: string, redirectUris: Array<string>, allowedScopes: Array<string>, type: OAuthClientType, requirePkce: boolean } | null };

export type CodeMutationVariables = Exact<{
  input: AuthorizationCodeInput;
}>;


export type CodeMutation = { issueAuthorizationCode: string };

export type ExchangeMutationVariables = Exact<{
  input: CodeExchangeInput;
}>;


export type ExchangeMutation = { exchangeAuthorizationCode: { accessToken: string, expiresIn: number, refreshToken: string | null, scopes: Array<string>, userId: string | null, sessionId: string | null, idToken: string | null } };

export type ClientCredentialsMutationVariables = Exact<{
  client: ClientSecretInput;
  scopes: Array<string> | string;
}>;


export type ClientCredentialsMutation = { clientCredentialsGrant: { accessToken: string, expiresIn: number, refreshToken: string | null, scopes: Array<string>, userId: string | null, sessionId: string | null, idToken: string | null } };

export type DevMessagesQueryVariables = Exact<{
  to: string;
}>;


export type DevMessagesQuery = { devMessages: Array<{ id: string, channel: string, to: string, kind: string, subject: string | null, text: string, sentAt: string }> };

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
export const GrantFragmentDoc = new TypedDocumentString(`
    fragment Grant on TokenGrant {
  accessToken
  expiresIn
  refreshToken
  scopes
  userId
  sessionId
  idToken
}
    `, {"fragmentName":"Grant"}) as unknown as TypedDocumentString<GrantFragment, unknown>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($input: RegisterInput!) {
  registerAccount(input: $input) {
    ...Grant
  }
}
    fragment Grant on TokenGrant {
  accessToken
  expiresIn
  refreshToken
  scopes
  userId
  sessionId
  idToken
}`) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($input: PasswordLoginInput!) {
  passwordLogin(input: $input) {
    ...Grant
  }
}
    fragment Grant on TokenGrant {
  accessToken
  expiresIn
  refreshToken
  scopes
  userId
  sessionId
  idToken
}`) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const AuthenticateDocument = new TypedDocumentString(`
    mutation Authenticate($input: PasswordLoginInput!) {
  authenticateUser(input: $input)
}
    `) as unknown as TypedDocumentString<AuthenticateMutation, AuthenticateMutationVariables>;
export const RefreshDocument = new TypedDocumentString(`
    mutation Refresh($token: String!, $client: ClientSecretInput, $scopes: [String!]) {
  refreshSession(refreshToken: $token, client: $client, scopes: $scopes) {
    ...Grant
  }
}
    fragment Grant on TokenGrant {
  accessToken
  expiresIn
  refreshToken
  scopes
  userId
  sessionId
  idToken
}`) as unknown as TypedDocumentString<RefreshMutation, RefreshMutationVariables>;
export const EndDocument = new TypedDocumentString(`
    mutation End($token: String!) {
  endSession(refreshToken: $token)
}
    `) as unknown as TypedDocumentString<EndMutation, EndMutationVariables>;
export const ResetRequestDocument = new TypedDocumentString(`
    mutation ResetRequest($email: String!) {
  requestPasswordReset(email: $email)
}
    `) as unknown as TypedDocumentString<ResetRequestMutation, ResetRequestMutationVariables>;
export const ResetDocument = new TypedDocumentString(`
    mutation Reset($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password)
}
    `) as unknown as TypedDocumentString<ResetMutation, ResetMutationVariables>;
export const CancelDeletionDocument = new TypedDocumentString(`
    mutation CancelDeletion($token: String!) {
  cancelAccountDeletion(token: $token) {
    userId
    dueAt
  }
}
    `) as unknown as TypedDocumentString<CancelDeletionMutation, CancelDeletionMutationVariables>;
export const ValidateDocument = new TypedDocumentString(`
    mutation Validate($hash: String!) {
  validateApiKey(keyHash: $hash) {
    keyId
    userId
    roles
    scopes
    tier
    type
    expiresAt
    maxAgeExpiresAt
  }
}
    `) as unknown as TypedDocumentString<ValidateMutation, ValidateMutationVariables>;
export const TouchDocument = new TypedDocumentString(`
    mutation Touch($ids: [ID!]!) {
  touchApiKeys(ids: $ids)
}
    `) as unknown as TypedDocumentString<TouchMutation, TouchMutationVariables>;
export const RecordUsageDocument = new TypedDocumentString(`
    mutation RecordUsage($entries: [ApiKeyUsageInput!]!) {
  recordApiKeyUsage(entries: $entries)
}
    `) as unknown as TypedDocumentString<RecordUsageMutation, RecordUsageMutationVariables>;
export const RecordAccessLogsDocument = new TypedDocumentString(`
    mutation RecordAccessLogs($entries: [AccessLogInput!]!) {
  recordAccessLogs(entries: $entries)
}
    `) as unknown as TypedDocumentString<RecordAccessLogsMutation, RecordAccessLogsMutationVariables>;
export const SessionStandingDocument = new TypedDocumentString(`
    query SessionStanding($id: ID!) {
  sessionStanding(id: $id) {
    userId
    roles
    generation
  }
}
    `) as unknown as TypedDocumentString<SessionStandingQuery, SessionStandingQueryVariables>;
export const ApplicationStandingDocument = new TypedDocumentString(`
    query ApplicationStanding($id: ID!) {
  applicationStanding(clientId: $id) {
    userId
    roles
    generation
  }
}
    `) as unknown as TypedDocumentString<ApplicationStandingQuery, ApplicationStandingQueryVariables>;
export const OpenIdClaimsDocument = new TypedDocumentString(`
    query OpenIdClaims($userId: ID!, $scopes: [String!]!) {
  openIdClaims(userId: $userId, scopes: $scopes) {
    sub
    name
    email
    emailVerified
  }
}
    `) as unknown as TypedDocumentString<OpenIdClaimsQuery, OpenIdClaimsQueryVariables>;
export const RevokeClientSessionDocument = new TypedDocumentString(`
    mutation RevokeClientSession($client: ClientSecretInput!, $refreshToken: String, $sessionId: ID) {
  revokeClientSession(
    client: $client
    refreshToken: $refreshToken
    sessionId: $sessionId
  )
}
    `) as unknown as TypedDocumentString<RevokeClientSessionMutation, RevokeClientSessionMutationVariables>;
export const AuthenticateClientDocument = new TypedDocumentString(`
    mutation AuthenticateClient($client: ClientSecretInput!) {
  authenticateClient(client: $client)
}
    `) as unknown as TypedDocumentString<AuthenticateClientMutation, AuthenticateClientMutationVariables>;
export const RevokeApplicationTokensDocument = new TypedDocumentString(`
    mutation RevokeApplicationTokens($client: ClientSecretInput!) {
  revokeApplicationTokens(client: $client)
}
    `) as unknown as TypedDocumentString<RevokeApplicationTokensMutation, RevokeApplicationTokensMutationVariables>;
export const KeysDocument = new TypedDocumentString(`
    query Keys {
  jsonWebKeys {
    kty
    kid
    use
    alg
    n
    e
  }
}
    `) as unknown as TypedDocumentString<KeysQuery, KeysQueryVariables>;
export const ClientDocument = new TypedDocumentString(`
    query Client($id: ID!) {
  oauthClient(id: $id) {
    id
    name
    redirectUris
    allowedScopes
    type
    requirePkce
  }
}
    `) as unknown as TypedDocumentString<ClientQuery, ClientQueryVariables>;
export const CodeDocument = new TypedDocumentString(`
    mutation Code($input: AuthorizationCodeInput!) {
  issueAuthorizationCode(input: $input)
}
    `) as unknown as TypedDocumentString<CodeMutation, CodeMutationVariables>;
export const ExchangeDocument = new TypedDocumentString(`
    mutation Exchange($input: CodeExchangeInput!) {
  exchangeAuthorizationCode(input: $input) {
    ...Grant
  }
}
    fragment Grant on TokenGrant {
  accessToken
  expiresIn
  refreshToken
  scopes
  userId
  sessionId
  idToken
}`) as unknown as TypedDocumentString<ExchangeMutation, ExchangeMutationVariables>;
export const ClientCredentialsDocument = new TypedDocumentString(`
    mutation ClientCredentials($client: ClientSecretInput!, $scopes: [String!]!) {
  clientCredentialsGrant(client: $client, scopes: $scopes) {
    ...Grant
  }
}
    fragment Grant on TokenGrant {
  accessToken
  expiresIn
  refreshToken
  scopes
  userId
  sessionId
  idToken
}`) as unknown as TypedDocumentString<ClientCredentialsMutation, ClientCredentialsMutationVariables>;
export const DevMessagesDocument = new TypedDocumentString(`
    query DevMessages($to: String!) {
  devMessages(to: $to) {
    id
    channel
    to
    kind
    subject
    text
    sentAt
  }
}
    `) as unknown as TypedDocumentString<DevMessagesQuery, DevMessagesQueryVariables>;