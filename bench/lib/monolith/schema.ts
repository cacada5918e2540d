/**
 * The monolith's schema: the client API schema (schema/api.graphql, what the supergraph exposes) executed
 * by ONE graphql-js schema in one process, with the four subgraphs' own resolvers, loaders and
 * graphql-shield rules joined in process instead of through a query plan and HTTP fetches.
 *
 * Joining: every field is resolved by the first subgraph (in SUBGRAPHS order) whose schema defines it,
 * with that subgraph's own request context. Where a value crosses from one subgraph to another (a field of
 * entity type returning a reference such as `{ id }`, or a field of an entity contributed by a second
 * subgraph), the receiving subgraph's `__resolveReference` turns the `{ __typename, id }` representation
 * into its own record, through its DataLoaders, exactly as an `_entities` fetch would, minus the fetch.
 * Every entity on the benchmark's read path is keyed by `id`, which is what this join assumes.
 */
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  isEnumType,
  isObjectType,
  Kind,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { IRules } from 'graphql-shield';
import { deny } from 'graphql-shield';
import { applyPermissions, ruleOf } from '../../../platform/subgraph/permissions';
import type { BaseContext } from '../../../platform/subgraph';
import type { SubgraphName } from '../../../platform/config';

/** Which subgraph defines a field wins it; the entity owners come before the subgraphs that extend them. */
export const SUBGRAPHS = [
  'users',
  'catalog',
  'inventory',
  'orders',
] as const satisfies readonly SubgraphName[];

type AnyResolver = GraphQLFieldResolver<unknown, unknown, Record<string, unknown>>;
type ReferenceResolver = (reference: { __typename: string; id: string }, context: unknown) => unknown;
type TypeResolvers = Record<string, unknown> & { __resolveReference?: ReferenceResolver };

/** One subgraph as the monolith takes it: its SDL, resolvers and permission map. */
export interface MonolithPart {
  name: SubgraphName;
  typeDefs: DocumentNode;
  resolvers: Record<string, unknown>;
  permissions: IRules;
}

/** The monolith's request context: the caller, and each subgraph's own context for this request. */
export type MonolithContext = BaseContext & Record<SubgraphName, unknown>;

/** type name -> field names the subgraph's SDL defines (definitions and extensions alike). */
function fieldsOf(typeDefs: DocumentNode): Map<string, Set<string>> {
  const types = new Map<string, Set<string>>();
  for (const definition of typeDefs.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION)
      continue;
    const fields = types.get(definition.name.value) ?? new Set<string>();
    for (const field of definition.fields ?? []) fields.add(field.name.value);
    types.set(definition.name.value, fields);
  }
  return types;
}

const idOf = (record: unknown): string | undefined => {
  const value = record as { id?: unknown; _id?: unknown } | null;
  const id = value?.id ?? value?._id;
  return id == null ? undefined : String(id);
};

/** The record `owner` keeps for the entity `value` (some other subgraph's record or a reference). */
async function asRecordOf(
  owner: TypeResolvers | undefined,
  typeName: string,
  value: unknown,
  context: unknown,
): Promise<unknown> {
  if (value == null || !owner?.__resolveReference) return value;
  const id = idOf(await value);
  if (id === undefined) return value;
  return owner.__resolveReference({ __typename: typeName, id }, context);
}

export function buildMonolithSchema(apiSchemaSdl: string, parts: readonly MonolithPart[]): GraphQLSchema {
  const byName = new Map(parts.map((part) => [part.name, part]));
  const ordered = SUBGRAPHS.map((name) => byName.get(name)).filter((part) => part !== undefined);
  const fields = new Map(ordered.map((part) => [part.name, fieldsOf(part.typeDefs)]));
  /** The subgraph that resolves `type.field` in the monolith. */
  const ownerOf = (typeName: string, fieldName: string): MonolithPart | undefined =>
    ordered.find((part) => fields.get(part.name)?.get(typeName)?.has(fieldName));
  const typeResolvers = (part: MonolithPart, typeName: string) =>
    part.resolvers[typeName] as TypeResolvers | undefined;
  /** Entity types: those some subgraph resolves references of, and the first such subgraph (the owner). */
  const entityOwner = new Map<string, MonolithPart>();
  for (const part of ordered)
    for (const [typeName, value] of Object.entries(part.resolvers))
      if ((value as TypeResolvers).__resolveReference && !entityOwner.has(typeName))
        entityOwner.set(typeName, part);

  const api = makeExecutableSchema({ typeDefs: apiSchemaSdl });
  const resolvers: Record<string, Record<string, unknown>> = {};
  const rules: Record<string, Record<string, unknown>> = {};
  for (const type of Object.values(api.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isEnumType(type)) {
      // Each subgraph maps its enums' internal values; the first that maps this enum lends its map.
      const mapped = ordered.map((part) => part.resolvers[type.name]).find((value) => value !== undefined);
      if (mapped) resolvers[type.name] = mapped as Record<string, unknown>;
      continue;
    }
    if (!isObjectType(type)) {
      const scalar = ordered.map((part) => part.resolvers[type.name]).find((value) => value !== undefined);
      if (scalar) resolvers[type.name] = scalar as Record<string, unknown>;
      continue;
    }
    const typeMap: Record<string, unknown> = {};
    const ruleMap: Record<string, unknown> = {};
    for (const [fieldName, field] of Object.entries(type.getFields())) {
      const part = ownerOf(type.name, fieldName);
      if (!part) continue;
      ruleMap[fieldName] = ruleOf(part.permissions, type.name, fieldName, deny);
      const own = typeResolvers(part, type.name)?.[fieldName] as AnyResolver | undefined;
      // A field of an entity another subgraph owns gets the parent in its own subgraph's shape first.
      const parentOwner = entityOwner.get(type.name);
      const needsParent = parentOwner !== undefined && parentOwner.name !== part.name;
      // A field whose value is an entity owned elsewhere hands its reference to the owner.
      let named = field.type;
      while ('ofType' in named) named = named.ofType;
      const valueOwner = entityOwner.get(named.name);
      const handsOver = valueOwner !== undefined && valueOwner.name !== part.name;
      if (!needsParent && !handsOver) {
        // The common case stays as cheap as in the subgraph: the resolver itself, given its own context.
        if (own)
          typeMap[fieldName] = (
            parent: unknown,
            args: Record<string, unknown>,
            context: MonolithContext,
            info: Parameters<AnyResolver>[3],
          ) => own(parent, args, context[part.name], info);
        continue;
      }
      typeMap[fieldName] = async (
        parent: unknown,
        args: Record<string, unknown>,
        context: MonolithContext,
        info: Parameters<AnyResolver>[3],
      ) => {
        const partContext = context[part.name];
        const source = needsParent
          ? await asRecordOf(typeResolvers(part, type.name), type.name, parent, partContext)
          : parent;
        const value = own
          ? await own(source, args, partContext, info)
          : (source as Record<string, unknown> | null)?.[fieldName];
        if (!handsOver) return value;
        const owner = typeResolvers(valueOwner, named.name);
        const ownerContext = context[valueOwner.name];
        return Array.isArray(value)
          ? Promise.all(value.map((item) => asRecordOf(owner, named.name, item, ownerContext)))
          : asRecordOf(owner, named.name, value, ownerContext);
      };
    }
    if (Object.keys(typeMap).length) resolvers[type.name] = typeMap;
    if (Object.keys(ruleMap).length) rules[type.name] = ruleMap;
  }
  const schema = makeExecutableSchema({ typeDefs: apiSchemaSdl, resolvers });
  return applyPermissions(schema, rules as IRules);
}
