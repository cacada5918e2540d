import { buildSubgraphSchema } from '@apollo/subgraph';
import { execute, parse, type ExecutionResult, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { allow, deny, type IRules } from 'graphql-shield';
import { describe, expect, it } from 'vitest';
import { appError } from '../../platform/errors';
import { callerOf } from '../../platform/identity/caller';
import type { Identity } from '../../platform/identity';
import { buildSchema } from '../../platform/subgraph';
import { applyPermissions, ruleOf } from '../../platform/subgraph/permissions';
import { canRead, isService } from '../../platform/subgraph/rules';
import { typeDefs as orderTypeDefs } from '../../subgraphs/orders';
import { permissions as orderPermissions } from '../../subgraphs/orders/permissions';
import { resolvers as orderResolvers } from '../../subgraphs/orders/resolvers';

const typeDefs = parse(`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Query { thing(id: ID!): Thing  secret: String  hidden: String }
  type Thing @key(fields: "id") { id: ID!  name: String!  price: Int  broken: String  unlisted: String }
`);

const resolvers = {
  Query: {
    thing: (_: unknown, { id }: { id: string }) => ({ id, name: `thing ${id}`, price: 7 }),
    secret: () => 'the secret',
    hidden: () => 'hidden',
  },
  Thing: {
    __resolveReference: (reference: { id: string }) => ({
      id: reference.id,
      name: `thing ${reference.id}`,
      price: 7,
    }),
    broken: () => {
      throw appError('WAREHOUSE_NOT_FOUND', 'gone');
    },
    unlisted: () => 'should never be seen',
  },
};

const rules: IRules = {
  Query: { _entities: allow, _service: allow, thing: allow, secret: canRead, hidden: isService },
  Thing: { '*': allow, unlisted: deny },
  _Service: allow,
};

const reader: Identity = { kind: 'user', userId: 'u-1', roles: ['customer'], scopes: ['read'] };
const anonymous: Identity = { kind: 'anonymous' };

function schema(): GraphQLSchema {
  return applyPermissions(buildSubgraphSchema([{ typeDefs, resolvers }]), rules);
}

function run(target: GraphQLSchema, query: string, identity: Identity) {
  return execute({
    schema: target,
    document: parse(query),
    contextValue: { caller: callerOf(identity, 'r') },
  });
}

const codes = (result: ExecutionResult) =>
  (result.errors ?? []).map((error) => [error.path?.join('.'), error.extensions.code]);

describe('applyPermissions', () => {
  it('leaves fields whose rule is allow unwrapped: an all-allowed read of sync resolvers completes synchronously', () => {
    const result = run(schema(), '{ thing(id: "1") { id name price } }', reader);
    expect(result).not.toBeInstanceOf(Promise);
    expect(result).toEqual({ data: { thing: { id: '1', name: 'thing 1', price: 7 } } });
  });

  it('still checks every field with a named rule', async () => {
    expect(await run(schema(), '{ secret }', reader)).toEqual({ data: { secret: 'the secret' } });
    const anon = await run(schema(), '{ secret }', anonymous);
    expect(anon.data).toEqual({ secret: null });
    expect(codes(anon)).toEqual([['secret', 'UNAUTHENTICATED']]);
    const customer = await run(schema(), '{ hidden }', reader);
    expect(codes(customer)).toEqual([['hidden', 'FORBIDDEN']]);
  });

  it('denies a field the map names with deny, and every field of a type it does not list', async () => {
    const denied = await run(schema(), '{ thing(id: "1") { id unlisted } }', reader);
    expect(denied.data).toEqual({ thing: { id: '1', unlisted: null } });
    expect(codes(denied)).toEqual([['thing.unlisted', 'FORBIDDEN']]);
    const bare = applyPermissions(buildSubgraphSchema([{ typeDefs, resolvers }]), {
      Query: { thing: allow },
    });
    const unlisted = await run(bare, '{ thing(id: "1") { id } }', reader);
    expect(unlisted.data).toEqual({ thing: null });
    expect(codes(unlisted)).toEqual([['thing.id', 'FORBIDDEN']]);
  });

  it('passes an allowed resolver’s typed error on unchanged', async () => {
    const result = await run(schema(), '{ thing(id: "1") { id broken } }', reader);
    expect(result.data).toEqual({ thing: { id: '1', broken: null } });
    expect(result.errors?.[0]?.message).toBe('gone');
    expect(codes(result)).toEqual([['thing.broken', 'WAREHOUSE_NOT_FOUND']]);
  });

  it('keeps entity references resolvable', async () => {
    const result = await run(
      schema(),
      '{ _entities(representations: [{ __typename: "Thing", id: "9" }]) { ... on Thing { id name } } }',
      reader,
    );
    expect(result).toEqual({ data: { _entities: [{ id: '9', name: 'thing 9' }] } });
  });
});

describe('ruleOf', () => {
  it('resolves a field’s rule the way graphql-shield does', () => {
    expect(ruleOf(rules, 'Query', 'thing', deny)).toBe(allow);
    expect(ruleOf(rules, 'Query', 'secret', deny)).toBe(canRead);
    expect(ruleOf(rules, 'Query', 'other', deny)).toBe(deny);
    expect(ruleOf(rules, 'Thing', 'name', deny)).toBe(allow);
    expect(ruleOf(rules, 'Thing', 'unlisted', deny)).toBe(deny);
    expect(ruleOf(rules, 'Missing', 'any', deny)).toBe(deny);
    expect(ruleOf({ Query: canRead }, 'Query', 'any', deny)).toBe(canRead);
    expect(ruleOf(allow, 'Query', 'any', deny)).toBe(allow);
  });
});

describe('a real subgraph schema', () => {
  it('wraps the guarded root fields of orders and none of its allowed object fields', () => {
    const built = buildSchema(
      {
        name: 'orders',
        typeDefs: orderTypeDefs,
        resolvers: orderResolvers as never,
        permissions: orderPermissions,
      } as never,
      { rateLimits: true },
    );
    const order = built.getQueryType()!.getFields().order!;
    const orderFields = (built.getType('Order') as GraphQLObjectType).getFields();
    expect(order.resolve).not.toBe(orderResolvers.Query!.order);
    expect(orderFields.id!.resolve).toBe(orderResolvers.Order!.id);
    expect(orderFields.total!.resolve).toBe(orderResolvers.Order!.total);
  });
});
