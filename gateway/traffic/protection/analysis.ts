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

/**
 * Walks the operation once, following fragments, and measures depth (field nesting), aliases, and cost
 * (every field costs 1 times the sizes of the lists above it, so `users(limit: 100) { orders { items } }`
 * costs what it would fetch). Introspection fields are free and do not nest, so tools still introspect.
 */
export function measure(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Record<string, unknown> | undefined,
  limits: Pick<DocumentLimits, 'maxPageSize'>,
): DocumentMeasure {
  const result: DocumentMeasure = {
    depth: 0,
    aliases: 0,
    cost: 0,
    longestList: longestVariableList(variables),
  };
  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!root) return result;

  const listSize = (value: ValueNode | undefined): number | undefined => {
    if (!value) return undefined;
    if (value.kind === Kind.INT) return Number(value.value);
    if (value.kind === Kind.VARIABLE) {
      const given = variables?.[value.name.value];
      return typeof given === 'number' ? given : undefined;
    }
    return undefined;
  };

  const visit = (
    selectionSet: SelectionSetNode,
    parent: GraphQLCompositeType,
    depth: number,
    multiplier: number,
  ): void => {
    for (const selection of selectionSet.selections) {
      switch (selection.kind) {
        case Kind.FIELD: {
          const name = selection.name.value;
          if (name.startsWith('__')) continue;
          if (selection.alias) result.aliases++;
          result.depth = Math.max(result.depth, depth);
          result.cost += multiplier;
          for (const argument of selection.arguments ?? [])
            result.longestList = Math.max(result.longestList, longestLiteralList(argument.value));
          const field =
            isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
          if (!field || !selection.selectionSet) continue;
          let childMultiplier = multiplier;
          if (isListType(getNullableType(field.type))) {
            const sizeArgument = selection.arguments?.find(
              (argument) => argument.name.value === 'limit' || argument.name.value === 'first',
            );
            const asked = listSize(sizeArgument?.value);
            childMultiplier *= Math.max(1, Math.min(asked ?? DEFAULT_LIST_SIZE, limits.maxPageSize));
          }
          const child = getNamedType(field.type);
          if (isCompositeType(child)) visit(selection.selectionSet, child, depth + 1, childMultiplier);
          break;
        }
        case Kind.INLINE_FRAGMENT: {
          const condition = selection.typeCondition
            ? schema.getType(selection.typeCondition.name.value)
            : parent;
          visit(
            selection.selectionSet,
            condition && isCompositeType(condition) ? condition : parent,
            depth,
            multiplier,
          );
          break;
        }
        case Kind.FRAGMENT_SPREAD: {
          const fragment = fragments.get(selection.name.value);
          if (!fragment) break;
          const condition = schema.getType(fragment.typeCondition.name.value);
          visit(
            fragment.selectionSet,
            condition && isCompositeType(condition) ? condition : parent,
            depth,
            multiplier,
          );
          break;
        }
        default: {
          const exhaustive: never = selection;
          return exhaustive;
        }
      }
    }
  };
  visit(operation.selectionSet, root, 1, 1);
  return result;
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
