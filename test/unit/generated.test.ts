import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCodegenConfig, type CodegenConfig } from '@graphql-codegen/cli';
import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalog } from '../../platform/errors/registry';
import { repoRoot } from '../../platform/paths';
import {
  codegenOutputs,
  describeStale,
  errorsDocPath,
  expectedGeneratedFiles,
  readCommitted,
  staleFiles,
} from '../../scripts/generated';
import { apiSchemaPath } from '../../scripts/generated/api-schema';
import { renderErrorsDoc } from '../../scripts/generated/errors-doc';

describe('generated files', () => {
  // Regenerating everything takes seconds: both tests read one regeneration.
  let regenerated: ReturnType<typeof expectedGeneratedFiles> | undefined;
  const expected = () => (regenerated ??= expectedGeneratedFiles());

  it('regenerates the supergraph, its API schema, the codegen output of every subgraph (resolver types, typed peer operations), every set of typed operations, and the error reference', async () => {
    const files = await expected();
    expect(files.map((file) => file.path).sort()).toEqual([
      'docs/errors.md',
      'gateway/__generated__/gql.ts',
      'gateway/__generated__/graphql.ts',
      'gateway/__generated__/index.ts',
      'gateway/auth/__generated__/gql.ts',
      'gateway/auth/__generated__/graphql.ts',
      'gateway/auth/__generated__/index.ts',
      ...['gql.ts', 'graphql.ts', 'index.ts'].map((file) => `portal/src/__generated__/${file}`),
      'schema/api.graphql',
      'schema/supergraph.graphql',
      ...['inventory', 'orders'].flatMap((peer) =>
        ['gql.ts', 'graphql.ts', 'index.ts'].map(
          (file) => `subgraphs/catalog/__generated__/peers/${peer}/${file}`,
        ),
      ),
      'subgraphs/catalog/__generated__/resolvers-types.ts',
      'subgraphs/inventory/__generated__/resolvers-types.ts',
      ...['catalog', 'inventory', 'users'].flatMap((peer) =>
        ['gql.ts', 'graphql.ts', 'index.ts'].map(
          (file) => `subgraphs/orders/__generated__/peers/${peer}/${file}`,
        ),
      ),
      'subgraphs/orders/__generated__/resolvers-types.ts',
      ...['gql.ts', 'graphql.ts', 'index.ts'].map(
        (file) => `subgraphs/users/__generated__/peers/orders/${file}`,
      ),
      'subgraphs/users/__generated__/resolvers-types.ts',
      'testing/__generated__/gql.ts',
      'testing/__generated__/graphql.ts',
      'testing/__generated__/index.ts',
    ]);
    expect(staleFiles(files)).toEqual([]);
  });

  it('names each stale or missing file with the command that rewrites it', async () => {
    const files = await expected();
    const edited = (path: string) => {
      if (path === errorsDocPath) return readCommitted(path)!.replace('| 404 |', '| 410 |');
      if (path === 'subgraphs/orders/__generated__/resolvers-types.ts') return undefined;
      return readCommitted(path);
    };
    const stale = staleFiles(files, edited);
    expect(stale.map((file) => file.path).sort()).toEqual([
      errorsDocPath,
      'subgraphs/orders/__generated__/resolvers-types.ts',
    ]);
    const message = describeStale(stale);
    expect(message).toContain('docs/errors.md  (regenerate with `npm run docs:errors`)');
    expect(message).toContain(
      'subgraphs/orders/__generated__/resolvers-types.ts  (regenerate with `npm run codegen`)',
    );
    expect(message).toContain('Run `npm run codegen`, then `npm run docs:errors`');
  });

  it('documents every registered code with its status', () => {
    const doc = renderErrorsDoc();
    for (const [code, entry] of Object.entries(errorCatalog))
      expect(doc).toContain(`| \`${code}\` | ${entry.status} |`);
  });
});

/** A scratch directory for documents and schemas fed to the generator, removed when the file ends. */
const scratch = mkdtempSync(join(tmpdir(), 'typed-operations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The repository's codegen configuration, with only the named output. */
async function onlyOutput(output: string): Promise<{ config: CodegenConfig; block: object }> {
  const { config } = await loadCodegenConfig({ configFilePath: join(repoRoot, 'codegen.yml') });
  const block = config.generates[output] as object;
  return { config: { ...config, cwd: repoRoot, generates: { [output]: block } }, block };
}

describe('typed operations', () => {
  /**
   * The tests' own output, fed one scratch file of operations instead of the tests. The file is written
   * from plain strings, so the operations below are not documents of this test file.
   */
  async function generateFrom(source: string): Promise<string> {
    const file = join(scratch, `operations-${Math.random().toString(36).slice(2)}.ts`);
    writeFileSync(file, source);
    const { config, block } = await onlyOutput('testing/__generated__/');
    // The repository stays the working directory: codegen finds its presets from there.
    const outputs = await codegenOutputs({
      ...config,
      generates: { [join(scratch, 'out/')]: { ...block, schema: apiSchemaPath, documents: file } },
    });
    return outputs.map((output) => output.content).join('\n');
  }
  const operation = (text: string) => `gql(\`${text}\`);\n`;

  it('types an operation that matches the API schema', async () => {
    const generated = await generateFrom(
      operation('query ProbeUser($id: ID!) { user(id: $id) { id name email } }'),
    );
    expect(generated).toContain(
      'export type ProbeUserQuery = { user: { id: string, name: string, email: string } | null };',
    );
    expect(generated).toContain('export type ProbeUserQueryVariables = Exact<{');
  });

  it('fails on an operation that selects a field the schema does not have, naming the operation and its file', async () => {
    const failure = generateFrom(
      operation('query GoodOne { categories { id } }') +
        operation('query BrokenOne($id: ID!) { user(id: $id) { id nickname } }'),
    );
    await expect(failure).rejects.toThrow(
      /query BrokenOne \(.*operations-\w+\.ts\): Cannot query field "nickname" on type "User"/,
    );
    await expect(failure).rejects.not.toThrow(/GoodOne/);
  });

  it('holds operations to what the gateway will accept, beyond what codegen checks', async () => {
    // Codegen lets an unused variable through; Apollo Server refuses the operation at run time.
    await expect(generateFrom(operation('query Unused($id: ID!) { categories { id } }'))).rejects.toThrow(
      /query Unused \(.*\): Variable "\$id" is never used in operation "Unused"/,
    );
    await expect(generateFrom(operation('query { categories { id } }'))).rejects.toThrow(
      /query \(anonymous\) \(.*\): An unnamed query: name it/,
    );
    await expect(
      generateFrom(
        operation('query Twice { categories { id } }') + operation('query Twice { categories { name } }'),
      ),
    ).rejects.toThrow(/Not all operations have an unique name: Twice/);
  });

  it('fails the gateway’s own operations, by name, when the schema renames a field they select', async () => {
    const api = readFileSync(apiSchemaPath, 'utf8');
    const user = api.indexOf('type User {');
    const renamed =
      api.slice(0, user) + api.slice(user).replace('  email: String!', '  emailAddress: String!');
    const schema = join(scratch, 'renamed-email.graphql');
    writeFileSync(schema, renamed);
    const { config, block } = await onlyOutput('gateway/__generated__/');
    const failure = codegenOutputs({
      ...config,
      generates: { 'gateway/__generated__/': { ...block, schema } },
    });
    await expect(failure).rejects.toThrow(
      /fragment RestUser \(gateway\/rest\/resources\.ts\): Cannot query field "email" on type "User"/,
    );
    await expect(failure).rejects.toThrow(/query RestUsers \(gateway\/rest\/routes\.ts\)/);
    await expect(failure).rejects.toThrow(/mutation GrpcCreateUser \(gateway\/grpc\/index\.ts\)/);
  });
});
