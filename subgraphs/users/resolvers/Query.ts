import { eventTypes } from '../../../platform/events';
import { page } from '../../../platform/graphql/paging';
import { subjectOf } from '../../../platform/identity/access';
import type { UsersContext } from '../context';
import type { QueryResolvers } from '../__generated__/resolvers-types';
import { subjectId } from '../context';

const dateOrNull = (value: Date | string | null | undefined) => (value == null ? null : new Date(value));
/** Staff reading without naming an owner see everyone's records; everybody else their own. */
const ownUnlessStaff = (context: UsersContext) =>
  context.caller.reach.read.kind === 'all' ? null : context.caller.person;

export const Query: QueryResolvers = {
  user: (_, { id }, context) => context.users.get(id, context.caller.reach.read),
  users: (_, { limit, offset, orderBy, ...filter }, context) =>
    context.users.list(
      page(limit, offset, { limit: 10, offset: 0 }, context.maxPageSize),
      filter,
      orderBy ?? undefined,
    ),
  userByNumber: (_, { number }, context) => context.users.getByNumber(number, context.caller.reach.read),
  searchUsers: (_, { query, limit }, context) =>
    context.users.search(query, Math.min(limit ?? 50, context.maxPageSize)),
  me: (_, __, context) => {
    const subject = context.caller.person;
    return subject ? context.users.get(subject, context.caller.reach.read) : null;
  },
  // Lists default to the caller's own records; staff may name another owner.
  apiKeys: (_, { userId }, context) =>
    context.apiKeys.list(context.caller.reach.read, userId ?? context.caller.person),
  apiKey: (_, { id }, context) => context.apiKeys.get(id, context.caller.reach.read),
  oauthClients: (_, { userId }, context) =>
    context.oauth.list(context.caller.reach.read, userId ?? context.caller.person),
  oauthClient: (_, { id }, context) => context.oauth.get(id, context.caller.reach.read),
  sessions: (_, { userId }, context) =>
    context.sessions.list(context.caller.reach.read, userId ?? context.caller.person),
  // Usage and access logs default to the caller's own; staff may name an owner or see everyone's.
  apiKeyUsage: (_, { keyId, userId, from, to }, context) =>
    context.usage.usage(context.caller.reach.read, {
      keyId,
      userId: userId ?? ownUnlessStaff(context),
      from: dateOrNull(from),
      to: dateOrNull(to),
    }),
  accessLogs: (_, { keyId, userId, from, to, limit }, context) =>
    context.usage.accessLogs(context.caller.reach.read, {
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
    context.webhooks.list(context.caller.reach.read, userId ?? context.caller.person),
  webhookEndpoint: (_, { id }, context) => context.webhooks.get(id, context.caller.reach.read),
  webhookDeliveries: (_, { endpointId, status, limit, offset }, context) =>
    context.webhooks.deliveries(endpointId, context.caller.reach.read, {
      status,
      ...page(limit, offset, { limit: 20, offset: 0 }, context.maxPageSize),
    }),
  webhookDelivery: (_, { id }, context) => context.webhooks.delivery(id, context.caller.reach.read),
  devMessages: async (_, { to }, context) =>
    context.mailbox ? context.mailbox.list({ to: to.trim().toLowerCase() }) : [],
};
