import { describe, expect, it } from 'vitest';
import { errorCatalog } from '../../platform/errors/registry';
import {
  describeStale,
  errorsDocPath,
  expectedGeneratedFiles,
  readCommitted,
  staleFiles,
} from '../../scripts/generated';
import { renderErrorsDoc } from '../../scripts/generated/errors-doc';

describe('generated files', () => {
  it('regenerates the supergraph, the codegen output of every subgraph (resolver types, typed peer operations) and the error reference', async () => {
    const files = await expectedGeneratedFiles();
    expect(files.map((file) => file.path).sort()).toEqual([
      'docs/errors.md',
      'schema/supergraph.graphql',
      'subgraphs/catalog/__generated__/resolvers-types.ts',
      'subgraphs/inventory/__generated__/resolvers-types.ts',
      ...['catalog', 'inventory', 'users'].flatMap((peer) =>
        ['gql.ts', 'graphql.ts', 'index.ts'].map(
          (file) => `subgraphs/orders/__generated__/peers/${peer}/${file}`,
        ),
      ),
      'subgraphs/orders/__generated__/resolvers-types.ts',
      'subgraphs/users/__generated__/resolvers-types.ts',
    ]);
    expect(staleFiles(files)).toEqual([]);
  });

  it('names each stale or missing file with the command that rewrites it', async () => {
    const files = await expectedGeneratedFiles();
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
