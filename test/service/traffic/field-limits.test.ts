import { execute, parse, type GraphQLSchema } from 'graphql';
import { allow } from 'graphql-shield';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../../gateway/auth/throttle';
import type { Identity } from '../../../platform/identity';
import { callerOf } from '../../../platform/identity/caller';
import { createLogger } from '../../../platform/logging';
import { closeRedis, connectRedis, type Redis } from '../../../platform/redis';
import { buildSchema, type BaseContext, type SubgraphModule } from '../../../platform/subgraph';
import { startRedis, type TestRedis } from '../../../testing/redis';

/**
 * The subgraphs' @rateLimit directives and the gateway's login throttle over a shared Redis: replicas of a
 * subgraph (or of the gateway) spend from one budget per caller.
 */
const logger = createLogger({ level: 'silent', service: 'test' });
let server: TestRedis;
let redis: Redis;

beforeAll(async () => {
  server = await startRedis();
  redis = await connectRedis({ url: server.url, timeoutMs: 3000 }, logger);
});
afterAll(async () => {
  await closeRedis(redis);
});

const typeDefs = parse(`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
  directive @rateLimit(limit: Int! = 60, duration: Int! = 60) on OBJECT | FIELD_DEFINITION
  type Query { search(text: String!): [String!]! @rateLimit(limit: 2, duration: 60) }
`);

function replica(shared: Redis | undefined): GraphQLSchema {
  const module: SubgraphModule = {
    name: `limited-${Math.random()}`,
    typeDefs,
    resolvers: { Query: { search: (_: unknown, { text }: { text: string }) => [text] } } as never,
    permissions: { Query: { search: allow, _service: allow } },
    createContext: (base) => base,
    health: async () => ({ ok: true }),
    close: async () => {},
  };
  return buildSchema(module, { rateLimits: true, redis: shared });
}

async function search(schema: GraphQLSchema, identity: Identity): Promise<string> {
  const context: BaseContext = { caller: callerOf(identity, 'r'), logger };
  const result = await execute({ schema, document: parse('{ search(text: "x") }'), contextValue: context });
  return (result.errors?.[0]?.extensions?.code as string | undefined) ?? 'ok';
}

const alice: Identity = {
  kind: 'user',
  userId: `alice-${Date.now()}`,
  roles: ['customer'],
  scopes: ['read'],
};
const bob: Identity = { kind: 'user', userId: `bob-${Date.now()}`, roles: ['customer'], scopes: ['read'] };

describe('@rateLimit in subgraphs', () => {
  it('shares one budget per caller between replicas through Redis', async () => {
    const [one, two] = [replica(redis), replica(redis)];
    expect([await search(one, alice), await search(two, alice), await search(one, alice)]).toEqual([
      'ok',
      'ok',
      'RATE_LIMITED',
    ]);
    expect(await search(two, alice)).toBe('RATE_LIMITED');
    // Per caller, never one shared bucket.
    expect(await search(two, bob)).toBe('ok');
  });

  it('counts per replica without Redis', async () => {
    const [one, two] = [replica(undefined), replica(undefined)];
    const carol: Identity = {
      kind: 'apiKey',
      keyId: `k-${Date.now()}`,
      userId: 'c',
      roles: ['customer'],
      scopes: ['read'],
      tier: 'basic',
      keyType: 'secret',
    };
    expect([await search(one, carol), await search(one, carol), await search(one, carol)]).toEqual([
      'ok',
      'ok',
      'RATE_LIMITED',
    ]);
    expect(await search(two, carol)).toBe('ok');
  });
});

describe('the login throttle', () => {
  it('counts a guessing address on every gateway replica at once, and only that address', async () => {
    const options = { maxFailures: 3, maxFailuresPerAddress: 100, windowSeconds: 60 };
    const [one, two] = [new LoginThrottle(options, redis), new LoginThrottle(options, redis)];
    const account = `victim-${Date.now()}@example.com`;
    await one.failed(account, '10.0.0.1');
    await two.failed(account, '10.0.0.1');
    expect(await one.blockedFor(account, '10.0.0.1')).toBeNull();
    await one.failed(account, '10.0.0.1');
    expect(await two.blockedFor(account, '10.0.0.1')).toBeGreaterThan(0);
    expect(await two.blockedFor(account, '10.0.0.9')).toBeNull();
  });
});
