import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../paths';

/**
 * The MongoDB the stack runs on. `describe` is what start-up prints and benchmarks report, so a figure is
 * never quoted without the backend it was measured on.
 */
export interface MongoBackendHandle {
  uri: string;
  kind: 'external' | 'mongod' | 'mongo-java-server';
  describe: string;
  /** Whether multi-document transactions and change streams exist (never needed for correctness here). */
  supportsTransactions: boolean;
  /** The server's own process, when this process started one (mongo-java-server's JVM). */
  pid?: number | undefined;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  uri?: string | undefined;
  embedded: 'auto' | 'mongod' | 'java';
  javaStore: string;
  /**
   * mongo-java-server: the private directory (mode 0700, owned by this user) its socket is created in.
   * Default a fresh one under the OS temp directory, removed on stop; a given one is kept, so a server
   * started again in it has the same address.
   */
  socketDirectory?: string | undefined;
  /** Progress lines for long first-run steps (Maven download, mongod start). */
  progress?: (line: string) => void;
  /**
   * mongo-java-server: the JVM's maximum heap (`-Xmx`), default `1g`. The in-memory store keeps every
   * document on it; large benchmark data sets need more.
   */
  javaMaxHeap?: string | undefined;
}

export const MONGO_JAVA_SERVER_VERSION = '1.47.0';
const javaCache = join(repoRoot, '.cache', 'mongo-java-server');
const javaLib = join(javaCache, 'lib');
const javaClasses = join(javaCache, 'classes');
const launcherSources = join(
  repoRoot,
  'java',
  'mongo-server',
  'src',
  'main',
  'java',
  'dev',
  'commerce',
  'mongo',
);
/** Hash of the launcher's sources the classes were compiled from: an edited source is compiled again. */
const compiledFrom = join(javaClasses, 'sources.sha256');

export async function startMongo(options: EmbeddedOptions): Promise<MongoBackendHandle> {
  if (options.uri) {
    return {
      uri: options.uri,
      kind: 'external',
      describe: `MongoDB at ${redactUri(options.uri)} (MONGODB_URI)`,
      supportsTransactions: true,
      stop: async () => {},
    };
  }
  if (options.embedded === 'mongod') return startMongod(undefined, options);
  if (options.embedded === 'auto') {
    const binary = findLocalMongod();
    if (binary) return startMongod(binary, options);
  }
  return startJavaServer(options);
}

/** Hides credentials in a connection string before it is printed. */
export function redactUri(uri: string): string {
  return uri.replace(/\/\/([^@/]+)@/, '//***@');
}

function onPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, command);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** A mongod already on this machine: on PATH, or cached by mongodb-memory-server from an earlier download. */
function findLocalMongod(): string | undefined {
  const fromPath = onPath('mongod');
  if (fromPath) return fromPath;
  for (const dir of [
    join(homedir(), '.cache', 'mongodb-binaries'),
    join(repoRoot, 'node_modules', '.cache', 'mongodb-memory-server'),
  ]) {
    if (!existsSync(dir)) continue;
    const found = readdirSync(dir).find((name) => name.startsWith('mongod'));
    if (found) return join(dir, found);
  }
  return undefined;
}

async function startMongod(
  systemBinary: string | undefined,
  options: EmbeddedOptions,
): Promise<MongoBackendHandle> {
  options.progress?.(
    systemBinary
      ? `Starting a single-node replica set with ${systemBinary}...`
      : 'Starting mongod through mongodb-memory-server (downloads a binary on first use; needs internet)...',
  );
  const { MongoMemoryReplSet } = await import('mongodb-memory-server-core');
  try {
    const replSet = await MongoMemoryReplSet.create({
      replSet: { count: 1, storageEngine: 'wiredTiger' },
      ...(systemBinary ? { binary: { systemBinary } } : {}),
    });
    return {
      uri: replSet.getUri(),
      kind: 'mongod',
      describe: `mongod single-node replica set (mongodb-memory-server${systemBinary ? `, ${systemBinary}` : ''})`,
      supportsTransactions: true,
      stop: async () => {
        await replSet.stop();
      },
    };
  } catch (error) {
    throw new Error(
      `Could not start a real mongod: ${(error as Error).message}\n` +
        'Set MONGO_EMBEDDED=java to use the offline mongo-java-server, or MONGODB_URI for an existing server.',
    );
  }
}

function run(command: string, args: string[], what: string): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    const detail = result.error
      ? result.error.message
      : (result.stderr || result.stdout).trim().split('\n').slice(-15).join('\n');
    throw new Error(`${what} failed:\n${detail}`);
  }
}

/**
 * Fetches the mongo-java-server jars with Maven and compiles the launcher, once; later starts skip it.
 * `npm run setup` calls this ahead of time; `npm start` and the tests call it on demand.
 */
export function ensureJavaServer(progress: (line: string) => void = () => {}): void {
  if (!onPath('java')) {
    throw new Error(
      'Java 17+ is needed for the embedded MongoDB (mongo-java-server) and was not found on PATH.\n' +
        'Install it (Debian: apt-get install openjdk-17-jdk-headless maven) or set MONGODB_URI to a running MongoDB.',
    );
  }
  const hasJars =
    existsSync(javaLib) &&
    readdirSync(javaLib).some((name) =>
      name.startsWith(`mongo-java-server-core-${MONGO_JAVA_SERVER_VERSION}`),
    );
  if (!hasJars) {
    if (!onPath('mvn')) {
      throw new Error(
        'Maven is needed once to fetch mongo-java-server from Maven Central and was not found on PATH.\n' +
          'Install it (Debian: apt-get install maven) or set MONGODB_URI to a running MongoDB.',
      );
    }
    progress(
      `Fetching mongo-java-server ${MONGO_JAVA_SERVER_VERSION} from Maven Central into .cache/ (first run only)...`,
    );
    run(
      'mvn',
      [
        '-q',
        '-B',
        '-f',
        join(repoRoot, 'java', 'mongo-server', 'pom.xml'),
        'dependency:copy-dependencies',
        `-DoutputDirectory=${javaLib}`,
        '-DincludeScope=runtime',
      ],
      'Fetching mongo-java-server with Maven',
    );
  }
  const sources = readdirSync(launcherSources)
    .filter((name) => name.endsWith('.java'))
    .sort()
    .map((name) => join(launcherSources, name));
  const hash = createHash('sha256');
  for (const source of sources) hash.update(source).update(readFileSync(source));
  const digest = hash.digest('hex');
  if (!existsSync(compiledFrom) || readFileSync(compiledFrom, 'utf8') !== digest) {
    if (!onPath('javac')) {
      throw new Error(
        'javac (a JDK, not only a JRE) is needed to compile the MongoDB launcher. Install openjdk-17-jdk-headless.',
      );
    }
    progress('Compiling the embedded MongoDB launcher...');
    rmSync(javaClasses, { recursive: true, force: true });
    mkdirSync(javaClasses, { recursive: true });
    run('javac', ['-d', javaClasses, '-cp', join(javaLib, '*'), ...sources], 'Compiling java/mongo-server');
    writeFileSync(compiledFrom, digest);
  }
}

async function startJavaServer(options: EmbeddedOptions): Promise<MongoBackendHandle> {
  ensureJavaServer(options.progress);
  // mongo-java-server has no authentication, so it listens on no TCP port at all: a Unix socket in a
  // directory only this user may enter (mkdtemp creates it 0700) keeps other local users out.
  const ownDirectory = !options.socketDirectory;
  const directory = options.socketDirectory ?? mkdtempSync(join(tmpdir(), 'commerce-mongo-'));
  const removeDirectory = () => {
    if (ownDirectory) rmSync(directory, { recursive: true, force: true });
  };
  const socket = join(directory, 'mongodb.sock');
  const args = [
    '-Xms64m',
    `-Xmx${options.javaMaxHeap ?? '1g'}`,
    '-XX:+UseSerialGC',
    '-cp',
    `${javaClasses}${delimiter}${join(javaLib, '*')}`,
    'dev.commerce.mongo.Launcher',
    '--socket',
    socket,
    '--store',
    options.javaStore,
  ];
  // stdin stays a pipe we own: when this process exits, the JVM sees end-of-stream and stops too. Its own
  // process group: a terminal's Ctrl-C (SIGINT to the whole foreground group) reaches only Node, which
  // stops its services first and the database last; the JVM used to stop at once, and every poller still
  // running logged a failed connection while the stack drained.
  const child = spawn('java', args, { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  try {
    await waitForListening(child);
  } catch (error) {
    removeDirectory();
    if (/The file is locked/.test((error as Error).message))
      throw new Error(
        `The embedded MongoDB store ${options.javaStore} is in use by another process (is \`npm start\` already running?).\n` +
          'Stop it, or set MONGO_JAVA_STORE to another file (or memory).',
      );
    throw error;
  }
  const store =
    options.javaStore === 'memory' ? 'in memory' : `H2 file ${options.javaStore}, synced on every write`;
  return {
    uri: `mongodb://${encodeURIComponent(socket)}/?directConnection=true`,
    kind: 'mongo-java-server',
    describe: `mongo-java-server ${MONGO_JAVA_SERVER_VERSION} (${store}; socket ${socket}; embedded, no transactions)`,
    supportsTransactions: false,
    pid: child.pid,
    stop: async () => {
      await stopChild(child);
      removeDirectory();
    },
  };
}

function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`mongo-java-server did not start within 30 s.\n${stderr}`));
    }, 30_000);
    lines.on('line', (line) => {
      const match = /^LISTENING (\S+)$/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mongo-java-server exited with code ${code} before listening.\n${stderr}`));
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.stdin?.end();
  });
}
