import { eventTypes } from '../../../platform/events';
import { page } from '../../../platform/graphql/paging';
import type { QueryResolvers } from '../__generated__/resolvers-types';

export const Query: QueryResolvers = {
  user: (_, { id }, { caller, users }) => users.get(caller, id),
  users: (_, { limit, offset, orderBy, status, search }, { caller, users, maxPageSize }) =>
    users.list(caller, {
      page: page(limit, offset, { limit: 10, offset: 0 }, maxPageSize),
      status,
      search,
      sort: orderBy,
    }),
  userByNumber: (_, { number }, { caller, users }) => users.getByNumber(caller, number),
  searchUsers: (_, { query, limit }, { caller, users, maxPageSize }) =>
    users.search(caller, query, Math.min(limit ?? 50, maxPageSize)),
  me: (_, __, { caller, users }) => users.me(caller),
  apiKeys: (_, { userId }, { caller, apiKeys }) => apiKeys.list(caller, { userId }),
  apiKey: (_, { id }, { caller, apiKeys }) => apiKeys.get(caller, id),
  oauthClients: (_, { userId }, { caller, oauth }) => oauth.list(caller, { userId }),
  oauthClient: (_, { id }, { caller, oauth }) => oauth.get(caller, id),
  sessions: (_, { userId }, { caller, sessions }) => sessions.list(caller, { userId }),
  apiKeyUsage: (_, { keyId, userId, from, to }, { caller, usage }) =>
    usage.usage(caller, { keyId, userId, from, to }),
  accessLogs: (_, { limit, ...filter }, { caller, usage, maxPageSize }) =>
    usage.accessLogs(caller, {
      ...filter,
      limit: page(limit, 0, { limit: 50, offset: 0 }, maxPageSize).limit,
    }),
  usageReport: (_, query, { caller, reports }) => reports.usageReport(caller, query),
  endpointMetrics: (_, { window }, { caller, reports }) => reports.endpointMetrics(caller, window),
  plans: (_, __, { plans }) => plans.plans(),
  planChangeRequests: (_, { status }, { caller, plans }) => plans.list(caller, { status }),
  topApiKeys: (_, { window, limit }, { caller, reports }) =>
    reports.topApiKeys(caller, window, page(limit, 0, { limit: 10, offset: 0 }, 100).limit),
  jsonWebKeys: async (_, __, { caller, tokens }) =>
    (await tokens.publicKeys(caller)) as Array<{
      kty: string;
      kid: string;
      use: string;
      alg: string;
      n: string;
      e: string;
    }>,
  sessionStanding: (_, { id }, { caller, grants }) => grants.sessionStanding(caller, id),
  applicationStanding: (_, { clientId }, { caller, grants }) => grants.applicationStanding(caller, clientId),
  openIdClaims: (_, { userId, scopes }, { caller, grants }) => grants.openIdClaims(caller, userId, scopes),
  notifications: (_, { unreadOnly, limit, offset }, { caller, notifications, maxPageSize }) =>
    notifications.list(caller, {
      unreadOnly,
      ...page(limit, offset, { limit: 20, offset: 0 }, maxPageSize),
    }),
  pushDevices: (_, __, { caller, notifications }) => notifications.pushDevices(caller),
  personalDataExports: (_, { userId }, { caller, privacy }) => privacy.listExports(caller, userId),
  personalDataExport: (_, { id, token }, { caller, privacy }) => privacy.download(caller, id, token),
  webhookEventTypes: () => [...eventTypes],
  webhookEndpoints: (_, { userId }, { caller, webhooks }) => webhooks.list(caller, { userId }),
  webhookEndpoint: (_, { id }, { caller, webhooks }) => webhooks.get(caller, id),
  webhookDeliveries: (_, { endpointId, status, limit, offset }, { caller, webhooks, maxPageSize }) =>
    webhooks.deliveries(caller, endpointId, {
      status,
      ...page(limit, offset, { limit: 20, offset: 0 }, maxPageSize),
    }),
  webhookDelivery: (_, { id }, { caller, webhooks }) => webhooks.delivery(caller, id),
  devMessages: (_, { to }, { caller, notifications }) => notifications.devMessages(caller, to),
};
