import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, expect, it } from 'vitest';
import type { Stack } from '../../../stack';
import { repoRoot } from '../../../platform/paths';
import { graphqlOk, startTestStack } from '../../../testing/harness';
import { registerCustomer } from '../../../testing/fixtures';
import { gql } from '../../../testing/__generated__';

const run = promisify(execFile);

/**
 * schemathesis (PyPI, installed by .ci/run) against the OpenAPI document the gateway serves, with a
 * customer's API key, on a production-mode stack: every operation of every version, generated from the
 * document (examples, coverage of the edges of each schema, then random fuzzing), must answer without a
 * 5xx and within a second. Fixed seed, bounded examples; `FUZZ_REST_EXAMPLES` (a test knob read here)
 * makes a longer run: `FUZZ_REST_EXAMPLES=500 npx vitest run test/e2e/fuzz/rest-fuzz.test.ts`.
 */
const EXAMPLES = Number(process.env.FUZZ_REST_EXAMPLES ?? 5);
const SEED = 20261126;
/** The Python with schemathesis: .ci/run's own virtual environment when it made one, else python3. */
const VENV_PYTHON = join(repoRoot, '.cache', 'python', 'bin', 'python');
const PYTHON = existsSync(VENV_PYTHON) ? VENV_PYTHON : 'python3';

let stack: Stack;
let apiKey: string;

beforeAll(async () => {
  stack = await startTestStack({
    env: { NODE_ENV: 'production', AUTH_ISSUER: 'http://127.0.0.1:1/issuer' },
  });
  const customer = await registerCustomer(stack);
  const created = await graphqlOk(
    customer.caller,
    gql(
      `mutation RestFuzzCreateApiKey { createApiKey(input: { name: "fuzz", scopes: ["read", "write"] }) { key } }`,
    ),
  );
  apiKey = created.createApiKey.key;
});

it(
  `schemathesis finds no 5xx and no answer slower than 1 s (seed ${SEED}, ${EXAMPLES} examples per operation)`,
  { timeout: 300_000 },
  async () => {
    const version = await run(PYTHON, ['-m', 'schemathesis.cli', '--version']).catch(() => null);
    expect(version, 'schemathesis is missing: pip install "schemathesis==4.*" (.ci/run does)').not.toBeNull();
    const workspace = mkdtempSync(join(tmpdir(), 'schemathesis-'));
    const result = await run(
      PYTHON,
      [
        '-m',
        'schemathesis.cli',
        'run',
        `${stack.gatewayUrl}/api/openapi.json`,
        '--url',
        stack.gatewayUrl,
        '--header',
        `x-api-key: ${apiKey}`,
        '--checks',
        'not_a_server_error',
        '--max-response-time',
        '1',
        '--seed',
        String(SEED),
        '--generation-deterministic',
        '--max-examples',
        String(EXAMPLES),
        '--phases',
        'examples,coverage,fuzzing',
        '--workers',
        '1',
        '--continue-on-failure',
        '--no-color',
      ],
      // In a directory of its own: schemathesis keeps a cache of crashes where it runs.
      { maxBuffer: 32 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' }, cwd: workspace },
    ).then(
      (done) => ({ code: 0, output: done.stdout + done.stderr }),
      (failed: { code?: number; stdout?: string; stderr?: string }) => ({
        code: failed.code ?? -1,
        output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`,
      }),
    );
    rmSync(workspace, { recursive: true, force: true });
    // One line of schemathesis's counts for the log: its whole summary ends with pytest's closing line,
    // which log readers (CI among them) would take for the closing line of the whole run.
    const counts = /Test cases:\s*\n?\s*(.+)/.exec(result.output)?.[1]?.trim() ?? 'no count printed';
    console.info(`schemathesis test cases: ${counts}`);
    expect(result.code, result.output.slice(-20_000)).toBe(0);
  },
);
