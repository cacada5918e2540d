// Longer than most files on purpose: every variable, its default and its checks stand in one schema, read once.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
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

const headerName = z
  .string()
  .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/, 'a header name')
  .transform((name) => name.toLowerCase());
/** Edits of one header set, applied in the order remove, rename, add. */
const headerEdits = z
  .object({
    add: z.record(headerName, z.string()).default({}),
    remove: z.array(headerName).default([]),
    rename: z.record(headerName, headerName).default({}),
  })
  .strict();
const headerTransforms = z
  .object({
    routes: z
      .record(
        z.string().startsWith('/'),
        z.object({ request: headerEdits.optional(), response: headerEdits.optional() }).strict(),
      )
      .default({}),
    subgraphs: z
      .partialRecord(
        z.enum(['users', 'orders', 'catalog', 'inventory']),
        headerEdits.extend({ propagate: z.array(headerName).default([]) }).strict(),
      )
      .default({}),
  })
  .strict();
export type HeaderEdits = z.infer<typeof headerEdits>;
export type HeaderTransforms = z.infer<typeof headerTransforms>;
const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);
const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

/** One URL, or several comma-separated instances of the same service (the gateway balances across them). */
const urlList = csv.pipe(z.array(z.url()).min(1, 'at least one URL')).optional();

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
  /**
   * Serve the home page at `/` (what the service is, its URLs, links to the portal, the explorer, the REST
   * reference and health). Default true; a production edge that answers `/` itself turns it off. The
   * developer portal (`/portal/`) and the GraphQL explorer stay.
   */
  HOME_PAGE: bool.default(true),
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
  /**
   * mongo-java-server store: memory, or the path of an on-disk H2 file that acknowledges a write only once
   * it is synced to disk. Default: `.data/mongo.mv` under `npm start`, memory for standalone services and
   * tests.
   */
  MONGO_JAVA_STORE: z.string().min(1).optional(),
  /** Prefix of every database name, so several stacks can share one server. Default "commerce". */
  MONGO_DB_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, _ and - only (at most 40)')
    .default('commerce'),

  /**
   * Remote subgraph URLs (docker compose / split deployments). Unset: `npm start` runs that subgraph itself,
   * and a standalone service (`main.ts`) uses the compose address http://<name>:4001/graphql. A
   * comma-separated list names several instances of one subgraph: the gateway balances its fetches across
   * them (least outstanding requests) and stops sending to one whose circuit opened; service-to-service
   * calls and the gateway's auth lookups use the first. A malformed URL stops start-up.
   */
  USERS_URL: urlList,
  ORDERS_URL: urlList,
  CATALOG_URL: urlList,
  INVENTORY_URL: urlList,
  /** Port a subgraph listens on when run alone (`subgraphs/<name>/main.ts`). Default 0 (free port) in the stack. */
  SUBGRAPH_PORT: port.default(0),
  /**
   * Processes that serve each subgraph, to use more cores. `npm start` (and the test stack) runs the four
   * subgraphs in its own process plus SUBGRAPH_PROCESSES - 1 worker processes, each serving all four on
   * ports of their own, and its gateway balances every subgraph across them; a subgraph run alone
   * (`subgraphs/<name>/main.ts`) forks that many cluster workers sharing SUBGRAPH_PORT. The gateway stays one
   * process, so per-key rate limits stay exact without Redis. Default 1.
   */
  SUBGRAPH_PROCESSES: positiveInt(64).default(1),
  /**
   * How the gateway and the subgraphs of one process reach each other (`npm start`, the test stack):
   * `auto` calls a subgraph of the same process in process (the request object in, the answer object out:
   * no socket, no HTTP parsing, no JSON), and every other instance over HTTP; `http` always over HTTP, as
   * separate processes do. Each subgraph listens on its port either way. Default auto.
   */
  SUBGRAPH_TRANSPORT: z.enum(['auto', 'http']).default('auto'),

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
   * How long an inventory process answers stock reads from its copy of the warehouse list (ms) before
   * reading it again; 0 reads it on every request. Warehouses are only ever added, and one added through
   * this process is seen at once; another replica sees it within this window. Default 5000.
   */
  WAREHOUSE_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /**
   * How a reservation fills a line from several warehouses: most-stocked (default), priority (the
   * warehouses' priority, lower first), nearest (warehouses in the destination's country first) or
   * ship-complete-first (one warehouse that can fill the line alone first). See docs/inventory.md.
   */
  STOCK_ALLOCATION: z
    .enum(['most-stocked', 'priority', 'nearest', 'ship-complete-first'])
    .default('most-stocked'),

  /**
   * The gateway's rate limiter (REQ-LIM-1..3, see docs/traffic.md). Default true; the test
   * harness turns it off for suites that are not about it, as FIELD_RATE_LIMITS.
   */
  RATE_LIMITS: bool.default(true),
  /**
   * token-bucket (REQ-LIM-2's bucket: capacity = the limit, refilled evenly over the window, 1 token per
   * request) or fixed-window (REQ-LIM-2's counter: incremented per request, expiring with its window).
   * Default token-bucket.
   */
  RATE_LIMIT_ALGORITHM: z.enum(['token-bucket', 'fixed-window']).default('token-bucket'),
  /** Requests per minute per API key by tier (enterprise is unlimited). Defaults 1000 and 10000. */
  RATE_LIMIT_BASIC_PER_MIN: positiveInt(10_000_000).default(1000),
  RATE_LIMIT_PROFESSIONAL_PER_MIN: positiveInt(10_000_000).default(10_000),
  /**
   * The commerce platform's per-key ceiling per second, a burst guard on basic and professional keys. It never
   * lowers a tier below its per-minute figure: a key's per-second limit is max(this, tier per minute / 60).
   * Default 100.
   */
  RATE_LIMIT_KEY_PER_SEC: positiveInt(1_000_000).default(100),
  /** Requests per minute per person signed in with a token (JWT). Default 100. */
  RATE_LIMIT_USER_PER_MIN: positiveInt(10_000_000).default(100),
  /** Requests per minute per service: OAuth applications acting for themselves (client_credentials). Default 5000. */
  RATE_LIMIT_SERVICE_PER_MIN: positiveInt(10_000_000).default(5000),
  /** Requests per minute per client address without a credential. Default 100 (the per-user figure). */
  RATE_LIMIT_ANONYMOUS_PER_MIN: positiveInt(10_000_000).default(100),
  /**
   * What the limiter does when Redis does not answer: open-reads (queries and GET/HEAD go on, mutations and
   * other writes answer 503), open (everything goes on) or closed (everything answers 503). Default open-reads.
   */
  RATE_LIMIT_REDIS_FAILURE: z.enum(['open-reads', 'open', 'closed']).default('open-reads'),
  /**
   * Redis for state several gateway replicas must share: rate-limit counters (gateway and the subgraphs'
   * @rateLimit directives). Unset: in memory per process. Unreachable at run time: see RATE_LIMIT_REDIS_FAILURE.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL')
    .optional(),
  /** Milliseconds the limiter waits for Redis before treating it as unreachable. Default 250. */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(5).max(10_000).default(250),

  /** Deepest field nesting a GraphQL document may have. Default 10. */
  QUERY_MAX_DEPTH: positiveInt(1000).default(10),
  /** Most aliases in one GraphQL document. Default 15. */
  QUERY_MAX_ALIASES: z.coerce.number().int().min(0).max(10_000).default(15),
  /** Most lexical tokens in one GraphQL document (parsing stops there). Default 1000. */
  QUERY_MAX_TOKENS: positiveInt(1_000_000).default(1000),
  /**
   * Cost budget per request: every field costs 1, multiplied by the sizes of the lists above it (a list's
   * size is its `limit` argument, capped at MAX_PAGE_SIZE, else 10). Default 30000: 50 orders with their
   * items, products and stock cost about 21000.
   */
  QUERY_MAX_COST: positiveInt(10_000_000).default(30_000),
  /** Most items in any list argument or list variable. Default 100. */
  QUERY_MAX_LIST_ITEMS: positiveInt(100_000).default(100),
  /** Largest request body the gateway reads (bytes); larger bodies answer 413. Default 1048576 (1 MiB). */
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1024 * 1024),

  /**
   * Compress gateway responses of at least COMPRESSION_MIN_BYTES with brotli or gzip when the client accepts
   * it. Default true and 1024.
   */
  COMPRESSION: bool.default(true),
  COMPRESSION_MIN_BYTES: z.coerce.number().int().min(0).max(10_000_000).default(1024),
  /**
   * Header transforms as JSON (see docs/traffic.md): per route `{"routes": {"/graphql": {"request": {...},
   * "response": {...}}}}` and per subgraph `{"subgraphs": {"orders": {...}}}`, each with `add`, `remove`,
   * `rename` and (towards subgraphs) `propagate`. Default none; malformed JSON stops start-up.
   */
  HEADER_TRANSFORMS: z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'not valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(headerTransforms)
    .optional(),

  /**
   * The route file: gateway routes as configuration (docs/routes.md), YAML or JSON, by method, path and
   * host, each to a supergraph operation or an HTTP upstream, with templates, security and a fallback.
   * Relative paths are taken from the repository root. Default none (only the built-in routes). A file that
   * cannot be read or has problems stops start-up, naming every problem.
   */
  ROUTES_FILE: z.string().min(1).optional(),
  /**
   * Reload ROUTES_FILE when it changes, without a restart: a valid file replaces the routes at once, a bad
   * one is refused (logged, counted in gateway_route_reloads_total) and the previous routes stay. Default true.
   */
  ROUTES_WATCH: bool.default(true),
  /** Serve Prometheus metrics at GET /metrics and record per-endpoint measurements. Default true. */
  METRICS: bool.default(true),
  /**
   * Bearer token a scraper sends to read /metrics and /health's details in production
   * (`Authorization: Bearer <token>`); an admin's credential works too. At least 32 characters. Default
   * none: in production only admins read them. Outside production both stay open.
   */
  METRICS_TOKEN: z.string().min(32, 'at least 32 characters').optional(),
  /**
   * Load balancers and proxies in front of the gateway whose `X-Forwarded-For` is believed: a
   * comma-separated list of addresses and CIDR ranges (`10.0.0.0/8,::1`), or a number of proxy hops. The
   * client address of rate limits, access logs and the login throttle is then the last address in
   * X-Forwarded-For not added by a trusted proxy. Default none: the peer's address, X-Forwarded-For ignored.
   */
  TRUSTED_PROXIES: z
    .string()
    .transform((value, context) => {
      const parsed = trustedProxies(value);
      if (typeof parsed === 'string') {
        context.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
  /** Open graphql-ws sockets one caller (person, API key, application) may hold at once. Default 100. */
  WS_MAX_CONNECTIONS_PER_IDENTITY: positiveInt(100_000).default(100),
  /**
   * Most operations in one batched GraphQL request (a JSON array POSTed to /graphql, as Apollo Client's
   * BatchHttpLink sends); each operation counts as one request against the rate limits. 1 turns batching
   * off (an array answers 400 BATCH_TOO_LARGE). Default 10.
   */
  GRAPHQL_MAX_BATCH: positiveInt(1000).default(10),
  /**
   * Persist usage per API key per minute and one access-log entry per request (through the users service,
   * in batches). Default true.
   */
  USAGE_LOGS: bool.default(true),
  /**
   * How often the gateway flushes usage and access-log batches (ms); a batch also goes whenever 1,000
   * entries wait. Default 5000. (1000 was tried: shorter batches gave a lower p99 in some benchmark runs
   * and not in others, and the bench's full runs were no faster: bench/README.md, 2026-11-29, 20:52.)
   */
  USAGE_FLUSH_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  /** Days per-minute usage is kept. Default 90. */
  USAGE_RETENTION_DAYS: positiveInt(3650).default(90),
  /** Days access-log entries are kept. Default 30. */
  ACCESS_LOG_RETENTION_DAYS: positiveInt(3650).default(30),
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
  /**
   * Per-subgraph overrides of SUBGRAPH_TIMEOUT_MS, e.g. `catalog=2000,orders=5000`. Default none; an unknown
   * subgraph name or a value outside 50-120000 stops start-up.
   */
  SUBGRAPH_TIMEOUTS: csv.optional(),
  /**
   * Retries of a failed subgraph query fetch (connection refused or reset, 502/503/504) with exponential
   * backoff and full jitter. Mutations are never retried, nor timeouts (the caller's deadline is spent).
   * Default 2; 0 turns retries off.
   */
  SUBGRAPH_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /**
   * Share of fetches that may be retries, per subgraph over a 10 s window (plus 10 retries/s always
   * allowed), so retries cannot multiply load on a struggling subgraph. Default 0.2.
   */
  SUBGRAPH_RETRY_BUDGET: z.coerce.number().min(0).max(1).default(0.2),
  /**
   * Consecutive failed fetches (unreachable, timeout, 5xx) after which an instance's circuit opens and the
   * gateway stops sending to it; after SUBGRAPH_BREAKER_COOLDOWN_MS one trial fetch is let through and its
   * success closes the circuit again. Defaults 5 and 5000.
   */
  SUBGRAPH_BREAKER_FAILURES: positiveInt(1000).default(5),
  SUBGRAPH_BREAKER_COOLDOWN_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
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
   * Longest lifetime (`exp` - `iat`, seconds) of an access token the gateway accepts; longer ones are
   * refused whoever signed them. Default 3600, the lifetime the users service issues.
   */
  AUTH_MAX_TOKEN_LIFETIME_S: z.coerce.number().int().min(60).max(86_400).default(3_600),
  /**
   * Key material the JWT private signing keys are sealed with in MongoDB (AES-256-GCM, key derived with
   * HKDF-SHA256). At least 32 characters. Default: GATEWAY_SECRET. Changing it makes the stored keys
   * unreadable: the users service then switches to new keys (tokens already issued keep verifying).
   */
  AUTH_SIGNING_KEY_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /**
   * Least time between two JWKS refetches triggered by a token whose `kid` is unknown (ms), so forged
   * kids cannot make the gateway hammer the users service. Default 10000.
   */
  JWKS_REFETCH_FLOOR_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** How often the gateway writes the batched `last_used` of API keys (ms). Default 60000 (once a minute per key). */
  API_KEY_TOUCH_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /**
   * Failed logins allowed per account from one client address, and per client address, within
   * LOGIN_THROTTLE_WINDOW_S; then that key backs off exponentially (429 whatever the password). The first
   * also caps password-reset requests per account. Defaults 5 and 50.
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
  NATS_URL: z
    .url()
    .refine((value) => value.startsWith('nats://'), 'a nats:// URL')
    .optional(),
  /**
   * How often the embedded bus's consumers and outbox relays look for new work (ms). Writes in the same
   * process nudge them at once; this bounds the delay for changes made by another process. Default 100.
   */
  EVENTS_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(100),
  /**
   * How often each outbox relay looks for events waiting in its service's documents (ms). Every outbox
   * write in the same process wakes it at once; this poll only picks up entries written by another
   * process or left by a crash, and each look scans every outbox collection. Default 2000, and never
   * below EVENTS_POLL_MS.
   */
  EVENTS_RELAY_POLL_MS: z.coerce.number().int().min(10).max(600_000).optional(),
  /**
   * How long an embedded-bus consumer waits for a hole in the log (a position taken by an append that has
   * not landed yet) before it reads past it (ms). A late arrival is still delivered afterwards. Default 2000.
   */
  EVENTS_GAP_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  /**
   * How often each catalog replica's search engine looks for products, categories and synonyms changed
   * since its last look (ms). An event about a product or its stock makes it look at once; this bounds how
   * late a change no event reports (brand, status, rating) is searchable. Default 500.
   */
  SEARCH_REFRESH_MS: z.coerce.number().int().min(50).max(60_000).default(500),
  /**
   * How often each catalog replica reads every product's stock status from inventory again (ms), for
   * changes no event reports (an admin's first units on a new stock level, a level set to 0 by hand).
   * Default 60000.
   */
  SEARCH_STOCK_SWEEP_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(60_000),
  /** Hours an idempotency key (createOrder, payments, refunds) is remembered. At least 24 (the contract). Default 24. */
  IDEMPOTENCY_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(24)
    .max(24 * 90)
    .default(24),
  /** Days of inactivity after which a cart expires. Default 30 (REQ-LIM-6: "Cart expiration 30 days"). */
  CART_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Milliseconds before the first retry of a transiently failed payment; each further retry waits twice
   * as long (3 attempts in all: REQ-LIM-6, "Payment retries 3 attempts"). Default 500.
   */
  PAYMENT_RETRY_BASE_MS: z.coerce.number().int().min(0).max(600_000).default(500),
  /**
   * How often each orders process looks for payments due (ms): ones another process left (a crash, a
   * replica that stopped). A payment placed, retried or awaiting settlement here wakes this process's
   * worker when it falls due, whatever this interval. Default 1000.
   */
  PAYMENTS_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1_000),

  /**
   * Where email, SMS and push go: capture (the development mailbox, a `dev_messages` collection staff and
   * tests read) or provider (email over SMTP_URL, SMS over SMS_URL, push over PUSH_URL). Default capture;
   * NODE_ENV=production refuses capture unless NOTIFY_ALLOW_CAPTURE_IN_PRODUCTION=true.
   */
  NOTIFY_TRANSPORT: z.enum(['capture', 'provider']).default('capture'),
  /** Let production run with the capture transport (a staging system that must not mail anyone). Default false. */
  NOTIFY_ALLOW_CAPTURE_IN_PRODUCTION: bool.default(false),
  /** The SMTP server: smtp://user:password@host:port (STARTTLS when offered) or smtps://... Required by provider. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'an smtp:// or smtps:// URL')
    .optional(),
  /** The From of every email. Default "Commerce Platform <no-reply@localhost>". */
  SMTP_FROM: z.string().min(3).default('Commerce Platform <no-reply@localhost>'),
  /**
   * SMS provider (Twilio-style HTTP API: form POST of To, From, Body with Basic auth): its messages URL,
   * credentials and sender. Unset: SMS deliveries are recorded as failed ("no SMS provider") under provider.
   */
  SMS_URL: z.url().optional(),
  SMS_USERNAME: z.string().optional(),
  SMS_PASSWORD: z.string().optional(),
  SMS_FROM: z.string().optional(),
  /** Push gateway (JSON POST of device tokens, title, body, data with a bearer token). Unset: as SMS_URL. */
  PUSH_URL: z.url().optional(),
  PUSH_TOKEN: z.string().optional(),
  /** Milliseconds one provider call (SMTP exchange, HTTP request) may take. Default 10000. */
  NOTIFY_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
  /** Attempts per message and channel before its delivery is recorded as failed. Default 5. */
  NOTIFY_MAX_ATTEMPTS: positiveInt(50).default(5),
  /** Milliseconds before the first retry of a failed delivery; each further retry waits twice as long. Default 30000. */
  NOTIFY_RETRY_BASE_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
  /** How often the users service looks for deliveries due for a retry (ms). Default 1000. */
  NOTIFY_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1_000),

  /**
   * Days between a personal-data deletion request and the erasure of the account (the person may cancel
   * within them). Default 30 (REQ-LIM-6: "Personal-data deletion window 30 days").
   */
  PERSONAL_DATA_DELETION_DAYS: positiveInt(365).default(30),
  /** Days a personal-data export stays downloadable before it is deleted. Default 7. */
  PERSONAL_DATA_EXPORT_DAYS: positiveInt(90).default(7),
  /**
   * How often a service looks for due jobs (account erasures, export builds and purges) in its `jobs`
   * collection (ms); a job scheduled by this process for now wakes it at once. Default 1000.
   */
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1_000),

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
  /** Deliveries one process sends at the same time (a slow endpoint holds one slot up to WEBHOOK_TIMEOUT_MS). Default 32. */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(32),
  /**
   * Let webhook endpoints resolve to loopback addresses (127.0.0.0/8, ::1), for local receivers in
   * development and tests. Private, link-local and metadata addresses stay refused. Default false;
   * refused when NODE_ENV=production.
   */
  WEBHOOK_ALLOW_LOOPBACK: bool.default(false),

  /**
   * Who the gateway's cache-invalidation consumer purges when products change (ProductUpdatedEvent,
   * ProductCreated, stock events): none, varnish (a `PURGE` with an `xkey-purge` header to every
   * EDGE_PURGE_URLS address: Varnish with the xkey module and deploy/varnish/default.vcl) or http (a JSON
   * `POST {"keys": [...]}` to every EDGE_PURGE_URLS address, for hosted CDNs or a relay in front of one).
   * Default none. varnish and http need EDGE_PURGE_URLS.
   */
  EDGE_PURGE: z.enum(['none', 'varnish', 'http']).default('none'),
  /** Comma-separated addresses the purges go to (each Varnish instance, or the HTTP purge endpoints). */
  EDGE_PURGE_URLS: urlList,
  /** Bearer token sent with http purges (`Authorization: Bearer <token>`). Default none. */
  EDGE_PURGE_TOKEN: z.string().min(1).optional(),
  /** Milliseconds one purge request may take before it fails (and is retried with the event). Default 5000. */
  EDGE_PURGE_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),

  /**
   * Where product media (uploaded images and their thumbnails) are kept: local (a folder, MEDIA_LOCAL_DIR)
   * or s3 (a bucket through the S3 API: AWS, or any S3-compatible server at MEDIA_S3_ENDPOINT). Default local.
   */
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  /** The local store's folder; relative paths are taken from the repository root. Default .data/media. */
  MEDIA_LOCAL_DIR: z.string().min(1).default('.data/media'),
  /** S3 endpoint of a compatible server (s3proxy, MinIO); unset: AWS's own for MEDIA_S3_REGION. */
  MEDIA_S3_ENDPOINT: z.url().optional(),
  /** The bucket (must exist). Required by MEDIA_STORE=s3. */
  MEDIA_S3_BUCKET: z.string().min(3).max(63).optional(),
  /** Default us-east-1. */
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  /** Credentials of the bucket; unset: the AWS SDK's default chain (environment, instance role). */
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Public base URL of media as clients load it (a CDN or the bucket's website). Default: the gateway's
   * own `/media` route, which serves them from the store.
   */
  MEDIA_PUBLIC_URL: z
    .url()
    .refine((value) => !value.endsWith('/'), 'no trailing slash')
    .optional(),
  /** Largest image upload (bytes); larger ones answer 413 PAYLOAD_TOO_LARGE. Default 10485760 (10 MiB). */
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  /**
   * Most pixels (width x height, from the image's header, before anything is decoded) an image may have;
   * more answers 422 IMAGE_TOO_LARGE, which also refuses decompression bombs. Default 40000000.
   */
  MEDIA_MAX_PIXELS: z.coerce.number().int().min(1).max(1_000_000_000).default(40_000_000),

  /** Saved addresses (shipping and billing together) per customer; one more is refused with ADDRESS_LIMIT_REACHED. Default 10. */
  ADDRESS_BOOK_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** Characters one support-ticket message may have; a longer one is refused (BAD_USER_INPUT, TOO_LONG). Default 10000. */
  TICKET_MESSAGE_MAX_CHARS: z.coerce.number().int().min(100).max(100_000).default(10_000),
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

function build(env: z.infer<typeof envSchema>, source: Env) {
  const production = env.NODE_ENV === 'production';
  const gatewaySecret = env.GATEWAY_SECRET ?? randomBytes(32).toString('base64url');
  return {
    env: env.NODE_ENV,
    production,
    host: env.HOST,
    port: env.PORT,
    grpc: { port: env.GRPC_PORT, reflection: env.GRPC_REFLECTION ?? !production },
    /** The web app the gateway serves (portal/, built by `npm run build:portal`). */
    web: { homePage: env.HOME_PAGE },
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    mongo: {
      uri: env.MONGODB_URI,
      embedded: env.MONGO_EMBEDDED,
      javaStore: env.MONGO_JAVA_STORE ?? 'memory',
      /** MONGO_JAVA_STORE was not set (`npm start` then keeps its data under .data/). */
      javaStoreDefaulted: env.MONGO_JAVA_STORE === undefined,
      dbPrefix: env.MONGO_DB_PREFIX,
    },
    subgraphs: {
      urls: {
        users: env.USERS_URL?.[0],
        orders: env.ORDERS_URL?.[0],
        catalog: env.CATALOG_URL?.[0],
        inventory: env.INVENTORY_URL?.[0],
      } satisfies Record<SubgraphName, string | undefined>,
      /** Every instance of each remote subgraph (several when the variable lists several URLs). */
      instances: {
        users: env.USERS_URL,
        orders: env.ORDERS_URL,
        catalog: env.CATALOG_URL,
        inventory: env.INVENTORY_URL,
      } satisfies Record<SubgraphName, string[] | undefined>,
      port: env.SUBGRAPH_PORT,
      processes: env.SUBGRAPH_PROCESSES,
      transport: env.SUBGRAPH_TRANSPORT,
      timeoutMs: env.SUBGRAPH_TIMEOUT_MS,
      timeouts: subgraphTimeouts(env.SUBGRAPH_TIMEOUTS ?? [], env.SUBGRAPH_TIMEOUT_MS),
      fieldRateLimits: env.FIELD_RATE_LIMITS,
      resilience: {
        retries: env.SUBGRAPH_RETRIES,
        retryBudget: env.SUBGRAPH_RETRY_BUDGET,
        breakerFailures: env.SUBGRAPH_BREAKER_FAILURES,
        breakerCooldownMs: env.SUBGRAPH_BREAKER_COOLDOWN_MS,
      },
    },
    redis: env.REDIS_URL ? { url: env.REDIS_URL, timeoutMs: env.REDIS_TIMEOUT_MS } : undefined,
    rateLimits: {
      enabled: env.RATE_LIMITS,
      algorithm: env.RATE_LIMIT_ALGORITHM,
      perMinute: {
        basic: env.RATE_LIMIT_BASIC_PER_MIN,
        professional: env.RATE_LIMIT_PROFESSIONAL_PER_MIN,
        user: env.RATE_LIMIT_USER_PER_MIN,
        service: env.RATE_LIMIT_SERVICE_PER_MIN,
        anonymous: env.RATE_LIMIT_ANONYMOUS_PER_MIN,
      },
      keyPerSecond: env.RATE_LIMIT_KEY_PER_SEC,
      redisFailure: env.RATE_LIMIT_REDIS_FAILURE,
    },
    protection: {
      maxDepth: env.QUERY_MAX_DEPTH,
      maxAliases: env.QUERY_MAX_ALIASES,
      maxTokens: env.QUERY_MAX_TOKENS,
      maxCost: env.QUERY_MAX_COST,
      maxListItems: env.QUERY_MAX_LIST_ITEMS,
      maxBodyBytes: env.MAX_BODY_BYTES,
    },
    compression: { enabled: env.COMPRESSION, minBytes: env.COMPRESSION_MIN_BYTES },
    headerTransforms: env.HEADER_TRANSFORMS ?? { routes: {}, subgraphs: {} },
    routes: {
      file: env.ROUTES_FILE
        ? isAbsolute(env.ROUTES_FILE)
          ? env.ROUTES_FILE
          : join(repoRoot, env.ROUTES_FILE)
        : undefined,
      watch: env.ROUTES_WATCH,
    },
    metrics: {
      enabled: env.METRICS,
      token: env.METRICS_TOKEN,
      usageLogs: env.USAGE_LOGS,
      flushIntervalMs: env.USAGE_FLUSH_INTERVAL_MS,
      usageRetentionDays: env.USAGE_RETENTION_DAYS,
      accessLogRetentionDays: env.ACCESS_LOG_RETENTION_DAYS,
    },
    gatewaySecret,
    gatewaySecretGenerated: env.GATEWAY_SECRET === undefined,
    trustedProxies: env.TRUSTED_PROXIES ?? ({ kind: 'none' } as const),
    maxConnectionsPerIdentity: env.WS_MAX_CONNECTIONS_PER_IDENTITY,
    maxBatch: env.GRAPHQL_MAX_BATCH,
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
    /** The variables this configuration was read from: a worker process is started with the same ones. */
    source: source as Readonly<Env>,
    inventory: { warehouseCacheMs: env.WAREHOUSE_CACHE_MS, allocation: env.STOCK_ALLOCATION },
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    runtimeFile: isAbsolute(env.RUNTIME_FILE) ? env.RUNTIME_FILE : join(repoRoot, env.RUNTIME_FILE),
    auth: {
      issuer: env.AUTH_ISSUER,
      audience: env.AUTH_AUDIENCE,
      cacheTtlMs: env.AUTH_CACHE_TTL_MS,
      maxTokenLifetimeS: env.AUTH_MAX_TOKEN_LIFETIME_S,
      /** Input keying material of the at-rest sealing of JWT signing keys (see AUTH_SIGNING_KEY_SECRET). */
      signingKeySecret: env.AUTH_SIGNING_KEY_SECRET ?? gatewaySecret,
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
      relayPollMs: env.EVENTS_RELAY_POLL_MS ?? Math.max(2_000, env.EVENTS_POLL_MS),
      gapWaitMs: env.EVENTS_GAP_WAIT_MS,
    },
    search: { refreshMs: env.SEARCH_REFRESH_MS, stockSweepMs: env.SEARCH_STOCK_SWEEP_MS },
    lifecycle: {
      idempotencyTtlMs: env.IDEMPOTENCY_TTL_HOURS * 3_600_000,
      cartTtlMs: env.CART_TTL_DAYS * 86_400_000,
      paymentRetryBaseMs: env.PAYMENT_RETRY_BASE_MS,
      paymentsPollMs: env.PAYMENTS_POLL_MS,
    },
    notifications: {
      transport: env.NOTIFY_TRANSPORT,
      allowCaptureInProduction: env.NOTIFY_ALLOW_CAPTURE_IN_PRODUCTION,
      smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM } : undefined,
      sms: env.SMS_URL
        ? {
            url: env.SMS_URL,
            username: env.SMS_USERNAME ?? '',
            password: env.SMS_PASSWORD ?? '',
            from: env.SMS_FROM ?? '',
          }
        : undefined,
      push: env.PUSH_URL ? { url: env.PUSH_URL, token: env.PUSH_TOKEN ?? '' } : undefined,
      timeoutMs: env.NOTIFY_TIMEOUT_MS,
      maxAttempts: env.NOTIFY_MAX_ATTEMPTS,
      retryBaseMs: env.NOTIFY_RETRY_BASE_MS,
      pollMs: env.NOTIFY_POLL_MS,
    },
    privacy: {
      deletionDays: env.PERSONAL_DATA_DELETION_DAYS,
      exportDays: env.PERSONAL_DATA_EXPORT_DAYS,
    },
    jobs: { pollMs: env.JOBS_POLL_MS },
    webhooks: {
      /** Input keying material of the at-rest encryption of signing secrets (see WEBHOOK_SECRET_KEY). */
      secretKey: env.WEBHOOK_SECRET_KEY ?? gatewaySecret,
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      pollMs: env.WEBHOOK_POLL_MS,
      concurrency: env.WEBHOOK_CONCURRENCY,
      allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK,
    },
    edgePurge: {
      kind: env.EDGE_PURGE,
      urls: env.EDGE_PURGE_URLS ?? [],
      token: env.EDGE_PURGE_TOKEN,
      timeoutMs: env.EDGE_PURGE_TIMEOUT_MS,
    },
    media: {
      store: env.MEDIA_STORE,
      localDir: isAbsolute(env.MEDIA_LOCAL_DIR) ? env.MEDIA_LOCAL_DIR : join(repoRoot, env.MEDIA_LOCAL_DIR),
      s3: env.MEDIA_S3_BUCKET
        ? {
            endpoint: env.MEDIA_S3_ENDPOINT,
            bucket: env.MEDIA_S3_BUCKET,
            region: env.MEDIA_S3_REGION,
            credentials:
              env.MEDIA_S3_ACCESS_KEY_ID && env.MEDIA_S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : undefined,
      publicUrl: env.MEDIA_PUBLIC_URL,
      maxBytes: env.MEDIA_MAX_BYTES,
      maxPixels: env.MEDIA_MAX_PIXELS,
    },
    care: {
      addressBookMax: env.ADDRESS_BOOK_MAX,
      ticketMessageMaxChars: env.TICKET_MESSAGE_MAX_CHARS,
    },
  };
}

export type Config = Readonly<ReturnType<typeof build>>;

/** `name=ms` pairs of SUBGRAPH_TIMEOUTS; problems are thrown as one ConfigError by the caller's parse. */
function subgraphTimeouts(pairs: string[], fallback: number): Record<SubgraphName, number> {
  const timeouts = Object.fromEntries(subgraphNames.map((name) => [name, fallback])) as Record<
    SubgraphName,
    number
  >;
  for (const pair of pairs) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    const ms = Number(value);
    if (
      !(subgraphNames as readonly string[]).includes(name ?? '') ||
      !Number.isInteger(ms) ||
      ms < 50 ||
      ms > 120_000
    ) {
      throw new ConfigError([
        `SUBGRAPH_TIMEOUTS: "${pair}" is not <subgraph>=<50-120000 ms> (subgraphs: ${subgraphNames.join(', ')})`,
      ]);
    }
    timeouts[name as SubgraphName] = ms;
  }
  return timeouts;
}

/** Which proxies' X-Forwarded-For the gateway believes (TRUSTED_PROXIES). */
export type TrustedProxies =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'ranges'; ranges: ReadonlyArray<{ address: string; prefix: number; family: 'ipv4' | 'ipv6' }> };

/** TRUSTED_PROXIES parsed, or what is wrong with it. */
function trustedProxies(value: string): TrustedProxies | string {
  if (/^\d+$/.test(value.trim())) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? { kind: 'hops', hops } : 'a number of hops must be 1-10';
  }
  const ranges = [];
  for (const part of value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)) {
    const [address = '', prefixText] = part.split('/');
    const version = isIP(address);
    const family = version === 4 ? 'ipv4' : 'ipv6';
    const max = version === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? max : Number(prefixText);
    if (version === 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > max)
      return `"${part}" is not an address or CIDR range (e.g. 10.0.0.0/8, ::1)`;
    ranges.push({ address, prefix, family } as const);
  }
  return ranges.length ? { kind: 'ranges', ranges } : 'name at least one address or range, or a hop count';
}

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
        const name = issue.path.length ? String(issue.path[0]) : '(environment)';
        // Lists and JSON values (USERS_URL, HEADER_TRANSFORMS) name the part that is wrong.
        const within = issue.path.length > 1 ? `at ${issue.path.slice(1).join('.')}: ` : '';
        const got = typeof issue.path[0] === 'string' ? merged[issue.path[0]] : undefined;
        return `${name}: ${within}${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`;
      }),
    );
  }
  const config = build(parsed.data, merged);
  const problems: string[] = [];
  if (config.production && config.gatewaySecretGenerated) {
    problems.push('GATEWAY_SECRET: required when NODE_ENV=production (at least 32 random characters)');
  }
  if (config.production && !config.auth.issuer) {
    problems.push('AUTH_ISSUER: required when NODE_ENV=production (the public base URL of the gateway)');
  }
  if (config.production && config.webhooks.allowLoopback) {
    problems.push(
      'WEBHOOK_ALLOW_LOOPBACK: not allowed when NODE_ENV=production (webhooks must not reach this machine)',
    );
  }
  const notify = config.notifications;
  if (config.production && notify.transport === 'capture' && !notify.allowCaptureInProduction) {
    problems.push(
      'NOTIFY_TRANSPORT: capture (the default) keeps email, SMS and push in a development mailbox; when ' +
        'NODE_ENV=production set NOTIFY_TRANSPORT=provider with SMTP_URL, or NOTIFY_ALLOW_CAPTURE_IN_PRODUCTION=true',
    );
  }
  if (notify.transport === 'provider' && !notify.smtp) {
    problems.push('SMTP_URL: required when NOTIFY_TRANSPORT=provider');
  }
  if (notify.sms && !notify.sms.from) problems.push('SMS_FROM: required when SMS_URL is set');
  if (Boolean(parsed.data.BOOTSTRAP_ADMIN_EMAIL) !== Boolean(parsed.data.BOOTSTRAP_ADMIN_PASSWORD)) {
    problems.push('BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD: set both or neither');
  }
  if (config.edgePurge.kind !== 'none' && !config.edgePurge.urls.length) {
    problems.push(`EDGE_PURGE_URLS: required when EDGE_PURGE=${config.edgePurge.kind} (where purges go)`);
  }
  if (config.edgePurge.kind === 'none' && config.edgePurge.urls.length) {
    problems.push('EDGE_PURGE_URLS: set, but EDGE_PURGE is none: name the purger (varnish or http)');
  }
  if (config.media.store === 's3' && !config.media.s3) {
    problems.push('MEDIA_S3_BUCKET: required when MEDIA_STORE=s3');
  }
  if (Boolean(parsed.data.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(parsed.data.MEDIA_S3_SECRET_ACCESS_KEY)) {
    problems.push('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (problems.length) throw new ConfigError(problems);
  return deepFreeze(config);
}
