import { parse } from 'graphql';
import { allow } from 'graphql-shield';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appError } from '../../../platform/errors';
import { IDENTITY_HEADER, IdentitySigner, type Identity } from '../../../platform/identity';
import { createLogger } from '../../../platform/logging';
import { startSubgraph, type RunningSubgraph, type SubgraphModule } from '../../../platform/subgraph';
import { canRead } from '../../../platform/subgraph/rules';

/**
 * A subgraph answers repeated queries from its own parsed documents instead of Apollo Server's request
 * pipeline (platform/subgraph/prepared.ts). Two servers of one module, one with that path and one without,
 * must give the same answer (status, media type, body) to every request, errors included, and run a
 * mutation once per request either way.
 */
const logger = createLogger({ level: 'silent', service: 'test' });
const signer = new IdentitySigner('prepared-documents-test-secret-0123456789');
const servers: RunningSubgraph[] = [];
let bumps = 0;

const typeDefs = parse(`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
  type Query {
    hello(name: String = "world"): String!
    needs(n: Int!): Int!
    notFound: String
    boom: String
    strict: String!
    secret: String
    item(id: ID!): Item
    slow: String!
    shelf: Shelf
  }
  type Mutation { bump: Int! }
  type Item @key(fields: "id") { id: ID! label: String! }
  type Shelf { title: String! items: [Item]! first: Item count: Int! }
`);

const module: SubgraphModule = {
  name: 'prepared',
  typeDefs,
  resolvers: {
    Query: {
      hello: (_: unknown, { name }: { name: string }) => `hello ${name}`,
      needs: (_: unknown, { n }: { n: number }) => n * 2,
      notFound: () => {
        throw appError('USER_NOT_FOUND', 'No such user.');
      },
      boom: () => {
        throw new Error('a database detail that must not leak');
      },
      strict: () => null,
      secret: () => 'only with the read scope',
      item: (_: unknown, { id }: { id: string }) => ({ id }),
      slow: () => new Promise((resolve) => setTimeout(() => resolve('done'), 50)),
      // Fields without resolvers of their own, read from the object as it is.
      shelf: async () => ({
        title: 'new in',
        items: [{ id: '1' }, { id: 'bad' }, { id: '3' }],
        first: { id: '1' },
        count: 3,
      }),
    },
    Mutation: { bump: () => ++bumps },
    Item: {
      __resolveReference: (reference: { id: string }) => ({ id: reference.id }),
      label: (item: { id: string }) => {
        if (item.id === 'bad') throw new Error('a detail of item bad');
        return `item ${item.id}`;
      },
    },
  } as never,
  permissions: {
    Query: {
      _entities: allow,
      _service: allow,
      hello: allow,
      needs: allow,
      notFound: allow,
      boom: allow,
      strict: allow,
      secret: canRead,
      item: allow,
      slow: allow,
      shelf: allow,
    },
    Shelf: allow,
    Mutation: { bump: allow },
    Item: allow,
  },
  createContext: (base) => base,
  health: async () => ({ ok: true }),
  close: async () => {},
};

const reader: Identity = { kind: 'user', userId: 'u1', roles: ['customer'], scopes: ['read'] };
const stranger: Identity = { kind: 'user', userId: 'u2', roles: ['customer'], scopes: [] };

let fast: RunningSubgraph;
let apollo: RunningSubgraph;

const options = {
  signer,
  logger,
  includeStacktrace: false,
  shutdownGraceMs: 100,
  rateLimits: true,
  port: 0,
  host: '127.0.0.1',
};

beforeAll(async () => {
  fast = await startSubgraph(module, options);
  apollo = await startSubgraph(module, { ...options, preparedDocuments: false });
  servers.push(fast, apollo);
});
afterAll(async () => {
  for (const server of servers) await server.stop();
});

interface Sent {
  method?: string;
  body?: unknown;
  identity?: Identity;
  headers?: Record<string, string>;
  search?: string;
}

async function send(server: RunningSubgraph, sent: Sent) {
  const response = await fetch(`${server.url}${sent.search ?? ''}`, {
    method: sent.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      [IDENTITY_HEADER]: signer.sign(sent.identity ?? reader, 'request-1'),
      ...sent.headers,
    },
    ...(sent.body === undefined ? {} : { body: JSON.stringify(sent.body) }),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.text(),
  };
}

/**
 * The same request to both servers, twice (the second finds the prepared document). A plain JSON POST also
 * goes to both servers in process (their `local` endpoint, as the gateway of the same process calls them):
 * the same status and the same body, as an object instead of its JSON.
 */
async function same(sent: Sent) {
  const expected = await send(apollo, sent);
  expect(await send(fast, sent)).toEqual(expected);
  expect(await send(fast, sent)).toEqual(expected);
  if ((sent.method ?? 'POST') === 'POST' && !sent.headers && !sent.search) {
    const headers = { [IDENTITY_HEADER]: signer.sign(sent.identity ?? reader, 'request-1') };
    for (const server of [fast, apollo, fast]) {
      const local = await server.local.post(sent.body, headers);
      expect({ status: local.status, body: JSON.parse(JSON.stringify(local.body)) }).toEqual({
        status: expected.status,
        body: JSON.parse(expected.body),
      });
    }
  }
  return expected;
}

describe('a subgraph called in process', () => {
  it('refuses a request without the gateway’s signature, finishes calls in flight at a stop, then refuses', async () => {
    const unsigned = await fast.local.post({ query: '{ hello }' }, {});
    expect(unsigned.status).toBe(401);
    expect(unsigned.body).toEqual({
      errors: [
        {
          message: 'This subgraph only answers requests signed by the gateway.',
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ],
    });
    const other = await startSubgraph(module, options);
    const headers = { [IDENTITY_HEADER]: signer.sign(reader, 'request-2') };
    expect((await other.local.post({ query: '{ hello }' }, headers)).body).toEqual({
      data: { hello: 'hello world' },
    });
    // A call in flight when the subgraph stops is answered before its resources close (within the grace).
    let answered = false;
    const inFlight = other.local.post({ query: '{ slow }' }, headers).finally(() => (answered = true));
    await other.stop();
    expect(answered).toBe(true);
    expect((await inFlight).body).toEqual({ data: { slow: 'done' } });
    await expect(other.local.post({ query: '{ hello }' }, headers)).rejects.toThrow(/stopped/);
  });
});

describe('prepared documents in subgraphs', () => {
  it('answers a read exactly as Apollo Server does', async () => {
    const answer = await same({
      body: { query: 'query Hi($name: String) { hello(name: $name) }', variables: { name: 'x' } },
    });
    expect(answer).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      body: '{"data":{"hello":"hello x"}}\n',
    });
    await same({ body: { query: '{ hello }' } });
    // A literal the compiler must carry as data, never as code (quotes, backslashes, template syntax).
    const literal = await same({
      body: { query: '{ hello(name: "a\\"); throw 1; (\\" ${process.exit(1)} `x` \\\\ \\u0041") }' },
    });
    expect(JSON.parse(literal.body).data.hello).toBe('hello a"); throw 1; (" ${process.exit(1)} `x` \\ A');
    await same({ body: { query: 'query A { hello } query B { needs(n: 2) }', operationName: 'B' } });
    await same({
      body: {
        query: 'query E($r: [_Any!]!) { _entities(representations: $r) { ... on Item { id label } } }',
        variables: { r: [{ __typename: 'Item', id: '7' }] },
      },
    });
  });

  it('formats errors exactly as Apollo Server does: codes, statuses, masking, null bubbling', async () => {
    const typed = await same({ body: { query: '{ hello notFound }' } });
    expect(typed.status).toBe(404);
    expect(JSON.parse(typed.body).errors[0].extensions.code).toBe('USER_NOT_FOUND');
    const masked = await same({ body: { query: '{ hello boom }' } });
    expect(masked.body).not.toContain('database detail');
    expect(JSON.parse(masked.body).errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.parse((await same({ body: { query: '{ hello strict }' } })).body).data).toBeNull();
  });

  it('runs compiled operations as graphql-js does: aliases, fragments, directives, null bubbling in lists', async () => {
    const query = `query Shelf($all: Boolean!, $terse: Boolean!) {
      shelf { __typename title @skip(if: $terse) count
        picks: items { ...Label }
        head: first { id label @include(if: $all) }
        ... on Shelf { alsoTitle: title }
      }
    }
    fragment Label on Item { id label }`;
    const full = await same({ body: { query, variables: { all: true, terse: false } } });
    expect(JSON.parse(full.body)).toMatchObject({
      data: {
        shelf: {
          __typename: 'Shelf',
          title: 'new in',
          count: 3,
          picks: [{ id: '1', label: 'item 1' }, null, { id: '3', label: 'item 3' }],
          head: { id: '1', label: 'item 1' },
          alsoTitle: 'new in',
        },
      },
      errors: [{ path: ['shelf', 'picks', 1, 'label'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    expect(full.body).not.toContain('a detail of item bad');
    const terse = await same({ body: { query, variables: { all: false, terse: true } } });
    expect(JSON.parse(terse.body).data.shelf.head).toEqual({ id: '1' });
    expect(JSON.parse(terse.body).data.shelf).not.toHaveProperty('title');
  });

  it('keeps permissions: a field behind a rule is refused the same way', async () => {
    const refused = await same({ body: { query: '{ hello secret }' }, identity: stranger });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).errors[0].extensions.code).toBe('FORBIDDEN');
    expect(JSON.parse((await same({ body: { query: '{ secret }' } })).body).data).toEqual({
      secret: 'only with the read scope',
    });
  });

  it('leaves what it does not prepare to Apollo Server, with the same answers', async () => {
    await same({ body: { query: 'query N($n: Int!) { needs(n: $n) }', variables: { n: 'two' } } });
    await same({ body: { query: 'query N($n: Int!) { needs(n: $n) }' } });
    await same({ body: { query: '{ hello }', operationName: 'Missing' } });
    await same({ body: { query: '{ hello(' } });
    await same({ body: { query: '{ nope }' } });
    await same({
      body: { query: '{ hello }', extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } },
    });
    await same({ body: { query: '{ hello }' }, headers: { accept: 'application/graphql-response+json' } });
    await same({
      method: 'GET',
      search: `?query=${encodeURIComponent('{ hello }')}`,
      headers: { 'apollo-require-preflight': '1' },
    });
    await same({ body: { query: '{ hello }', variables: [1] } });
    // What the gateway hands a subgraph of its own process: fields it did not set are undefined, not absent.
    const headers = { [IDENTITY_HEADER]: signer.sign(reader, 'request-1') };
    const refused = { query: 'query N($n: Int!) { needs(n: $n) }', variables: {}, extensions: undefined };
    for (const server of [fast, apollo])
      expect(await server.local.post(refused, headers)).toMatchObject({
        status: 400,
        body: {
          errors: [
            expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
          ],
        },
      });
  });

  it('runs a mutation once per request', async () => {
    const before = bumps;
    const first = await send(fast, { body: { query: 'mutation { bump }' } });
    const second = await send(fast, { body: { query: 'mutation { bump }' } });
    expect([first.body, second.body]).toEqual([
      `{"data":{"bump":${before + 1}}}\n`,
      `{"data":{"bump":${before + 2}}}\n`,
    ]);
  });
});
