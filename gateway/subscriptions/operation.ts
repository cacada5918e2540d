import {
  Kind,
  parse,
  print,
  validate,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';

/** The subscription fields the gateway serves, and what each watches. */
export type Watch = { kind: 'order'; orderId: string } | { kind: 'mine' };

export interface PlannedSubscription {
  watch: Watch;
  /**
   * The subscriber's document, parsed once per distinct text and shared by every subscription sending it
   * (graphql-ws keeps it for the subscription's lifetime).
   */
  document: DocumentNode;
  /** The response key of the subscription field (its alias, or its name). */
  responseKey: string;
  /**
   * The query that resolves one event: `order(id: $__orderId)` with the subscriber's selection set,
   * fragments and the variables it uses, as text (the group key) and as the variables to send.
   */
  query: string;
  variables: Record<string, unknown>;
  /** Aliases under which the subscriber selected `status`, `state` and `eventSequence`, overlaid with each event's values. */
  statusKeys: readonly string[];
  stateKeys: readonly string[];
  sequenceKeys: readonly string[];
}

const ORDER_ID_VARIABLE = '__orderId';

function valueOf(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value];
    case Kind.STRING:
    case Kind.INT:
    case Kind.ENUM:
    case Kind.FLOAT:
      return node.value;
    default:
      return undefined;
  }
}

/** What a document says whatever its variables: everything of a plan but the watched order and the variable values. */
type Analysis =
  | {
      kind: 'planned';
      field: 'orderStatusChanged' | 'myOrderStatusChanged';
      orderIdArgument: ValueNode | null;
      variableNames: readonly string[];
      shared: Omit<PlannedSubscription, 'watch' | 'variables'>;
    }
  | { kind: 'refused'; errors: readonly GraphQLError[] | string };

function analyze(schema: GraphQLSchema, source: string, operationName: string | null | undefined): Analysis {
  let document: DocumentNode;
  try {
    // Locations only serve error messages of parsing and validation, which are reported before this.
    document = parse(source, { noLocation: true });
  } catch (error) {
    return { kind: 'refused', errors: [error as GraphQLError] };
  }
  const errors = validate(schema, document);
  if (errors.length) {
    // Parsed again with locations, so the errors point into the subscriber's text.
    return { kind: 'refused', errors: validate(schema, parse(source)) };
  }
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation)
    return {
      kind: 'refused',
      errors: operationName
        ? `Unknown operation "${operationName}".`
        : 'Name the operation to run (operationName).',
    };
  if (operation.operation !== 'subscription')
    return {
      kind: 'refused',
      errors: 'Only subscriptions run over this socket; send queries and mutations over HTTP.',
    };
  const fields = operation.selectionSet.selections;
  if (fields.length !== 1 || fields[0]!.kind !== Kind.FIELD)
    return { kind: 'refused', errors: 'A subscription selects exactly one root field.' };
  const field = fields[0] as FieldNode;
  const name = field.name.value;
  if (name !== 'orderStatusChanged' && name !== 'myOrderStatusChanged')
    return { kind: 'refused', errors: `Unknown subscription field "${name}".` };
  const responseKey = field.alias?.value ?? name;
  const fragments = document.definitions.filter(
    (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
  );
  const selection = {
    kind: Kind.FIELD,
    alias: { kind: Kind.NAME, value: responseKey },
    name: { kind: Kind.NAME, value: 'order' },
    arguments: [
      {
        kind: Kind.ARGUMENT,
        name: { kind: Kind.NAME, value: 'id' },
        value: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: ORDER_ID_VARIABLE } },
      },
    ],
    directives: field.directives,
    selectionSet: field.selectionSet,
  } as FieldNode;
  // Only the variables the selection still uses may be declared (GraphQL refuses unused ones).
  const used = new Set<string>();
  visit(
    {
      kind: Kind.DOCUMENT,
      definitions: [
        {
          ...operation,
          variableDefinitions: [],
          selectionSet: { kind: Kind.SELECTION_SET, selections: [selection] },
        },
        ...fragments,
      ],
    } as DocumentNode,
    {
      Variable: (node) => void used.add(node.name.value),
    },
  );
  const definitions = (operation.variableDefinitions ?? []).filter((definition) =>
    used.has(definition.variable.name.value),
  );
  const query: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: 'query' as never,
        name: { kind: Kind.NAME, value: 'SubscriptionEvent' },
        variableDefinitions: [
          ...definitions,
          {
            kind: Kind.VARIABLE_DEFINITION,
            variable: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: ORDER_ID_VARIABLE } },
            type: {
              kind: Kind.NON_NULL_TYPE,
              type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: 'ID' } },
            },
          },
        ],
        selectionSet: { kind: Kind.SELECTION_SET, selections: [selection] },
      },
      ...fragments,
    ],
  };
  const keysOf = (selected: string) =>
    (field.selectionSet?.selections ?? [])
      .filter((node): node is FieldNode => node.kind === Kind.FIELD && node.name.value === selected)
      .map((node) => node.alias?.value ?? node.name.value);
  return {
    kind: 'planned',
    field: name,
    orderIdArgument: field.arguments?.find((candidate) => candidate.name.value === 'orderId')?.value ?? null,
    variableNames: definitions.map((definition) => definition.variable.name.value),
    shared: {
      document,
      responseKey,
      query: print(query),
      statusKeys: keysOf('status'),
      stateKeys: keysOf('state'),
      sequenceKeys: keysOf('eventSequence'),
    },
  };
}

/**
 * How many distinct documents are remembered per schema. Subscribers of one application send the same
 * few texts; a client sending ever new ones only evicts the oldest.
 */
const ANALYSES = 500;
const analyses = new WeakMap<GraphQLSchema, Map<string, Analysis>>();

function analysisOf(
  schema: GraphQLSchema,
  source: string,
  operationName: string | null | undefined,
): Analysis {
  let cache = analyses.get(schema);
  if (!cache) analyses.set(schema, (cache = new Map()));
  const key = `${operationName ?? ''}\n${source}`;
  let analysis = cache.get(key);
  if (analysis) {
    // Most recently used last, so eviction takes the least recently used.
    cache.delete(key);
  } else {
    analysis = analyze(schema, source, operationName);
    if (cache.size >= ANALYSES) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, analysis);
  return analysis;
}

/**
 * Validates a subscription document against the supergraph's API schema and turns it into the query
 * that resolves each event. Answers GraphQL errors for anything else (a query over the socket, two root
 * fields, a missing order id). The document's analysis is done once per distinct text and schema.
 */
export function planSubscription(
  schema: GraphQLSchema,
  source: string,
  variables: Record<string, unknown> = {},
  operationName?: string | null,
): PlannedSubscription | { errors: readonly GraphQLError[] | string } {
  const analysis = analysisOf(schema, source, operationName);
  switch (analysis.kind) {
    case 'refused':
      return { errors: analysis.errors };
    case 'planned':
      break;
    default: {
      const exhaustive: never = analysis;
      return exhaustive;
    }
  }
  let watch: Watch;
  if (analysis.field === 'orderStatusChanged') {
    const orderId = analysis.orderIdArgument ? valueOf(analysis.orderIdArgument, variables) : undefined;
    if (typeof orderId !== 'string' || !orderId) return { errors: 'orderStatusChanged needs an orderId.' };
    watch = { kind: 'order', orderId };
  } else {
    watch = { kind: 'mine' };
  }
  const kept: Record<string, unknown> = {};
  for (const name of analysis.variableNames) kept[name] = variables[name];
  return { ...analysis.shared, watch, variables: kept };
}

export { ORDER_ID_VARIABLE };
