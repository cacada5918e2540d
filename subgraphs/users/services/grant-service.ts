import { appError } from '../../../platform/errors';
import type { Role } from '../../../platform/identity';
import { scopesForRoles, usableScopes, type TokenGrant } from '../../../platform/identity/access';
import type { Caller } from '../../../platform/identity/caller';
import type { UserModels, UserRecord } from '../models/user';
import type { AccountService, LoginAttempt, Registration } from './account-service';
import type { ClientSecret, CodeExchange, OAuthService } from './oauth-service';
import type { SessionService } from './session-service';
import type { TokenService } from './token-service';

/** The mapper codegen needs under a name of its own (the schema has a `TokenGrant` type too). */
export type TokenGrantValue = TokenGrant & { idToken?: string | null };

/** Who a live token acts for now (the gateway's server-side check of every access token). */
export interface CredentialStandingValue {
  userId: string;
  roles: Role[];
  /** Application tokens with a lower `gen` were revoked; 0 for sessions. */
  generation: number;
}

/** OpenID Connect claims of a person, cut to the granted scopes (Core 1.0 section 5.4). */
export interface OpenIdClaimsValue {
  sub: string;
  name?: string | null;
  email?: string | null;
  emailVerified?: boolean | null;
}

/** Where a sign-in comes from, shown in the account's list of sessions. */
export interface ClientContext {
  userAgent?: string | null;
  ipAddress?: string | null;
}

/** A refresh; an OAuth application's refresh tokens need the application's own credentials too. */
export interface RefreshRequest {
  refreshToken: string;
  client?: ClientSecret | null;
  /** A narrower set for the new access token (RFC 6749 6); never more than the session was granted. */
  scopes?: readonly string[] | null;
}

/** The client_credentials grant: the application, and the scopes it asks for (all it may have when none). */
export interface ClientCredentialsRequest extends ClientSecret {
  scopes: readonly string[];
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
    const requested = input.scopes?.length ? input.scopes : null;
    if (requested) {
      // Checked before the rotation, so a refused request does not cost the client its refresh token.
      const granted = (await this.sessions.scopesOfToken(caller, input.refreshToken)) ?? [];
      const escalated = requested.find((scope) => !granted.includes(scope));
      if (escalated)
        throw appError('INVALID_SCOPE', `The session was not granted "${escalated}".`, { scope: escalated });
    }
    const { session, refreshToken: next } = await this.sessions.refresh(caller, input.refreshToken, clientId);
    const user = await this.activeUser(session.userId);
    if (!user) {
      await this.sessions.revokeAllOf(caller, { userId: session.userId }, 'account closed');
      throw appError('INVALID_GRANT', 'The account behind this refresh token is no longer active.');
    }
    const scopes = requested ? session.scopes.filter((scope) => requested.includes(scope)) : session.scopes;
    return this.userGrant(caller, user, scopes, session._id, session.clientId, next);
  }

  /** The code exchange; with the `openid` scope the answer carries an ID token for the application. */
  async exchangeCode(caller: Caller, input: CodeExchange): Promise<TokenGrantValue> {
    const grant = await this.oauth.exchange(caller, input);
    const user = await this.activeUser(grant.userId);
    if (!user) throw appError('INVALID_GRANT', 'The account that approved this code is no longer active.');
    const tokens = await this.userGrant(
      caller,
      user,
      grant.scopes,
      grant.sessionId,
      grant.clientId,
      grant.refreshToken,
    );
    if (!tokens.scopes.includes('openid')) return tokens;
    const idToken = await this.tokens.signIdToken(caller, {
      userId: user._id,
      clientId: grant.clientId,
      authTime: grant.authTime,
      nonce: grant.nonce,
      accessToken: tokens.accessToken,
      profile: profileClaims(user, tokens.scopes),
    });
    return { ...tokens, idToken };
  }

  /** The person an active session acts for, with their roles now; null once the session or account ended. */
  async sessionStanding(caller: Caller, sessionId: string): Promise<CredentialStandingValue | null> {
    const session = await this.sessions.active(caller, sessionId);
    const user = session ? await this.activeUser(session.userId) : null;
    return user ? { userId: user._id, roles: user.roles, generation: 0 } : null;
  }

  /** An application's owner and roles now, and its token generation; null once it or its owner is gone. */
  async applicationStanding(caller: Caller, clientId: string): Promise<CredentialStandingValue | null> {
    const client = await this.oauth.find(caller, clientId);
    const owner = client ? await this.activeUser(client.userId) : null;
    return client && owner
      ? { userId: owner._id, roles: owner.roles, generation: client.tokenGeneration }
      : null;
  }

  /** The userinfo claims of an active account for the granted scopes (null once it closed). */
  async openIdClaims(
    _caller: Caller,
    userId: string,
    scopes: readonly string[],
  ): Promise<OpenIdClaimsValue | null> {
    const user = await this.activeUser(userId);
    if (!user) return null;
    const profile = profileClaims(user, scopes);
    return {
      sub: user._id,
      name: (profile.name as string | undefined) ?? null,
      email: (profile.email as string | undefined) ?? null,
      emailVerified: (profile.email_verified as boolean | undefined) ?? null,
    };
  }

  async clientCredentials(caller: Caller, input: ClientCredentialsRequest): Promise<TokenGrantValue> {
    const { client, scopes } = await this.oauth.clientCredentials(caller, input);
    const owner = await this.activeUser(client.userId);
    if (!owner) throw appError('INVALID_CLIENT', 'The owner of this application is no longer active.');
    const usable = usableScopes(scopes, owner.roles);
    const { token, expiresIn } = await this.tokens.sign(caller, {
      kind: 'client',
      clientId: client._id,
      ownerId: client.userId,
      scopes: usable,
      generation: client.tokenGeneration,
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
    const scopes = usableScopes(granted, user.roles);
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

/**
 * OpenID Connect standard claims the scopes release: `profile` the name, `email` the address. Addresses
 * are not verified by this platform, so `email_verified` is false.
 */
function profileClaims(
  user: Pick<UserRecord, 'name' | 'email'>,
  scopes: readonly string[],
): Record<string, unknown> {
  return {
    ...(scopes.includes('profile') ? { name: user.name } : {}),
    ...(scopes.includes('email') ? { email: user.email, email_verified: false } : {}),
  };
}
