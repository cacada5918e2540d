import { Supergraph } from '@apollo/federation-internals';
import { Kind, parse, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { currentOperationFromDocument, reuseOperations } from '../../gateway/apollo-operations';
import { readSupergraph } from '../../platform/schema';

const QUERY = `query Shelf($id: ID!) { product(id: $id) { ...Card stock { available } } }
fragment Card on Product { id name price { amount currency } }`;

/** The document executeQueryPlan builds on every request: the operation, then its fragments. */
function asExecuted(document: DocumentNode): DocumentNode {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] };
}

describe('reuseOperations', () => {
  it('wraps the operationFromDocument that @apollo/gateway calls, once', () => {
    expect(reuseOperations()).toBe(true);
    const wrapped = currentOperationFromDocument();
    expect(reuseOperations()).toBe(true);
    // What @apollo/gateway's modules read at each call is the wrapper, and a second call did not wrap it again.
    expect(currentOperationFromDocument()).toBe(wrapped);
    expect((wrapped as unknown as Record<symbol, unknown>)[Symbol.for('commerce.reusedOperations')]).toBe(
      true,
    );
  });

  it('gives the same operation for the same parsed document and schema, and builds anew otherwise', () => {
    reuseOperations();
    const operationFromDocument = currentOperationFromDocument()!;
    // Identity is compared as booleans: vitest's toBe walks these large cyclic objects when reporting.
    const apiSchema = Supergraph.build(readSupergraph()).apiSchema();
    const document = parse(QUERY);
    const first = operationFromDocument(apiSchema, asExecuted(document), { validate: false });
    // A new document object around the same definitions, as each request's executeQueryPlan makes.
    expect(operationFromDocument(apiSchema, asExecuted(document), { validate: false }) === first).toBe(true);
    // The same operation as the library builds without the cache (validated, by name).
    const built = operationFromDocument(apiSchema, document, { operationName: 'Shelf' });
    expect(String(first)).toBe(String(built));
    // Calls other than executeQueryPlan's are never served from the cache.
    expect(operationFromDocument(apiSchema, document, { operationName: 'Shelf' }) !== built).toBe(true);
    expect(operationFromDocument(apiSchema, asExecuted(document)) !== first).toBe(true);
    // Another parse of the same text, or another schema (a supergraph update), builds anew.
    expect(operationFromDocument(apiSchema, asExecuted(parse(QUERY)), { validate: false }) !== first).toBe(
      true,
    );
    const updated = Supergraph.build(readSupergraph()).apiSchema();
    expect(operationFromDocument(updated, asExecuted(document), { validate: false }) !== first).toBe(true);
    // A document whose fragments differ from the cached one's is built anew too.
    const other = parse(`${QUERY.split('\n')[0]}\nfragment Card on Product { id sku }`);
    const mixed: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [asExecuted(document).definitions[0]!, other.definitions[1]!],
    };
    expect(String(operationFromDocument(apiSchema, mixed, { validate: false }))).toContain('sku');
  });
});
