import { appError } from '../../../platform/errors';
import type { Role } from '../../../platform/identity';
import { scopesForRoles, type TokenGrant } from '../../../platform/identity/access';
import type { Caller } from '../../../platform/identity/caller';
import type { UserModels, UserRecord } from '../models/user';
import type { AccountService, LoginAttempt, Registration } from './account-service';
import type { ClientSecret, CodeExchange, OAuthService } from './oauth-service';
import type { SessionService } from './session-service';
import type { TokenService } from './token-service';

/** The mapper codegen needs under a name of its own (the schema has a `TokenGrant` type too). */
export type TokenGrantValue = TokenGrant;

/** Where a sign-in comes from, shown in the account's list of sessions. */
export interface ClientContext {
  userAgent?: string | null;
  ipAddress?: string | null;
}

/** A refresh; an OAuth application's refresh tokens need the application's own credentials too. */
export interface RefreshRequest {
  refreshToken: string;
  client?: ClientSecret | null;
}

/** The client_credentials grant: the application, and the scopes it asks for (all it may have when none). */
export interface ClientCredentialsRequest extends ClientSecret {
  scopes: readonly string[];
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

  async passwordLogin(caller: Caller, input: LoginAttempt & ClientContext): Promise<TokenGrantValue> {
    const { userAgent, ipAddress, ...attempt } = input;
    const user = await this.accounts.authenticate(caller, attempt);
    return this.startSession(caller, user, { userAgent, ipAddress });
  }

  /** Sign-up signs the new account in at once: registering answers with tokens, like a login. */
  async register(caller: Caller, input: Registration & ClientContext): Promise<TokenGrantValue> {
    const { userAgent, ipAddress, ...registration } = input;
    const user = await this.accounts.register(caller, registration);
    return this.startSession(caller, user, { userAgent, ipAddress });
  }

  async refresh(caller: Caller, input: RefreshRequest): Promise<TokenGrantValue> {
    const clientId = input.client ? (await this.oauth.authenticate(caller, input.client))._id : null;
    const { session, refreshToken: next } = await this.sessions.refresh(caller, input.refreshToken, clientId);
    const user = await this.activeUser(session.userId);
    if (!user) {
      await this.sessions.revokeAllOf(caller, { userId: session.userId }, 'account closed');
      throw appError('INVALID_GRANT', 'The account behind this refresh token is no longer active.');
    }
    return this.userGrant(caller, user, session.scopes, session._id, session.clientId, next);
  }

  async exchangeCode(caller: Caller, input: CodeExchange): Promise<TokenGrantValue> {
    const grant = await this.oauth.exchange(caller, input);
    const user = await this.activeUser(grant.userId);
    if (!user) throw appError('INVALID_GRANT', 'The account that approved this code is no longer active.');
    return this.userGrant(caller, user, grant.scopes, grant.sessionId, grant.clientId, grant.refreshToken);
  }

  async clientCredentials(caller: Caller, input: ClientCredentialsRequest): Promise<TokenGrantValue> {
    const { client, scopes } = await this.oauth.clientCredentials(caller, input);
    const owner = await this.activeUser(client.userId);
    if (!owner) throw appError('INVALID_CLIENT', 'The owner of this application is no longer active.');
    const usable = effectiveScopes(scopes, owner.roles);
    const { token, expiresIn } = await this.tokens.sign(caller, {
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

  private async startSession(
    caller: Caller,
    user: UserRecord,
    client: ClientContext,
  ): Promise<TokenGrantValue> {
    const scopes = scopesForRoles(user.roles);
    const { session, refreshToken } = await this.sessions.start(caller, {
      userId: user._id,
      clientId: null,
      scopes,
      userAgent: client.userAgent,
      ipAddress: client.ipAddress,
    });
    return this.userGrant(caller, user, scopes, session._id, null, refreshToken);
  }

  /** A person's access token for a session, with the granted scopes cut down to what the roles allow today. */
  private async userGrant(
    caller: Caller,
    user: UserRecord,
    granted: readonly string[],
    sessionId: string,
    clientId: string | null,
    refreshToken: string,
  ): Promise<TokenGrantValue> {
    const scopes = effectiveScopes(granted, user.roles);
    const { token, expiresIn } = await this.tokens.sign(caller, {
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
