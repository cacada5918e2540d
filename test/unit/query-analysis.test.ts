import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  Kind,
  parse,
  validate,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../platform/paths';
import { measure } from '../../gateway/traffic/protection';
import { doublingFragments } from '../../testing/fuzz/hostile';

/** The schema clients see: what the gateway measures operations against. */
const schema = buildSchema(readFileSync(join(repoRoot, 'schema', 'api.graphql'), 'utf8'));

function measureOf(source: string, variables?: Record<string, unknown>) {
  const document = parse(source);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  return measure(schema, operation, fragments, variables, { maxPageSize: 100 });
}

describe('measuring an operation before it runs', () => {
  it('measures 30 levels of doubling fragments (2^30 fields expanded) exactly, in milliseconds', () => {
    const source = doublingFragments(30);
    expect(validate(schema, parse(source))).toEqual([]);
    const started = performance.now();
    const measured = measureOf(source);
    const elapsed = performance.now() - started;
    // categories (1) + 10 assumed categories x 2^30 ids
    expect(measured).toEqual({ depth: 2, aliases: 0, cost: 1 + 10 * 2 ** 30, longestList: 0 });
    expect(elapsed).toBeLessThan(50);
  });

  it('counts ordinary documents as an expanded walk does', () => {
    expect(measureOf(`{ products(limit: 100) { id name stock { available } } }`)).toEqual({
      depth: 3,
      aliases: 0,
      cost: 401,
      longestList: 0,
    });
    // A fragment spread twice, under a list priced by a variable, with aliases inside: every spread counts.
    expect(
      measureOf(
        `query ($n: Int) { me { ...Orders again: orders { id } } products(limit: $n) { ...Named ...Named } }
         fragment Orders on User { first: orders { id items { quantity } } }
         fragment Named on Product { label: name ... on Product { id } }`,
        { n: 7 },
      ),
    ).toEqual({
      // me + first + (10 x (id + items + 10 x quantity)) + again + 10 x id + products + 7 x 2 x (label + id)
      depth: 4,
      aliases: 1 + 1 + 2,
      cost: 1 + 1 + 10 * (2 + 10) + 1 + 10 + 1 + 7 * 2 * 2,
      longestList: 0,
    });
    // Introspection is free and does not nest; literal lists and variable lists are seen.
    expect(
      measureOf(`mutation ($input: CreateOrderInput!) { __typename createOrder(input: $input) { id } }`, {
        input: { items: [1, 2, 3] },
      }),
    ).toEqual({ depth: 2, aliases: 0, cost: 2, longestList: 3 });
  });

  it('walks a repeated operation once unless a variable sizes one of its lists, and always reads its variables', () => {
    const measureNode = (source: string) => {
      const operation = parse(source).definitions[0] as OperationDefinitionNode;
      return (variables?: Record<string, unknown>) =>
        measure(schema, operation, new Map(), variables, { maxPageSize: 100 });
    };
    // Fixed sizes: the second measure is the first's, whatever the variables; their lists still count.
    const fixed = measureNode(
      `query ($kinds: [StockMovementKind!]) { stockMovements(productId: "p", kinds: $kinds, limit: 20) { id productId } }`,
    );
    expect(fixed({ kinds: ['RECEIPT'] })).toEqual({ depth: 2, aliases: 0, cost: 41, longestList: 1 });
    expect(fixed({ kinds: ['RECEIPT', 'SALE', 'RETURN', 'ADJUSTMENT'] })).toEqual({
      depth: 2,
      aliases: 0,
      cost: 41,
      longestList: 4,
    });
    // A list sized by a variable is priced by each request's value.
    const sized = measureNode(`query ($n: Int) { products(limit: $n) { id name } }`);
    expect(sized({ n: 5 }).cost).toBe(11);
    expect(sized({ n: 50 }).cost).toBe(101);
    expect(sized({ n: 500 }).cost).toBe(201);
    // Another page-size cap is measured anew.
    const operation = parse(`{ products { id } }`).definitions[0] as OperationDefinitionNode;
    expect(measure(schema, operation, new Map(), undefined, { maxPageSize: 100 }).cost).toBe(11);
    expect(measure(schema, operation, new Map(), undefined, { maxPageSize: 5 }).cost).toBe(6);
  });

  it('ends on a fragment cycle, which validation refuses before anything is measured', () => {
    const source = `{ categories { ...A } } fragment A on Category { id ...B } fragment B on Category { name ...A }`;
    expect(validate(schema, parse(source)).map((error) => error.message)).toEqual([
      'Cannot spread fragment "A" within itself via "B".',
    ]);
    expect(measureOf(source).depth).toBe(2);
  });
});
