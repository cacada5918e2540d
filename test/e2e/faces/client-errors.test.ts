import { Writable } from 'node:stream';
import { getIntrospectionQuery } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../../stack';
import { createLogger } from '../../../platform/logging';
import { graphql, startTestStack } from '../../../testing/harness';
import { adminCaller, type Caller, CATEGORIES } from '../../../testing/fixtures';
import { untypedDocument } from '../../../platform/graphql/documents';

/**
 * Mistakes a client makes, on every face, over real HTTP: each is a 4xx with a registry code (or the
 * OAuth error of RFC 6749 on the OAuth endpoints), and none is logged as the server's own failure.
 */
let stack: Stack;
let admin: Caller;
const lines: Array<{ level: number; msg?: string }> = [];

beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n'))
        if (line) lines.push(JSON.parse(line) as { level: number; msg?: string });
      done();
    },
  });
  stack = await startTestStack({ logger: createLogger({ level: 'info', service: 'stack', destination }) });
  admin = await adminCaller(stack);
});

/** Error-level (pino 50) lines logged while `action` ran. */
async function errorsLoggedDuring(action: () => Promise<void>): Promise<string[]> {
  const before = lines.length;
  await action();
  return lines
    .slice(before)
    .filter((line) => line.level >= 50)
    .map((line) => line.msg ?? '');
}

const postGraphql = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...admin.headers, ...headers },
    body: JSON.stringify(body),
  });

const CATEGORIES_QUERY = String(CATEGORIES);

describe('GraphQL over HTTP', () => {
  it('answers the introspection query that asks for isOneOf', async () => {
    // Built by graphql-js at run time (what gql.tada and codegen send), so codegen cannot type it.
    const result = await graphql(admin, untypedDocument(getIntrospectionQuery({ oneOf: true })));
    expect(result.errors).toBeUndefined();
    expect(result.status).toBe(200);
    expect(JSON.stringify(result.data)).toMatch(/"isOneOf":false/);
  });

  it.each([
    [
      'several operations without operationName',
      { query: `${CATEGORIES_QUERY} query Other { categories { id } }` },
    ],
    ['an unknown operationName', { query: CATEGORIES_QUERY, operationName: 'Nope' }],
  ])('refuses %s with 400 OPERATION_RESOLUTION_FAILURE', async (_, body) => {
    const logged = await errorsLoggedDuring(async () => {
      const response = await postGraphql(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { errors: Array<{ extensions: { code: string } }> };
      expect(answer.errors[0]?.extensions.code).toBe('OPERATION_RESOLUTION_FAILURE');
    });
    expect(logged).toEqual([]);
  });

  it.each([
    ['a number', 5],
    ['an unknown version', { version: 2, sha256Hash: 'a'.repeat(64) }],
    ['a hash that is not hex', { version: 1, sha256Hash: 'not-a-hash' }],
    ['no hash', { version: 1 }],
    ['a string', 'persisted'],
  ])('refuses a persisted-query extension that is %s with a 400', async (_, persistedQuery) => {
    const logged = await errorsLoggedDuring(async () => {
      const response = await postGraphql({ query: CATEGORIES_QUERY, extensions: { persistedQuery } });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { errors: Array<{ extensions: { code: string } }> };
      expect(answer.errors[0]?.extensions.code).toBe('BAD_REQUEST');
    });
    expect(logged).toEqual([]);
  });
});

describe('malformed percent-encoding', () => {
  it.each(['/api/v2/users/%E0%A4%A', '/api/v1/users/%zz', '/products/%E0%A4%A', '/orders/%'])(
    'refuses %s with 400 BAD_REQUEST',
    async (path) => {
      const logged = await errorsLoggedDuring(async () => {
        const response = await fetch(`${stack.gatewayUrl}${path}`, { headers: admin.headers });
        expect(response.status).toBe(400);
        expect(await response.text()).toMatch(/BAD_REQUEST|percent/i);
      });
      expect(logged).toEqual([]);
    },
  );

  it('refuses OAuth Basic credentials with a malformed escape as invalid_client', async () => {
    const logged = await errorsLoggedDuring(async () => {
      const response = await fetch(`${stack.gatewayUrl}/oauth/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from('a%zz:b').toString('base64')}`,
        },
        body: 'grant_type=client_credentials',
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'invalid_client' });
    });
    expect(logged).toEqual([]);
  });
});
