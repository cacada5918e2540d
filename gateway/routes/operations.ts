import type { TypedDocument } from '../../platform/graphql/documents';
import type { RestRoute } from '../rest/route';

export type Operations = ReadonlyMap<string, TypedDocument<unknown, Record<string, unknown>>>;

/**
 * The supergraph operations a route file may name: those of the built-in REST table, by operation name
 * (`RestUser`, `RestSearchV3`, ...). Each is a typed document that codegen checks against the API schema, so
 * a configured route runs nothing the gateway has not been built with; a new operation for routes is added
 * as a REST binding or here with `gql`, then `npm run codegen`.
 */
export function operationCatalogue(routes: readonly RestRoute[]): Operations {
  const operations = new Map<string, TypedDocument<unknown, Record<string, unknown>>>();
  for (const route of routes)
    for (const binding of Object.values(route.versions)) {
      const name = /\b(?:query|mutation)\s+([A-Za-z_]\w*)/.exec(String(binding.document))?.[1];
      if (name) operations.set(name, binding.document);
    }
  return operations;
}
