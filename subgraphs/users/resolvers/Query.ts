import { eventTypes } from '../../../platform/events';
import { page } from '../../../platform/graphql/paging';
import { subjectOf } from '../../../platform/identity/access';
import type { UsersContext } from '../context';
import type { QueryResolvers } from '../__generated__/resolvers-types';
import { subjectId } from '../context';

const dateOrNull = (value: Date | string | null | undefined) => (value == null ? null : new Date(value));
/** Staff reading without naming an owner see everyone's records; everybody else their own. */
const ownUnlessStaff = (context: UsersContext) =>
  context.reach.read.kind === 'all' ? null : subjectOf(context.identity);

export const Query: QueryResolvers = {
  user: (_, { id }, context) => context.users.get(id, context.reach.read),
  users: (_, { limit, offset, orderBy, ...filter }, context) =>
    context.users.list(
      page(limit, offset, { limit: 10, offset: 0 }, context.maxPageSize),
      filter,
      orderBy ?? undefined,
    ),
  userByNumber: (_, { number }, context) => context.users.getByNumber(number, context.reach.read),
  searchUsers: (_, { query, limit }, context) =>
    context.users.search(query, Math.min(limit ?? 50, context.maxPageSize)),
  me: (_, __, context) => {
    const subject = subjectOf(context.identity);
    return subject ? context.users.get(subject, context.reach.read) : null;
  },
  // Lists default to the caller's own records; staff may name another owner.
  apiKeys: (_, { userId }, context) =>
    context.apiKeys.list(context.reach.read, userId ?? subjectOf(context.identity)),
  apiKey: (_, { id }, context) => context.apiKeys.get(id, context.reach.read),
  oauthClients: (_, { userId }, context) =>
    context.oauth.list(context.reach.read, userId ?? subjectOf(context.identity)),
  oauthClient: (_, { id }, context) => context.oauth.get(id, context.reach.read),
  sessions: (_, { userId }, context) =>
    context.sessions.list(context.reach.read, userId ?? subjectOf(context.identity)),
  // Usage and access logs default to the caller's own; staff may name an owner or see everyone's.
  apiKeyUsage: (_, { keyId, userId, from, to }, context) =>
    context.usage.usage(context.reach.read, {
      keyId,
      userId: userId ?? ownUnlessStaff(context),
      from: dateOrNull(from),
      to: dateOrNull(to),
    }),
  accessLogs: (_, { keyId, userId, from, to, limit }, context) =>
    context.usage.accessLogs(context.reach.read, {
      keyId,
      userId: userId ?? ownUnlessStaff(context),
      from: dateOrNull(from),
      to: dateOrNull(to),
      limit: page(limit, 0, { limit: 50, offset: 0 }, context.maxPageSize).limit,
    }),
  jsonWebKeys: async (_, __, context) =>
    (await context.tokens.publicKeys()) as Array<{
      kty: string;
      kid: string;
      use: string;
      alg: string;
      n: string;
      e: string;
    }>,
  activeSessionIds: (_, { ids }, context) => context.sessions.activeIds(ids),
  notifications: (_, { unreadOnly, limit, offset }, context) =>
    context.inbox.list(subjectId(context), {
      unreadOnly: unreadOnly ?? false,
      ...page(limit, offset, { limit: 20, offset: 0 }, context.maxPageSize),
    }),
  webhookEventTypes: () => [...eventTypes],
  webhookEndpoints: (_, { userId }, context) =>
    context.webhooks.list(context.reach.read, userId ?? subjectOf(context.identity)),
  webhookEndpoint: (_, { id }, context) => context.webhooks.get(id, context.reach.read),
  webhookDeliveries: (_, { endpointId, status, limit, offset }, context) =>
    context.webhooks.deliveries(endpointId, context.reach.read, {
      status,
      ...page(limit, offset, { limit: 20, offset: 0 }, context.maxPageSize),
    }),
  webhookDelivery: (_, { id }, context) => context.webhooks.delivery(id, context.reach.read),
  devMessages: async (_, { to }, context) =>
    context.mailbox ? context.mailbox.list({ to: to.trim().toLowerCase() }) : [],
};
