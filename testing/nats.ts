import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dispose } from './harness';
import { freePort } from './processes';

/** Where Debian's `nats-server` package installs the binary. */
const CANDIDATES = ['/usr/bin/nats-server', '/usr/sbin/nats-server', '/usr/local/bin/nats-server'];

export interface RunningNats {
  url: string;
  /** Kills the server (SIGKILL): what a crashed broker looks like. */
  kill(): Promise<void>;
}

/**
 * Starts a real `nats-server -js` on a free loopback port with a temporary store, stopped (and its store
 * removed) when the test file ends. Fails, never skips, when the binary is missing.
 */
export async function startNatsServer(): Promise<RunningNats> {
  const binary = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!binary) {
    throw new Error(
      'nats-server is not installed: `apt-get install nats-server` (Debian package; .ci/run installs it), then run the tests again.',
    );
  }
  const port = await freePort();
  const store = mkdtempSync(join(tmpdir(), 'nats-js-'));
  const child = spawn(binary, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', store], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  dispose(async () => {
    await kill();
    rmSync(store, { recursive: true, force: true });
  });
  const deadline = Date.now() + 10_000;
  while (!/Server is ready/.test(output)) {
    if (child.exitCode !== null) throw new Error(`nats-server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`nats-server was not ready within 10 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `nats://127.0.0.1:${port}`, kill };
}
