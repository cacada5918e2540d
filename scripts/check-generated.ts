/**
 * `npm run check:generated` (the first step of `npm test`): regenerates the supergraph and its API schema,
 * the codegen resolver types and typed operations, and docs/errors.md in memory and fails, naming each
 * stale file and the command that rewrites it, when any differs from what is committed; and naming each
 * operation that no longer matches its schema.
 */
import { describeStale, expectedGeneratedFiles, staleFiles } from './generated';

try {
  const expected = await expectedGeneratedFiles();
  const stale = staleFiles(expected);
  if (stale.length) {
    console.error(describeStale(stale));
    process.exitCode = 1;
  } else {
    console.log(`Generated files are up to date (${expected.length} checked).`);
  }
} catch (error) {
  console.error(`Could not regenerate the generated files: ${(error as Error).message}`);
  process.exitCode = 1;
}
