import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../platform/paths';

/**
 * The installed version of a package, read from its package.json by path (several packages do not export
 * `./package.json`). `root` is the folder whose node_modules holds it: the repository, or bench/ for peers.
 */
export function packageVersion(name: string, root = repoRoot): string {
  return (
    JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

export const benchRoot = join(repoRoot, 'bench');
