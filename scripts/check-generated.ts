/**
 * `npm run check:generated` (the first step of `npm test`): regenerates the supergraph, the codegen
 * resolver types and docs/errors.md in memory and fails, naming each stale file and the command that
 * rewrites it, when any differs from what is committed.
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
