import type { ApolloServerPlugin } from '@apollo/server';
import { Kind } from 'graphql';
import type { GatewayContext } from '../context';
import type { CredentialVerifier } from './verify';

/** Mutations after which this gateway must stop trusting its cached API-key and session answers. */
const CREDENTIAL_CHANGES = new Set([
  'revokeApiKey',
  'updateApiKey',
  'rotateApiKey',
  'decidePlanChange',
  'setApiKeyPolicy',
  'revokeSession',
  'deleteOAuthClient',
  'updateOAuthClient',
  'rotateOAuthClientSecret',
  'deleteUser',
  'requestUserDeletion',
  'cancelUserDeletion',
  'updateUser',
  'setUserRoles',
]);

/**
 * Two small jobs on every GraphQL answer:
 * - HTTP status from the error codes, because a subgraph's `extensions.http` does not survive the hop
 *   through the gateway: any UNAUTHENTICATED answers 401 (with a Bearer challenge), else any FORBIDDEN 403.
 * - After a mutation that changes credentials, the verifier forgets its cached answers, so a revocation
 *   takes effect at once in the gateway that carried it.
 */
export function authPlugin(verifier: CredentialVerifier): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, operation }) {
          if (operation?.operation === 'mutation') {
            const changes = operation.selectionSet.selections.some(
              (selection) => selection.kind === Kind.FIELD && CREDENTIAL_CHANGES.has(selection.name.value),
            );
            if (changes) verifier.forgetAll();
          }
          if (response.body.kind !== 'single') return;
          const codes = new Set(
            (response.body.singleResult.errors ?? []).map((error) => error.extensions?.code),
          );
          if (codes.has('UNAUTHENTICATED')) {
            response.http.status = 401;
            response.http.headers.set('www-authenticate', 'Bearer realm="commerce"');
          } else if (codes.has('FORBIDDEN')) {
            response.http.status = 403;
          }
        },
      };
    },
  };
}
