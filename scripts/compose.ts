/**
 * `npm run compose`: composes the four subgraph schemas into schema/supergraph.graphql with
 * @apollo/composition. The gateway serves that file; `npm test` fails when it is stale.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { composeSupergraph, supergraphPath } from '../platform/schema';

try {
  const sdl = composeSupergraph();
  writeFileSync(supergraphPath, sdl);
  console.log(`Wrote ${relative(process.cwd(), supergraphPath)} (${sdl.length} bytes).`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
