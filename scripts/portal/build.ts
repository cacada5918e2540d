import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { repoRoot } from '../../platform/paths';

/** The web app's sources (portal/) and where Vite builds them (git-ignored: a fresh clone builds it). */
export const portalRoot = join(repoRoot, 'portal');
export const portalDist = join(portalRoot, 'dist');
const stampFile = join(portalDist, '.source-hash');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'dist' || name === 'node_modules') return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * What the built app depends on: every file of portal/ and the lockfile (a new React or GraphiQL). A
 * change to any of them makes the build stale.
 */
export function portalSourceHash(): string {
  const hash = createHash('sha256');
  // The kind of build is part of what the stamp vouches for: a development build stamped by an older
  // version of this file (under the test runner) is not current.
  hash.update('production\0');
  for (const path of [...filesUnder(portalRoot), join(repoRoot, 'package-lock.json')].sort()) {
    hash.update(relative(repoRoot, path)).update('\0').update(readFileSync(path)).update('\0');
  }
  return hash.digest('hex');
}

export function portalBuildIsCurrent(): boolean {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === portalSourceHash();
}

/**
 * Builds portal/dist with Vite unless it is current (`force` builds anyway). `npm start` (prestart) and
 * the test run (its global setup) call this, so a fresh clone needs nothing but `npm ci`.
 */
export async function buildPortal(
  options: { force?: boolean; log?: (line: string) => void } = {},
): Promise<'built' | 'current'> {
  const log = options.log ?? (() => {});
  if (!options.force && portalBuildIsCurrent()) return 'current';
  const started = Date.now();
  log('Building the web app (portal/ -> portal/dist) with Vite...');
  const source = portalSourceHash();
  // In a child process: Vite's build sets NODE_ENV=production in the process it runs in, and the callers
  // (the test run, the benchmarks, the screenshots) go on to start stacks in theirs.
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--config', join(portalRoot, 'vite.config.ts')], {
      cwd: portalRoot,
      // Always the production build: Vite keeps a NODE_ENV it inherits, and under the test runner
      // (NODE_ENV=test) that was React's development runtime (+126 KB gzipped), which `npm start` then
      // served, since the build stamp only knows the sources.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
  writeFileSync(stampFile, source);
  log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return 'built';
}
