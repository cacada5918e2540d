import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type FragmentDefinitionNode } from 'graphql';
import { appError } from '../../../platform/errors';
import type { GatewayContext } from '../../context';
import { measure, type DocumentLimits } from './analysis';

export { measure, DEFAULT_LIST_SIZE, type DocumentLimits, type DocumentMeasure } from './analysis';

/**
 * Refuses, before any subgraph is called, an operation deeper, more aliased, costlier or with longer list
 * arguments than the configured limits (QUERY_MAX_*): 400 QUERY_TOO_COMPLEX naming the limit. The token
 * limit is enforced earlier, by the parser (Apollo's `parseOptions.maxTokens`). A request whose operation
 * cannot be chosen (several without `operationName`, or an unknown name) is 400 OPERATION_RESOLUTION_FAILURE.
 */
export function useQueryProtection(limits: DocumentLimits): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, schema }) {
          // Apollo leaves an unresolved operation to the executor, where @apollo/gateway throws (a 500).
          if (!operation) {
            throw appError(
              'OPERATION_RESOLUTION_FAILURE',
              request.operationName
                ? `Unknown operation named "${request.operationName}".`
                : 'Must provide operation name if query contains multiple operations.',
            );
          }
          const fragments = new Map<string, FragmentDefinitionNode>();
          for (const definition of document.definitions) {
            if (definition.kind === Kind.FRAGMENT_DEFINITION)
              fragments.set(definition.name.value, definition);
          }
          const measured = measure(schema, operation, fragments, request.variables, limits);
          const exceeded = (
            [
              ['depth', measured.depth, limits.maxDepth],
              ['aliases', measured.aliases, limits.maxAliases],
              ['cost', measured.cost, limits.maxCost],
              ['listItems', measured.longestList, limits.maxListItems],
            ] as const
          ).find(([, actual, limit]) => actual > limit);
          if (exceeded) {
            const [limit, actual, max] = exceeded;
            throw appError(
              'QUERY_TOO_COMPLEX',
              `The operation exceeds the ${limit} limit (${actual} > ${max}).`,
              { limit, actual, max },
            );
          }
        },
      };
    },
  };
}
