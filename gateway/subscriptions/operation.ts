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
  /** The response key of the subscription field (its alias, or its name). */
  responseKey: string;
  /**
   * The query that resolves one event: `order(id: $__orderId)` with the subscriber's selection set,
   * fragments and the variables it uses, as text (the group key) and as the variables to send.
   */
  query: string;
  variables: Record<string, unknown>;
  /** Aliases under which the subscriber selected `status` and `state`, overlaid with each event's values. */
  statusKeys: string[];
  stateKeys: string[];
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

/**
 * Validates a subscription document against the supergraph's API schema and turns it into the query
 * that resolves each event. Answers GraphQL errors for anything else (a query over the socket, two root
 * fields, a missing order id).
 */
export function planSubscription(
  schema: GraphQLSchema,
  source: string,
  variables: Record<string, unknown> = {},
  operationName?: string | null,
): PlannedSubscription | { errors: readonly GraphQLError[] | string } {
  let document: DocumentNode;
  try {
    document = parse(source);
  } catch (error) {
    return { errors: [error as GraphQLError] };
  }
  const errors = validate(schema, document);
  if (errors.length) return { errors };
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((candidate) => candidate.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation) return { errors: operationName ? `Unknown operation "${operationName}".` : 'Name the operation to run (operationName).' };
  if (operation.operation !== 'subscription') return { errors: 'Only subscriptions run over this socket; send queries and mutations over HTTP.' };
  const fields = operation.selectionSet.selections;
  if (fields.length !== 1 || fields[0]!.kind !== Kind.FIELD) return { errors: 'A subscription selects exactly one root field.' };
  const field = fields[0] as FieldNode;
  let watch: Watch;
  if (field.name.value === 'orderStatusChanged') {
    const argument = field.arguments?.find((candidate) => candidate.name.value === 'orderId');
    const orderId = argument ? valueOf(argument.value, variables) : undefined;
    if (typeof orderId !== 'string' || !orderId) return { errors: 'orderStatusChanged needs an orderId.' };
    watch = { kind: 'order', orderId };
  } else if (field.name.value === 'myOrderStatusChanged') {
    watch = { kind: 'mine' };
  } else {
    return { errors: `Unknown subscription field "${field.name.value}".` };
  }
  const responseKey = field.alias?.value ?? field.name.value;
  const fragments = document.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION);
  const selection = {
    kind: Kind.FIELD,
    alias: { kind: Kind.NAME, value: responseKey },
    name: { kind: Kind.NAME, value: 'order' },
    arguments: [{ kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'id' }, value: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: ORDER_ID_VARIABLE } } }],
    directives: field.directives,
    selectionSet: field.selectionSet,
  } as FieldNode;
  // Only the variables the selection still uses may be declared (GraphQL refuses unused ones).
  const used = new Set<string>();
  visit({ kind: Kind.DOCUMENT, definitions: [{ ...operation, variableDefinitions: [], selectionSet: { kind: Kind.SELECTION_SET, selections: [selection] } }, ...fragments] } as DocumentNode, {
    Variable: (node) => void used.add(node.name.value),
  });
  const definitions = (operation.variableDefinitions ?? []).filter((definition) => used.has(definition.variable.name.value));
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
            type: { kind: Kind.NON_NULL_TYPE, type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: 'ID' } } },
          },
        ],
        selectionSet: { kind: Kind.SELECTION_SET, selections: [selection] },
      },
      ...fragments,
    ],
  };
  const kept: Record<string, unknown> = {};
  for (const definition of definitions) kept[definition.variable.name.value] = variables[definition.variable.name.value];
  const keysOf = (name: string) =>
    (field.selectionSet?.selections ?? []).filter((node): node is FieldNode => node.kind === Kind.FIELD && node.name.value === name).map((node) => node.alias?.value ?? node.name.value);
  return { watch, responseKey, query: print(query), variables: kept, statusKeys: keysOf('status'), stateKeys: keysOf('state') };
}

export { ORDER_ID_VARIABLE };
