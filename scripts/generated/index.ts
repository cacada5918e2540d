import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { executeCodegen, loadCodegenConfig, type CodegenConfig } from '@graphql-codegen/cli';
import { repoRoot } from '../../platform/paths';
import { composeSupergraph, supergraphPath } from '../../platform/schema';
import { apiSchemaPath, renderApiSchema } from './api-schema';
import { renderErrorsDoc } from './errors-doc';
import { describeOperationProblems, operationProblems, SharedLoads } from './operations';

/** A committed file that is derived from another source, with the command that rewrites it. */
export interface GeneratedFile {
  /** Path relative to the repository root, with forward slashes. */
  path: string;
  content: string;
  command: string;
}

export const errorsDocPath = 'docs/errors.md';

/**
 * Codegen's outputs for a configuration, in memory: the resolver types of every subgraph and the typed
 * operations. Throws, naming each operation, when an operation does not match its schema.
 */
export async function codegenOutputs(config: CodegenConfig): Promise<GeneratedFile[]> {
  const context = new SharedLoads({ config: { ...config, silent: true } });
  const problems = await operationProblems(context);
  if (problems.length) throw new Error(describeOperationProblems(problems));
  // The outputs in memory, nothing written. Codegen's `generate` would also log its own line for a
  // failure we throw with the whole message anyway (a stray "no files were generated" in test logs).
  const { result: outputs, error } = await executeCodegen(context);
  if (error) throw error;
  return outputs.map((output) => ({
    path: output.filename.split('\\').join('/'),
    content: output.content,
    command: 'npm run codegen',
  }));
}

/**
 * Everything the repository commits but does not write by hand, regenerated in memory: the composed
 * supergraph and its client API schema, codegen's output (resolver types of every subgraph, typed
 * operations), and the error-code reference.
 */
export async function expectedGeneratedFiles(): Promise<GeneratedFile[]> {
  const { config } = await loadCodegenConfig({ configFilePath: join(repoRoot, 'codegen.yml') });
  const supergraph = composeSupergraph();
  const repoPath = (path: string) => relative(repoRoot, path).split('\\').join('/');
  return [
    { path: repoPath(supergraphPath), content: supergraph, command: 'npm run compose' },
    { path: repoPath(apiSchemaPath), content: renderApiSchema(supergraph), command: 'npm run compose' },
    ...(await codegenOutputs({ ...config, cwd: repoRoot })),
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
