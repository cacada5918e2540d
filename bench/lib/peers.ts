import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../platform/paths';

const benchDir = join(repoRoot, 'bench');

/** Dependencies of bench/package.json that are missing or at another version than it pins. */
function missingPeers(): string[] {
  const manifest = JSON.parse(readFileSync(join(benchDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.entries(manifest.dependencies).flatMap(([name, version]) => {
    const installed = join(benchDir, 'node_modules', name, 'package.json');
    if (!existsSync(installed)) return [name];
    return (JSON.parse(readFileSync(installed, 'utf8')) as { version: string }).version === version
      ? []
      : [`${name}@${version}`];
  });
}

/**
 * Installs the comparison gateways (bench/package.json, locked by bench/package-lock.json) on first use, so
 * the root `npm ci` stays lean. npm's own output shows the progress.
 */
export function ensurePeers(say: (line: string) => void): void {
  const missing = missingPeers();
  if (!missing.length) return;
  say(`Installing the benchmark's peers into bench/node_modules (${missing.join(', ')}); first run only...`);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: benchDir, stdio: 'inherit' });
  if (result.error || result.status !== 0) {
    throw new Error(
      `npm ci in bench/ failed (${result.error?.message ?? `exit ${result.status}`}); run it by hand to see why.`,
    );
  }
  const still = missingPeers();
  if (still.length) throw new Error(`bench/node_modules still lacks ${still.join(', ')} after npm ci`);
}
