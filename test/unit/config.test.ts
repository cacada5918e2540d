import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../platform/config';
import { repoRoot } from '../../platform/paths';
import { thrown } from '../../testing/assertions';

const SECRET = 's'.repeat(32);
const ISSUER = 'https://api.example.com';
/** Production needs a notification transport that leaves, or the explicit consent to capture. */
const CAPTURE_OK = { NOTIFY_ALLOW_CAPTURE_IN_PRODUCTION: 'true' };

function problemsOf(env: Record<string, string | undefined>): string[] {
  return thrown(() => loadConfig(env), ConfigError).problems;
}

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 4000,
      logLevel: 'info',
      mongo: { uri: undefined, embedded: 'auto', javaStore: 'memory', dbPrefix: 'commerce' },
      subgraphs: { port: 0, timeoutMs: 10_000, fieldRateLimits: true },
      introspection: true,
      maxPageSize: 100,
      shutdownGraceMs: 10_000,
      gatewaySecretGenerated: true,
    });
    expect(config.gatewaySecret.length).toBeGreaterThanOrEqual(32);
    // Relative to the repository, wherever the process was started from.
    expect(config.runtimeFile).toBe(join(repoRoot, '.cache', 'runtime.json'));
    expect(loadConfig({ RUNTIME_FILE: '/tmp/stack.json' }).runtimeFile).toBe('/tmp/stack.json');
    expect(config.routes).toEqual({ file: undefined, watch: true });
    expect(loadConfig({ ROUTES_FILE: 'config/routes.yaml', ROUTES_WATCH: 'false' }).routes).toEqual({
      file: join(repoRoot, 'config', 'routes.yaml'),
      watch: false,
    });
  });

  it('reports every problem at once, each naming its variable and the value it got', () => {
    const problems = problemsOf({
      PORT: '70000',
      MONGO_EMBEDDED: 'sqlite',
      MAX_PAGE_SIZE: 'lots',
      USERS_URL: 'not a url',
      GATEWAY_SECRET: 'short',
    });
    expect(problems).toHaveLength(5);
    expect(problems.find((line) => line.startsWith('PORT:'))).toContain('"70000"');
    expect(problems.find((line) => line.startsWith('MONGO_EMBEDDED:'))).toContain('"sqlite"');
    expect(problems.find((line) => line.startsWith('MAX_PAGE_SIZE:'))).toContain('"lots"');
    expect(problems.find((line) => line.startsWith('USERS_URL:'))).toContain('"not a url"');
    expect(problems.find((line) => line.startsWith('GATEWAY_SECRET:'))).toContain('at least 32 characters');
  });

  it('serves gRPC on 50051 with reflection outside production, both configurable', () => {
    expect(loadConfig({}).grpc).toEqual({ port: 50051, reflection: true });
    expect(loadConfig({ GRPC_PORT: '0', GRPC_REFLECTION: 'false' }).grpc).toEqual({
      port: 0,
      reflection: false,
    });
    expect(
      loadConfig({ NODE_ENV: 'production', GATEWAY_SECRET: SECRET, AUTH_ISSUER: ISSUER, ...CAPTURE_OK }).grpc
        .reflection,
    ).toBe(false);
    expect(problemsOf({ GRPC_PORT: 'grpc', GRPC_REFLECTION: 'maybe' })).toEqual([
      expect.stringMatching(/^GRPC_PORT: .*"grpc"/),
      expect.stringMatching(/^GRPC_REFLECTION: .*"maybe"/),
    ]);
  });

  it('serves the home page unless HOME_PAGE turns it off, and refuses a value that is not a boolean', () => {
    expect(loadConfig({}).web).toEqual({ homePage: true });
    expect(loadConfig({ HOME_PAGE: 'false' }).web).toEqual({ homePage: false });
    expect(problemsOf({ HOME_PAGE: 'off' })).toEqual([expect.stringMatching(/^HOME_PAGE: .*"off"/)]);
  });

  it('says how to fix it in the error message', () => {
    expect(() => loadConfig({ PORT: '-1' })).toThrow(
      /Invalid configuration \(1 problem\):\n {2}- PORT: .*\nFix the variables above/,
    );
  });

  it('requires GATEWAY_SECRET and AUTH_ISSUER in production and accepts a production config that has them', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'GATEWAY_SECRET: required when NODE_ENV=production (at least 32 random characters)',
      'AUTH_ISSUER: required when NODE_ENV=production (the public base URL of the gateway)',
      expect.stringMatching(/^NOTIFY_TRANSPORT: capture .*NOTIFY_ALLOW_CAPTURE_IN_PRODUCTION=true$/),
    ]);
    const config = loadConfig({
      NODE_ENV: 'production',
      GATEWAY_SECRET: SECRET,
      AUTH_ISSUER: ISSUER,
      ...CAPTURE_OK,
    });
    expect(config).toMatchObject({
      production: true,
      gatewaySecret: SECRET,
      gatewaySecretGenerated: false,
      introspection: false,
      auth: { issuer: ISSUER, audience: 'commerce-api' },
    });
  });

  it('reads the identity settings: defaults, the bootstrap admin as a pair, an issuer without a trailing slash', () => {
    expect(loadConfig({}).auth).toMatchObject({
      issuer: undefined,
      cacheTtlMs: 10_000,
      jwksRefetchFloorMs: 10_000,
      apiKeyTouchIntervalMs: 60_000,
      loginThrottle: { maxFailures: 5, maxFailuresPerAddress: 50, windowSeconds: 900 },
      bootstrapAdmin: undefined,
    });
    const admin = { BOOTSTRAP_ADMIN_EMAIL: 'root@example.com', BOOTSTRAP_ADMIN_PASSWORD: 'twelve chars!' };
    expect(loadConfig(admin).auth.bootstrapAdmin).toEqual({
      email: 'root@example.com',
      password: 'twelve chars!',
    });
    expect(problemsOf({ BOOTSTRAP_ADMIN_EMAIL: 'root@example.com' })).toEqual([
      'BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD: set both or neither',
    ]);
    expect(problemsOf({ ...admin, BOOTSTRAP_ADMIN_PASSWORD: 'short' })[0]).toMatch(
      /^BOOTSTRAP_ADMIN_PASSWORD: at least 12 characters/,
    );
    expect(problemsOf({ AUTH_ISSUER: `${ISSUER}/` })[0]).toMatch(/^AUTH_ISSUER: no trailing slash/);
  });

  it('treats empty strings as unset, so `FOO=` in docker compose means the default', () => {
    const config = loadConfig({
      PORT: '',
      MONGODB_URI: '',
      GATEWAY_SECRET: '',
      NODE_ENV: '',
      INTROSPECTION: '',
      USERS_URL: '',
    });
    expect(config.port).toBe(4000);
    expect(config.mongo.uri).toBeUndefined();
    expect(config.subgraphs.urls.users).toBeUndefined();
    expect(config.env).toBe('development');
    expect(config.gatewaySecretGenerated).toBe(true);
    // An empty production secret is no secret: still refused.
    expect(
      problemsOf({ NODE_ENV: 'production', GATEWAY_SECRET: '', AUTH_ISSUER: ISSUER, ...CAPTURE_OK }),
    ).toHaveLength(1);
  });

  it('refuses the capture-only notification transport in production unless told, and needs SMTP for providers', () => {
    const production = { NODE_ENV: 'production', GATEWAY_SECRET: SECRET, AUTH_ISSUER: ISSUER };
    expect(problemsOf(production)).toEqual([
      expect.stringMatching(
        /^NOTIFY_TRANSPORT: capture \(the default\).*NOTIFY_ALLOW_CAPTURE_IN_PRODUCTION=true$/,
      ),
    ]);
    expect(loadConfig({ ...production, ...CAPTURE_OK }).notifications.transport).toBe('capture');
    expect(problemsOf({ ...production, NOTIFY_TRANSPORT: 'provider' })).toEqual([
      'SMTP_URL: required when NOTIFY_TRANSPORT=provider',
    ]);
    expect(problemsOf({ NOTIFY_TRANSPORT: 'provider', SMTP_URL: 'http://mail.example.com' })).toEqual([
      expect.stringMatching(/^SMTP_URL: an smtp:\/\/ or smtps:\/\/ URL/),
    ]);
    expect(problemsOf({ SMS_URL: 'https://sms.example.com/messages' })).toEqual([
      'SMS_FROM: required when SMS_URL is set',
    ]);
    const provider = loadConfig({
      ...production,
      NOTIFY_TRANSPORT: 'provider',
      SMTP_URL: 'smtp://user:pw@mail.example.com:587',
      PUSH_URL: 'https://push.example.com/send',
      PUSH_TOKEN: 't',
    });
    expect(provider.notifications).toMatchObject({
      transport: 'provider',
      smtp: { url: 'smtp://user:pw@mail.example.com:587', from: 'Commerce Platform <no-reply@localhost>' },
      sms: undefined,
      push: { url: 'https://push.example.com/send', token: 't' },
      maxAttempts: 5,
      retryBaseMs: 30_000,
    });
  });

  it('lets overrides win over the environment', () => {
    expect(loadConfig({ PORT: '4100' }, { PORT: '0' }).port).toBe(0);
  });

  it('parses booleans, lists and numbers', () => {
    const config = loadConfig({
      INTROSPECTION: 'no',
      FIELD_RATE_LIMITS: '0',
      CORS_ORIGINS: ' https://a.example , ,https://b.example',
      SUBGRAPH_PORT: '4001',
    });
    expect(config.introspection).toBe(false);
    expect(config.subgraphs.fieldRateLimits).toBe(false);
    expect(config.cors.origins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.subgraphs.port).toBe(4001);
  });

  it('returns a deeply frozen object', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.mongo)).toBe(true);
    expect(Object.isFrozen(config.subgraphs.urls)).toBe(true);
    expect(Object.isFrozen(config.cors.origins)).toBe(true);
    expect(() => {
      (config as { port: number }).port = 1;
    }).toThrow(TypeError);
    expect(() => {
      (config.mongo as { dbPrefix: string }).dbPrefix = 'other';
    }).toThrow(TypeError);
  });

  it('has the required figures (REQ-LIM-1) as traffic defaults', () => {
    const config = loadConfig({});
    expect(config.rateLimits).toEqual({
      enabled: true,
      algorithm: 'token-bucket',
      perMinute: { basic: 1000, professional: 10_000, user: 100, service: 5000, anonymous: 100 },
      keyPerSecond: 100,
      redisFailure: 'open-reads',
    });
    expect(config.redis).toBeUndefined();
    expect(config.protection).toMatchObject({
      maxDepth: 10,
      maxAliases: 15,
      maxTokens: 1000,
      maxListItems: 100,
      maxBodyBytes: 1024 * 1024,
    });
    expect(config.subgraphs.timeouts).toEqual({
      users: 10_000,
      orders: 10_000,
      catalog: 10_000,
      inventory: 10_000,
    });
    expect(config.headerTransforms).toEqual({ routes: {}, subgraphs: {} });
  });

  it('reads instance lists, per-subgraph timeouts, Redis and header transforms', () => {
    const config = loadConfig({
      CATALOG_URL: 'http://a:4001/graphql, http://b:4001/graphql',
      SUBGRAPH_TIMEOUTS: 'catalog=2000,orders=5000',
      REDIS_URL: 'redis://127.0.0.1:6379',
      HEADER_TRANSFORMS: JSON.stringify({
        routes: { '/graphql': { response: { add: { 'X-Served-By': 'gw' } } } },
        subgraphs: { orders: { propagate: ['X-Tenant'] } },
      }),
    });
    expect(config.subgraphs.instances.catalog).toEqual(['http://a:4001/graphql', 'http://b:4001/graphql']);
    expect(config.subgraphs.urls.catalog).toBe('http://a:4001/graphql');
    expect(config.subgraphs.timeouts).toMatchObject({ catalog: 2000, orders: 5000, users: 10_000 });
    expect(config.redis).toEqual({ url: 'redis://127.0.0.1:6379', timeoutMs: 250 });
    // Header names are case-insensitive: kept in lower case.
    expect(config.headerTransforms.routes['/graphql']?.response?.add).toEqual({ 'x-served-by': 'gw' });
    expect(config.headerTransforms.subgraphs.orders).toEqual({
      propagate: ['x-tenant'],
      add: {},
      remove: [],
      rename: {},
    });
  });

  it('names what is wrong in traffic settings', () => {
    expect(problemsOf({ CATALOG_URL: 'http://a/graphql,not a url' })[0]).toMatch(/^CATALOG_URL: at 1: /);
    expect(problemsOf({ HEADER_TRANSFORMS: '{not json' })[0]).toMatch(/^HEADER_TRANSFORMS: not valid JSON/);
    expect(problemsOf({ HEADER_TRANSFORMS: JSON.stringify({ subgraphs: { payments: {} } }) })[0]).toMatch(
      /^HEADER_TRANSFORMS: at subgraphs/,
    );
    expect(problemsOf({ REDIS_URL: 'http://redis' })[0]).toMatch(/^REDIS_URL: a redis/);
    expect(problemsOf({ RATE_LIMIT_ALGORITHM: 'leaky' })[0]).toMatch(/^RATE_LIMIT_ALGORITHM/);
    expect(problemsOf({ SUBGRAPH_TIMEOUTS: 'payments=100' })[0]).toMatch(
      /^SUBGRAPH_TIMEOUTS: "payments=100"/,
    );
  });
});
