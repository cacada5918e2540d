import type { JWK } from 'jose';
import type { TypedDocument } from '../../platform/graphql/documents';
import type { RateTier, Role } from '../../platform/identity';
import type { TokenGrant } from '../../platform/identity/access';
import type { ServiceClient, ServiceTarget } from '../../platform/subgraph/service-client';
import type { AccessLogEntry, UsageEntry } from '../../platform/usage';
import { gql } from './__generated__';
import type { DevMessagesQuery } from './__generated__/graphql';

export interface ApiKeyGrant {
  keyId: string;
  userId: string;
  roles: Role[];
  scopes: string[];
  tier: RateTier;
  type: 'secret' | 'public';
  expiresAt: string | null;
  /** When the owner's maximum key age ends the key. */
  maxAgeExpiresAt: string | null;
}

export interface OAuthClientInfo {
  id: string;
  name: string;
  redirectUris: string[];
  allowedScopes: string[];
  type: 'confidential' | 'public';
  requirePkce: boolean;
}

/** Who a live token acts for now (the users service's record), see `sessionStanding`. */
export interface CredentialStanding {
  userId: string;
  roles: Role[];
  generation: number;
}

/** An application authenticating at the token, revocation or introspection endpoint. */
export interface ClientAuth {
  clientId: string;
  /** Null for a public application. */
  clientSecret: string | null;
}

/** A grant as the token endpoint answers it: with an ID token when `openid` was granted. */
export type OAuthGrant = TokenGrant & { idToken?: string | null };

export interface LoginInput {
  email: string;
  password: string;
  otp?: string | null;
  recoveryCode?: string | null;
  userAgent?: string | null;
  ipAddress?: string | null;
}

/** A message the development outbox holds, as the users service answers it (`sentAt` an ISO 8601 string). */
export type DevMessage = DevMessagesQuery['devMessages'][number];

// Operations on the users subgraph itself, checked against its schema (codegen.yml): most are
// `@inaccessible` in the supergraph, for the gateway alone. A fragment is declared by a `gql` call of its
// own, which codegen reads; the operations that spread it carry it.
gql(`fragment Grant on TokenGrant { accessToken expiresIn refreshToken scopes userId sessionId idToken }`);
const REGISTER = gql(
  `mutation Register($input: RegisterInput!) { registerAccount(input: $input) { ...Grant } }`,
);
const LOGIN = gql(
  `mutation Login($input: PasswordLoginInput!) { passwordLogin(input: $input) { ...Grant } }`,
);
const AUTHENTICATE = gql(
  `mutation Authenticate($input: PasswordLoginInput!) { authenticateUser(input: $input) }`,
);
const REFRESH = gql(
  `mutation Refresh($token: String!, $client: ClientSecretInput, $scopes: [String!]) { refreshSession(refreshToken: $token, client: $client, scopes: $scopes) { ...Grant } }`,
);
const END_SESSION = gql(`mutation End($token: String!) { endSession(refreshToken: $token) }`);
const RESET_REQUEST = gql(`mutation ResetRequest($email: String!) { requestPasswordReset(email: $email) }`);
const RESET = gql(
  `mutation Reset($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }`,
);
const CANCEL_DELETION = gql(
  `mutation CancelDeletion($token: String!) { cancelAccountDeletion(token: $token) { userId dueAt } }`,
);
const VALIDATE_API_KEY = gql(
  `mutation Validate($hash: String!) { validateApiKey(keyHash: $hash) { keyId userId roles scopes tier type expiresAt maxAgeExpiresAt } }`,
);
const TOUCH_API_KEYS = gql(`mutation Touch($ids: [ID!]!) { touchApiKeys(ids: $ids) }`);
const RECORD_USAGE = gql(
  `mutation RecordUsage($entries: [ApiKeyUsageInput!]!) { recordApiKeyUsage(entries: $entries) }`,
);
const RECORD_ACCESS_LOGS = gql(
  `mutation RecordAccessLogs($entries: [AccessLogInput!]!) { recordAccessLogs(entries: $entries) }`,
);
const SESSION_STANDING = gql(
  `query SessionStanding($id: ID!) { sessionStanding(id: $id) { userId roles generation } }`,
);
const APPLICATION_STANDING = gql(
  `query ApplicationStanding($id: ID!) { applicationStanding(clientId: $id) { userId roles generation } }`,
);
const OPENID_CLAIMS = gql(
  `query OpenIdClaims($userId: ID!, $scopes: [String!]!) { openIdClaims(userId: $userId, scopes: $scopes) { sub name email emailVerified } }`,
);
const REVOKE_SESSION = gql(
  `mutation RevokeClientSession($client: ClientSecretInput!, $refreshToken: String, $sessionId: ID) { revokeClientSession(client: $client, refreshToken: $refreshToken, sessionId: $sessionId) }`,
);
const AUTHENTICATE_CLIENT = gql(
  `mutation AuthenticateClient($client: ClientSecretInput!) { authenticateClient(client: $client) }`,
);
const REVOKE_APPLICATION_TOKENS = gql(
  `mutation RevokeApplicationTokens($client: ClientSecretInput!) { revokeApplicationTokens(client: $client) }`,
);
const KEYS = gql(`query Keys { jsonWebKeys { kty kid use alg n e } }`);
const CLIENT = gql(
  `query Client($id: ID!) { oauthClient(id: $id) { id name redirectUris allowedScopes type requirePkce } }`,
);
const ISSUE_CODE = gql(
  `mutation Code($input: AuthorizationCodeInput!) { issueAuthorizationCode(input: $input) }`,
);
const EXCHANGE_CODE = gql(
  `mutation Exchange($input: CodeExchangeInput!) { exchangeAuthorizationCode(input: $input) { ...Grant } }`,
);
const CLIENT_CREDENTIALS = gql(
  `mutation ClientCredentials($client: ClientSecretInput!, $scopes: [String!]!) { clientCredentialsGrant(client: $client, scopes: $scopes) { ...Grant } }`,
);
const DEV_MESSAGES = gql(
  `query DevMessages($to: String!) { devMessages(to: $to) { id channel to kind subject text sentAt } }`,
);

const ROLE_VALUES: Record<string, Role> = {
  ADMIN: 'admin',
  SUPPORT: 'support',
  READ_ONLY: 'read-only',
  CUSTOMER: 'customer',
};

/**
 * The gateway's only way to the users service: its internal (`@inaccessible`) operations, called with the
 * gateway's service identity. The gateway never opens the users database.
 */
export class UsersClient {
  constructor(
    private readonly services: ServiceClient,
    /** The users service: its URL, or its instances with the gateway's balancing and failover. */
    private readonly target: string | ServiceTarget,
  ) {}

  private call<TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    variables: NoInfer<TVariables>,
    requestId: string,
    options?: { idempotent: boolean },
  ): Promise<TResult> {
    return this.services.request<TResult>(
      this.target,
      String(document),
      variables as Record<string, unknown>,
      requestId,
      options,
    );
  }

  async register(
    input: {
      email: string;
      password: string;
      name?: string | null;
      userAgent?: string | null;
      ipAddress?: string | null;
    },
    requestId: string,
  ): Promise<TokenGrant> {
    const data = await this.call(REGISTER, { input }, requestId);
    return data.registerAccount;
  }

  async login(input: LoginInput, requestId: string): Promise<TokenGrant> {
    const data = await this.call(LOGIN, { input }, requestId);
    return data.passwordLogin;
  }

  async authenticate(input: LoginInput, requestId: string): Promise<string> {
    const data = await this.call(AUTHENTICATE, { input }, requestId);
    return data.authenticateUser;
  }

  async refresh(
    refreshToken: string,
    client: ClientAuth | null,
    requestId: string,
    scopes: string[] | null = null,
  ): Promise<OAuthGrant> {
    const data = await this.call(REFRESH, { token: refreshToken, client, scopes }, requestId);
    return data.refreshSession;
  }

  async endSession(refreshToken: string, requestId: string): Promise<string | null> {
    const data = await this.call(END_SESSION, { token: refreshToken }, requestId);
    return data.endSession;
  }

  async requestPasswordReset(email: string, requestId: string): Promise<void> {
    await this.call(RESET_REQUEST, { email }, requestId);
  }

  async resetPassword(token: string, password: string, requestId: string): Promise<void> {
    await this.call(RESET, { token, password }, requestId);
  }

  /** Cancels a pending account deletion with the token mailed to the person. */
  async cancelAccountDeletion(token: string, requestId: string): Promise<{ userId: string }> {
    const data = await this.call(CANCEL_DELETION, { token }, requestId);
    return { userId: data.cancelAccountDeletion.userId };
  }

  async validateApiKey(keyHash: string, requestId: string): Promise<ApiKeyGrant | null> {
    const data = await this.call(
      VALIDATE_API_KEY,
      { hash: keyHash },
      requestId,
      // A lookup that also sets last_used to now: repeating it changes nothing, so it may fail over.
      { idempotent: true },
    );
    const grant = data.validateApiKey;
    if (!grant) return null;
    return {
      ...grant,
      roles: grant.roles.map((role) => ROLE_VALUES[role]).filter((role): role is Role => role !== undefined),
      tier: grant.tier.toLowerCase() as RateTier,
      type: grant.type === 'PUBLIC' ? 'public' : 'secret',
    };
  }

  async touchApiKeys(ids: readonly string[], requestId: string): Promise<void> {
    await this.call(TOUCH_API_KEYS, { ids: [...ids] }, requestId);
  }

  /** The traffic recorder's batches (gateway/traffic/accesslog). */
  async recordApiKeyUsage(entries: readonly UsageEntry[], requestId: string): Promise<void> {
    await this.call(
      RECORD_USAGE,
      {
        // Copies of the read-only lists, as the generated input types name mutable arrays.
        entries: entries.map((entry) => ({
          ...entry,
          statuses: [...entry.statuses],
          endpoints: [...entry.endpoints],
        })),
      },
      requestId,
    );
  }

  async recordAccessLogs(entries: readonly AccessLogEntry[], requestId: string): Promise<void> {
    await this.call(RECORD_ACCESS_LOGS, { entries: [...entries] }, requestId);
  }

  /** The person and roles behind an active session of an active account; null once either ended. */
  async sessionStanding(sessionId: string, requestId: string): Promise<CredentialStanding | null> {
    const data = await this.call(SESSION_STANDING, { id: sessionId }, requestId);
    return data.sessionStanding ? standing(data.sessionStanding) : null;
  }

  /** An application's owner, roles and token generation; null once it or its owner is gone. */
  async applicationStanding(clientId: string, requestId: string): Promise<CredentialStanding | null> {
    const data = await this.call(APPLICATION_STANDING, { id: clientId }, requestId);
    return data.applicationStanding ? standing(data.applicationStanding) : null;
  }

  async openIdClaims(
    userId: string,
    scopes: readonly string[],
    requestId: string,
  ): Promise<{
    sub: string;
    name?: string | null;
    email?: string | null;
    emailVerified?: boolean | null;
  } | null> {
    const data = await this.call(OPENID_CLAIMS, { userId, scopes: [...scopes] }, requestId);
    return data.openIdClaims;
  }

  async revokeClientSession(
    client: ClientAuth,
    target: { refreshToken?: string | null; sessionId?: string | null },
    requestId: string,
  ): Promise<string | null> {
    const data = await this.call(REVOKE_SESSION, { client, ...target }, requestId);
    return data.revokeClientSession;
  }

  /** The client_id of an application whose credentials are right; INVALID_CLIENT otherwise. */
  async authenticateClient(client: ClientAuth, requestId: string): Promise<string> {
    const data = await this.call(AUTHENTICATE_CLIENT, { client }, requestId);
    return data.authenticateClient;
  }

  async revokeApplicationTokens(client: ClientAuth, requestId: string): Promise<number> {
    const data = await this.call(REVOKE_APPLICATION_TOKENS, { client }, requestId);
    return data.revokeApplicationTokens;
  }

  async jsonWebKeys(requestId: string): Promise<JWK[]> {
    const data = await this.call(KEYS, {}, requestId);
    return data.jsonWebKeys;
  }

  async oauthClient(clientId: string, requestId: string): Promise<OAuthClientInfo | null> {
    const data = await this.call(CLIENT, { id: clientId }, requestId);
    const client = data.oauthClient;
    return client ? { ...client, type: client.type === 'PUBLIC' ? 'public' : 'confidential' } : null;
  }

  async issueCode(
    input: {
      clientId: string;
      userId: string;
      redirectUri: string;
      scopes: string[];
      codeChallenge: string | null;
      codeChallengeMethod: string | null;
      nonce: string | null;
    },
    requestId: string,
  ): Promise<string> {
    const data = await this.call(ISSUE_CODE, { input }, requestId);
    return data.issueAuthorizationCode;
  }

  async exchangeCode(
    input: {
      code: string;
      clientId: string;
      clientSecret: string | null;
      redirectUri: string;
      codeVerifier: string | null;
    },
    requestId: string,
  ): Promise<OAuthGrant> {
    const data = await this.call(EXCHANGE_CODE, { input }, requestId);
    return data.exchangeAuthorizationCode;
  }

  async clientCredentials(client: ClientAuth, scopes: string[], requestId: string): Promise<TokenGrant> {
    const data = await this.call(CLIENT_CREDENTIALS, { client, scopes }, requestId);
    return data.clientCredentialsGrant;
  }

  async devMessages(to: string, requestId: string): Promise<DevMessage[]> {
    const data = await this.call(DEV_MESSAGES, { to }, requestId);
    return data.devMessages;
  }
}

function standing(value: { userId: string; roles: string[]; generation: number }): CredentialStanding {
  return {
    userId: value.userId,
    roles: value.roles.map((role) => ROLE_VALUES[role]).filter((role): role is Role => role !== undefined),
    generation: value.generation,
  };
}
