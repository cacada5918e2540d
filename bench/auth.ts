/**
 * `npx tsx bench/auth.ts`: what identity costs. Boots the whole stack on the embedded MongoDB (or
 * MONGODB_URI) on loopback ports, then measures, with bounded request counts:
 *   - argon2id hashing and verification (the deliberate cost of every password check),
 *   - POST /auth/login end to end,
 *   - one cheap GraphQL query per request anonymously, with a JWT and with an API key (credential
 *     answers cached, as in steady state), to show the per-request price of verification.
 * Prints one line per measurement and the MongoDB backend used.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { loadConfig } from '../platform/config';
import { startStack } from '../platform/stack';
import { percentile, timed } from './lib/stats';

const REQUESTS = 2000;
const CONCURRENCY = 16;
const LOGINS = 40;

function report(label: string, samples: number[], wallMs?: number): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const rate = wallMs ? `  ${((samples.length / wallMs) * 1000).toFixed(0)}/s` : '';
  console.log(
    `${label.padEnd(34)} n=${String(samples.length).padEnd(5)} p50 ${percentile(sorted, 50).toFixed(2)} ms  p95 ${percentile(sorted, 95).toFixed(2)} ms${rate}`,
  );
}

async function load(
  url: string,
  headers: Record<string, string>,
  total: number,
): Promise<{ samples: number[]; wallMs: number }> {
  const samples: number[] = [];
  let next = 0;
  const body = JSON.stringify({ query: '{ categories { id } }' });
  const worker = async () => {
    while (next < total) {
      next++;
      samples.push(
        await timed(async () => {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body,
          });
          if (response.status !== 200)
            throw new Error(`answered ${response.status}: ${await response.text()}`);
          await response.arrayBuffer();
        }),
      );
    }
  };
  const wallMs = await timed(async () => {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  });
  return { samples, wallMs };
}

const admin = { email: 'bench-admin@example.com', password: randomBytes(12).toString('hex') };
const config = loadConfig(process.env, {
  PORT: '0',
  LOG_LEVEL: 'warn',
  FIELD_RATE_LIMITS: 'false',
  LOGIN_MAX_FAILURES: '10000',
  BOOTSTRAP_ADMIN_EMAIL: admin.email,
  BOOTSTRAP_ADMIN_PASSWORD: admin.password,
  MONGO_DB_PREFIX: `bench_${randomBytes(4).toString('hex')}`,
});
const stack = await startStack({ config, progress: (line) => console.log(line) });
try {
  console.log(`MongoDB: ${stack.mongo.describe}`);
  const hashes: number[] = [];
  const verifications: number[] = [];
  let stored = '';
  for (let i = 0; i < 20; i++)
    hashes.push(await timed(async () => void (stored = await hash('correct horse battery staple'))));
  for (let i = 0; i < 20; i++)
    verifications.push(await timed(async () => void (await verify(stored, 'correct horse battery staple'))));
  report('argon2id hash (19 MiB, t=2)', hashes);
  report('argon2id verify', verifications);

  const logins: number[] = [];
  let token = '';
  for (let i = 0; i < LOGINS; i++) {
    logins.push(
      await timed(async () => {
        const response = await fetch(`${stack.gatewayUrl}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(admin),
        });
        token = ((await response.json()) as { access_token: string }).access_token;
      }),
    );
  }
  report('POST /auth/login', logins);

  const keyResponse = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'mutation { createApiKey(input: { name: "bench" }) { key } }' }),
  });
  const apiKey = ((await keyResponse.json()) as { data: { createApiKey: { key: string } } }).data.createApiKey
    .key;

  const variants: Array<[string, Record<string, string>]> = [
    ['GraphQL, anonymous', {}],
    ['GraphQL, JWT bearer', { authorization: `Bearer ${token}` }],
    ['GraphQL, API key', { 'x-api-key': apiKey }],
  ];
  for (const [, headers] of variants) await load(stack.graphqlUrl, headers, 500); // warm-up (JIT, pools, caches)
  // Interleaved rounds, so drift on a busy machine does not favour whichever variant ran last.
  for (let round = 1; round <= 3; round++) {
    for (const [label, headers] of variants) {
      const { samples, wallMs } = await load(stack.graphqlUrl, headers, REQUESTS);
      report(`${label} (c=${CONCURRENCY}) r${round}`, samples, wallMs);
    }
  }
} finally {
  await stack.stop();
}
