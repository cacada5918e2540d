import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { dispose } from './harness';
import { freePort } from './processes';

/** Where Debian's redis-server package installs the binary (.ci/run installs it). */
export const REDIS_SERVER = '/usr/bin/redis-server';

export interface TestRedis {
  url: string;
  port: number;
  /** Stops the server (SIGKILL: an outage, not a shutdown). */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
}

function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--loglevel',
      'warning',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start on port ${port}: ${output}`)),
      10_000,
    );
    const poll = setInterval(() => {
      // Ready once it accepts a connection.
      const probe = connect(port, '127.0.0.1', () => {
        probe.destroy();
        clearInterval(poll);
        clearTimeout(timer);
        resolve(child);
      });
      probe.once('error', () => probe.destroy());
    }, 25);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${output}`));
    });
  });
}

/**
 * A real redis-server on a free loopback port, without persistence, for the tests of the Redis paths,
 * killed when the test file ends. Fails with a clear message when the binary is missing: those tests
 * need Debian's redis-server.
 */
export async function startRedis(): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      `${REDIS_SERVER} is missing: install Debian's redis-server (apt-get install redis-server; .ci/run does it) to run the Redis tests.`,
    );
  }
  const port = await freePort();
  let child: ChildProcess | undefined = await launch(port);
  const kill = async () => {
    if (!child || child.exitCode !== null) return;
    child.removeAllListeners('exit');
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    child = undefined;
  };
  dispose(kill);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    restart: async () => {
      await kill();
      child = await launch(port);
    },
  };
}
