import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../platform/paths';

const run = promisify(execFile);

/**
 * `npm run lint` checks the import rules with dependency-cruiser and the repository's own
 * `.dependency-cruiser.cjs`; these cases feed it a small tree with one broken rule each.
 */
const scratch = mkdtempSync(join(tmpdir(), 'layers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function cruise(files: Record<string, string>): Promise<{ ok: boolean; output: string }> {
  const root = mkdtempSync(join(scratch, 'tree-'));
  const tree = { 'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext' } }), ...files };
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const bin = join(repoRoot, 'node_modules', '.bin', 'depcruise');
  const folders = [...new Set(Object.keys(files).map((path) => path.split('/')[0]!))];
  const args = [...folders, '--config', join(repoRoot, '.dependency-cruiser.cjs')];
  try {
    const { stdout } = await run(bin, [...args, '--output-type', 'err'], { cwd: root });
    return { ok: true, output: stdout };
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout ?? ''}${stderr ?? ''}` };
  }
}

describe('import rules', () => {
  it('accept a tree whose layers point down', async () => {
    const result = await cruise({
      'platform/money.ts': 'export const cents = 100;\n',
      'gateway/server.ts': "import { cents } from '../platform/money';\nexport const x = cents;\n",
      'subgraphs/orders/service.ts':
        "import { cents } from '../../platform/money';\nexport const y = cents;\n",
    });
    expect(result).toMatchObject({ ok: true });
  });

  it('refuse platform importing the gateway', async () => {
    const result = await cruise({
      'gateway/server.ts': 'export const port = 4000;\n',
      'platform/stack.ts': "import { port } from '../gateway/server';\nexport const p = port;\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('platform-is-the-ground-floor: platform/stack.ts → gateway/server.ts');
  });

  it('refuse a cycle made only of type imports', async () => {
    const result = await cruise({
      'gateway/a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'gateway/b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/no-circular: gateway\/(a|b)\.ts/);
  });

  it('refuse one subgraph importing another', async () => {
    const result = await cruise({
      'subgraphs/catalog/model.ts': 'export const products = [];\n',
      'subgraphs/orders/service.ts':
        "import { products } from '../catalog/model';\nexport const all = products;\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain(
      'subgraphs-own-their-data: subgraphs/orders/service.ts → subgraphs/catalog/model.ts',
    );
  });
});
