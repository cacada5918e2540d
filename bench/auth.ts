/**
 * `npx tsx bench/auth.ts`: what identity costs. Boots the whole stack on the embedded MongoDB (or
 * MONGODB_URI) on loopback ports, then measures, with bounded request counts:
 *   - argon2id hashing and verification (the deliberate cost of every password check),
 *   - POST /auth/login end to end,
 *   - one cheap GraphQL query per request anonymously, with a JWT and with an API key (credential
 *     answers cached, as in steady state), to show the per-request price of verification.
 * Prints one line per measurement, the MongoDB backend used, and the ratios against the baselines measured
 * in the same run: login against one argon2id verification (what the rest of a login adds), and each
 * credential against the anonymous request (what verification adds per request).
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { loadConfig } from '../platform/config';
import { startStack } from '../stack';
import { gql } from '../testing/__generated__';
import { percentile, timed, times } from './lib/stats';

const REQUESTS = 2000;
const CONCURRENCY = 16;
const LOGINS = 40;

interface Figures {
  p50: number;
  p95: number;
  /** Completed per second, when the samples ran concurrently over a measured wall time. */
  perSecond?: number;
}

function report(label: string, samples: number[], wallMs?: number): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const figures: Figures = {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    ...(wallMs ? { perSecond: (samples.length / wallMs) * 1000 } : {}),
  };
  const rate = figures.perSecond ? `  ${figures.perSecond.toFixed(0)}/s` : '';
  console.log(
    `${label.padEnd(34)} n=${String(samples.length).padEnd(5)} p50 ${figures.p50.toFixed(2)} ms  p95 ${figures.p95.toFixed(2)} ms${rate}`,
  );
  return figures;
}

async function load(
  url: string,
  headers: Record<string, string>,
  total: number,
): Promise<{ samples: number[]; wallMs: number }> {
  const samples: number[] = [];
  let next = 0;
  const body = JSON.stringify({ query: String(gql(`query AuthBenchCategories { categories { id } }`)) });
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
  // Thousands of requests from one caller: this measures credential checks, not rate limits (see bench/run.ts).
  RATE_LIMITS: 'false',
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
  const argon = report('argon2id verify', verifications);

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
        if (response.status !== 200)
          throw new Error(`login answered ${response.status}: ${await response.text()}`);
        token = ((await response.json()) as { access_token: string }).access_token;
      }),
    );
  }
  const login = report('POST /auth/login', logins);
  console.log(`login against its baseline, one argon2id verify: p50 ${times(login.p50, argon.p50)}`);

  const keyResponse = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: String(gql(`mutation AuthBenchKey { createApiKey(input: { name: "bench" }) { key } }`)),
    }),
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
  const all = new Map(variants.map(([label]) => [label, { samples: [] as number[], wallMs: 0 }]));
  for (let round = 1; round <= 3; round++) {
    for (const [label, headers] of variants) {
      const { samples, wallMs } = await load(stack.graphqlUrl, headers, REQUESTS);
      report(`${label} (c=${CONCURRENCY}) r${round}`, samples, wallMs);
      all.get(label)!.samples.push(...samples);
      all.get(label)!.wallMs += wallMs;
    }
  }
  const [baseline, ...checked] = variants.map(([label]) => {
    const { samples, wallMs } = all.get(label)!;
    return { label, figures: report(`${label}, all rounds`, samples, wallMs) };
  });
  for (const { label, figures } of checked) {
    console.log(
      `${label} against its baseline, ${baseline!.label}: p50 ${times(figures.p50, baseline!.figures.p50)}, ` +
        `p95 ${times(figures.p95, baseline!.figures.p95)}, throughput ${times(figures.perSecond!, baseline!.figures.perSecond!)}`,
    );
  }
} finally {
  await stack.stop();
}
