import type { Model } from 'mongoose';
import type { Deliveries, DevMailbox, InAppInbox, PushDevices } from '../../../platform/notifications';
import type { CredentialModels } from '../models/credentials';
import type { UsageModels } from '../models/usage';
import type { UserModels } from '../models/user';
import type { WebhookModels } from '../webhooks/model';
import type { addressBookModels } from '../addresses/address-book';
import type { preferenceModels } from '../consent/preferences';
import type { customerRecordModels } from '../crm/customer-records';
import type { ticketModels } from '../tickets/ticket-service';
import type { wishListModels } from '../wishlists/wish-lists';
import type { DataSubject, PersonalDataRegistry, PersonalDataSection } from './sections';

/** Fields a section never exports: secrets, hashes, encrypted material, internal bookkeeping. */
const HIDDEN = {
  tokenHash: 0,
  usedHashes: 0,
  keyHash: 0,
  secretHash: 0,
  secrets: 0,
  outbox: 0,
  passwordHash: 0,
  mfa: 0,
  leaseToken: 0,
  leaseUntil: 0,
} as const;

/** A section made of the records of one collection that carry the person's id in `field`. */
function ownedRecords<T>(
  name: string,
  model: Model<T>,
  options: { field?: string; hidden?: Record<string, 0>; sort?: Record<string, 1 | -1> } = {},
): PersonalDataSection {
  const field = options.field ?? 'userId';
  return {
    name,
    collect: ({ userId }) =>
      model
        .find({ [field]: userId } as never, options.hidden ?? {})
        .sort(options.sort ?? { createdAt: 1 })
        .lean()
        .exec(),
    erase: async ({ userId }) => {
      await model.deleteMany({ [field]: userId } as never);
    },
  };
}

/**
 * The users subgraph's own sections: the account, its credentials (metadata only), usage and access
 * logs, notifications and webhook endpoints. The account record itself is anonymised by the erasure job
 * (a tombstone stays so orders still name their user), so its section erases nothing here.
 */
export function registerUserSections(
  registry: PersonalDataRegistry,
  models: UserModels & CredentialModels & UsageModels & WebhookModels,
): void {
  registry.register({
    name: 'account',
    collect: async ({ userId }) => {
      const user = await models.User.findById(userId, HIDDEN).lean();
      if (!user) return null;
      const { deletion, ...account } = user;
      return { ...account, deletion: deletion ? { ...deletion, cancelTokenHash: undefined } : null };
    },
    erase: async () => {},
  });
  registry.register(ownedRecords('sessions', models.Session, { hidden: { tokenHash: 0, usedHashes: 0 } }));
  registry.register(ownedRecords('apiKeys', models.ApiKey, { hidden: { keyHash: 0 } }));
  registry.register(ownedRecords('oauthClients', models.OAuthClient, { hidden: { secretHash: 0 } }));
  registry.register(
    ownedRecords('authorizationCodes', models.AuthorizationCode, { hidden: { codeChallenge: 0 } }),
  );
  registry.register(ownedRecords('passwordResets', models.PasswordReset, { hidden: { _id: 0 } }));
  registry.register(ownedRecords('usage', models.Usage, { sort: { minute: 1 } }));
  const accessLogs = ownedRecords('accessLogs', models.AccessLog, { sort: { at: 1 } });
  registry.register({
    ...accessLogs,
    // The log's index names the account in its buckets' ids: it goes with the entries.
    erase: async (subject) => {
      await Promise.all([
        accessLogs.erase(subject),
        models.AccessLogIndex.deleteMany({ userId: subject.userId }),
      ]);
    },
  });
  registry.register(ownedRecords('webhookEndpoints', models.WebhookEndpoint, { hidden: { secrets: 0 } }));
  registry.register(
    ownedRecords('webhookDeliveries', models.WebhookDelivery, { hidden: { leaseToken: 0, leaseUntil: 0 } }),
  );
}

/**
 * Customer care's sections: the address book, wish lists (never the share link's hash), preferences with
 * their consent audit trail, support tickets with every message, and the customer-relations record. The
 * book, the preferences and the record are one document per person, keyed by the account id.
 */
export function registerCareSections(
  registry: PersonalDataRegistry,
  models: ReturnType<typeof addressBookModels> &
    ReturnType<typeof wishListModels> &
    ReturnType<typeof preferenceModels> &
    ReturnType<typeof ticketModels> &
    ReturnType<typeof customerRecordModels>,
): void {
  registry.register(ownedRecords('addressBook', models.AddressBook, { field: '_id', sort: { _id: 1 } }));
  registry.register(ownedRecords('wishLists', models.WishList, { hidden: { shareTokenHash: 0 } }));
  registry.register(ownedRecords('preferences', models.Preferences, { field: '_id', sort: { _id: 1 } }));
  registry.register(ownedRecords('supportTickets', models.Ticket));
  registry.register(
    ownedRecords('customerRecord', models.CustomerRecord, { field: '_id', sort: { _id: 1 } }),
  );
}

/**
 * What the notifications keep about a person: the in-app inbox, push devices, and the record of every
 * email, SMS and push message sent to their addresses (and, in development, the captured copies).
 */
export function registerNotificationSections(
  registry: PersonalDataRegistry,
  stores: { inbox: InAppInbox; mailbox: DevMailbox; devices: PushDevices; deliveries: Deliveries },
): void {
  const addresses = ({ userId, email, phone }: DataSubject) => [
    email,
    `user:${userId}`,
    ...(phone ? [phone] : []),
  ];
  registry.register({
    name: 'notifications',
    collect: ({ userId }) => stores.inbox.all(userId),
    erase: ({ userId }) => stores.inbox.eraseAll(userId),
  });
  registry.register({
    name: 'pushDevices',
    collect: async ({ userId }) =>
      (await stores.devices.list(userId)).map(({ token, ...device }) => ({
        ...device,
        tokenHint: `…${token.slice(-6)}`,
      })),
    erase: ({ userId }) => stores.devices.removeAllOf(userId),
  });
  registry.register({
    name: 'messages',
    collect: async (subject) => {
      const rows = await stores.deliveries.model
        .find({ to: { $in: addresses(subject) } }, { leaseUntil: 0, html: 0 })
        .sort({ createdAt: 1 })
        .lean();
      // Single-use tokens a message carried (reset, cancel) may still work: the export never repeats them.
      return rows.map((row) => {
        const { token, cancelToken, ...data } = (row.data ?? {}) as Record<string, unknown>;
        let text = row.text;
        for (const secret of [token, cancelToken])
          if (typeof secret === 'string' && secret) text = text.split(secret).join('[redacted]');
        return { ...row, text, data };
      });
    },
    erase: async (subject) => {
      await stores.deliveries.model.deleteMany({ to: { $in: addresses(subject) } });
      await stores.mailbox.eraseTo(addresses(subject));
    },
  });
}
