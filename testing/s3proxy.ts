import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { repoRoot } from '../platform/paths';
import { dispose } from './leftovers';
import { freePort, listening } from './processes';

/** s3proxy (Maven Central, Apache-2.0): an S3 API server over a local folder, one self-contained jar. */
export const S3PROXY_VERSION = '2.6.0';
const ARTIFACT = `org.gaul:s3proxy:${S3PROXY_VERSION}:jar:jar-with-dependencies`;
const directory = join(repoRoot, '.cache', 's3proxy');
export const S3PROXY_JAR = join(directory, `s3proxy-${S3PROXY_VERSION}-jar-with-dependencies.jar`);

/** Fetches the jar with Maven into .cache/s3proxy once (as the embedded MongoDB's jars are). */
export function ensureS3Proxy(): string {
  if (existsSync(S3PROXY_JAR)) return S3PROXY_JAR;
  mkdirSync(directory, { recursive: true });
  const result = spawnSync(
    'mvn',
    ['-q', '-B', 'dependency:copy', `-Dartifact=${ARTIFACT}`, `-DoutputDirectory=${directory}`],
    { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
  );
  if (result.error || result.status !== 0 || !existsSync(S3PROXY_JAR)) {
    throw new Error(
      `Fetching ${ARTIFACT} with Maven failed (Java 17 and Maven are needed, as for the embedded MongoDB): ` +
        (result.error?.message ?? (result.stderr || result.stdout).trim().split('\n').slice(-10).join('\n')),
    );
  }
  return S3PROXY_JAR;
}

export interface TestS3 {
  endpoint: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** A client of the server, to look at what the code under test stored. */
  client: S3Client;
  /** The MEDIA_* variables that point the stack at this server. */
  env: Record<string, string>;
}

/**
 * A real S3-compatible server (s3proxy on its filesystem backend, with AWS signature checks) on a free
 * loopback port, with one empty bucket; stopped and its folder removed when the test file ends.
 */
export async function startS3(): Promise<TestS3> {
  const jar = ensureS3Proxy();
  const dir = await mkdtemp(join(tmpdir(), 'commerce-s3-'));
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'test-identity', secretAccessKey: 'test-credential-0123456789' };
  await writeFile(
    join(dir, 's3proxy.properties'),
    [
      `s3proxy.endpoint=${endpoint}`,
      's3proxy.authorization=aws-v2-or-v4',
      `s3proxy.identity=${credentials.accessKeyId}`,
      `s3proxy.credential=${credentials.secretAccessKey}`,
      'jclouds.provider=filesystem',
      `jclouds.filesystem.basedir=${join(dir, 'data')}`,
    ].join('\n'),
  );
  const child = spawn(
    'java',
    ['-Xmx256m', '-XX:+UseSerialGC', '-jar', jar, '--properties', join(dir, 's3proxy.properties')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  dispose(stop);
  await listening('s3proxy', port, child, () => output, { timeoutMs: 60_000, everyMs: 100 });
  const region = 'us-east-1';
  const bucket = 'commerce-media';
  const client = new S3Client({
    region,
    endpoint,
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  dispose(async () => client.destroy());
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    bucket,
    region,
    credentials,
    client,
    env: {
      MEDIA_STORE: 's3',
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_REGION: region,
      MEDIA_S3_ACCESS_KEY_ID: credentials.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
  };
}
