import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { execute, Kind, type OperationDefinitionNode } from 'graphql';
import type { GatewayContext } from './context';

/**
 * Answers introspection-only operations from the API schema with graphql-js itself. @apollo/gateway plans
 * every operation over its own model of the introspection types, which lags graphql-js: fields graphql-js
 * validates, such as `__Type.isOneOf` (sent by `getIntrospectionQuery({ oneOf: true })` and gql.tada),
 * made the planner throw, a 500. Nothing of an introspection query reaches a subgraph anyway; the limits
 * and the production switch (introspection off) have run before this hook.
 */
export function useLocalIntrospection(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async responseForOperation({ operation, document, request, schema, contextValue }) {
          if (!operation || !introspectionOnly(operation)) return null;
          const result = await execute({
            schema,
            document,
            operationName: request.operationName ?? null,
            variableValues: request.variables ?? null,
            contextValue,
          });
          // Errors (none for a validated introspection query) go the gateway's way, formatted and masked.
          if (result.errors?.length) return null;
          return { http: { headers: new HeaderMap() }, body: { kind: 'single', singleResult: result } };
        },
      };
    },
  };
}

function introspectionOnly(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
    )
  );
}
