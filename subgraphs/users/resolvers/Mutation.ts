import { badInput } from '../../../platform/errors';
import { rolesOf, scopesOf } from '../../../platform/identity/access';
import { subjectId } from '../context';
import type { MutationResolvers } from '../__generated__/resolvers-types';

export const Mutation: MutationResolvers = {
  markNotificationRead: async (_, { id }, context) => {
    const notification = await context.inbox.markRead(subjectId(context), id);
    if (!notification) throw badInput('id', `No notification with id "${id}".`, 'NOT_FOUND');
    return notification;
  },
  createUser: (_, { input }, context) => context.users.create(input, { registeredVia: 'staff' }),
  updateUser: (_, { id, input }, context) => context.users.update(id, input, context.caller.reach.write),
  deleteUser: (_, { id }, context) => context.users.delete(id, context.caller.reach.write),
  setUserRoles: (_, { id, roles }, context) => context.users.setRoles(id, roles),

  createApiKey: (_, { input }, context) =>
    context.apiKeys.create(
      subjectId(context),
      input,
      context.caller.scopes,
      context.caller.roles.includes('admin'),
    ),
  updateApiKey: (_, { id, input }, context) =>
    context.apiKeys.update(id, context.caller.reach.write, input, context.caller.roles.includes('admin')),
  revokeApiKey: (_, { id }, context) => context.apiKeys.revoke(id, context.caller.reach.write),
  rotateApiKey: (_, { id, overlapSeconds }, context) =>
    context.apiKeys.rotate(id, context.caller.reach.write, overlapSeconds ?? 86_400),
  createOAuthClient: (_, { input }, context) => context.oauth.createClient(subjectId(context), input),
  deleteOAuthClient: (_, { id }, context) => context.oauth.deleteClient(id, context.caller.reach.write),
  revokeSession: (_, { id }, context) => context.sessions.revoke(id, context.caller.reach.write),
  startMfaEnrollment: (_, __, context) => context.accounts.startMfa(subjectId(context)),
  confirmMfaEnrollment: async (_, { code }, context) => ({
    recoveryCodes: await context.accounts.confirmMfa(subjectId(context), code),
  }),
  disableMfa: (_, { code }, context) => context.accounts.disableMfa(subjectId(context), code),
  rotateSigningKey: (_, __, context) => context.tokens.rotate(),
  createWebhookEndpoint: (_, { input }, context) => context.webhooks.create(subjectId(context), input),
  updateWebhookEndpoint: (_, { id, input }, context) =>
    context.webhooks.update(id, context.caller.reach.write, input),
  deleteWebhookEndpoint: (_, { id }, context) => context.webhooks.delete(id, context.caller.reach.write),
  rotateWebhookSecret: (_, { id, overlapSeconds }, context) =>
    context.webhooks.rotateSecret(id, context.caller.reach.write, overlapSeconds ?? 86_400),
  replayWebhookDelivery: (_, { id }, context) => context.webhooks.replay(id, context.caller.reach.write),
  sendTestWebhook: (_, { endpointId }, context) =>
    context.webhooks.sendTest(endpointId, context.caller.reach.write),

  registerAccount: (_, { input: { userAgent, ipAddress, ...account } }, context) =>
    context.grants.register(account, { userAgent, ipAddress }),
  passwordLogin: (_, { input: { userAgent, ipAddress, ...attempt } }, context) =>
    context.grants.passwordLogin(attempt, { userAgent, ipAddress }),
  authenticateUser: async (_, { input: { userAgent: _agent, ipAddress: _ip, ...attempt } }, context) =>
    (await context.accounts.authenticate(attempt))._id,
  refreshSession: (_, { refreshToken, client }, context) =>
    context.grants.refresh(refreshToken, client ?? null),
  endSession: (_, { refreshToken }, context) => context.sessions.endByToken(refreshToken),
  requestPasswordReset: async (_, { email }, context) => {
    await context.accounts.requestPasswordReset(email);
    return true;
  },
  resetPassword: async (_, { token, password }, context) => {
    await context.accounts.resetPassword(token, password);
    return true;
  },
  validateApiKey: (_, { keyHash }, context) => context.apiKeys.validate(keyHash),
  touchApiKeys: (_, { ids }, context) => context.apiKeys.touch(ids, new Date()),
  recordApiKeyUsage: (_, { entries }, context) => context.usage.recordUsage(entries),
  recordAccessLogs: (_, { entries }, context) => context.usage.recordAccessLogs(entries),
  issueAuthorizationCode: (_, { input }, context) => context.oauth.issueCode(input),
  exchangeAuthorizationCode: (_, { input }, context) => context.grants.exchangeCode(input),
  clientCredentialsGrant: (_, { client, scopes }, context) =>
    context.grants.clientCredentials(client.clientId, client.clientSecret, scopes),
};
