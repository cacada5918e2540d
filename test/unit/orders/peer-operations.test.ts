import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../../../platform/paths';

/**
 * The operations the orders subgraph sends to its peers are typed by codegen against the schema each peer
 * serves; `npm run check:generated` regenerates them with the repository's codegen.yml. Fed a peer schema
 * with a renamed field, that generation fails and names the operation that no longer matches.
 */
const scratch = mkdtempSync(join(tmpdir(), 'peer-schema-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** Codegen also reports a failed generation on the console; the test reads it from the rejection instead. */
const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => {});

type Block = { schema: Array<Record<string, { loader: string }>>; documents: string };

async function generatePeer(peer: 'users' | 'catalog' | 'inventory', edit: (schema: string) => string) {
  const { config } = await loadCodegenConfig({ configFilePath: join(repoRoot, 'codegen.yml') });
  const output = `subgraphs/orders/__generated__/peers/${peer}/`;
  const block = config.generates[output] as Block;
  const [pointer] = Object.entries(block.schema[0]!);
  const edited = join(scratch, `${peer}.graphql`);
  writeFileSync(edited, edit(readFileSync(join(repoRoot, pointer![0]), 'utf8')));
  const outputs: Array<{ filename: string; content: string }> = await generate(
    {
      ...config,
      generates: { [output]: { ...block, schema: [{ [edited]: pointer![1] }] } },
      cwd: repoRoot,
      silent: true,
    },
    false,
  );
  return outputs;
}

describe('typed peer operations', () => {
  it('are generated from the peer schemas as they are', async () => {
    const outputs = await generatePeer('users', (schema) => schema);
    const types = outputs.find((file) => file.filename.endsWith('users/graphql.ts'))!.content;
    expect(types).toContain('export const OrderUserDocument');
    expect(types).toContain('export type CustomerStatus');
    // The users schema has other entities too (Product, Order references), which the fragment leaves empty.
    expect(types).toMatch(
      /_entities: Array<\s*\| \{ id: string, status: CustomerStatus \}\s*\| Record<PropertyKey, never>/,
    );
    expect(types).toContain('export const OrderAddressDocument');
    expect(types).toContain('addressForOrder: { name: string, line1: string');
  });

  it('fail naming the operation when a peer renames a field it selects', async () => {
    const renamed = (schema: string) =>
      schema.replace(/(type User @key\(fields: "id"\) \{[^}]*?)\n  status:/, '$1\n  state:');
    expect(renamed(readFileSync(join(repoRoot, 'subgraphs/users/schema.graphql'), 'utf8'))).toContain(
      '\n  state:',
    );
    quietly();
    await expect(generatePeer('users', renamed)).rejects.toThrow(
      /Cannot query field "status" on type "User"[\s\S]*peers\/operations\/users\/OrderUser\.graphql/,
    );
  });

  it('fail naming the operation when a peer changes a mutation it calls', async () => {
    const renamed = (schema: string) => schema.replace('allocateStock(', 'holdStock(');
    quietly();
    await expect(generatePeer('inventory', renamed)).rejects.toThrow(
      /Cannot query field "allocateStock" on type "Mutation"[\s\S]*peers\/operations\/inventory\/AllocateStock\.graphql/,
    );
  });

  it('fail when a peer stops serving an entity the operation reads', async () => {
    const keyless = (schema: string) => schema.replace('type Product @key(fields: "id") {', 'type Product {');
    quietly();
    await expect(generatePeer('catalog', keyless)).rejects.toThrow(/OrderProducts\.graphql/);
  });
});
