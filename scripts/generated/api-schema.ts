import { join } from 'node:path';
import { Supergraph } from '@apollo/federation-internals';
import { printSchema } from 'graphql';
import { repoRoot } from '../../platform/paths';

/** The supergraph's client API schema, beside the supergraph it is derived from. */
export const apiSchemaPath = join(repoRoot, 'schema', 'api.graphql');

/**
 * The schema clients see, derived from the composed supergraph exactly as @apollo/gateway derives the schema
 * it serves (`Supergraph.build(sdl).apiSchema()`): no `@inaccessible` field, no join machinery.
 *
 * Typed operations (codegen.yml) are validated against this and not against the raw supergraph SDL: the
 * supergraph also holds the internal `@inaccessible` operations (validateApiKey, reserveStock, ...), which
 * would validate there and then fail at run time with "Cannot query field", and its `join__`/`link__`
 * types are no client's business.
 */
export function renderApiSchema(supergraphSdl: string): string {
  return `${printSchema(Supergraph.build(supergraphSdl).apiSchema().toGraphQLJSSchema())}\n`;
}
