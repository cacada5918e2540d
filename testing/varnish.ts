import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../platform/paths';
import { dispose } from './leftovers';
import { freePort, listening } from './processes';

/** Where Debian's varnish package installs the daemon (.ci/run installs it with varnish-modules). */
export const VARNISHD = '/usr/sbin/varnishd';
/** The project's VCL: what production runs, with a site.vcl of the test's own. */
export const EDGE_VCL = join(repoRoot, 'deploy', 'varnish', 'default.vcl');

export interface TestVarnish {
  /** Where clients reach the gateway through the cache. */
  url: string;
  /** Stops varnishd (its manager and child) and removes its working directory. */
  stop(): Promise<void>;
}

/**
 * A real Varnish (Debian's varnishd with the xkey module) in front of `backend`, running
 * deploy/varnish/default.vcl on a free loopback port, with its own `-n` working directory and a site.vcl
 * naming the backend and letting loopback purge. Stopped when the test file ends. Fails with a clear
 * message when varnish or varnish-modules is missing.
 */
export async function startVarnish(
  backend: string,
  options: {
    /** Default a free one. */
    port?: number;
    /** Addresses the `purgers` ACL lets purge. Default loopback. */
    purgers?: readonly string[];
  } = {},
): Promise<TestVarnish> {
  if (!existsSync(VARNISHD)) {
    throw new Error(
      `${VARNISHD} is missing: install Debian's varnish and varnish-modules (apt-get install varnish varnish-modules; .ci/run does it) to run the edge-cache tests.`,
    );
  }
  const target = new URL(backend);
  const dir = await mkdtemp(join(tmpdir(), 'commerce-varnish-'));
  // varnishd compiles the VCL as its own unprivileged user, which must read site.vcl here.
  await chmod(dir, 0o755);
  await writeFile(
    join(dir, 'site.vcl'),
    `backend default { .host = "${target.hostname}"; .port = "${target.port}"; }\n` +
      `acl purgers { ${(options.purgers ?? ['127.0.0.1']).map((address) => `"${address}";`).join(' ')} }\n`,
    { mode: 0o644 },
  );
  const port = options.port ?? (await freePort());
  const child = spawn(
    VARNISHD,
    [
      '-F',
      '-n',
      join(dir, 'work'),
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      EDGE_VCL,
      '-p',
      `vcl_path=${dir}:/usr/share/varnish/vcl`,
      '-s',
      'malloc,64m',
      '-T',
      'none',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };
  dispose(stop);
  try {
    await listening('varnishd', port, child, () => output, { timeoutMs: 20_000, everyMs: 50 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
