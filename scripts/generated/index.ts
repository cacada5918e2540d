import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { repoRoot } from '../../platform/paths';
import { composeSupergraph, supergraphPath } from '../../platform/schema';
import { renderErrorsDoc } from './errors-doc';

/** A committed file that is derived from another source, with the command that rewrites it. */
export interface GeneratedFile {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  content: string;
  command: string;
}

export const errorsDocPath = 'docs/errors.md';

/**
 * Everything the repository commits but does not write by hand, regenerated in memory: the composed
 * supergraph, the codegen resolver types of every subgraph, and the error-code reference.
 */
export async function expectedGeneratedFiles(): Promise<GeneratedFile[]> {
  const { config } = await loadCodegenConfig({ configFilePath: join(repoRoot, 'codegen.yml') });
  // `false`: return the outputs instead of writing them.
  const outputs: Array<{ filename: string; content: string }> = await generate(
    { ...config, cwd: repoRoot, silent: true },
    false,
  );
  return [
    {
      path: relative(repoRoot, supergraphPath).split('\\').join('/'),
      content: composeSupergraph(),
      command: 'npm run compose',
    },
    ...outputs.map((output) => ({
      path: output.filename.split('\\').join('/'),
      content: output.content,
      command: 'npm run codegen',
    })),
    { path: errorsDocPath, content: renderErrorsDoc(), command: 'npm run docs:errors' },
  ];
}

/** Reads a committed file, or undefined when it does not exist. */
export function readCommitted(path: string): string | undefined {
  try {
    return readFileSync(join(repoRoot, path), 'utf8');
  } catch {
    return undefined;
  }
}

/** The generated files whose committed copy is missing or differs. */
export function staleFiles(
  expected: readonly GeneratedFile[],
  read: (path: string) => string | undefined = readCommitted,
): GeneratedFile[] {
  return expected.filter((file) => read(file.path) !== file.content);
}

/** What to tell a person when files are stale: which ones, and the commands that fix them. */
export function describeStale(stale: readonly GeneratedFile[]): string {
  const commands = [...new Set(stale.map((file) => file.command))];
  return [
    `Generated files are stale (${stale.length}):`,
    ...stale.map((file) => `  - ${file.path}  (regenerate with \`${file.command}\`)`),
    '',
    `Run ${commands.map((command) => `\`${command}\``).join(', then ')} and commit the result.`,
  ].join('\n');
}
