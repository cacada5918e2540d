import type { GraphQLSchema } from 'graphql';
import { applyMiddleware, type IMiddlewareFieldMap, type IMiddlewareTypeMap } from 'graphql-middleware';
import { allow, deny, shield, type and, type IRules } from 'graphql-shield';
import { denial } from './rules';
import type { BaseContext } from './context';

/** One rule (graphql-shield does not export the type by name). */
type ShieldRule = Parameters<typeof and>[number];

const isRule = (value: unknown): value is ShieldRule =>
  typeof (value as { resolve?: unknown } | undefined)?.resolve === 'function';

/**
 * The rule graphql-shield applies to `type.field`, resolved exactly as shield resolves it: a rule given for
 * the whole map or the whole type, else the field's own rule, else the type's `'*'`, else the fallback.
 */
export function ruleOf(rules: IRules, typeName: string, fieldName: string, fallback: ShieldRule): ShieldRule {
  if (isRule(rules)) return rules;
  const forType = rules[typeName];
  if (forType === undefined) return fallback;
  if (isRule(forType)) return forType;
  return forType[fieldName] ?? forType['*'] ?? fallback;
}

/**
 * Applies the permission map with graphql-shield, deny by default. Shield wraps every field of every
 * object type in an async rule evaluation, `allow` included: on a read such as an order with its items,
 * that turns each plain property into a promise for graphql-js to await. A field whose rule is `allow`
 * gets its resolver back unwrapped: the rule always passes, and with `allowExternalErrors` shield's
 * wrapper hands the resolver's own errors on unchanged, so the answer is the same without it. Every
 * other field (a named rule or the deny fallback) stays wrapped.
 *
 * An allowed field's resolver therefore reaches graphql-js as written: it must return a value or a real
 * promise, never a mongoose Query (a thenable that runs the query again on every `then`; call `exec()`).
 */
export function applyPermissions(schema: GraphQLSchema, rules: IRules): GraphQLSchema {
  const generated = shield(rules, {
    fallbackRule: deny,
    // Typed errors thrown by resolvers (validation, not found, rate limits) must reach the client as they are.
    allowExternalErrors: true,
    // Anything the map does not list: 401 for a caller without a credential, 403 for one with.
    fallbackError: (_error, _parent, _args, context) =>
      denial((context as unknown as BaseContext).caller.identity, 'You are not allowed to do this.'),
  }).generate(schema) as IMiddlewareTypeMap;
  const guarded: IMiddlewareTypeMap = {};
  for (const [typeName, fields] of Object.entries(generated)) {
    const kept: IMiddlewareFieldMap = {};
    for (const [fieldName, middleware] of Object.entries(fields as IMiddlewareFieldMap)) {
      if (ruleOf(rules, typeName, fieldName, deny) !== allow) kept[fieldName] = middleware;
    }
    if (Object.keys(kept).length) guarded[typeName] = kept;
  }
  return applyMiddleware(schema, guarded);
}
