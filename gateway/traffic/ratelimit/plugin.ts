import type { ApolloServerPlugin } from '@apollo/server';
import { appError } from '../../../platform/errors';
import type { GatewayContext } from '../../context';
import { fieldLimitHeaders } from '../../edge/refusal';
import { WRITES_REFUSED } from '.';

/**
 * An answer a limit inside the supergraph refused (a subgraph's `@rateLimit`: RATE_LIMITED with
 * `retryAfter`) carries that limit's headers, not the admission's, which describe the gateway's budget and
 * would still show room; with no data at all it is a 429, as the gateway's own refusal is.
 */
export function useFieldLimitAnswers(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { errors, data } = response.body.singleResult;
          for (const error of errors ?? []) {
            const headers = fieldLimitHeaders(error.extensions);
            if (!headers) continue;
            for (const [name, value] of Object.entries(headers)) response.http.headers.set(name, value);
            if (data == null) response.http.status = 429;
            return;
          }
        },
      };
    },
  };
}

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
