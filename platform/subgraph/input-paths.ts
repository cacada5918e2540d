import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  GraphQLError,
  isInputObjectType,
  isNonNullType,
  type GraphQLSchema,
} from 'graphql';

/**
 * The GraphQL face's naming of invalid input. Services name a bad field in their own input's terms
 * (`items[0].quantity`, see `badInput`); a root field whose arguments are wrapped in one `input` object
 * shows it to GraphQL clients as the argument path `input.items[0].quantity`. `extensions.inputField` keeps
 * the service's name, which the other faces (REST, gRPC) turn into their own naming.
 *
 * Any error naming a `field` is renamed this way (BAD_USER_INPUT, and refusals such as FORBIDDEN on
 * `tier`). Only root fields with an `input` object argument are wrapped; elsewhere a service's input mirrors the
 * arguments one to one, so its names are already the argument paths.
 */
export function withInputPaths(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (field) => {
      const input = field.args?.input;
      if (!input) return field;
      const type = isNonNullType(input.type) ? input.type.ofType : input.type;
      if (!isInputObjectType(type)) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: async (source, args, context, info) => {
          try {
            return await resolve(source, args, context, info);
          } catch (error) {
            throw underInput(error);
          }
        },
      };
    },
  });
}

function underInput(error: unknown): unknown {
  if (!(error instanceof GraphQLError)) return error;
  const { field, problems } = error.extensions;
  if (typeof field !== 'string') return error;
  const path = (name: string) => (name ? `input.${name}` : 'input');
  return new GraphQLError(error.message, {
    originalError: error.originalError ?? undefined,
    extensions: {
      ...error.extensions,
      field: path(field),
      inputField: field,
      // Several problems reported at once (an address) name their fields the same way.
      ...(Array.isArray(problems)
        ? { problems: problems.map((problem: { field?: unknown }) => namedProblem(problem, path)) }
        : {}),
    },
  });
}

function namedProblem(problem: { field?: unknown }, path: (name: string) => string) {
  return typeof problem.field === 'string'
    ? { ...problem, field: path(problem.field), inputField: problem.field }
    : problem;
}
