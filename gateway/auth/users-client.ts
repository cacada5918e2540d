import type { JWK } from 'jose';
import type { RateTier, Role } from '../../platform/identity';
import type { TokenGrant } from '../../platform/identity/access';
import type { SentMessage } from '../../platform/notifications';
import type { ServiceClient, ServiceTarget } from '../../platform/subgraph/service-client';
import type { AccessLogEntry, UsageEntry } from '../../platform/usage';

export interface ApiKeyGrant {
  keyId: string;
  userId: string;
  roles: Role[];
  scopes: string[];
  tier: RateTier;
  type: 'secret' | 'public';
  expiresAt: string | null;
}

export interface OAuthClientInfo {
  id: string;
  name: string;
  redirectUris: string[];
  allowedScopes: string[];
}

export interface LoginInput {
  email: string;
  password: string;
  otp?: string | null;
  recoveryCode?: string | null;
  userAgent?: string | null;
  ipAddress?: string | null;
}

const GRANT = 'accessToken expiresIn refreshToken scopes userId sessionId';
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

  private call<T>(
    query: string,
    variables: Record<string, unknown>,
    requestId: string,
    options?: { idempotent: boolean },
  ): Promise<T> {
    return this.services.request<T>(this.target, query, variables, requestId, options);
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
    const data = await this.call<{ registerAccount: TokenGrant }>(
      `mutation Register($input: RegisterInput!) { registerAccount(input: $input) { ${GRANT} } }`,
      { input },
      requestId,
    );
    return data.registerAccount;
  }

  async login(input: LoginInput, requestId: string): Promise<TokenGrant> {
    const data = await this.call<{ passwordLogin: TokenGrant }>(
      `mutation Login($input: PasswordLoginInput!) { passwordLogin(input: $input) { ${GRANT} } }`,
      { input },
      requestId,
    );
    return data.passwordLogin;
  }

  async authenticate(input: LoginInput, requestId: string): Promise<string> {
    const data = await this.call<{ authenticateUser: string }>(
      'mutation Authenticate($input: PasswordLoginInput!) { authenticateUser(input: $input) }',
      { input },
      requestId,
    );
    return data.authenticateUser;
  }

  async refresh(
    refreshToken: string,
    client: { clientId: string; clientSecret: string } | null,
    requestId: string,
  ): Promise<TokenGrant> {
    const data = await this.call<{ refreshSession: TokenGrant }>(
      `mutation Refresh($token: String!, $client: ClientSecretInput) { refreshSession(refreshToken: $token, client: $client) { ${GRANT} } }`,
      { token: refreshToken, client },
      requestId,
    );
    return data.refreshSession;
  }

  async endSession(refreshToken: string, requestId: string): Promise<string | null> {
    const data = await this.call<{ endSession: string | null }>(
      'mutation End($token: String!) { endSession(refreshToken: $token) }',
      { token: refreshToken },
      requestId,
    );
    return data.endSession;
  }

  async requestPasswordReset(email: string, requestId: string): Promise<void> {
    await this.call(
      'mutation ResetRequest($email: String!) { requestPasswordReset(email: $email) }',
      { email },
      requestId,
    );
  }

  async resetPassword(token: string, password: string, requestId: string): Promise<void> {
    await this.call(
      'mutation Reset($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }',
      { token, password },
      requestId,
    );
  }

  async validateApiKey(keyHash: string, requestId: string): Promise<ApiKeyGrant | null> {
    const data = await this.call<{
      validateApiKey:
        | (Omit<ApiKeyGrant, 'roles' | 'tier' | 'type'> & { roles: string[]; tier: string; type: string })
        | null;
    }>(
      'mutation Validate($hash: String!) { validateApiKey(keyHash: $hash) { keyId userId roles scopes tier type expiresAt } }',
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
    await this.call('mutation Touch($ids: [ID!]!) { touchApiKeys(ids: $ids) }', { ids }, requestId);
  }

  /** The traffic recorder's batches (gateway/traffic/accesslog). */
  async recordApiKeyUsage(entries: readonly UsageEntry[], requestId: string): Promise<void> {
    await this.call(
      'mutation RecordUsage($entries: [ApiKeyUsageInput!]!) { recordApiKeyUsage(entries: $entries) }',
      { entries },
      requestId,
    );
  }

  async recordAccessLogs(entries: readonly AccessLogEntry[], requestId: string): Promise<void> {
    await this.call(
      'mutation RecordAccessLogs($entries: [AccessLogInput!]!) { recordAccessLogs(entries: $entries) }',
      { entries },
      requestId,
    );
  }

  async activeSessionIds(ids: readonly string[], requestId: string): Promise<string[]> {
    const data = await this.call<{ activeSessionIds: string[] }>(
      'query Active($ids: [ID!]!) { activeSessionIds(ids: $ids) }',
      { ids },
      requestId,
    );
    return data.activeSessionIds;
  }

  async jsonWebKeys(requestId: string): Promise<JWK[]> {
    const data = await this.call<{ jsonWebKeys: JWK[] }>(
      'query Keys { jsonWebKeys { kty kid use alg n e } }',
      {},
      requestId,
    );
    return data.jsonWebKeys;
  }

  async oauthClient(clientId: string, requestId: string): Promise<OAuthClientInfo | null> {
    const data = await this.call<{ oauthClient: OAuthClientInfo | null }>(
      'query Client($id: ID!) { oauthClient(id: $id) { id name redirectUris allowedScopes } }',
      { id: clientId },
      requestId,
    );
    return data.oauthClient;
  }

  async issueCode(
    input: {
      clientId: string;
      userId: string;
      redirectUri: string;
      scopes: string[];
      codeChallenge: string;
      codeChallengeMethod: string;
    },
    requestId: string,
  ): Promise<string> {
    const data = await this.call<{ issueAuthorizationCode: string }>(
      'mutation Code($input: AuthorizationCodeInput!) { issueAuthorizationCode(input: $input) }',
      { input },
      requestId,
    );
    return data.issueAuthorizationCode;
  }

  async exchangeCode(
    input: {
      code: string;
      clientId: string;
      clientSecret: string;
      redirectUri: string;
      codeVerifier: string;
    },
    requestId: string,
  ): Promise<TokenGrant> {
    const data = await this.call<{ exchangeAuthorizationCode: TokenGrant }>(
      `mutation Exchange($input: CodeExchangeInput!) { exchangeAuthorizationCode(input: $input) { ${GRANT} } }`,
      { input },
      requestId,
    );
    return data.exchangeAuthorizationCode;
  }

  async clientCredentials(
    client: { clientId: string; clientSecret: string },
    scopes: string[],
    requestId: string,
  ): Promise<TokenGrant> {
    const data = await this.call<{ clientCredentialsGrant: TokenGrant }>(
      `mutation ClientCredentials($client: ClientSecretInput!, $scopes: [String!]!) { clientCredentialsGrant(client: $client, scopes: $scopes) { ${GRANT} } }`,
      { client, scopes },
      requestId,
    );
    return data.clientCredentialsGrant;
  }

  async devMessages(to: string, requestId: string): Promise<SentMessage[]> {
    const data = await this.call<{ devMessages: SentMessage[] }>(
      'query Messages($to: String!) { devMessages(to: $to) { id channel to kind subject text sentAt } }',
      { to },
      requestId,
    );
    return data.devMessages;
  }
}
