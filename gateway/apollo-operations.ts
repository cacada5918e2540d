import { createRequire } from 'node:module';
import { Kind, type DefinitionNode, type DocumentNode } from 'graphql';

/**
 * @apollo/gateway plans an operation once (its query-plan cache), but `executeQueryPlan` rebuilds the
 * federation `Operation` from the request's document on every request (`operationFromDocument`, about
 * 4 % of the gateway's CPU per federated read), only to shape the subgraphs' answers into the response.
 * The document is the same parsed object for every request of one query string (Apollo Server keeps
 * parsed documents), so the rebuilt operation is the same too.
 *
 * `reuseOperations` wraps the library's `operationFromDocument` with a cache for exactly that call: the
 * one without validation or operation name, whose document is the operation definition followed by its
 * fragments. It is keyed by the API schema and by those definition nodes themselves (by identity, so only
 * the same parsed document finds an entry, and a new schema starts anew); every other call goes straight
 * through. The operation is only read afterwards (result shaping, conditions on variables); variables are
 * passed to it separately, so nothing of one request stays in it for the next.
 *
 * The wrapper replaces the export of the library's `operations` module, which its own modules read at
 * each call. Should a version of the library move it, `reuseOperations` reports that it could not wrap
 * it, and the gateway works as before (its test fails then, so an upgrade does not lose it unseen).
 */

type OperationFromDocument = (
  schema: object,
  document: DocumentNode,
  options?: { operationName?: string; validate?: boolean },
) => unknown;

interface Cached {
  definitions: readonly DefinitionNode[];
  operation: unknown;
}

const WRAPPED = Symbol.for('commerce.reusedOperations');

/** `require` as @apollo/gateway resolves it: the same copy of @apollo/federation-internals it loads. */
const requireFromGateway = createRequire(createRequire(import.meta.url).resolve('@apollo/gateway'));

interface OperationsExports {
  operationFromDocument?: OperationFromDocument;
}

function sameDefinitions(a: readonly DefinitionNode[], b: readonly DefinitionNode[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Wraps `operationFromDocument` once per process; false when the library no longer has it where expected. */
export function reuseOperations(): boolean {
  const operations = requireFromGateway('@apollo/federation-internals/dist/operations') as OperationsExports;
  const original = operations.operationFromDocument;
  if (typeof original !== 'function') return false;
  if ((original as unknown as Record<symbol, unknown>)[WRAPPED]) return true;
  const bySchema = new WeakMap<object, WeakMap<DefinitionNode, Cached>>();
  const wrapped: OperationFromDocument = (schema, document, options) => {
    const first = document.definitions[0];
    if (
      options?.validate !== false ||
      options.operationName !== undefined ||
      first?.kind !== Kind.OPERATION_DEFINITION
    )
      return original(schema, document, options);
    let byOperation = bySchema.get(schema);
    if (!byOperation) bySchema.set(schema, (byOperation = new WeakMap()));
    const cached = byOperation.get(first);
    if (cached && sameDefinitions(cached.definitions, document.definitions)) return cached.operation;
    const operation = original(schema, document, options);
    byOperation.set(first, { definitions: [...document.definitions], operation });
    return operation;
  };
  Object.defineProperty(wrapped, WRAPPED, { value: true });
  operations.operationFromDocument = wrapped;
  return true;
}

/** The library's function as @apollo/gateway calls it now (for tests). */
export function currentOperationFromDocument(): OperationFromDocument | undefined {
  return (requireFromGateway('@apollo/federation-internals') as OperationsExports).operationFromDocument;
}
