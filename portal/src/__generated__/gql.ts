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
    "\n  query PortalSessions { sessions { id clientId scopes userAgent ipAddress createdAt lastUsedAt expiresAt current } }\n": typeof types.PortalSessionsDocument,
    "mutation PortalRevokeSession($id: ID!) { revokeSession(id: $id) }": typeof types.PortalRevokeSessionDocument,
    "\n  query ConsoleMetrics($window: UsageWindow!) {\n    endpointMetrics(window: $window) {\n      endpoint requests avgMs p95Ms p99Ms errorRate\n      statusCodes { status count }\n      clients { client requests }\n      keys { keyId name requests errors }\n    }\n    topApiKeys(window: $window, limit: 10) { keyId name requests errors }\n  }\n": typeof types.ConsoleMetricsDocument,
    "query ConsolePendingPlanChanges { planChangeRequests(status: PENDING) { ...PortalPlanChange } }": typeof types.ConsolePendingPlanChangesDocument,
    "\n  mutation ConsoleDecidePlanChange($id: ID!, $approve: Boolean!, $reason: String) {\n    decidePlanChange(id: $id, approve: $approve, reason: $reason) { id status }\n  }\n": typeof types.ConsoleDecidePlanChangeDocument,
    "\n  fragment PortalKey on ApiKey { id name type hint scopes tier isActive lastUsed createdAt expiresAt revoked rotationDue }\n": typeof types.PortalKeyFragmentDoc,
    "query PortalApiKeys { apiKeys { ...PortalKey } }": typeof types.PortalApiKeysDocument,
    "\n  mutation PortalCreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { ...PortalKey } } }\n": typeof types.PortalCreateApiKeyDocument,
    "\n  mutation PortalRotateApiKey($id: ID!, $overlapSeconds: Int!) {\n    rotateApiKey(id: $id, overlapSeconds: $overlapSeconds) { key apiKey { ...PortalKey } }\n  }\n": typeof types.PortalRotateApiKeyDocument,
    "mutation PortalRevokeApiKey($id: ID!) { revokeApiKey(id: $id) }": typeof types.PortalRevokeApiKeyDocument,
    "query PortalKeyPolicy { me { id apiKeyPolicy { maxAgeDays } } }": typeof types.PortalKeyPolicyDocument,
    "\n  mutation PortalSetKeyPolicy($maxAgeDays: Int) { setApiKeyPolicy(maxAgeDays: $maxAgeDays) { maxAgeDays } }\n": typeof types.PortalSetKeyPolicyDocument,
    "\n  query PortalAccessLogs(\n    $keyId: ID\n    $from: DateTime\n    $statusClass: StatusClass\n    $endpoint: String\n    $requestId: String\n    $after: String\n  ) {\n    accessLogs(\n      keyId: $keyId\n      from: $from\n      statusClass: $statusClass\n      endpoint: $endpoint\n      requestId: $requestId\n      after: $after\n      limit: 50\n    ) {\n      id requestId at keyId client endpoint status latencyMs ip cursor\n    }\n  }\n": typeof types.PortalAccessLogsDocument,
    "fragment PortalOAuthClient on OAuthClient { id name redirectUris allowedScopes type requirePkce createdAt }": typeof types.PortalOAuthClientFragmentDoc,
    "query PortalOAuthClients { oauthClients { ...PortalOAuthClient } }": typeof types.PortalOAuthClientsDocument,
    "\n  mutation PortalCreateOAuthClient($input: CreateOAuthClientInput!) {\n    createOAuthClient(input: $input) { clientSecret client { ...PortalOAuthClient } }\n  }\n": typeof types.PortalCreateOAuthClientDocument,
    "mutation PortalDeleteOAuthClient($id: ID!) { deleteOAuthClient(id: $id) }": typeof types.PortalDeleteOAuthClientDocument,
    "\n  mutation PortalUpdateOAuthClient($clientId: ID!, $input: UpdateOAuthClientInput!) {\n    updateOAuthClient(clientId: $clientId, input: $input) { ...PortalOAuthClient }\n  }\n": typeof types.PortalUpdateOAuthClientDocument,
    "\n  mutation PortalRotateOAuthSecret($clientId: ID!, $overlapSeconds: Int!) {\n    rotateOAuthClientSecret(clientId: $clientId, overlapSeconds: $overlapSeconds) { clientSecret previousSecretExpiresAt }\n  }\n": typeof types.PortalRotateOAuthSecretDocument,
    "\n  query PortalPlans {\n    plans { tier name requestsPerMinute description }\n    apiKeys { id name hint tier revoked expiresAt }\n    planChangeRequests { ...PortalPlanChange }\n  }\n": typeof types.PortalPlansDocument,
    "\n  fragment PortalPlanChange on PlanChangeRequest {\n    id keyId keyName fromTier toTier status note requestedAt decidedAt decidedBy reason\n  }\n": typeof types.PortalPlanChangeFragmentDoc,
    "\n  mutation PortalRequestPlanChange($keyId: ID!, $tier: RateLimitTier!, $note: String) {\n    requestPlanChange(keyId: $keyId, tier: $tier, note: $note) { ...PortalPlanChange }\n  }\n": typeof types.PortalRequestPlanChangeDocument,
    "\n  query PortalSalesReport($from: DateTime!, $to: DateTime!, $currency: String!, $top: Int!) {\n    salesAnalytics(from: $from, to: $to, currency: $currency) {\n      from to currency currencies\n      orders ordersPlaced\n      revenue { amount currency }\n      averageOrderValue { amount currency }\n      refunded { amount currency }\n      netRevenue { amount currency }\n      daily {\n        at orders ordersPlaced returns\n        revenue { amount currency }\n        averageOrderValue { amount currency }\n        refunded { amount currency }\n      }\n      byCategory { categoryId name orders units revenue { amount currency } }\n      byProduct(limit: $top) { productId product { id name } orders units revenue { amount currency } }\n      funnel { carts checkouts paid checkoutRate paidRate }\n      refundsAndReturns {\n        refunds returns unitsReturned\n        refunded { amount currency }\n        returnRefunds { amount currency }\n      }\n    }\n  }\n": typeof types.PortalSalesReportDocument,
    "\n  query PortalSearchReport($from: DateTime!, $to: DateTime!, $top: Int!) {\n    searchQueryReport(from: $from, to: $to, limit: $top) {\n      from to totalSearches zeroResultSearches\n      topQueries { query searches zeroResults lastResults }\n      zeroResultQueries { query searches }\n    }\n  }\n": typeof types.PortalSearchReportDocument,
    "query PortalApiKeyNames { apiKeys { id name hint tier revoked expiresAt } }": typeof types.PortalApiKeyNamesDocument,
    "\n  query PortalUsageReport($window: UsageWindow!, $keyId: ID) {\n    usageReport(window: $window, keyId: $keyId) {\n      from to requests errors errorRate avgMs p50Ms p95Ms p99Ms\n      statusCodes { status count }\n      topEndpoints { endpoint requests errors p95Ms }\n      series { at requests errors p95Ms }\n    }\n  }\n": typeof types.PortalUsageReportDocument,
    "\n  fragment PortalEndpoint on WebhookEndpoint {\n    id url description eventTypes status disabledReason secretHint previousSecretExpiresAt failureStreak createdAt\n  }\n": typeof types.PortalEndpointFragmentDoc,
    "query PortalWebhookEndpoints { webhookEndpoints { ...PortalEndpoint } webhookEventTypes }": typeof types.PortalWebhookEndpointsDocument,
    "\n  mutation PortalCreateWebhook($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { secret endpoint { ...PortalEndpoint } }\n  }\n": typeof types.PortalCreateWebhookDocument,
    "\n  mutation PortalUpdateWebhook($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) { ...PortalEndpoint }\n  }\n": typeof types.PortalUpdateWebhookDocument,
    "mutation PortalDeleteWebhook($id: ID!) { deleteWebhookEndpoint(id: $id) }": typeof types.PortalDeleteWebhookDocument,
    "\n  mutation PortalRotateWebhookSecret($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { ...PortalEndpoint } } }\n": typeof types.PortalRotateWebhookSecretDocument,
    "mutation PortalSendTestWebhook($id: ID!) { sendTestWebhook(endpointId: $id) { id } }": typeof types.PortalSendTestWebhookDocument,
    "\n  query PortalWebhookDeliveries($endpointId: ID!, $offset: Int!) {\n    webhookDeliveries(endpointId: $endpointId, limit: 20, offset: $offset) {\n      id eventId eventType test status nextAttemptAt attemptCount failureReason createdAt\n      attempts { number attemptedAt outcome responseStatus latencyMs error }\n    }\n  }\n": typeof types.PortalWebhookDeliveriesDocument,
    "mutation PortalReplayWebhook($id: ID!) { replayWebhookDelivery(id: $id) { id status } }": typeof types.PortalReplayWebhookDocument,
    "query PortalMe { me { id name email roles mfaEnabled } }": typeof types.PortalMeDocument,
};
const documents: Documents = {
    "\n  query PortalSessions { sessions { id clientId scopes userAgent ipAddress createdAt lastUsedAt expiresAt current } }\n": types.PortalSessionsDocument,
    "mutation PortalRevokeSession($id: ID!) { revokeSession(id: $id) }": types.PortalRevokeSessionDocument,
    "\n  query ConsoleMetrics($window: UsageWindow!) {\n    endpointMetrics(window: $window) {\n      endpoint requests avgMs p95Ms p99Ms errorRate\n      statusCodes { status count }\n      clients { client requests }\n      keys { keyId name requests errors }\n    }\n    topApiKeys(window: $window, limit: 10) { keyId name requests errors }\n  }\n": types.ConsoleMetricsDocument,
    "query ConsolePendingPlanChanges { planChangeRequests(status: PENDING) { ...PortalPlanChange } }": types.ConsolePendingPlanChangesDocument,
    "\n  mutation ConsoleDecidePlanChange($id: ID!, $approve: Boolean!, $reason: String) {\n    decidePlanChange(id: $id, approve: $approve, reason: $reason) { id status }\n  }\n": types.ConsoleDecidePlanChangeDocument,
    "\n  fragment PortalKey on ApiKey { id name type hint scopes tier isActive lastUsed createdAt expiresAt revoked rotationDue }\n": types.PortalKeyFragmentDoc,
    "query PortalApiKeys { apiKeys { ...PortalKey } }": types.PortalApiKeysDocument,
    "\n  mutation PortalCreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { ...PortalKey } } }\n": types.PortalCreateApiKeyDocument,
    "\n  mutation PortalRotateApiKey($id: ID!, $overlapSeconds: Int!) {\n    rotateApiKey(id: $id, overlapSeconds: $overlapSeconds) { key apiKey { ...PortalKey } }\n  }\n": types.PortalRotateApiKeyDocument,
    "mutation PortalRevokeApiKey($id: ID!) { revokeApiKey(id: $id) }": types.PortalRevokeApiKeyDocument,
    "query PortalKeyPolicy { me { id apiKeyPolicy { maxAgeDays } } }": types.PortalKeyPolicyDocument,
    "\n  mutation PortalSetKeyPolicy($maxAgeDays: Int) { setApiKeyPolicy(maxAgeDays: $maxAgeDays) { maxAgeDays } }\n": types.PortalSetKeyPolicyDocument,
    "\n  query PortalAccessLogs(\n    $keyId: ID\n    $from: DateTime\n    $statusClass: StatusClass\n    $endpoint: String\n    $requestId: String\n    $after: String\n  ) {\n    accessLogs(\n      keyId: $keyId\n      from: $from\n      statusClass: $statusClass\n      endpoint: $endpoint\n      requestId: $requestId\n      after: $after\n      limit: 50\n    ) {\n      id requestId at keyId client endpoint status latencyMs ip cursor\n    }\n  }\n": types.PortalAccessLogsDocument,
    "fragment PortalOAuthClient on OAuthClient { id name redirectUris allowedScopes type requirePkce createdAt }": types.PortalOAuthClientFragmentDoc,
    "query PortalOAuthClients { oauthClients { ...PortalOAuthClient } }": types.PortalOAuthClientsDocument,
    "\n  mutation PortalCreateOAuthClient($input: CreateOAuthClientInput!) {\n    createOAuthClient(input: $input) { clientSecret client { ...PortalOAuthClient } }\n  }\n": types.PortalCreateOAuthClientDocument,
    "mutation PortalDeleteOAuthClient($id: ID!) { deleteOAuthClient(id: $id) }": types.PortalDeleteOAuthClientDocument,
    "\n  mutation PortalUpdateOAuthClient($clientId: ID!, $input: UpdateOAuthClientInput!) {\n    updateOAuthClient(clientId: $clientId, input: $input) { ...PortalOAuthClient }\n  }\n": types.PortalUpdateOAuthClientDocument,
    "\n  mutation PortalRotateOAuthSecret($clientId: ID!, $overlapSeconds: Int!) {\n    rotateOAuthClientSecret(clientId: $clientId, overlapSeconds: $overlapSeconds) { clientSecret previousSecretExpiresAt }\n  }\n": types.PortalRotateOAuthSecretDocument,
    "\n  query PortalPlans {\n    plans { tier name requestsPerMinute description }\n    apiKeys { id name hint tier revoked expiresAt }\n    planChangeRequests { ...PortalPlanChange }\n  }\n": types.PortalPlansDocument,
    "\n  fragment PortalPlanChange on PlanChangeRequest {\n    id keyId keyName fromTier toTier status note requestedAt decidedAt decidedBy reason\n  }\n": types.PortalPlanChangeFragmentDoc,
    "\n  mutation PortalRequestPlanChange($keyId: ID!, $tier: RateLimitTier!, $note: String) {\n    requestPlanChange(keyId: $keyId, tier: $tier, note: $note) { ...PortalPlanChange }\n  }\n": types.PortalRequestPlanChangeDocument,
    "\n  query PortalSalesReport($from: DateTime!, $to: DateTime!, $currency: String!, $top: Int!) {\n    salesAnalytics(from: $from, to: $to, currency: $currency) {\n      from to currency currencies\n      orders ordersPlaced\n      revenue { amount currency }\n      averageOrderValue { amount currency }\n      refunded { amount currency }\n      netRevenue { amount currency }\n      daily {\n        at orders ordersPlaced returns\n        revenue { amount currency }\n        averageOrderValue { amount currency }\n        refunded { amount currency }\n      }\n      byCategory { categoryId name orders units revenue { amount currency } }\n      byProduct(limit: $top) { productId product { id name } orders units revenue { amount currency } }\n      funnel { carts checkouts paid checkoutRate paidRate }\n      refundsAndReturns {\n        refunds returns unitsReturned\n        refunded { amount currency }\n        returnRefunds { amount currency }\n      }\n    }\n  }\n": types.PortalSalesReportDocument,
    "\n  query PortalSearchReport($from: DateTime!, $to: DateTime!, $top: Int!) {\n    searchQueryReport(from: $from, to: $to, limit: $top) {\n      from to totalSearches zeroResultSearches\n      topQueries { query searches zeroResults lastResults }\n      zeroResultQueries { query searches }\n    }\n  }\n": types.PortalSearchReportDocument,
    "query PortalApiKeyNames { apiKeys { id name hint tier revoked expiresAt } }": types.PortalApiKeyNamesDocument,
    "\n  query PortalUsageReport($window: UsageWindow!, $keyId: ID) {\n    usageReport(window: $window, keyId: $keyId) {\n      from to requests errors errorRate avgMs p50Ms p95Ms p99Ms\n      statusCodes { status count }\n      topEndpoints { endpoint requests errors p95Ms }\n      series { at requests errors p95Ms }\n    }\n  }\n": types.PortalUsageReportDocument,
    "\n  fragment PortalEndpoint on WebhookEndpoint {\n    id url description eventTypes status disabledReason secretHint previousSecretExpiresAt failureStreak createdAt\n  }\n": types.PortalEndpointFragmentDoc,
    "query PortalWebhookEndpoints { webhookEndpoints { ...PortalEndpoint } webhookEventTypes }": types.PortalWebhookEndpointsDocument,
    "\n  mutation PortalCreateWebhook($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { secret endpoint { ...PortalEndpoint } }\n  }\n": types.PortalCreateWebhookDocument,
    "\n  mutation PortalUpdateWebhook($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) { ...PortalEndpoint }\n  }\n": types.PortalUpdateWebhookDocument,
    "mutation PortalDeleteWebhook($id: ID!) { deleteWebhookEndpoint(id: $id) }": types.PortalDeleteWebhookDocument,
    "\n  mutation PortalRotateWebhookSecret($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { ...PortalEndpoint } } }\n": types.PortalRotateWebhookSecretDocument,
    "mutation PortalSendTestWebhook($id: ID!) { sendTestWebhook(endpointId: $id) { id } }": types.PortalSendTestWebhookDocument,
    "\n  query PortalWebhookDeliveries($endpointId: ID!, $offset: Int!) {\n    webhookDeliveries(endpointId: $endpointId, limit: 20, offset: $offset) {\n      id eventId eventType test status nextAttemptAt attemptCount failureReason createdAt\n      attempts { number attemptedAt outcome responseStatus latencyMs error }\n    }\n  }\n": types.PortalWebhookDeliveriesDocument,
    "mutation PortalReplayWebhook($id: ID!) { replayWebhookDelivery(id: $id) { id status } }": types.PortalReplayWebhookDocument,
    "query PortalMe { me { id name email roles mfaEnabled } }": types.PortalMeDocument,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query PortalSessions { sessions { id clientId scopes userAgent ipAddress createdAt lastUsedAt expiresAt current } }\n"): typeof import('./graphql').PortalSessionsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PortalRevokeSession($id: ID!) { revokeSession(id: $id) }"): typeof import('./graphql').PortalRevokeSessionDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query ConsoleMetrics($window: UsageWindow!) {\n    endpointMetrics(window: $window) {\n      endpoint requests avgMs p95Ms p99Ms errorRate\n      statusCodes { status count }\n      clients { client requests }\n      keys { keyId name requests errors }\n    }\n    topApiKeys(window: $window, limit: 10) { keyId name requests errors }\n  }\n"): typeof import('./graphql').ConsoleMetricsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query ConsolePendingPlanChanges { planChangeRequests(status: PENDING) { ...PortalPlanChange } }"): typeof import('./graphql').ConsolePendingPlanChangesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation ConsoleDecidePlanChange($id: ID!, $approve: Boolean!, $reason: String) {\n    decidePlanChange(id: $id, approve: $approve, reason: $reason) { id status }\n  }\n"): typeof import('./graphql').ConsoleDecidePlanChangeDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  fragment PortalKey on ApiKey { id name type hint scopes tier isActive lastUsed createdAt expiresAt revoked rotationDue }\n"): typeof import('./graphql').PortalKeyFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PortalApiKeys { apiKeys { ...PortalKey } }"): typeof import('./graphql').PortalApiKeysDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation PortalCreateApiKey($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { ...PortalKey } } }\n"): typeof import('./graphql').PortalCreateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation PortalRotateApiKey($id: ID!, $overlapSeconds: Int!) {\n    rotateApiKey(id: $id, overlapSeconds: $overlapSeconds) { key apiKey { ...PortalKey } }\n  }\n"): typeof import('./graphql').PortalRotateApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PortalRevokeApiKey($id: ID!) { revokeApiKey(id: $id) }"): typeof import('./graphql').PortalRevokeApiKeyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PortalKeyPolicy { me { id apiKeyPolicy { maxAgeDays } } }"): typeof import('./graphql').PortalKeyPolicyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation PortalSetKeyPolicy($maxAgeDays: Int) { setApiKeyPolicy(maxAgeDays: $maxAgeDays) { maxAgeDays } }\n"): typeof import('./graphql').PortalSetKeyPolicyDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query PortalAccessLogs(\n    $keyId: ID\n    $from: DateTime\n    $statusClass: StatusClass\n    $endpoint: String\n    $requestId: String\n    $after: String\n  ) {\n    accessLogs(\n      keyId: $keyId\n      from: $from\n      statusClass: $statusClass\n      endpoint: $endpoint\n      requestId: $requestId\n      after: $after\n      limit: 50\n    ) {\n      id requestId at keyId client endpoint status latencyMs ip cursor\n    }\n  }\n"): typeof import('./graphql').PortalAccessLogsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "fragment PortalOAuthClient on OAuthClient { id name redirectUris allowedScopes type requirePkce createdAt }"): typeof import('./graphql').PortalOAuthClientFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PortalOAuthClients { oauthClients { ...PortalOAuthClient } }"): typeof import('./graphql').PortalOAuthClientsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation PortalCreateOAuthClient($input: CreateOAuthClientInput!) {\n    createOAuthClient(input: $input) { clientSecret client { ...PortalOAuthClient } }\n  }\n"): typeof import('./graphql').PortalCreateOAuthClientDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PortalDeleteOAuthClient($id: ID!) { deleteOAuthClient(id: $id) }"): typeof import('./graphql').PortalDeleteOAuthClientDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation PortalUpdateOAuthClient($clientId: ID!, $input: UpdateOAuthClientInput!) {\n    updateOAuthClient(clientId: $clientId, input: $input) { ...PortalOAuthClient }\n  }\n"): typeof import('./graphql').PortalUpdateOAuthClientDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation PortalRotateOAuthSecret($clientId: ID!, $overlapSeconds: Int!) {\n    rotateOAuthClientSecret(clientId: $clientId, overlapSeconds: $overlapSeconds) { clientSecret previousSecretExpiresAt }\n  }\n"): typeof import('./graphql').PortalRotateOAuthSecretDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query PortalPlans {\n    plans { tier name requestsPerMinute description }\n    apiKeys { id name hint tier revoked expiresAt }\n    planChangeRequests { ...PortalPlanChange }\n  }\n"): typeof import('./graphql').PortalPlansDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  fragment PortalPlanChange on PlanChangeRequest {\n    id keyId keyName fromTier toTier status note requestedAt decidedAt decidedBy reason\n  }\n"): typeof import('./graphql').PortalPlanChangeFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation PortalRequestPlanChange($keyId: ID!, $tier: RateLimitTier!, $note: String) {\n    requestPlanChange(keyId: $keyId, tier: $tier, note: $note) { ...PortalPlanChange }\n  }\n"): typeof import('./graphql').PortalRequestPlanChangeDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query PortalSalesReport($from: DateTime!, $to: DateTime!, $currency: String!, $top: Int!) {\n    salesAnalytics(from: $from, to: $to, currency: $currency) {\n      from to currency currencies\n      orders ordersPlaced\n      revenue { amount currency }\n      averageOrderValue { amount currency }\n      refunded { amount currency }\n      netRevenue { amount currency }\n      daily {\n        at orders ordersPlaced returns\n        revenue { amount currency }\n        averageOrderValue { amount currency }\n        refunded { amount currency }\n      }\n      byCategory { categoryId name orders units revenue { amount currency } }\n      byProduct(limit: $top) { productId product { id name } orders units revenue { amount currency } }\n      funnel { carts checkouts paid checkoutRate paidRate }\n      refundsAndReturns {\n        refunds returns unitsReturned\n        refunded { amount currency }\n        returnRefunds { amount currency }\n      }\n    }\n  }\n"): typeof import('./graphql').PortalSalesReportDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query PortalSearchReport($from: DateTime!, $to: DateTime!, $top: Int!) {\n    searchQueryReport(from: $from, to: $to, limit: $top) {\n      from to totalSearches zeroResultSearches\n      topQueries { query searches zeroResults lastResults }\n      zeroResultQueries { query searches }\n    }\n  }\n"): typeof import('./graphql').PortalSearchReportDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PortalApiKeyNames { apiKeys { id name hint tier revoked expiresAt } }"): typeof import('./graphql').PortalApiKeyNamesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query PortalUsageReport($window: UsageWindow!, $keyId: ID) {\n    usageReport(window: $window, keyId: $keyId) {\n      from to requests errors errorRate avgMs p50Ms p95Ms p99Ms\n      statusCodes { status count }\n      topEndpoints { endpoint requests errors p95Ms }\n      series { at requests errors p95Ms }\n    }\n  }\n"): typeof import('./graphql').PortalUsageReportDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  fragment PortalEndpoint on WebhookEndpoint {\n    id url description eventTypes status disabledReason secretHint previousSecretExpiresAt failureStreak createdAt\n  }\n"): typeof import('./graphql').PortalEndpointFragmentDoc;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PortalWebhookEndpoints { webhookEndpoints { ...PortalEndpoint } webhookEventTypes }"): typeof import('./graphql').PortalWebhookEndpointsDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation PortalCreateWebhook($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) { secret endpoint { ...PortalEndpoint } }\n  }\n"): typeof import('./graphql').PortalCreateWebhookDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation PortalUpdateWebhook($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) { ...PortalEndpoint }\n  }\n"): typeof import('./graphql').PortalUpdateWebhookDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PortalDeleteWebhook($id: ID!) { deleteWebhookEndpoint(id: $id) }"): typeof import('./graphql').PortalDeleteWebhookDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  mutation PortalRotateWebhookSecret($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { ...PortalEndpoint } } }\n"): typeof import('./graphql').PortalRotateWebhookSecretDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PortalSendTestWebhook($id: ID!) { sendTestWebhook(endpointId: $id) { id } }"): typeof import('./graphql').PortalSendTestWebhookDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "\n  query PortalWebhookDeliveries($endpointId: ID!, $offset: Int!) {\n    webhookDeliveries(endpointId: $endpointId, limit: 20, offset: $offset) {\n      id eventId eventType test status nextAttemptAt attemptCount failureReason createdAt\n      attempts { number attemptedAt outcome responseStatus latencyMs error }\n    }\n  }\n"): typeof import('./graphql').PortalWebhookDeliveriesDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation PortalReplayWebhook($id: ID!) { replayWebhookDelivery(id: $id) { id status } }"): typeof import('./graphql').PortalReplayWebhookDocument;
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query PortalMe { me { id name email roles mfaEnabled } }"): typeof import('./graphql').PortalMeDocument;


export function gql(source: string) {
  return (documents as any)[source] ?? {};
}
