import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { beforeAll, expect, it } from 'vitest';
import type { Stack } from '../../../stack';
import { repoRoot } from '../../../platform/paths';
import { startTestStack } from '../../../testing/harness';
import { registerCustomer } from '../../../testing/fixtures';
import { GraphqlFuzzer, type FuzzRequest } from '../../../testing/fuzz/graphql';
import { SeededRandom } from '../../../platform/random';

/**
 * Generated and mangled GraphQL requests (testing/fuzz/graphql.ts) against a production-mode stack over real
 * HTTP, anonymous and as a signed-in customer: none may answer 5xx, show a stack trace, or take a second.
 * The documents are generated at run time on purpose, so they are not typed operations.
 *
 * `FUZZ_CASES` and `FUZZ_SEED` (read here, a test knob, not a product setting) make a longer or different
 * run: `FUZZ_CASES=100000 npx vitest run test/e2e/fuzz/graphql-fuzz.test.ts`.
 */
const CASES = Number(process.env.FUZZ_CASES ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const CONCURRENCY = 2;
const SLOW_MS = 1000;

let stack: Stack;
let customer: Record<string, string>;

beforeAll(async () => {
  stack = await startTestStack({
    env: { NODE_ENV: 'production', AUTH_ISSUER: 'http://127.0.0.1:1/issuer', INTROSPECTION: 'false' },
  });
  customer = (await registerCustomer(stack)).caller.headers ?? {};
});

interface Finding {
  label: string;
  status: number;
  ms: number;
  problem: string;
  request: FuzzRequest;
  body: string;
}

async function send(request: FuzzRequest): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${stack.graphqlUrl}${request.search ? `?${request.search}` : ''}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}

it(
  `answers ${CASES} generated requests (seed ${SEED}) without a 5xx, a stack trace or a slow answer`,
  { timeout: Math.max(120_000, CASES * 60) },
  async () => {
    const schema = buildSchema(readFileSync(join(repoRoot, 'schema', 'api.graphql'), 'utf8'));
    const random = new SeededRandom(SEED);
    const fuzzer = new GraphqlFuzzer(schema, random);
    const requests = Array.from({ length: CASES }, () => fuzzer.request(random.chance(0.5) ? customer : {}));
    const findings: Finding[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        const { status, body, ms } = await send(request);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        // A slow answer counts when it is slow three times in a row: on a shared machine one sample can be
        // a scheduling stall, and an operation's first answer includes planning it.
        const slow = ms > SLOW_MS && (await send(request)).ms > SLOW_MS && (await send(request)).ms > SLOW_MS;
        const problem =
          status >= 500
            ? `status ${status}`
            : /stacktrace/i.test(body)
              ? 'stack trace'
              : slow
                ? `took ${Math.round(ms)} ms, three times`
                : '';
        if (problem)
          findings.push({ label: request.label, status, ms, problem, request, body: body.slice(0, 400) });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.info(
      `GraphQL fuzz: ${CASES} cases, seed ${SEED}, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(findings.slice(0, 5), `${findings.length} findings`).toEqual([]);
  },
);
