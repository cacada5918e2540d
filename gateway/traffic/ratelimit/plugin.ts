import type { ApolloServerPlugin } from '@apollo/server';
import { appError } from '../../../platform/errors';
import type { GatewayContext } from '../../context';
import { WRITES_REFUSED } from '.';

/**
 * The second half of the Redis failure policy for GraphQL over HTTP: the limiter admits a POST before its
 * operation type is known, so once parsed, a mutation of a request the limiter could not count is refused
 * with 503 while queries go on ("fail open for reads, closed for writes").
 */
export function useWriteGuard(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue }) {
      if (!contextValue.writesBlocked) return;
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation === 'mutation') {
            throw appError('SERVICE_UNAVAILABLE', WRITES_REFUSED, { retryAfter: 1 });
          }
        },
      };
    },
  };
}
