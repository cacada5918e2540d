/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment Grant on TokenGrant { accessToken expiresIn refreshToken scopes userId sessionId idToken }": typeof types.GrantFragmentDoc,
    "mutation Register($input: RegisterInput!) { registerAccount(input: $input) { ...Grant } }": typeof types.RegisterDocument,
    "mutation Login($input: PasswordLoginInput!) { passwordLogin(input: $input) { ...Grant } }": typeof types.LoginDocument,
    "mutation Authenticate($input: PasswordLoginInput!) { authenticateUser(input: $input) }": typeof types.AuthenticateDocument,
    "mutation Refresh($token: String!, $client: ClientSecretInput, $scopes: [String!]) { refreshSession(refreshToken: $token, client: $client, scopes: $scopes) { ...Grant } }": typeof types.RefreshDocument,
    "mutation End($token: String!) { endSession(refreshToken: $token) }": typeof types.EndDocument,
    "mutation ResetRequest($email: String!) { requestPasswordReset(email: $email) }": typeof types.ResetRequestDocument,
    "mutation Reset($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }": typeof types.ResetDocument,
    "mutation CancelDeletion($token: String!) { cancelAccountDeletion(token: $token) { userId dueAt } }": typeof types.CancelDeletionDocument,
    "mutation Validate($hash: String!) { validateApiKey(keyHash: $hash) { keyId userId roles scopes tier type expiresAt maxAgeExpiresAt } }": typeof types.ValidateDocument,
    "mutation Touch($ids: [ID!]!) { touchApiKeys(ids: $ids) }": typeof types.TouchDocument,
    "mutation RecordUsage($entries: [ApiKeyUsageInput!]!) { recordApiKeyUsage(entries: $entries) }": typeof types.RecordUsageDocument,
    "mutation RecordAccessLogs($entries: [AccessLogInput!]!) { recordAccessLogs(entries: $entries) }": typeof types.RecordAccessLogsDocument,
    "query SessionStanding($id: ID!) { sessionStanding(id: $id) { userId roles generation } }": typeof types.SessionStandingDocument,
    "query ApplicationStanding($id: ID!) { applicationStanding(clientId: $id) { userId roles generation } }": typeof types.ApplicationStandingDocument,
    "query OpenIdClaims($userId: ID!, $scopes: [String!]!) { openIdClaims(userId: $userId, scopes: $scopes) { sub name email emailVerified } }": typeof types.OpenIdClaimsDocument,
    "mutation RevokeClientSession($client: ClientSecretInput!, $refreshToken: String, $sessionId: ID) { revokeClientSession(client: $client, refreshToken: $refreshToken, sessionId: $sessionId) }": typeof types.RevokeClientSessionDocument,
    "mutation AuthenticateClient($client: ClientSecretInput!) { authenticateClient(client: $client) }": typeof types.AuthenticateClientDocument,
    "mutation RevokeApplicationTokens($client: ClientSecretInput!) { revokeApplicationTokens(client: $client) }": typeof types.RevokeApplicationTokensDocument,
    "query Keys { jsonWebKeys { kty kid use alg n e } }": typeof types.KeysDocument,
    "query Client($id: ID!) { oauthClient(id: $id) { id name redirectUris allowedScopes type requirePkce } }": typeof types.ClientDocument,
    "mutation Code($input: AuthorizationCodeInput!) { issueAuthorizationCode(input: $input) }": typeof types.CodeDocument,
    "mutation Exchange($input: CodeExchangeInput!) { exchangeAuthorizationCode(input: $input) { ...Grant } }": typeof types.ExchangeDocument,
    "mutation ClientCredentials($client: ClientSecretInput!, $scopes: [String!]!) { clientCredentialsGrant(client: $client, scopes: $scopes) { ...Grant } }": typeof types.ClientCredentialsDocument,
    "query DevMessages($to: String!) { devMessages(to: $to) { id channel to kind subject text sentAt } }": typeof types.DevMessagesDocument,
};
const documents: Documents = {
    "fragment Grant on TokenGrant { accessToken expiresIn refreshToken scopes userId sessionId idToken }": types.GrantFragmentDoc,
    "mutation Register($input: RegisterInput!) { registerAccount(input: $input) { ...Grant } }": types.RegisterDocument,
    "mutation Login($input: PasswordLoginInput!) { passwordLogin(input: $input) { ...Grant } }": types.LoginDocument,
    "mutation Authenticate($input: PasswordLoginInput!) { authenticateUser(input: $input) }": types.AuthenticateDocument,
    "mutation Refresh($token: String!, $client: ClientSecretInput, $scopes: [String!]) { refreshSession(refreshToken: $token, client: $client, scopes: $scopes) { ...Grant } }": types.RefreshDocument,
    "mutation End($token: String!) { endSession(refreshToken: $token) }": types.EndDocument,
    "mutation ResetRequest($email: String!) { requestPasswordReset(email: $email) }": types.ResetRequestDocument,
    "mutation Reset($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }": types.ResetDocument,
    "mutation CancelDeletion($token: String!) { cancelAccountDeletion(token: $token) { userId dueAt } }": types.CancelDeletionDocument,
    "mutation Validate($hash: String!) { validateApiKey(keyHash: $hash) { keyId userId roles scopes tier type expiresAt maxAgeExpiresAt } }": types.ValidateDocument,
    "mutation Touch($ids: [ID!]!) { touchApiKeys(ids: $ids) }": types.TouchDocument,
    "mutation RecordUsage($entries: [ApiKeyUsageInput!]!) { recordApiKeyUsage(entries: $entries) }": types.RecordUsageDocument,
    "mutation RecordAccessLogs($entries: [AccessLogInput!]!) { recordAccessLogs(entries: $entries) }": types.RecordAccessLogsDocument,
    "query SessionStanding($id: ID!) { sessionStanding(id: $id) { userId roles generation } }": types.SessionStandingDocument,
    "query ApplicationStanding($id: ID!) { applicationStanding(clientId: $id) { userId roles generation } }": types.ApplicationStandingDocument,
    "query OpenIdClaims($userId: ID!, $scopes: [String!]!) { openIdClaims(userId: $userId, scopes: $scopes) { sub name email emailVerified } }": types.OpenIdClaimsDocument,
    "mutation RevokeClientSession($client: ClientSecretInput!, $refreshToken: String, $sessionId: ID) { revokeClientSession(client: $client, refreshToken: $refreshToken, sessionId: $sessionId) }": types.RevokeClientSessionDocument,
    "mutation AuthenticateClient($client: ClientSecretInput!) { authenticateClient(client: $client) }": types.AuthenticateClientDocument,
    "mutation RevokeApplicationTokens($client: ClientSecretInput!) { revokeApplicationTokens(client: $client) }": types.RevokeApplicationTokensDocument,
    "query Keys { jsonWebKeys { kty kid use alg n e } }": types.KeysDocument,
    "query Client($id: ID!) { oauthClient(id: $id) { id name redirectUris allowedScopes type requirePkce } }": types.ClientDocument,
    "mutation Code($input: AuthorizationCodeInput!) { issueAuthorizationCode(input: $input) }": types.CodeDocument,
    "mutation Exchange($input: CodeExchangeInput!) { exchangeAuthorizationCode(input: $input) { ...Grant } }": types.ExchangeDocument,
    "mutation ClientCredentials($client: ClientSecretInput!, $scopes: [String!]!) { clientCredentialsGrant(client: $client, scopes: $scopes) { ...Grant } }": types.ClientCredentialsDocument,
    "query DevMessages($to: String!) { devMessages(to: $to) { id channel to kind subject text sentAt } }": types.DevMessagesDocument,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment Grant on TokenGrant { accessToken expiresIn refreshToken scopes userId sessionId idToken }"): typeof import('./graphql').GrantFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation Register($input: RegisterInput!) { registerAccount(input: $input) { ...Grant } }"): typeof import('./graphql').RegisterDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation Login($input: PasswordLoginInput!) { passwordLogin(input: $input) { ...Grant } }"): typeof import('./graphql').LoginDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation Authenticate($input: PasswordLoginInput!) { authenticateUser(input: $input) }"): typeof import('./graphql').AuthenticateDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation Refresh($token: String!, $client: ClientSecretInput, $scopes: [String!]) { refreshSession(refreshToken: $token, client: $client, scopes: $scopes) { ...Grant } }"): typeof import('./graphql').RefreshDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation End($token: String!) { endSession(refreshToken: $token) }"): typeof import('./graphql').EndDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ResetRequest($email: String!) { requestPasswordReset(email: $email) }"): typeof import('./graphql').ResetRequestDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation Reset($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }"): typeof import('./graphql').ResetDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation CancelDeletion($token: String!) { cancelAccountDeletion(token: $token) { userId dueAt } }"): typeof import('./graphql').CancelDeletionDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation Validate($hash: String!) { validateApiKey(keyHash: $hash) { keyId userId roles scopes tier type expiresAt maxAgeExpiresAt } }"): typeof import('./graphql').ValidateDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation Touch($ids: [ID!]!) { touchApiKeys(ids: $ids) }"): typeof import('./graphql').TouchDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RecordUsage($entries: [ApiKeyUsageInput!]!) { recordApiKeyUsage(entries: $entries) }"): typeof import('./graphql').RecordUsageDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RecordAccessLogs($entries: [AccessLogInput!]!) { recordAccessLogs(entries: $entries) }"): typeof import('./graphql').RecordAccessLogsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query SessionStanding($id: ID!) { sessionStanding(id: $id) { userId roles generation } }"): typeof import('./graphql').SessionStandingDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ApplicationStanding($id: ID!) { applicationStanding(clientId: $id) { userId roles generation } }"): typeof import('./graphql').ApplicationStandingDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query OpenIdClaims($userId: ID!, $scopes: [String!]!) { openIdClaims(userId: $userId, scopes: $scopes) { sub name email emailVerified } }"): typeof import('./graphql').OpenIdClaimsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RevokeClientSession($client: ClientSecretInput!, $refreshToken: String, $sessionId: ID) { revokeClientSession(client: $client, refreshToken: $refreshToken, sessionId: $sessionId) }"): typeof import('./graphql').RevokeClientSessionDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation AuthenticateClient($client: ClientSecretInput!) { authenticateClient(client: $client) }"): typeof import('./graphql').AuthenticateClientDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation RevokeApplicationTokens($client: ClientSecretInput!) { revokeApplicationTokens(client: $client) }"): typeof import('./graphql').RevokeApplicationTokensDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query Keys { jsonWebKeys { kty kid use alg n e } }"): typeof import('./graphql').KeysDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query Client($id: ID!) { oauthClient(id: $id) { id name redirectUris allowedScopes type requirePkce } }"): typeof import('./graphql').ClientDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation Code($input: AuthorizationCodeInput!) { issueAuthorizationCode(input: $input) }"): typeof import('./graphql').CodeDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation Exchange($input: CodeExchangeInput!) { exchangeAuthorizationCode(input: $input) { ...Grant } }"): typeof import('./graphql').ExchangeDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation ClientCredentials($client: ClientSecretInput!, $scopes: [String!]!) { clientCredentialsGrant(client: $client, scopes: $scopes) { ...Grant } }"): typeof import('./graphql').ClientCredentialsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query DevMessages($to: String!) { devMessages(to: $to) { id channel to kind subject text sentAt } }"): typeof import('./graphql').DevMessagesDocument;


export function gql(source: string) {
  return (documents as any)[source] ?? {};
}
