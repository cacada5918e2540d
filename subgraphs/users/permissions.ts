import { allow, type IRules } from 'graphql-shield';
import {
  adminCanWrite,
  canManageAccount,
  canRead,
  canReadAccount,
  isService,
} from '../../platform/subgraph/rules';

/**
 * Who may call what in this subgraph; anything not listed is denied (fallbackRule: deny). The spine's
 * operations stay open until the maps of all subgraphs are enforced together. Scopes and roles
 * are checked here; whose records a caller reaches (own, or everyone's for staff) is decided in the
 * services, which answer "not found" for other people's records.
 */
export const permissions: IRules = {
  Query: {
    _entities: allow,
    _service: allow,
    user: allow,
    users: allow,
    userByNumber: allow,
    me: canRead,
    apiKeys: canReadAccount,
    apiKey: canReadAccount,
    oauthClients: canReadAccount,
    oauthClient: canReadAccount,
    sessions: canReadAccount,
    searchUsers: isService,
    jsonWebKeys: isService,
    activeSessionIds: isService,
    devMessages: isService,
  },
  Mutation: {
    createUser: allow,
    updateUser: allow,
    deleteUser: allow,
    setUserRoles: adminCanWrite,
    createApiKey: canManageAccount,
    updateApiKey: canManageAccount,
    revokeApiKey: canManageAccount,
    rotateApiKey: canManageAccount,
    createOAuthClient: canManageAccount,
    deleteOAuthClient: canManageAccount,
    revokeSession: canManageAccount,
    startMfaEnrollment: canManageAccount,
    confirmMfaEnrollment: canManageAccount,
    disableMfa: canManageAccount,
    rotateSigningKey: adminCanWrite,
    registerAccount: isService,
    passwordLogin: isService,
    authenticateUser: isService,
    refreshSession: isService,
    endSession: isService,
    requestPasswordReset: isService,
    resetPassword: isService,
    validateApiKey: isService,
    touchApiKeys: isService,
    issueAuthorizationCode: isService,
    exchangeAuthorizationCode: isService,
    clientCredentialsGrant: isService,
  },
  // Objects are reached only through the guarded fields above (and entity references, which the
  // services filter by reach), so their own fields are open.
  User: allow,
  ApiKey: allow,
  CreatedApiKey: allow,
  OAuthClient: allow,
  CreatedOAuthClient: allow,
  Session: allow,
  MfaEnrollment: allow,
  MfaRecoveryCodes: allow,
  SigningKey: allow,
  TokenGrant: isService,
  ApiKeyGrant: isService,
  JsonWebKey: isService,
  DevMessage: isService,
  _Service: allow,
};
