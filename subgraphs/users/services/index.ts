import type { Connection } from 'mongoose';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import type { Logger } from '../../../platform/logging';
import { DevMailbox, InAppInbox, Notifier } from '../../../platform/notifications';
import { AddressBook, addressBookModels } from '../addresses/address-book';
import { PreferencesService, preferenceModels } from '../consent/preferences';
import { CustomerRecords, CustomerRelations, customerRecordModels } from '../crm/customer-records';
import { credentialModels } from '../models/credentials';
import { TicketService, ticketModels } from '../tickets/ticket-service';
import { WishLists, wishListModels } from '../wishlists/wish-lists';
import { usageModels } from '../models/usage';
import { userModels } from '../models/user';
import { WebhookDispatcher } from '../webhooks/dispatcher';
import { webhookModels } from '../webhooks/model';
import { WebhookSender } from '../webhooks/outbound';
import { SecretBox } from '../../../platform/identity/secret-box';
import { WEBHOOK_SECRETS } from '../webhooks/signing';
import { WebhookService } from '../webhooks/webhook-service';
import { AccountService } from './account-service';
import { ApiKeyService } from './api-key-service';
import { GrantService } from './grant-service';
import { NotificationService } from './notification-service';
import { OAuthService } from './oauth-service';
import { SessionService } from './session-service';
import { SIGNING_KEYS, TokenService } from './token-service';
import { UsageService } from './usage-service';
import { UserService, type ActiveRoles } from './user-service';

/** The users subgraph's services, built once at start-up; every method takes the Caller first. */
export interface UsersServices {
  users: UserService;
  accounts: AccountService;
  grants: GrantService;
  sessions: SessionService;
  apiKeys: ApiKeyService;
  oauth: OAuthService;
  tokens: TokenService;
  usage: UsageService;
  /** In-app notifications and (outside production) the development mailbox. */
  notifications: NotificationService;
  /** Developers' webhook endpoints and deliveries. */
  webhooks: WebhookService;
  /** Customers' saved shipping and billing addresses. */
  addresses: AddressBook;
  wishLists: WishLists;
  /** Newsletter, marketing and privacy settings, with their consent audit trail. */
  preferences: PreferencesService;
  tickets: TicketService;
  /** What support sees of a customer at a glance. */
  customerRelations: CustomerRelations;
}

export function usersModels(connection: Connection) {
  return {
    ...userModels(connection),
    ...credentialModels(connection),
    ...usageModels(connection),
    ...webhookModels(connection),
    ...addressBookModels(connection),
    ...wishListModels(connection),
    ...preferenceModels(connection),
    ...ticketModels(connection),
    ...customerRecordModels(connection),
  };
}

export type UsersModels = ReturnType<typeof usersModels>;

export interface UsersServiceDeps {
  connection: Connection;
  config: Config;
  /**
   * The time of everything the users services store and compare: key, session, code and reset expiry,
   * webhook schedules, retention. Access tokens are signed on the system clock (see TokenService).
   */
  clock: Clock;
  /** The gateway's public base URL: the token issuer and the base of links in messages. */
  publicUrl: () => string;
  logger: Logger;
  /** There may be webhook deliveries to send at once (the dispatcher's poll loop looks again). */
  onWebhooksDue?: () => void;
}

/** The services, wired to each other, and the parts that run in the background around them. */
export interface UsersWiring {
  models: UsersModels;
  services: UsersServices;
  /** Email, SMS and push to the development mailbox (the provider outside production), in-app to the inbox. */
  notifier: Notifier;
  /** Sends due webhook deliveries; a poll loop (../index.ts) or a test calls it. */
  dispatcher: WebhookDispatcher;
  /** The customer-relations records' store, which the `customer-relations` consumer keeps. */
  customerRecords: CustomerRecords;
  /** Stops the dispatcher (waiting for attempts in flight) and closes the webhook HTTP client. */
  close(): Promise<void>;
}

/** Extra time a claim outlives the longest attempt, so a live claim never lapses under load. */
const LEASE_MARGIN_MS = 30_000;

/**
 * Builds every service of the users subgraph on one database and one clock. The subgraph's builder and
 * the service tests (test/service/users) wire through here alike, so tests drive the wiring that runs.
 */
export function createUsersServices(deps: UsersServiceDeps): UsersWiring {
  const { config, clock } = deps;
  const models = usersModels(deps.connection);
  const mailbox = new DevMailbox(deps.connection);
  const inbox = new InAppInbox(deps.connection);
  const preferences = new PreferencesService(models, clock);
  // Marketing goes out on a channel only with the person's consent to marketing on it.
  const notifier = new Notifier(mailbox, inbox, (userId, category, channel) =>
    preferences.allows(userId, category, channel),
  );

  const sessions = new SessionService(models, clock);
  const tokens = new TokenService(models, {
    issuer: deps.publicUrl,
    audience: config.auth.audience,
    box: new SecretBox(config.auth.signingKeySecret, SIGNING_KEYS),
    logger: deps.logger,
  });
  const users: UserService = new UserService(models, clock, async (caller, userId) => {
    // A closed account's credentials stop working: sessions (and the access tokens naming them), keys and
    // webhook endpoints.
    await sessions.revokeAllOf(caller, { userId }, 'account closed');
    await apiKeys.revokeAllOf(caller, userId);
    await webhooks.disableAllOf(caller, userId);
  });
  const activeRoles: ActiveRoles = (caller, userId) => users.activeRoles(caller, userId);
  const apiKeys = new ApiKeyService(models, activeRoles, clock);
  const oauth = new OAuthService(models, sessions, clock);
  const accounts = new AccountService(models, users, sessions, mailbox, deps.publicUrl, clock);
  const grants = new GrantService(models, accounts, sessions, oauth, tokens);
  const usage = new UsageService(
    models,
    { usageDays: config.metrics.usageRetentionDays, accessLogDays: config.metrics.accessLogRetentionDays },
    clock,
  );
  const sender = new WebhookSender({
    policy: { allowLoopback: config.webhooks.allowLoopback },
    timeoutMs: config.webhooks.timeoutMs,
  });
  const onWebhooksDue = () => deps.onWebhooksDue?.();
  const webhooks = new WebhookService(
    models,
    new SecretBox(config.webhooks.secretKey, WEBHOOK_SECRETS),
    sender,
    {
      onQueued: onWebhooksDue,
      clock,
    },
  );
  const dispatcher = new WebhookDispatcher(
    models,
    webhooks,
    sender,
    notifier,
    deps.logger.child({ component: 'webhooks' }),
    {
      concurrency: config.webhooks.concurrency,
      leaseMs: config.webhooks.timeoutMs + LEASE_MARGIN_MS,
      clock,
      onSettled: onWebhooksDue,
    },
  );

  const tickets = new TicketService(
    models,
    users,
    notifier,
    clock,
    config.care.ticketMessageMaxChars,
    deps.logger.child({ component: 'tickets' }),
  );
  const customerRecords = new CustomerRecords(models);

  return {
    models,
    services: {
      users,
      accounts,
      grants,
      sessions,
      apiKeys,
      oauth,
      tokens,
      usage,
      notifications: new NotificationService(inbox, config.production ? null : mailbox),
      webhooks,
      addresses: new AddressBook(models, clock, config.care.addressBookMax),
      wishLists: new WishLists(models, clock),
      preferences,
      tickets,
      customerRelations: new CustomerRelations(customerRecords, tickets, preferences),
    },
    notifier,
    dispatcher,
    customerRecords,
    close: async () => {
      await dispatcher.stop();
      await sender.close();
    },
  };
}
