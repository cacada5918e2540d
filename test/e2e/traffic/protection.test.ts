import { beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../../stack';
import { graphql, startTestStack } from '../../../testing/harness';
import { adminCaller, type Caller, CATEGORIES } from '../../../testing/fixtures';
import { untypedDocument } from '../../../platform/graphql/documents';
import { gql } from '../../../testing/__generated__';
import { doublingFragments } from '../../../testing/fuzz/hostile';

/** Query protection and hardening at the gateway, over real HTTP, before anything reaches a subgraph. */
let stack: Stack;
let admin: Caller;

beforeAll(async () => {
  stack = await startTestStack({
    env: { QUERY_MAX_DEPTH: '4', QUERY_MAX_COST: '300', MAX_BODY_BYTES: '4096', MAX_PAGE_SIZE: '100' },
  });
  admin = await adminCaller(stack);
});

/** The cheap public read, as the text a raw HTTP request carries. */
const CATEGORIES_QUERY = String(CATEGORIES);

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...admin.headers, ...headers },
    body,
  });

describe('limits on every document', () => {
  it('refuses a document deeper than QUERY_MAX_DEPTH and accepts one at the limit', async () => {
    const ok = await graphql(admin, gql(`query ProtectionMe { me { id orders { id items { quantity } } } }`));
    expect(ok.errors).toBeUndefined();
    const deep = await graphql(
      admin,
      gql(`query ProtectionMeDeep { me { orders { items { product { name } } } } }`),
    );
    expect(deep.status).toBe(400);
    expect(deep.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'depth',
      actual: 5,
      max: 4,
    });
  });

  it('counts depth through fragments, and lets introspection through unmeasured', async () => {
    const deep = await graphql(
      admin,
      gql(
        `query ProtectionMeThroughFragment { me { ...ProtectionOrdersOfUser } } fragment ProtectionOrdersOfUser on User { orders { items { product { name } } } }`,
      ),
    );
    expect(deep.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'depth' });
    const schema = await graphql(
      admin,
      gql(
        `query ProtectionIntrospection { __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }`,
      ),
    );
    expect(schema.errors).toBeUndefined();
  });

  it('refuses more than 15 aliases', async () => {
    // Documents made to measure (16 and 15 aliases), so codegen cannot type them.
    const aliases = Array.from({ length: 16 }, (_, index) => `a${index}: categories { id }`).join(' ');
    const result = await graphql(admin, untypedDocument(`{ ${aliases} }`));
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'aliases',
      actual: 16,
      max: 15,
    });
    const fifteen = Array.from({ length: 15 }, (_, index) => `a${index}: categories { id }`).join(' ');
    expect((await graphql(admin, untypedDocument(`{ ${fifteen} }`))).errors).toBeUndefined();
  });

  it('refuses 30 levels of fragments that spread each other twice in milliseconds, and keeps answering', async () => {
    // 1.3 KB that expands to 2^30 fields; made to measure, so codegen cannot type it.
    const started = performance.now();
    const result = await graphql(admin, untypedDocument(doublingFragments(30)));
    const elapsed = performance.now() - started;
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'cost' });
    expect(elapsed).toBeLessThan(500);
    const health = await fetch(`${stack.gatewayUrl}/health`);
    expect(health.status).toBe(200);
  });

  it('refuses a fragment cycle at validation', async () => {
    // Meant to be invalid: codegen refuses cycles too.
    const result = await graphql(
      admin,
      untypedDocument(
        `{ categories { ...A } } fragment A on Category { id ...B } fragment B on Category { name ...A }`,
      ),
    );
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('stops parsing at 1000 tokens', async () => {
    // 1100 tokens of one field, made to measure: codegen cannot type it.
    const fields = Array.from({ length: 1100 }, () => 'id').join(' ');
    const result = await graphql(admin, untypedDocument(`{ categories { ${fields} } }`));
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(result.errors?.[0]?.message).toMatch(/more th.t 1000 tokens/);
  });

  it('prices list fields by their limit and refuses an operation over the cost budget', async () => {
    // 1 + 100 x (id + name + stock + stock.available) = 401 > 300
    const costly = await graphql(
      admin,
      gql(`query ProtectionProducts { products(limit: 100) { id name stock { available } } }`),
    );
    expect(costly.status).toBe(400);
    expect(costly.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'cost',
      actual: 401,
    });
    // The same with a variable limit is priced from the variable's value.
    const variable = await graphql(
      admin,
      gql(
        `query ProtectionProductsVariable($n: Int) { products(limit: $n) { id name stock { available } } }`,
      ),
      { n: 50 },
    );
    expect(variable.errors).toBeUndefined();
  });

  it('caps list arguments, literal or in variables', async () => {
    const items = Array.from({ length: 101 }, () => ({ productId: 'p', quantity: 1 }));
    const viaVariables = await graphql(
      admin,
      gql(`mutation ProtectionCreateOrder($input: CreateOrderInput!) { createOrder(input: $input) { id } }`),
      { input: { userId: 'u', items } },
    );
    expect(viaVariables.status).toBe(400);
    expect(viaVariables.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'listItems',
      actual: 101,
      max: 100,
    });
    const literal = `[${items.map(() => '{ productId: "p", quantity: 1 }').join(', ')}]`;
    // A literal list of 101 lines, made to measure: codegen cannot type it.
    const inline = await graphql(
      admin,
      untypedDocument(`mutation { createOrder(input: { userId: "u", items: ${literal} }) { id } }`),
    );
    expect(inline.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'listItems' });
  });
});

describe('the HTTP request', () => {
  it('protects each operation of a batch on its own', async () => {
    const deep = 'query Deep { me { orders { items { product { name } } } } }';
    const response = await post(JSON.stringify([{ query: CATEGORIES_QUERY }, { query: deep }]));
    expect(response.status).toBe(200);
    const [shallow, refused] = (await response.json()) as Array<{
      data?: unknown;
      errors?: Array<{ extensions: Record<string, unknown> }>;
    }>;
    expect(shallow!.data).toBeDefined();
    expect(refused!.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'depth' });
  });

  it('answers 413 to a body over MAX_BODY_BYTES', async () => {
    const response = await post(
      JSON.stringify({ query: CATEGORIES_QUERY, variables: { padding: 'x'.repeat(5000) } }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('production mode', () => {
  let production: Stack;
  beforeAll(async () => {
    production = await startTestStack({
      env: {
        NODE_ENV: 'production',
        AUTH_ISSUER: 'http://127.0.0.1:1/issuer',
        NOTIFY_ALLOW_CAPTURE_IN_PRODUCTION: 'true',
      },
    });
  });

  it('turns introspection off, gives no field suggestions and no stack traces', async () => {
    const introspection = await graphql(
      production.graphqlUrl,
      gql(`query ProtectionIntrospectionInProduction { __schema { types { name } } }`),
    );
    expect(introspection.status).toBe(400);
    expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
    // Deliberately misspelt: production must not suggest the field it resembles.
    const typo = await graphql(
      production.graphqlUrl,
      untypedDocument(`query ProtectionTypo { categorie { id } }`),
    );
    expect(typo.errors?.[0]?.message).not.toMatch(/did you mean/i);
    const failing = await graphql(
      production.graphqlUrl,
      gql(`query ProtectionProduct { product(id: "missing") { id } }`),
    );
    expect(JSON.stringify(failing)).not.toMatch(/stacktrace/);
  });

  it('keeps introspection on when INTROSPECTION=true asks for it', async () => {
    const open = await startTestStack({
      env: {
        NODE_ENV: 'production',
        AUTH_ISSUER: 'http://127.0.0.1:1/issuer',
        INTROSPECTION: 'true',
        NOTIFY_ALLOW_CAPTURE_IN_PRODUCTION: 'true',
      },
    });
    expect(
      (
        await graphql(
          open.graphqlUrl,
          gql(`query ProtectionIntrospectionAsked { __schema { queryType { name } } }`),
        )
      ).errors,
    ).toBeUndefined();
  });

  it('prevents CSRF: a simple GET without a preflight header is refused', async () => {
    const response = await fetch(`${production.graphqlUrl}?query=${encodeURIComponent(CATEGORIES_QUERY)}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/);
    const allowed = await fetch(`${production.graphqlUrl}?query=${encodeURIComponent(CATEGORIES_QUERY)}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(allowed.status).toBe(200);
  });
});
