import type { Config } from '../../platform/config';
import type { JsonClient } from '../../platform/http/client';
import type { Route } from '../../platform/http/router';
import type { IdentitySigner } from '../../platform/identity';
import type { Logger } from '../../platform/logging';
import type { Redis } from '../../platform/redis';
import { ServiceClient, type ServiceTarget } from '../../platform/subgraph/service-client';
import { BackgroundWork } from './background';
import { JwksCache } from './jwks';
import { accountRoutes } from './routes/account';
import { devRoutes } from './routes/dev';
import { discoveryRoutes } from './routes/discovery';
import { oauthRoutes } from './routes/oauth';
import { tokenRoutes } from './routes/tokens';
import { authPlugin } from './status-plugin';
import { PortalSessions } from './portal-session';
import { LoginThrottle } from './throttle';
import { UsersClient } from './users-client';
import { credentialsFrom, CredentialVerifier, type HeaderLike, type Verification } from './verify';

export type { Credentials, HeaderLike, Verification } from './verify';

export interface AuthOptions {
  config: Config;
  /**
   * The users subgraph: its `/graphql`, or (in the gateway) its data source, so API key and session
   * lookups choose among its instances and fail over exactly like the supergraph's fetches.
   */
  users: string | ServiceTarget;
  client: JsonClient;
  signer: IdentitySigner;
  /** The token issuer (the gateway's public base URL). */
  publicUrl: () => string;
  logger: Logger;
  /** Shared login and password-reset throttles (REDIS_URL). Default in memory. */
  redis?: Redis;
  /** The portal's stylesheets, worn by the OAuth sign-in and consent page. Default none (inline rules). */
  stylesheets?: () => readonly string[];
}

/**
 * Identity and access at the gateway: the credential verifier (for HTTP GraphQL now, and for graphql-ws
 * `connection_init` params and gRPC metadata through `verifier.verify(credentialsFrom(...))`), the auth
 * HTTP routes, and the Apollo plugin that maps auth errors to 401/403.
 */
export function createAuth(options: AuthOptions) {
  const { config, logger } = options;
  const users = new UsersClient(
    new ServiceClient(options.client, options.signer, 'gateway', config.subgraphs.timeoutMs),
    options.users,
  );
  const jwks = new JwksCache(() => users.jsonWebKeys(`jwks-${Date.now()}`), {
    refetchFloorMs: config.auth.jwksRefetchFloorMs,
  });
  const verifier = new CredentialVerifier({
    users,
    jwks,
    issuer: options.publicUrl,
    audience: config.auth.audience,
    cacheTtlMs: config.auth.cacheTtlMs,
    maxLifetimeS: config.auth.maxTokenLifetimeS,
    touchIntervalMs: config.auth.apiKeyTouchIntervalMs,
    logger,
  });
  const background = new BackgroundWork(logger);
  const logins = new LoginThrottle(config.auth.loginThrottle, options.redis, 'login');
  // Each reset request sends a message: capped per account as well, so nobody floods an inbox.
  const resets = new LoginThrottle(
    { ...config.auth.loginThrottle, maxPerAccount: config.auth.loginThrottle.maxFailures },
    options.redis,
    'reset',
  );
  // Sign-ups meeting a taken email: a few per address and window, then backoff (the 409 reveals the account).
  const signups = new LoginThrottle(
    { ...config.auth.loginThrottle, maxFailuresPerAddress: config.auth.loginThrottle.maxFailures },
    options.redis,
    'signup',
  );
  const portal = new PortalSessions(config.gatewaySecret, () => options.publicUrl().startsWith('https:'));
  const routes: Route[] = [
    ...accountRoutes({
      users,
      logins,
      resets,
      signups,
      verifier,
      background,
      portal,
      publicUrl: options.publicUrl,
    }),
    ...oauthRoutes({
      users,
      logins,
      verifier,
      issuer: options.publicUrl,
      stylesheets: options.stylesheets ?? (() => []),
    }),
    ...tokenRoutes({ users, verifier }),
    ...discoveryRoutes({ users, issuer: options.publicUrl }),
    ...(config.production ? [] : devRoutes({ users, verifier })),
  ];
  /**
   * Who is calling, from any header-like record: HTTP headers, graphql-ws `connection_init` params
   * (`{ Authorization: 'Bearer …' }` or `{ 'x-api-key': … }`), or gRPC metadata (`metadata.getMap()`).
   * Without a header credential, the portal's session cookie counts when the request carries its CSRF
   * token (see PortalSessions). A `rejected` answer means 401 (close the socket with 4401, or
   * UNAUTHENTICATED in gRPC).
   */
  const identify = (
    headers: HeaderLike,
    options: { ip?: string | null; requestId?: string } = {},
  ): Promise<Verification> => {
    const credentials = credentialsFrom(headers, options.ip);
    if (!credentials.authorization && !credentials.apiKey) {
      const session = portal.bearerOf(headers);
      if (session) credentials.authorization = `Bearer ${session}`;
    }
    return verifier.verify(credentials, options.requestId ?? `identify-${Date.now()}`);
  };
  return {
    verifier,
    identify,
    users,
    routes,
    /** Resolves when the work endpoints started after answering is done (see BackgroundWork). */
    idle: () => background.idle(),
    plugin: authPlugin(verifier),
    close: async () => {
      await background.idle();
      await verifier.close();
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
