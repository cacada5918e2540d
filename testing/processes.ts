import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../platform/paths';
import type { SubgraphName } from '../platform/config';
import { dispose, TEST_ADMIN } from './harness';

/**
 * Entry points run as real child processes, the way `npm start`, `npm run seed` and docker run them:
 * `node --import tsx <file>` from the repository root, with exactly the environment given (no variable
 * of the test runner leaks in, so a developer's MONGODB_URI never points a test at their database).
 */
function spawnEntry(file: string, env: Record<string, string>, args: readonly string[] = []): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(repoRoot, file), ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function collect(child: ChildProcess): {
  output: { stdout: string; stderr: string };
  exited: Promise<Finished>;
} {
  const output = { stdout: '', stderr: '' };
  child.stdout!.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<Finished>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, ...output }));
  });
  return { output, exited };
}

/** Runs a script to completion (killed after `timeoutMs`). */
export async function runEntry(
  file: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
  /** Command-line arguments after the file. */
  args: readonly string[] = [],
): Promise<Finished> {
  const child = spawnEntry(file, env, args);
  const { exited } = collect(child);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  try {
    return await exited;
  } finally {
    clearTimeout(timer);
  }
}

export interface RunningEntry {
  child: ChildProcess;
  /** The line that announced readiness. */
  readyLine: string;
  output: { stdout: string; stderr: string };
  /** Sends a signal and resolves with how the process ended. */
  stop(signal?: NodeJS.Signals): Promise<Finished>;
}

/** Readiness as the standalone services announce it: a JSON log line whose `msg` is `ready`. */
export const readyLogLine = (line: string): boolean => {
  try {
    return (JSON.parse(line) as { msg?: unknown }).msg === 'ready';
  } catch {
    return false;
  }
};

/**
 * Starts a long-running entry point and waits for the first stdout line that `isReady` accepts. The
 * process is killed when the test file ends, whatever happened.
 */
export async function startEntry(
  file: string,
  env: Record<string, string>,
  isReady: (line: string) => boolean,
  timeoutMs = 60_000,
): Promise<RunningEntry> {
  return started(spawnEntry(file, env), file, isReady, timeoutMs);
}

/** npm's own CLI beside the node binary running the tests (Debian's and nodejs.org's layouts). */
const NPM_CLI = join(dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js');

/**
 * `npm run <script>` as a person types it: npm's CLI, in a process group of its own (a terminal's job),
 * so a test can signal npm alone or the whole group as Ctrl-C does. Whatever is left of the group is
 * killed when the test file ends.
 */
export async function startNpmScript(
  script: string,
  env: Record<string, string>,
  isReady: (line: string) => boolean,
  timeoutMs = 60_000,
): Promise<RunningEntry> {
  const child = spawn(process.execPath, [NPM_CLI, 'run', '--silent', script], {
    cwd: repoRoot,
    // npm's script shell finds `node` on PATH: the one running the tests.
    env: { PATH: `${dirname(process.execPath)}:/usr/bin:/bin`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  dispose(async () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // The group is gone already.
    }
  });
  return started(child, `npm run ${script}`, isReady, timeoutMs);
}

async function started(
  child: ChildProcess,
  file: string,
  isReady: (line: string) => boolean,
  timeoutMs: number,
): Promise<RunningEntry> {
  const { output, exited } = collect(child);
  dispose(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const readyLine = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(`${file} was not ready within ${timeoutMs} ms.\n${output.stdout}\n${output.stderr}`),
        ),
      timeoutMs,
    );
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!isReady(line)) return;
      clearTimeout(timer);
      resolve(line);
    });
    void exited.then((finished) => {
      clearTimeout(timer);
      reject(
        new Error(
          `${file} exited with ${finished.code ?? finished.signal} before it was ready.\n${finished.stdout}\n${finished.stderr}`,
        ),
      );
    });
  });
  return {
    child,
    readyLine,
    output,
    stop: (signal = 'SIGTERM') => {
      child.kill(signal);
      return exited;
    },
  };
}

/** A loopback port that was free a moment ago (for services that need each other's address before they start). */
/**
 * Resolves once a server `child` started listens on `port` (loopback), probing every `everyMs`; rejects
 * when it exits first or after `timeoutMs`, with `output()` (what it printed) in the message.
 */
export function listening(
  name: string,
  port: number,
  child: ChildProcess,
  output: () => string,
  { timeoutMs, everyMs }: { timeoutMs: number; everyMs: number },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      clearInterval(poll);
      reject(new Error(`${name} did not listen on port ${port} within ${timeoutMs / 1000} s: ${output()}`));
    }, timeoutMs);
    const poll = setInterval(() => {
      const probe = connect(port, '127.0.0.1', () => {
        probe.destroy();
        clearInterval(poll);
        clearTimeout(timer);
        resolve();
      });
      probe.once('error', () => probe.destroy());
    }, everyMs);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}: ${output()}`));
    });
  });
}

/**
 * A port for a process that must be told its port before it starts (a standalone service whose peers need
 * its URL up front); everything else listens on port 0. The port is taken from below the kernel's
 * ephemeral range: a port from inside it, free when probed, can be given to any outgoing connection of
 * another test (a MongoDB or HTTP client socket) before the service binds it, which was seen in CI as
 * "Port ... is already in use". Below the range only another listener can take it, and a probe that fails
 * tries another port.
 */
export async function freePort(): Promise<number> {
  const [low] = ephemeralRange();
  const floor = Math.max(1024, low - 16_384);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = floor + Math.floor(Math.random() * (low - floor));
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port found between ${floor} and ${low - 1}; free some ports and run again.`);
}

function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low && high && low > 1024 + 1024) return [low, high];
  } catch {
    // Not Linux: the IANA dynamic range.
  }
  return [49_152, 65_535];
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The variable that tells a standalone service where each subgraph answers. */
export const subgraphUrlVariable: Readonly<Record<SubgraphName, string>> = {
  users: 'USERS_URL',
  orders: 'ORDERS_URL',
  catalog: 'CATALOG_URL',
  inventory: 'INVENTORY_URL',
};

/**
 * The environment every standalone service of one test deployment shares: the run's MongoDB with the
 * file's own prefix, one GATEWAY_SECRET, the test admin, and `info` logs (the `ready` line is info).
 */
export function standaloneEnv(
  mongoUri: string,
  prefix: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    MONGODB_URI: mongoUri,
    MONGO_DB_PREFIX: prefix,
    GATEWAY_SECRET: randomBytes(32).toString('hex'),
    SHUTDOWN_GRACE_MS: '3000',
    // A gateway among them binds its gRPC face on a free port, not the shared default 50051.
    GRPC_PORT: '0',
    // As in testConfig: suites about other things run without the gateway's limiter and usage logs.
    RATE_LIMITS: 'false',
    USAGE_LOGS: 'false',
    // The users service makes sure this admin exists; tests stock the catalog with it.
    BOOTSTRAP_ADMIN_EMAIL: TEST_ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: TEST_ADMIN.password,
    ...extra,
  };
}
