/**
 * `npm run compose`: composes the four subgraph schemas into schema/supergraph.graphql with
 * @apollo/composition, and derives the client API schema (schema/api.graphql) that typed operations are
 * checked against. The gateway serves the supergraph; `npm test` fails when either file is stale.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { composeSupergraph, supergraphPath } from '../platform/schema';
import { apiSchemaPath, renderApiSchema } from './generated/api-schema';

try {
  const sdl = composeSupergraph();
  writeFileSync(supergraphPath, sdl);
  console.log(`Wrote ${relative(process.cwd(), supergraphPath)} (${sdl.length} bytes).`);
  const api = renderApiSchema(sdl);
  writeFileSync(apiSchemaPath, api);
  console.log(`Wrote ${relative(process.cwd(), apiSchemaPath)} (${api.length} bytes).`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
