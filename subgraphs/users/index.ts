import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { systemClock } from '../../platform/clock';
import { PollLoop } from '../../platform/events/bus';
import { serviceCaller } from '../../platform/identity/caller';
import { ensureIndexes } from '../../platform/mongo/connection';
import type { SubgraphModule } from '../../platform/subgraph';
import { databaseHealth, outboxRelay, type SubgraphDeps } from '../../platform/subgraph/deps';
import { createUsersContext, type UsersContext } from './context';
import { startCustomerRecords } from './crm/customer-records';
import { startNotifications } from './notifications/consumer';
import { permissions } from './permissions';
import { registerPeerSections } from './privacy/peer-sections';
import { resolvers } from './resolvers';
import { createUsersServices } from './services';
import { runWebhooks } from './webhooks';
import { startWishListAlerts } from './wishlists/alerts';

export const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));

/**
 * Expired sessions, codes, reset tokens, rotated-out keys, retired signing keys, usage and access-log
 * entries are deleted this often.
 */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * The users subgraph on `deps`. Its services run on `deps.clock` (default the system clock): a test gives
 * the stack a ManualClock for this subgraph (`startTestStack({ clocks: { users: clock } })`) and moves
 * key, session and webhook time by hand.
 */
export async function buildUsersSubgraph(deps: SubgraphDeps): Promise<SubgraphModule<UsersContext>> {
  let webhooks: ReturnType<typeof runWebhooks> | undefined;
  const wiring = createUsersServices({
    connection: deps.connection,
    config: deps.config,
    clock: deps.clock ?? systemClock,
    publicUrl: deps.publicUrl,
    logger: deps.logger,
    onWebhooksDue: () => webhooks?.wake(),
  });
  const { services } = wiring;
  registerPeerSections(wiring.personalData, deps);
  await ensureIndexes(deps.connection);

  const startup = serviceCaller('users', 'startup');
  await services.tokens.ensureKey(startup);
  await services.preferences.ensureTexts();
  const admin = deps.config.auth.bootstrapAdmin;
  if (admin) {
    const account = await services.accounts.ensureAdmin(startup, admin.email, admin.password);
    deps.logger.info({ userId: account._id, email: account.email }, 'bootstrap admin account is ready');
  }

  const sweep = () => {
    const caller = serviceCaller('users', `sweep-${Date.now()}`);
    Promise.all([
      services.sessions.sweep(caller),
      services.apiKeys.sweep(caller),
      services.oauth.sweep(caller),
      services.accounts.sweep(caller),
      services.tokens.sweep(caller),
      services.webhooks.sweep(caller),
      services.usage.sweep(caller),
      services.privacy.sweep(caller),
      services.keyPolicy.remindRotations(caller),
    ]).then(
      (counts) => {
        if (counts.some(Boolean))
          deps.logger.info(
            { counts },
            'deleted expired credentials, webhook deliveries and usage records; reminded owners of keys due for rotation',
          );
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
    services.users,
    wiring.notifier,
    deps.logger.child({ component: 'notifications' }),
  );
  const customerRecords = startCustomerRecords(
    deps.events,
    wiring.customerRecords,
    deps.logger.child({ component: 'customer-relations' }),
  );
  const wishListAlerts = startWishListAlerts(
    deps.events,
    services.wishLists,
    services.users,
    wiring.notifier,
    deps.logger.child({ component: 'wish-list-alerts' }),
  );
  // Erasures and exports are due on the subgraph's clock; a restarted process picks them up from the database.
  wiring.jobs.start(deps.config.jobs.pollMs);
  // Email, SMS and push deliveries whose retry fell due (their backoff is on the subgraph's clock).
  const retries = new PollLoop(
    async () => (await wiring.deliveries.retryDue()) > 0,
    deps.config.notifications.pollMs,
    (error) => deps.logger.warn({ err: error }, 'notification retry pass failed'),
  );
  webhooks = runWebhooks({
    events: deps.events,
    service: services.webhooks,
    dispatcher: wiring.dispatcher,
    activeRoles: (caller, userId) => services.users.activeRoles(caller, userId),
    pollMs: deps.config.webhooks.pollMs,
    logger: deps.logger,
  });

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
      await customerRecords.stop();
      await wishListAlerts.stop();
      await retries.stop();
      await webhooks?.stop();
      await wiring.close();
      await relay.stop();
      await deps.connection.close();
    },
  };
}
