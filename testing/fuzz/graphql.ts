import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { doublingFragments } from './hostile';
import type { SeededRandom } from '../../platform/random';

/** One HTTP request to /graphql, as the fuzzer built it. */
export interface FuzzRequest {
  method: 'GET' | 'POST';
  /** Query string for a GET (without `?`). */
  search?: string;
  headers: Record<string, string>;
  /** The raw body of a POST: usually JSON, sometimes not. */
  body?: string;
  /** What the case is, for the failure report. */
  label: string;
}

/** Strings a careless or hostile client sends. */
const STRINGS = [
  '',
  'a',
  'x'.repeat(300),
  '%E0%A4%A',
  "' OR 1=1 --",
  '{"$gt":""}',
  '$where',
  '../../etc/passwd',
  '\u0000\u202e\ud83d\ude00',
  '<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000',
  'not-an-id',
  '2026-13-45T99:99:99Z',
  '-1',
  '1e309',
  'USD',
  'customer@example.com',
];
const INTS = [0, 1, -1, 7, 100, 101, 2 ** 31, -(2 ** 31) - 1, 1e10, 2 ** 53];
const FLOATS = [0, 0.1, -5.5, 1e308, 12.345];

/**
 * Builds GraphQL requests against `schema` from a seeded random source (SeededRandom): plausible operations (fields with their
 * arguments, nested selections, aliases, fragments, inline fragments on abstract types), and mistakes and
 * attacks on top of them (wrong variable types, huge lists, unknown fields, fragment fan-out, deep
 * nesting, many operations, bad operationName and extensions, mangled bytes, bodies that are not JSON).
 */
export class GraphqlFuzzer {
  private variables: Record<string, unknown> = {};
  private declarations: string[] = [];
  private fragments: string[] = [];

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly random: SeededRandom,
  ) {}

  request(headers: Record<string, string>): FuzzRequest {
    const random = this.random;
    const kind = random.pick([
      'operation',
      'operation',
      'operation',
      'operation',
      'mangled',
      'fan-out',
      'deep',
      'aliases',
      'many-operations',
      'envelope',
    ] as const);
    switch (kind) {
      case 'operation': {
        const { query, variables } = this.operation();
        return this.post({ query, variables }, headers, kind);
      }
      case 'mangled': {
        const { query, variables } = this.operation();
        return this.post({ query: this.mangle(query), variables }, headers, kind);
      }
      case 'fan-out':
        return this.post({ query: doublingFragments(random.int(5, 40)) }, headers, kind);
      case 'deep': {
        const depth = random.int(5, 60);
        const query = `{ me { ${'orders { user { '.repeat(depth)}id${' } }'.repeat(depth)} } }`;
        return this.post({ query }, headers, kind);
      }
      case 'aliases': {
        const count = random.int(10, 300);
        const fields = Array.from({ length: count }, (_, index) => `a${index}: categories { id name }`);
        return this.post({ query: `{ ${fields.join(' ')} }` }, headers, kind);
      }
      case 'many-operations': {
        const count = random.int(2, 30);
        const query = Array.from(
          { length: count },
          (_, index) => `query Q${index} { categories { id } }`,
        ).join('\n');
        const operationName = random.pick([undefined, 'Q0', `Q${count}`, 'Nope', '', 5, null]);
        return this.post({ query, operationName }, headers, kind);
      }
      case 'envelope':
        return this.envelope(headers);
      default: {
        const exhaustive: never = kind;
        return exhaustive;
      }
    }
  }

  /** A plausible operation (sometimes with mistakes): a query or a mutation over the schema's fields. */
  operation(): { query: string; variables: Record<string, unknown> } {
    this.variables = {};
    this.declarations = [];
    this.fragments = [];
    const random = this.random;
    const root = random.chance(0.7) ? this.schema.getQueryType() : this.schema.getMutationType();
    if (!root) return { query: '{ __typename }', variables: {} };
    const selection = this.selections(root, random.int(1, 4), random.int(1, 3));
    const keyword = root === this.schema.getQueryType() ? 'query' : 'mutation';
    const name = random.chance(0.5) ? ` Fuzz${random.int(0, 999)}` : '';
    const declared = this.declarations.length ? `(${this.declarations.join(', ')})` : '';
    const query = `${keyword}${name}${declared} ${selection}\n${this.fragments.join('\n')}`;
    return { query, variables: this.variables };
  }

  private selections(type: GraphQLCompositeType, depth: number, width: number): string {
    const random = this.random;
    if (isAbstractType(type)) {
      const possible = this.schema.getPossibleTypes(type);
      const parts = random
        .sample(possible, random.int(1, 2))
        .map((object) => `... on ${object.name} ${this.selections(object, depth, width)}`);
      return `{ __typename ${parts.join(' ')} }`;
    }
    const object = type as GraphQLObjectType;
    const fields = Object.values(object.getFields());
    const parts: string[] = [];
    for (const field of random.sample(fields, width)) parts.push(this.field(field, depth));
    if (random.chance(0.05))
      parts.push(random.pick(['bogus', 'password', '__schema { types { name } }', 'id(']));
    const body = `{ ${parts.join(' ') || '__typename'} }`;
    if (random.chance(0.15)) {
      const name = `F${this.fragments.length}`;
      this.fragments.push(`fragment ${name} on ${object.name} ${body}`);
      const spreads = random.int(1, 3);
      return `{ ${Array.from({ length: spreads }, () => `...${name}`).join(' ')} }`;
    }
    return body;
  }

  private field(field: GraphQLField<unknown, unknown>, depth: number): string {
    const random = this.random;
    const alias = random.chance(0.1) ? `x${random.int(0, 99)}: ` : '';
    const args = field.args
      .filter((argument) => isNonNullType(argument.type) || random.chance(0.4))
      .map((argument) => `${argument.name}: ${this.argument(argument)}`);
    if (random.chance(0.05)) args.push(`bogus: ${random.int(0, 9)}`);
    const named = getNamedType(field.type);
    const selection =
      isCompositeType(named) && !random.chance(0.03)
        ? depth > 0
          ? ` ${this.selections(named, depth - 1, random.int(1, 3))}`
          : ' { __typename }'
        : '';
    return `${alias}${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection}`;
  }

  /** An argument as a variable (declared with its type, or a wrong one) or as a literal. */
  private argument(argument: GraphQLArgument): string {
    const random = this.random;
    const value = this.value(argument.type, 0);
    if (random.chance(0.5)) {
      const name = `v${this.declarations.length}`;
      const declaredType = random.chance(0.05)
        ? random.pick(['Int', 'String!', '[ID!]!', 'Bogus'])
        : String(argument.type);
      this.declarations.push(`$${name}: ${declaredType}`);
      if (!random.chance(0.05)) this.variables[name] = value;
      return `$${name}`;
    }
    return literal(value, getNullableType(argument.type) as GraphQLInputType);
  }

  /** A value for an input type: usually of the type, sometimes of another, sometimes huge. */
  private value(type: GraphQLInputType, depth: number): unknown {
    const random = this.random;
    if (random.chance(0.06))
      return random.pick([null, 'wrong', 42, true, [1, 2], { a: 1 }, 'x'.repeat(5000)]);
    const nullable = getNullableType(type) as GraphQLInputType;
    if (isListType(nullable)) {
      const length = random.chance(0.05) ? random.int(100, 400) : random.int(0, 3);
      return Array.from({ length }, () => this.value(nullable.ofType as GraphQLInputType, depth + 1));
    }
    if (isEnumType(nullable))
      return random.chance(0.9)
        ? random.pick(nullable.getValues()).name
        : random.pick(['BOGUS', 'active', '']);
    if (isInputObjectType(nullable)) {
      if (depth > 3) return {};
      const fields: Record<string, unknown> = {};
      for (const field of Object.values(nullable.getFields()))
        if (isNonNullType(field.type) || random.chance(0.4))
          fields[field.name] = this.value(field.type, depth + 1);
      if (random.chance(0.05)) fields.bogus = 1;
      return fields;
    }
    if (isScalarType(nullable)) {
      switch (nullable.name) {
        case 'Int':
          return random.pick(INTS);
        case 'Float':
          return random.pick(FLOATS);
        case 'Boolean':
          return random.chance(0.5);
        default:
          return random.chance(0.8) ? random.pick(STRINGS) : random.pick(INTS);
      }
    }
    return null;
  }

  /** Mangles a document's text: a slice cut out, doubled or replaced by stray characters. */
  private mangle(text: string): string {
    const random = this.random;
    const at = random.int(0, text.length);
    const to = Math.min(text.length, at + random.int(0, 20));
    switch (random.int(0, 3)) {
      case 0:
        return text.slice(0, at) + text.slice(to);
      case 1:
        return text.slice(0, to) + text.slice(at, to) + text.slice(to);
      case 2: {
        const stray = Array.from({ length: random.int(1, 6) }, () =>
          random.pick([...'{}()[]$:!@.,"#\n\\\u0000é…']),
        ).join('');
        return text.slice(0, at) + stray + text.slice(to);
      }
      default:
        return text.slice(0, at);
    }
  }

  /** The request around the document, wrong: bodies that are not JSON or not objects, bad extensions. */
  private envelope(headers: Record<string, string>): FuzzRequest {
    const random = this.random;
    const query = '{ categories { id } }';
    const json = { 'content-type': 'application/json', ...headers };
    switch (random.int(0, 9)) {
      case 0:
        return { method: 'POST', headers: json, body: randomBytes(random), label: 'envelope: bytes' };
      case 1:
        return {
          method: 'POST',
          headers: json,
          body: JSON.stringify(random.pick([[], [{ query }, { query }], 5, 'q', null])),
          label: 'envelope: not an object',
        };
      case 2:
        return this.post(
          { query: random.pick([5, null, {}, [query], '']) },
          headers,
          'envelope: query not a string',
        );
      case 3:
        return this.post(
          { query, variables: random.pick([[], 'x', 5, { a: { b: [] } }]) },
          headers,
          'envelope: variables',
        );
      case 4:
        return this.post(
          {
            query,
            extensions: random.pick([
              5,
              'x',
              { persistedQuery: 5 },
              { persistedQuery: { version: 2 } },
              { persistedQuery: { version: 1, sha256Hash: 'zz' } },
              { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
              { persistedQuery: null },
              [],
            ]),
          },
          headers,
          'envelope: extensions',
        );
      case 5:
        return this.post(
          { query, operationName: random.pick([5, {}, 'Nope', '']) },
          headers,
          'envelope: operationName',
        );
      case 6:
        return {
          method: 'GET',
          search: `query=${encodeURIComponent(random.pick([query, 'mutation { logout }', '{', '%zz']))}`,
          headers: random.chance(0.5) ? { ...headers, 'apollo-require-preflight': '1' } : headers,
          label: 'envelope: GET',
        };
      case 7:
        return {
          method: 'POST',
          headers: {
            'content-type': random.pick([
              'text/plain',
              'application/x-www-form-urlencoded',
              'multipart/form-data',
            ]),
            ...headers,
          },
          body: JSON.stringify({ query }),
          label: 'envelope: content type',
        };
      case 8:
        return {
          method: 'POST',
          headers: json,
          body: `{"query": "${'{'.repeat(random.int(100, 5000))}"}`,
          label: 'envelope: braces',
        };
      default:
        return {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ query }).slice(0, random.int(0, 15)),
          label: 'envelope: truncated JSON',
        };
    }
  }

  private post(body: Record<string, unknown>, headers: Record<string, string>, label: string): FuzzRequest {
    return {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      label,
    };
  }
}

/** A value as a GraphQL literal (enum values bare when they name one of the type's values). */
function literal(value: unknown, type: GraphQLInputType | undefined): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) {
    const item = type && isListType(type) ? (getNullableType(type.ofType) as GraphQLInputType) : undefined;
    return `[${value.map((entry) => literal(entry, item)).join(', ')}]`;
  }
  if (typeof value === 'object') {
    const fields = type && isInputObjectType(type) ? type.getFields() : {};
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([key, entry]) =>
        `${key}: ${literal(entry, fields[key] ? (getNullableType(fields[key].type) as GraphQLInputType) : undefined)}`,
    );
    return `{ ${entries.join(', ')} }`;
  }
  if (typeof value === 'string' && type && isEnumType(type) && /^[A-Za-z_]\w*$/.test(value)) return value;
  if (typeof value === 'number' && !Number.isFinite(value)) return '0';
  return JSON.stringify(value);
}

function randomBytes(random: SeededRandom): string {
  return Array.from({ length: random.int(0, 200) }, () => String.fromCharCode(random.int(0, 255))).join('');
}
