import type { Connection } from 'mongoose';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import type { Logger } from '../../../platform/logging';
import { AddressBook, addressBookModels } from '../addresses/address-book';
import { PreferencesService, preferenceModels } from '../consent/preferences';
import { CustomerRecords, CustomerRelations, customerRecordModels } from '../crm/customer-records';
import { JobQueue } from '../../../platform/jobs';
import type { Caller } from '../../../platform/identity/caller';
import {
  Deliveries,
  DevMailbox,
  InAppInbox,
  Notifier,
  PushDevices,
  transportFor,
} from '../../../platform/notifications';
import { exportModels } from '../privacy/export-model';
import { PrivacyService } from '../privacy/privacy-service';
import { PersonalDataRegistry } from '../privacy/sections';
import {
  registerCareSections,
  registerNotificationSections,
  registerUserSections,
} from '../privacy/user-sections';
import { credentialModels } from '../models/credentials';
import { TicketService, ticketModels } from '../tickets/ticket-service';
import { WishLists, wishListModels } from '../wishlists/wish-lists';
import { usageModels } from '../models/usage';
import { ApiKeyPolicyService, keyPolicyModels } from '../key-policy/key-policy';
import { planModels } from '../plans/model';
import { PlanService } from '../plans/plan-service';
import { rollupModels } from '../usage/model';
import { TrafficReports } from '../usage/reports';
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
  /** Usage reports and per-endpoint metrics from the traffic rollups. */
  reports: TrafficReports;
  /** Monthly rotation reminders and accounts' maximum key age. */
  keyPolicy: ApiKeyPolicyService;
  /** Plans (rate-limit tiers) and requests to change them. */
  plans: PlanService;
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
  /** Personal data: deletion requests with their window, and exports. */
  privacy: PrivacyService;
}

export function usersModels(connection: Connection) {
  return {
    ...userModels(connection),
    ...credentialModels(connection),
    ...usageModels(connection),
    ...rollupModels(connection),
    ...planModels(connection),
    ...keyPolicyModels(connection),
    ...webhookModels(connection),
    ...addressBookModels(connection),
    ...wishListModels(connection),
    ...preferenceModels(connection),
    ...ticketModels(connection),
    ...customerRecordModels(connection),
    ...exportModels(connection),
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
  /** Scheduled jobs (erasures, exports) on the service's clock; `start` polls, a test may call `runDue`. */
  jobs: JobQueue;
  /** Every section of personal data; capabilities that store data about a person register theirs. */
  personalData: PersonalDataRegistry;
  /** Email, SMS and push deliveries (records, retries); a poll loop (../index.ts) or a test calls `retryDue`. */
  deliveries: Deliveries;
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
  const devices = new PushDevices(deps.connection);
  const deliveries = new Deliveries(
    deps.connection,
    transportFor(config.notifications, mailbox, (to) => devices.devicesOf(to)),
    {
      clock,
      logger: deps.logger.child({ component: 'notifications' }),
      maxAttempts: config.notifications.maxAttempts,
      retryBaseMs: config.notifications.retryBaseMs,
      leaseMs: config.notifications.timeoutMs + LEASE_MARGIN_MS,
    },
  );
  // Marketing goes out on a channel only with the person's consent to marketing on it.
  const notifier = new Notifier(deliveries, inbox, (userId, category, channel) =>
    preferences.allows(userId, category, channel),
  );

  const sessions = new SessionService(models, clock);
  const tokens = new TokenService(models, {
    issuer: deps.publicUrl,
    audience: config.auth.audience,
    box: new SecretBox(config.auth.signingKeySecret, SIGNING_KEYS),
    logger: deps.logger,
  });
  // A closed account's credentials stop working: sessions (and the access tokens naming them), keys and
  // webhook endpoints.
  const closeCredentials = async (caller: Caller, userId: string) => {
    await sessions.revokeAllOf(caller, { userId }, 'account closed');
    await apiKeys.revokeAllOf(caller, userId);
    await webhooks.disableAllOf(caller, userId);
  };
  const users: UserService = new UserService(models, clock, closeCredentials);
  const activeRoles: ActiveRoles = (caller, userId) => users.activeRoles(caller, userId);
  const keyPolicy = new ApiKeyPolicyService(models, notifier, clock);
  const apiKeys = new ApiKeyService(models, activeRoles, clock, (userId) => keyPolicy.maxAgeOf(userId));
  const oauth = new OAuthService(models, sessions, clock);
  const accounts = new AccountService(models, users, sessions, notifier, deps.publicUrl, clock);
  const grants = new GrantService(models, accounts, sessions, oauth, tokens);
  const reports = new TrafficReports(models, { usageDays: config.metrics.usageRetentionDays }, clock);
  const usage = new UsageService(
    models,
    { usageDays: config.metrics.usageRetentionDays, accessLogDays: config.metrics.accessLogRetentionDays },
    clock,
    reports,
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

  const jobs = new JobQueue(deps.connection, { clock, logger: deps.logger.child({ component: 'jobs' }) });
  const personalData = new PersonalDataRegistry();
  registerUserSections(personalData, models);
  registerCareSections(personalData, models);
  registerNotificationSections(personalData, { inbox, mailbox, devices, deliveries });
  const privacy = new PrivacyService(models, users, personalData, jobs, notifier, closeCredentials, clock, {
    deletionDays: config.privacy.deletionDays,
    exportDays: config.privacy.exportDays,
    publicUrl: deps.publicUrl,
  });

  return {
    models,
    jobs,
    personalData,
    deliveries,
    services: {
      users,
      accounts,
      grants,
      sessions,
      apiKeys,
      oauth,
      tokens,
      usage,
      reports,
      keyPolicy,
      plans: new PlanService(models, config.rateLimits, clock),
      notifications: new NotificationService(
        inbox,
        config.notifications.transport === 'capture' ? mailbox : null,
        devices,
        clock,
      ),
      webhooks,
      addresses: new AddressBook(models, clock, config.care.addressBookMax),
      wishLists: new WishLists(models, clock),
      preferences,
      tickets,
      customerRelations: new CustomerRelations(customerRecords, tickets, preferences),
      privacy,
    },
    notifier,
    dispatcher,
    customerRecords,
    close: async () => {
      await jobs.stop();
      await dispatcher.stop();
      await deliveries.close();
      await sender.close();
    },
  };
}
