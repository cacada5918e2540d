import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../../context';
import { BoundedLabel } from './labels';

/** Names a GraphQL request's endpoint after its operation, and notes the first error code of the answer. */
export function useOperationNames(): ApolloServerPlugin<GatewayContext> {
  // Unnamed operations are told apart by their root field, which the schema bounds.
  const names = new BoundedLabel(500);
  return {
    async requestDidStart({ contextValue }) {
      const observation = contextValue.observation;
      // Other faces run supergraph operations too; they keep their own route or method as the endpoint.
      if (observation?.transport !== 'graphql') return;
      return {
        async didResolveOperation({ operation, operationName }) {
          const first = operation?.selectionSet.selections[0];
          const name =
            operationName ??
            (first?.kind === 'Field' ? `(${operation?.operation} ${first.name.value})` : '(anonymous)');
          observation.endpoint = `graphql:${names.of(name)}`;
        },
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const code = response.body.singleResult.errors?.[0]?.extensions?.code;
          if (typeof code === 'string') observation.errorCode = code;
        },
      };
    },
  };
}
