import { randomBytes } from 'node:crypto';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../paths';

/**
 * The one configuration loader. Entry points (`main.ts`, `scripts/*`) call `loadConfig(process.env)` once;
 * everything else receives the frozen result. No other file reads `process.env`.
 *
 * Every variable, its default and what happens when it is wrong is listed in `envSchema` below and in the
 * README's configuration table.
 */

const port = z.coerce.number().int().min(0).max(65535);
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
const optionalUrl = z.url().optional();
const csv = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

export const subgraphNames = ['users', 'orders', 'catalog', 'inventory'] as const;
export type SubgraphName = (typeof subgraphNames)[number];

const envSchema = z.object({
  /** development | production | test. Production turns off introspection and stack traces. Default development. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Interface the gateway and the subgraphs bind to (0.0.0.0 in containers). Default 127.0.0.1. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Gateway port. Default 4000; 0 picks a free port. */
  PORT: port.default(4000),
  /**
   * Port of the gRPC UserService (package api.v1), served by the gateway process on HOST. Default 50051;
   * 0 picks a free port. A port in use stops start-up with a message naming this variable.
   */
  GRPC_PORT: port.default(50051),
  /** Serve gRPC server reflection (grpcurl, Postman discover the API). Default true except in production. */
  GRPC_REFLECTION: bool.optional(),
  /** pino level. Default info (warn under NODE_ENV=test). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),

  /** A real MongoDB (replica set, Atlas, sharded). When unset, an embedded server is started. */
  MONGODB_URI: optionalUrl,
  /**
   * Which embedded server to start when MONGODB_URI is unset: auto (a local mongod binary through
   * mongodb-memory-server if one is found, else mongo-java-server), mongod (require a real mongod; may
   * download one when the machine has internet), java (mongo-java-server). Default auto.
   */
  MONGO_EMBEDDED: z.enum(['auto', 'mongod', 'java']).default('auto'),
  /** mongo-java-server store: memory (default) or a file path for an on-disk H2 store that survives restarts. */
  MONGO_JAVA_STORE: z.string().min(1).default('memory'),
  /** Prefix of every database name, so several stacks can share one server. Default "commerce". */
  MONGO_DB_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, _ and - only (at most 40)')
    .default('commerce'),

  /**
   * Remote subgraph URLs (docker compose / split deployments). Unset: `npm start` runs that subgraph itself,
   * and a standalone service (`main.ts`) uses the compose address http://<name>:4001/graphql.
   */
  USERS_URL: optionalUrl,
  ORDERS_URL: optionalUrl,
  CATALOG_URL: optionalUrl,
  INVENTORY_URL: optionalUrl,
  /** Port a subgraph listens on when run alone (`subgraphs/<name>/main.ts`). Default 0 (free port) in the stack. */
  SUBGRAPH_PORT: port.default(0),

  /**
   * Shared secret the gateway signs caller identities with; subgraphs reject requests without a valid
   * signature. At least 32 characters. Required in production and by the standalone services (`main.ts`),
   * which refuse to start without it; `npm start` generates one per process when unset.
   */
  GATEWAY_SECRET: z.string().min(32, 'at least 32 characters').optional(),

  /** Origins allowed by CORS, comma-separated. Default: Apollo Sandbox and local development pages. */
  CORS_ORIGINS: csv.optional(),
  /** Serve introspection. Default true except in production. */
  INTROSPECTION: bool.optional(),
  /** Upper bound of the `limit` argument on list queries. Default 100. */
  MAX_PAGE_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
  /**
   * Enforce the per-caller `@rateLimit` directives inside subgraphs (createOrder, searchOrders, ...).
   * Default true; only test suites that create data in bulk from one address turn it off.
   */
  FIELD_RATE_LIMITS: bool.default(true),
  /**
   * Let @apollo/gateway send its anonymous usage telemetry (it probes cloud metadata addresses and posts
   * to an Apollo endpoint). Default false: a gateway should not call outside hosts nobody configured.
   */
  APOLLO_TELEMETRY: bool.default(false),
  /** Milliseconds the gateway waits for a subgraph answer. Default 10000. */
  SUBGRAPH_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
  /** Milliseconds to drain in-flight requests on SIGTERM before closing. Default 10000. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /**
   * Where `npm start` records the running stack (MongoDB URI, database prefix, gateway URL, pid) for
   * `npm run seed`; written when the stack is ready, removed when it stops. Relative paths are taken from
   * the repository root. Default .cache/runtime.json.
   */
  RUNTIME_FILE: z.string().min(1).default('.cache/runtime.json'),

  /**
   * The token issuer: the gateway's public base URL without a trailing slash (`iss` of every JWT, the
   * OpenID discovery `issuer`, and the base of links in password-reset messages). Required in production;
   * in development and tests it defaults to the gateway's own address once it listens.
   */
  AUTH_ISSUER: z
    .url()
    .refine((value) => !value.endsWith('/'), 'no trailing slash')
    .optional(),
  /** `aud` of every access token; the gateway rejects tokens for any other audience. Default "commerce-api". */
  AUTH_AUDIENCE: z.string().min(1).default('commerce-api'),
  /**
   * How long the gateway trusts a cached API-key or session lookup (ms). A revoked key or session keeps
   * working in another gateway process for at most this long (the process that revoked forgets at once).
   * Default 10000; 0 looks every credential up on every request.
   */
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  /**
   * Least time between two JWKS refetches triggered by a token whose `kid` is unknown (ms), so forged
   * kids cannot make the gateway hammer the users service. Default 10000.
   */
  JWKS_REFETCH_FLOOR_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** How often the gateway writes the batched `last_used` of API keys (ms). Default 60000 (once a minute per key). */
  API_KEY_TOUCH_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /**
   * Failed logins allowed per account, and per client address, within LOGIN_THROTTLE_WINDOW_S; further
   * attempts answer 429 whatever the password. Defaults 5 and 50.
   */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(10_000).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
  /** Seconds a failed login counts against the limits above. Default 900 (15 minutes). */
  LOGIN_THROTTLE_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(900),
  /**
   * When both are set, the users service makes sure at start-up that this admin account exists with this
   * password (created or updated), so a fresh deployment can be administered. Set both or neither; the
   * password needs at least 12 characters.
   */
  BOOTSTRAP_ADMIN_EMAIL: z.email().optional(),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().min(12, 'at least 12 characters').optional(),

  /**
   * The event bus. Unset (default): the embedded bus, an append-only log in the MongoDB database
   * `<MONGO_DB_PREFIX>_events`, needing nothing else. A `nats://host:port` URL: NATS JetStream (a
   * `nats-server -js`), for scale-out; start-up fails when it cannot be reached.
   */
  NATS_URL: z.url().refine((value) => value.startsWith('nats://'), 'a nats:// URL').optional(),
  /**
   * How often the embedded bus's consumers and outbox relays look for new work (ms). Writes in the same
   * process nudge them at once; this bounds the delay for changes made by another process. Default 100.
   */
  EVENTS_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(100),
  /**
   * How long an embedded-bus consumer waits for a hole in the log (a position taken by an append that has
   * not landed yet) before it reads past it (ms). A late arrival is still delivered afterwards. Default 2000.
   */
  EVENTS_GAP_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  /** Hours an idempotency key (createOrder, payments, refunds) is remembered. At least 24 (the contract). Default 24. */
  IDEMPOTENCY_TTL_HOURS: z.coerce.number().int().min(24).max(24 * 90).default(24),
  /** Days of inactivity after which a cart expires. Default 30 (the spec's cart expiration). */
  CART_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Milliseconds before the first retry of a transiently failed payment; each further retry waits twice
   * as long (3 attempts in all, the spec's limit). Default 500.
   */
  PAYMENT_RETRY_BASE_MS: z.coerce.number().int().min(0).max(600_000).default(500),

  /**
   * Key material the webhook signing secrets are encrypted with at rest (AES-256-GCM, key derived with
   * HKDF-SHA256). At least 32 characters. Default: derived from GATEWAY_SECRET, so changing GATEWAY_SECRET
   * then makes stored secrets unreadable (deliveries to those endpoints fail until their secret is
   * rotated); set this to rotate the two independently.
   */
  WEBHOOK_SECRET_KEY: z.string().min(32, 'at least 32 characters').optional(),
  /** Milliseconds one delivery attempt may take (connect, send, answer) before it counts as a timeout. Default 10000. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(10_000),
  /**
   * How often the webhook dispatcher looks for due deliveries written or rescheduled by another process
   * (ms); new deliveries of this process wake it at once. Default 1000.
   */
  WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1_000),
  /** Deliveries one process sends at the same time. Default 8. */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
  /**
   * Let webhook endpoints resolve to loopback addresses (127.0.0.0/8, ::1), for local receivers in
   * development and tests. Private, link-local and metadata addresses stay refused. Default false;
   * refused when NODE_ENV=production.
   */
  WEBHOOK_ALLOW_LOOPBACK: bool.default(false),
  /**
   * Multiplies every webhook retry delay and the 72-hour retry and 5-day disable windows, so tests run the
   * whole schedule in seconds. Default 1; anything else is refused when NODE_ENV=production.
   */
  WEBHOOK_TIME_SCALE: z.coerce.number().gt(0).max(1).default(1),
});

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid configuration (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((problem) => `  - ${problem}`).join('\n') +
        '\nFix the variables above (see the Configuration section of README.md) and start again.',
    );
    this.name = 'ConfigError';
  }
}

function build(env: z.infer<typeof envSchema>) {
  const production = env.NODE_ENV === 'production';
  const gatewaySecret = env.GATEWAY_SECRET ?? randomBytes(32).toString('base64url');
  return {
    env: env.NODE_ENV,
    production,
    host: env.HOST,
    port: env.PORT,
    grpc: { port: env.GRPC_PORT, reflection: env.GRPC_REFLECTION ?? !production },
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    mongo: {
      uri: env.MONGODB_URI,
      embedded: env.MONGO_EMBEDDED,
      javaStore: env.MONGO_JAVA_STORE,
      dbPrefix: env.MONGO_DB_PREFIX,
    },
    subgraphs: {
      urls: {
        users: env.USERS_URL,
        orders: env.ORDERS_URL,
        catalog: env.CATALOG_URL,
        inventory: env.INVENTORY_URL,
      } satisfies Record<SubgraphName, string | undefined>,
      port: env.SUBGRAPH_PORT,
      timeoutMs: env.SUBGRAPH_TIMEOUT_MS,
      fieldRateLimits: env.FIELD_RATE_LIMITS,
    },
    gatewaySecret,
    gatewaySecretGenerated: env.GATEWAY_SECRET === undefined,
    cors: {
      origins: env.CORS_ORIGINS ?? [
        'https://studio.apollographql.com',
        'https://sandbox.apollo.dev',
        'http://localhost:4000',
        'http://127.0.0.1:4000',
      ],
    },
    introspection: env.INTROSPECTION ?? !production,
    apolloTelemetry: env.APOLLO_TELEMETRY,
    maxPageSize: env.MAX_PAGE_SIZE,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    runtimeFile: isAbsolute(env.RUNTIME_FILE) ? env.RUNTIME_FILE : join(repoRoot, env.RUNTIME_FILE),
    auth: {
      issuer: env.AUTH_ISSUER,
      audience: env.AUTH_AUDIENCE,
      cacheTtlMs: env.AUTH_CACHE_TTL_MS,
      jwksRefetchFloorMs: env.JWKS_REFETCH_FLOOR_MS,
      apiKeyTouchIntervalMs: env.API_KEY_TOUCH_INTERVAL_MS,
      loginThrottle: {
        maxFailures: env.LOGIN_MAX_FAILURES,
        maxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
        windowSeconds: env.LOGIN_THROTTLE_WINDOW_S,
      },
      bootstrapAdmin:
        env.BOOTSTRAP_ADMIN_EMAIL && env.BOOTSTRAP_ADMIN_PASSWORD
          ? { email: env.BOOTSTRAP_ADMIN_EMAIL, password: env.BOOTSTRAP_ADMIN_PASSWORD }
          : undefined,
    },
    events: {
      natsUrl: env.NATS_URL,
      pollMs: env.EVENTS_POLL_MS,
      gapWaitMs: env.EVENTS_GAP_WAIT_MS,
    },
    lifecycle: {
      idempotencyTtlMs: env.IDEMPOTENCY_TTL_HOURS * 3_600_000,
      cartTtlMs: env.CART_TTL_DAYS * 86_400_000,
      paymentRetryBaseMs: env.PAYMENT_RETRY_BASE_MS,
    },
    webhooks: {
      /** Input keying material of the at-rest encryption of signing secrets (see WEBHOOK_SECRET_KEY). */
      secretKey: env.WEBHOOK_SECRET_KEY ?? gatewaySecret,
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      pollMs: env.WEBHOOK_POLL_MS,
      concurrency: env.WEBHOOK_CONCURRENCY,
      allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK,
      timeScale: env.WEBHOOK_TIME_SCALE,
    },
  };
}

export type Config = Readonly<ReturnType<typeof build>>;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const nested of Object.values(value)) deepFreeze(nested);
  }
  return value;
}

/** Parses the environment once; throws a ConfigError listing every problem at once. */
export function loadConfig(env: Env, overrides: Env = {}): Config {
  const merged: Env = { ...env, ...overrides };
  // Empty strings mean "unset" (docker compose passes `FOO=` for optional variables).
  for (const [key, value] of Object.entries(merged)) if (value === '') delete merged[key];
  const parsed = envSchema.safeParse(merged);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.') || '(environment)';
        const got = typeof issue.path[0] === 'string' ? merged[issue.path[0]] : undefined;
        return `${name}: ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`;
      }),
    );
  }
  const config = build(parsed.data);
  const problems: string[] = [];
  if (config.production && config.gatewaySecretGenerated) {
    problems.push('GATEWAY_SECRET: required when NODE_ENV=production (at least 32 random characters)');
  }
  if (config.production && !config.auth.issuer) {
    problems.push('AUTH_ISSUER: required when NODE_ENV=production (the public base URL of the gateway)');
  }
  if (config.production && config.webhooks.allowLoopback) {
    problems.push('WEBHOOK_ALLOW_LOOPBACK: not allowed when NODE_ENV=production (webhooks must not reach this machine)');
  }
  if (config.production && config.webhooks.timeScale !== 1) {
    problems.push('WEBHOOK_TIME_SCALE: must be 1 when NODE_ENV=production (it shortens the retry schedule)');
  }
  if (Boolean(parsed.data.BOOTSTRAP_ADMIN_EMAIL) !== Boolean(parsed.data.BOOTSTRAP_ADMIN_PASSWORD)) {
    problems.push('BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD: set both or neither');
  }
  if (problems.length) throw new ConfigError(problems);
  return deepFreeze(config);
}
