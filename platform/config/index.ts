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
  return {
    env: env.NODE_ENV,
    production,
    host: env.HOST,
    port: env.PORT,
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
    gatewaySecret: env.GATEWAY_SECRET ?? randomBytes(32).toString('base64url'),
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
    maxPageSize: env.MAX_PAGE_SIZE,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    runtimeFile: isAbsolute(env.RUNTIME_FILE) ? env.RUNTIME_FILE : join(repoRoot, env.RUNTIME_FILE),
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
  if (problems.length) throw new ConfigError(problems);
  return deepFreeze(config);
}
