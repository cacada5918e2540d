import { appError } from '../../../platform/errors';
import type { Role } from '../../../platform/identity';
import { scopesForRoles, type TokenGrant } from '../../../platform/identity/access';
import type { UserModels, UserRecord } from '../models/user';
import type { AccountService, LoginAttempt } from './account-service';
import type { OAuthService, CodeExchange } from './oauth-service';
import type { SessionService } from './session-service';
import type { TokenService } from './token-service';

/** The mapper codegen needs under a name of its own (the schema has a `TokenGrant` type too). */
export type TokenGrantValue = TokenGrant;

export interface ClientContext {
  userAgent?: string | null;
  ipAddress?: string | null;
}

/** Scopes a person can actually use: what was granted, cut down to what their roles allow today. */
function effectiveScopes(granted: readonly string[], roles: readonly Role[]): string[] {
  const allowed = new Set<string>(scopesForRoles(roles));
  return granted.filter((scope) => allowed.has(scope));
}

/**
 * Turns an authenticated person or application into tokens: a session (refresh-token family) and an
 * RS256 access token naming it. Roles and scopes are read fresh at every refresh, so a role change or a
 * deactivation takes effect at the next refresh at the latest.
 */
export class GrantService {
  constructor(
    private readonly models: UserModels,
    private readonly accounts: AccountService,
    private readonly sessions: SessionService,
    private readonly oauth: OAuthService,
    private readonly tokens: TokenService,
  ) {}

  async passwordLogin(attempt: LoginAttempt, client: ClientContext): Promise<TokenGrantValue> {
    const user = await this.accounts.authenticate(attempt);
    return this.startSession(user, client);
  }

  /** Sign-up signs the new account in at once (the spec: register returns a JWT). */
  async register(
    input: { email: string; password: string; name?: string | null },
    client: ClientContext,
  ): Promise<TokenGrantValue> {
    const user = await this.accounts.register(input);
    return this.startSession(user, client);
  }

  async refresh(
    refreshToken: string,
    clientAuth: { clientId: string; clientSecret: string } | null,
  ): Promise<TokenGrantValue> {
    const clientId = clientAuth
      ? (await this.oauth.authenticate(clientAuth.clientId, clientAuth.clientSecret))._id
      : null;
    const { session, refreshToken: next } = await this.sessions.refresh(refreshToken, clientId);
    const user = await this.activeUser(session.userId);
    if (!user) {
      await this.sessions.revokeAllOf({ userId: session.userId }, 'account closed');
      throw appError('INVALID_GRANT', 'The account behind this refresh token is no longer active.');
    }
    return this.userGrant(user, session.scopes, session._id, session.clientId, next);
  }

  async exchangeCode(input: CodeExchange): Promise<TokenGrantValue> {
    const grant = await this.oauth.exchange(input);
    const user = await this.activeUser(grant.userId);
    if (!user) throw appError('INVALID_GRANT', 'The account that approved this code is no longer active.');
    return this.userGrant(user, grant.scopes, grant.sessionId, grant.clientId, grant.refreshToken);
  }

  async clientCredentials(
    clientId: string,
    clientSecret: string,
    requested: readonly string[],
  ): Promise<TokenGrantValue> {
    const { client, scopes } = await this.oauth.clientCredentials(clientId, clientSecret, requested);
    const owner = await this.activeUser(client.userId);
    if (!owner) throw appError('INVALID_CLIENT', 'The owner of this application is no longer active.');
    const usable = effectiveScopes(scopes, owner.roles);
    const { token, expiresIn } = await this.tokens.sign({
      kind: 'client',
      clientId: client._id,
      ownerId: client.userId,
      scopes: usable,
    });
    return {
      accessToken: token,
      expiresIn,
      refreshToken: null,
      scopes: usable,
      userId: null,
      sessionId: null,
    };
  }

  private async startSession(user: UserRecord, client: ClientContext): Promise<TokenGrantValue> {
    const scopes = scopesForRoles(user.roles);
    const { session, refreshToken } = await this.sessions.start({
      userId: user._id,
      clientId: null,
      scopes,
      userAgent: client.userAgent,
      ipAddress: client.ipAddress,
    });
    return this.userGrant(user, scopes, session._id, null, refreshToken);
  }

  /** A person's access token for a session, with the granted scopes cut down to what the roles allow today. */
  private async userGrant(
    user: UserRecord,
    granted: readonly string[],
    sessionId: string,
    clientId: string | null,
    refreshToken: string,
  ): Promise<TokenGrantValue> {
    const scopes = effectiveScopes(granted, user.roles);
    const { token, expiresIn } = await this.tokens.sign({
      kind: 'user',
      userId: user._id,
      roles: user.roles,
      scopes,
      sessionId,
      clientId,
    });
    return { accessToken: token, expiresIn, refreshToken, scopes, userId: user._id, sessionId };
  }

  private activeUser(userId: string): Promise<UserRecord | null> {
    return this.models.User.findOne({ _id: userId, status: 'active' }).lean<UserRecord>();
  }
}
