import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { ensureIndexes } from '../../platform/mongo/connection';
import { DevMailbox, InAppInbox, Notifier } from '../../platform/notifications';
import type { SubgraphModule } from '../../platform/subgraph';
import { databaseHealth, outboxRelay, type SubgraphDeps } from '../../platform/subgraph/deps';
import { createUsersContext, type UsersContext, type UsersServices } from './context';
import { credentialModels } from './models/credentials';
import { usageModels } from './models/usage';
import { startNotifications } from './notifications/consumer';
import { userModels } from './models/user';
import { permissions } from './permissions';
import { resolvers } from './resolvers';
import { AccountService } from './services/account-service';
import { ApiKeyService } from './services/api-key-service';
import { GrantService } from './services/grant-service';
import { OAuthService } from './services/oauth-service';
import { SessionService } from './services/session-service';
import { TokenService } from './services/token-service';
import { UsageService } from './services/usage-service';
import { UserService } from './services/user-service';
import { startWebhooks, webhookModels } from './webhooks';

export const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

/**
 * Expired sessions, codes, reset tokens, rotated-out keys, retired signing keys, usage and access-log
 * entries are deleted this often.
 */
const SWEEP_EVERY_MS = 5 * 60_000;

export async function buildUsersSubgraph(deps: SubgraphDeps): Promise<SubgraphModule<UsersContext>> {
  const models = {
    ...userModels(deps.connection),
    ...credentialModels(deps.connection),
    ...usageModels(deps.connection),
    ...webhookModels(deps.connection),
  };
  const mailbox = new DevMailbox(deps.connection);
  const inbox = new InAppInbox(deps.connection);
  await ensureIndexes(deps.connection);

  const sessions = new SessionService(models);
  const tokens = new TokenService(models, { issuer: deps.publicUrl, audience: deps.config.auth.audience });
  const users = new UserService(models, async (userId) => {
    // A closed account's credentials stop working: sessions (and the access tokens naming them) and keys.
    await sessions.revokeAllOf({ userId }, 'account closed');
    await apiKeys.revokeAllOf(userId);
    await webhooks.service.disableAllOf(userId);
  });
  const apiKeys = new ApiKeyService(models, (userId) => users.activeRoles(userId));
  const oauth = new OAuthService(models, sessions);
  const accounts = new AccountService(models, users, sessions, mailbox, deps.publicUrl);
  const grants = new GrantService(models, accounts, sessions, oauth, tokens);
  const usage = new UsageService(models, {
    usageDays: deps.config.metrics.usageRetentionDays,
    accessLogDays: deps.config.metrics.accessLogRetentionDays,
  });
  const notifier = new Notifier(mailbox, inbox);
  const webhooks = startWebhooks(deps, models, (userId) => users.activeRoles(userId), notifier);
  const services: UsersServices = {
    users,
    accounts,
    grants,
    sessions,
    apiKeys,
    oauth,
    tokens,
    usage,
    mailbox: deps.config.production ? null : mailbox,
    inbox,
    webhooks: webhooks.service,
  };

  await tokens.ensureKey();
  const admin = deps.config.auth.bootstrapAdmin;
  if (admin) {
    const account = await accounts.ensureAdmin(admin.email, admin.password);
    deps.logger.info({ userId: account._id, email: account.email }, 'bootstrap admin account is ready');
  }

  const sweep = () => {
    Promise.all([
      sessions.sweep(),
      apiKeys.sweep(),
      oauth.sweep(),
      accounts.sweep(),
      tokens.sweep(),
      webhooks.service.sweep(),
      usage.sweep(),
    ]).then(
      (counts) => {
        if (counts.some(Boolean))
          deps.logger.info({ counts }, 'deleted expired credentials, webhook deliveries and usage records');
      },
      (error: unknown) => deps.logger.warn({ err: error }, 'credential sweep failed'),
    );
  };
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  // UserRegisteredEvent waits in the user document's outbox until the relay appends it to the bus.
  const relay = outboxRelay(deps, ['users']);
  const notifications = startNotifications(
    deps.events,
    models,
    notifier,
    deps.logger.child({ component: 'notifications' }),
  );

  return {
    name: 'users',
    typeDefs,
    resolvers: resolvers as SubgraphModule<UsersContext>['resolvers'],
    permissions,
    createContext: (base) => createUsersContext(base, services, deps.config.maxPageSize),
    health: () => databaseHealth(deps.connection),
    close: async () => {
      clearInterval(timer);
      await notifications.stop();
      await webhooks.stop();
      await relay.stop();
      await deps.connection.close();
    },
  };
}
