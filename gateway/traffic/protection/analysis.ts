import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

export interface DocumentLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  maxListItems: number;
  /** A list field's size is its `limit`/`first` argument capped at this, else DEFAULT_LIST_SIZE. */
  maxPageSize: number;
}

/** What one operation would cost, measured before anything executes. */
export interface DocumentMeasure {
  depth: number;
  aliases: number;
  cost: number;
  /** The longest list argument (literal or variable). */
  longestList: number;
}

/** Assumed size of a list field without a `limit` or `first` argument. */
export const DEFAULT_LIST_SIZE = 10;

/** What one selection set weighs on its own: depth from 1, cost as if no list were above it. */
interface Footprint {
  depth: number;
  aliases: number;
  cost: number;
  longestList: number;
}

const NOTHING: Footprint = { depth: 0, aliases: 0, cost: 0, longestList: 0 };

/**
 * Footprints of operations whose measure does not depend on their variables (no list sized by a variable),
 * by schema and operation node: Apollo Server hands every request of the same text the same parsed
 * document, so a repeated operation is walked once (its variables' lists are still measured every time).
 */
const footprints = new WeakMap<
  GraphQLSchema,
  WeakMap<OperationDefinitionNode, { maxPageSize: number; footprint: Footprint }>
>();

/**
 * Walks the operation and measures depth (field nesting), aliases, and cost (every field costs 1 times the
 * sizes of the lists above it, so `users(limit: 100) { orders { items } }` costs what it would fetch).
 * Introspection fields are free and do not nest, so tools still introspect.
 *
 * Each fragment is measured once and its footprint reused at every spread: a fragment's weight does not
 * depend on where it is spread (its depth adds to the spread's, its cost scales with the lists above it),
 * so the walk is linear in the document, and a few hundred bytes of fragments that spread each other twice
 * (2^30 fields once expanded) are measured, and refused, in microseconds. A spread of a fragment still
 * being measured (a cycle, which validation refuses earlier) weighs nothing, so the walk always ends.
 * `fragments` are those of the operation's own document (an operation measured again is looked up by its
 * node, see `footprints`).
 */
export function measure(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Record<string, unknown> | undefined,
  limits: Pick<DocumentLimits, 'maxPageSize'>,
): DocumentMeasure {
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  const variableList = longestVariableList(variables);
  if (!root) return { depth: 0, aliases: 0, cost: 0, longestList: variableList };
  const known = footprints.get(schema)?.get(operation);
  if (known && known.maxPageSize === limits.maxPageSize) return withVariables(known.footprint, variableList);

  let sizedByVariable = false;
  const listSize = (value: ValueNode | undefined): number | undefined => {
    if (!value) return undefined;
    if (value.kind === Kind.INT) return Number(value.value);
    if (value.kind === Kind.VARIABLE) {
      sizedByVariable = true;
      const given = variables?.[value.name.value];
      return typeof given === 'number' ? given : undefined;
    }
    return undefined;
  };

  const measured = new Map<string, Footprint>();
  const fragmentFootprint = (name: string, parent: GraphQLCompositeType): Footprint => {
    const known = measured.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment) return NOTHING;
    measured.set(name, NOTHING);
    const condition = schema.getType(fragment.typeCondition.name.value);
    const footprint = weigh(
      fragment.selectionSet,
      condition && isCompositeType(condition) ? condition : parent,
    );
    measured.set(name, footprint);
    return footprint;
  };

  const weigh = (selectionSet: SelectionSetNode, parent: GraphQLCompositeType): Footprint => {
    const total = { ...NOTHING };
    const add = (part: Footprint, depthOffset: number, multiplier: number) => {
      if (part.depth > 0) total.depth = Math.max(total.depth, part.depth + depthOffset);
      total.aliases += part.aliases;
      total.cost += part.cost * multiplier;
      total.longestList = Math.max(total.longestList, part.longestList);
    };
    for (const selection of selectionSet.selections) {
      switch (selection.kind) {
        case Kind.FIELD: {
          const name = selection.name.value;
          if (name.startsWith('__')) continue;
          if (selection.alias) total.aliases++;
          total.depth = Math.max(total.depth, 1);
          total.cost += 1;
          for (const argument of selection.arguments ?? [])
            total.longestList = Math.max(total.longestList, longestLiteralList(argument.value));
          const field =
            isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
          if (!field || !selection.selectionSet) continue;
          const child = getNamedType(field.type);
          if (!isCompositeType(child)) continue;
          let listFactor = 1;
          if (isListType(getNullableType(field.type))) {
            const sizeArgument = selection.arguments?.find(
              (argument) => argument.name.value === 'limit' || argument.name.value === 'first',
            );
            const asked = listSize(sizeArgument?.value);
            listFactor = Math.max(1, Math.min(asked ?? DEFAULT_LIST_SIZE, limits.maxPageSize));
          }
          add(weigh(selection.selectionSet, child), 1, listFactor);
          break;
        }
        case Kind.INLINE_FRAGMENT: {
          const condition = selection.typeCondition
            ? schema.getType(selection.typeCondition.name.value)
            : parent;
          add(
            weigh(selection.selectionSet, condition && isCompositeType(condition) ? condition : parent),
            0,
            1,
          );
          break;
        }
        case Kind.FRAGMENT_SPREAD:
          add(fragmentFootprint(selection.name.value, parent), 0, 1);
          break;
        default: {
          const exhaustive: never = selection;
          return exhaustive;
        }
      }
    }
    return total;
  };

  const footprint = weigh(operation.selectionSet, root);
  if (!sizedByVariable) {
    let bySchema = footprints.get(schema);
    if (!bySchema) footprints.set(schema, (bySchema = new WeakMap()));
    bySchema.set(operation, { maxPageSize: limits.maxPageSize, footprint });
  }
  return withVariables(footprint, variableList);
}

function withVariables(footprint: Footprint, variableList: number): DocumentMeasure {
  return {
    depth: footprint.depth,
    aliases: footprint.aliases,
    cost: footprint.cost,
    longestList: Math.max(footprint.longestList, variableList),
  };
}

/** Longest list literal anywhere in an argument value (lists inside input objects included). */
function longestLiteralList(value: ValueNode): number {
  switch (value.kind) {
    case Kind.LIST:
      return value.values.reduce(
        (longest, item) => Math.max(longest, longestLiteralList(item)),
        value.values.length,
      );
    case Kind.OBJECT:
      return value.fields.reduce((longest, field) => Math.max(longest, longestLiteralList(field.value)), 0);
    default:
      return 0;
  }
}

/** Longest array anywhere in the variables (nested inputs included). */
function longestVariableList(value: unknown, depth = 0): number {
  if (depth > 20 || value === null || typeof value !== 'object') return 0;
  if (Array.isArray(value)) {
    let longest = value.length;
    for (const item of value) longest = Math.max(longest, longestVariableList(item, depth + 1));
    return longest;
  }
  let longest = 0;
  for (const item of Object.values(value)) longest = Math.max(longest, longestVariableList(item, depth + 1));
  return longest;
}
