import type { MutationResolvers } from '../__generated__/resolvers-types';

export const Mutation: MutationResolvers = {
  markNotificationRead: (_, { id }, { caller, notifications }) => notifications.markRead(caller, id),
  registerPushDevice: (_, { input }, { caller, notifications }) =>
    notifications.registerPushDevice(caller, input),
  removePushDevice: (_, { id }, { caller, notifications }) => notifications.removePushDevice(caller, id),
  createUser: (_, { input }, { caller, users }) => users.create(caller, input, { registeredVia: 'staff' }),
  updateUser: (_, { id, input }, { caller, users }) => users.update(caller, id, input),
  deleteUser: async (_, { id }, { caller, privacy }) => {
    await privacy.requestDeletion(caller, id);
    return true;
  },
  requestUserDeletion: (_, { id }, { caller, privacy }) => privacy.requestDeletion(caller, id),
  cancelUserDeletion: (_, { id }, { caller, privacy }) => privacy.cancelDeletion(caller, id),
  cancelAccountDeletion: (_, { token }, { caller, privacy }) =>
    privacy.cancelDeletionWithToken(caller, token),
  requestPersonalDataExport: (_, { userId }, { caller, privacy }) => privacy.requestExport(caller, userId),
  setUserRoles: (_, { id, roles }, { caller, users }) => users.setRoles(caller, id, roles),

  createApiKey: (_, { input }, { caller, apiKeys }) => apiKeys.create(caller, input),
  updateApiKey: (_, { id, input }, { caller, apiKeys }) => apiKeys.update(caller, id, input),
  revokeApiKey: (_, { id }, { caller, apiKeys }) => apiKeys.revoke(caller, id),
  rotateApiKey: (_, { id, overlapSeconds }, { caller, apiKeys }) =>
    apiKeys.rotate(caller, id, { overlapSeconds }),
  setApiKeyPolicy: (_, { maxAgeDays }, { caller, keyPolicy }) => keyPolicy.set(caller, maxAgeDays),
  requestPlanChange: (_, { keyId, tier, note }, { caller, plans }) =>
    plans.request(caller, { keyId, tier, note }),
  cancelPlanChange: (_, { id }, { caller, plans }) => plans.cancel(caller, id),
  decidePlanChange: (_, { id, approve, reason }, { caller, plans }) =>
    plans.decide(caller, id, approve, reason),
  createOAuthClient: (_, { input }, { caller, oauth }) => oauth.createClient(caller, input),
  updateOAuthClient: (_, { clientId, input }, { caller, oauth }) =>
    oauth.updateClient(caller, clientId, input),
  rotateOAuthClientSecret: (_, { clientId, overlapSeconds }, { caller, oauth }) =>
    oauth.rotateClientSecret(caller, clientId, overlapSeconds ?? 0),
  deleteOAuthClient: (_, { id }, { caller, oauth }) => oauth.deleteClient(caller, id),
  revokeSession: (_, { id }, { caller, sessions }) => sessions.revoke(caller, id),
  startMfaEnrollment: (_, __, { caller, accounts }) => accounts.startMfa(caller),
  confirmMfaEnrollment: async (_, { code }, { caller, accounts }) => ({
    recoveryCodes: await accounts.confirmMfa(caller, code),
  }),
  disableMfa: (_, { code }, { caller, accounts }) => accounts.disableMfa(caller, code),
  rotateSigningKey: (_, __, { caller, tokens }) => tokens.rotate(caller),
  createWebhookEndpoint: (_, { input }, { caller, webhooks }) => webhooks.create(caller, input),
  updateWebhookEndpoint: (_, { id, input }, { caller, webhooks }) => webhooks.update(caller, id, input),
  deleteWebhookEndpoint: (_, { id }, { caller, webhooks }) => webhooks.delete(caller, id),
  rotateWebhookSecret: (_, { id, overlapSeconds }, { caller, webhooks }) =>
    webhooks.rotateSecret(caller, id, { overlapSeconds }),
  replayWebhookDelivery: (_, { id }, { caller, webhooks }) => webhooks.replay(caller, id),
  sendTestWebhook: (_, { endpointId }, { caller, webhooks }) => webhooks.sendTest(caller, endpointId),

  registerAccount: (_, { input }, { caller, grants }) => grants.register(caller, input),
  passwordLogin: (_, { input }, { caller, grants }) => grants.passwordLogin(caller, input),
  authenticateUser: async (_, { input: { email, password, otp, recoveryCode } }, { caller, accounts }) =>
    (await accounts.authenticate(caller, { email, password, otp, recoveryCode }))._id,
  refreshSession: (_, { refreshToken, client, scopes }, { caller, grants }) =>
    grants.refresh(caller, { refreshToken, client, scopes }),
  endSession: (_, { refreshToken }, { caller, sessions }) => sessions.endByToken(caller, refreshToken),
  requestPasswordReset: async (_, { email }, { caller, accounts }) => {
    await accounts.requestPasswordReset(caller, email);
    return true;
  },
  resetPassword: async (_, { token, password }, { caller, accounts }) => {
    await accounts.resetPassword(caller, { token, password });
    return true;
  },
  validateApiKey: (_, { keyHash }, { caller, apiKeys }) => apiKeys.validate(caller, keyHash),
  touchApiKeys: (_, { ids }, { caller, apiKeys }) => apiKeys.touch(caller, ids),
  recordApiKeyUsage: (_, { entries }, { caller, usage }) => usage.recordUsage(caller, entries),
  recordAccessLogs: (_, { entries }, { caller, usage }) => usage.recordAccessLogs(caller, entries),
  issueAuthorizationCode: (_, { input }, { caller, oauth }) => oauth.issueCode(caller, input),
  exchangeAuthorizationCode: (_, { input }, { caller, grants }) => grants.exchangeCode(caller, input),
  clientCredentialsGrant: (_, { client, scopes }, { caller, grants }) =>
    grants.clientCredentials(caller, { ...client, scopes }),
  revokeClientSession: (_, { client, refreshToken, sessionId }, { caller, oauth }) =>
    oauth.revokeClientSession(caller, client, { refreshToken, sessionId }),
  authenticateClient: async (_, { client }, { caller, oauth }) =>
    (await oauth.authenticate(caller, client))._id,
  revokeApplicationTokens: (_, { client }, { caller, oauth }) =>
    oauth.revokeApplicationTokens(caller, client),
};
