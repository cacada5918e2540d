import type { Clock } from '../../../platform/clock';
import { normalEmail } from '../../../platform/email';
import { badInput } from '../../../platform/errors';
import type { Page } from '../../../platform/graphql/paging';
import type { Caller } from '../../../platform/identity/caller';
import type {
  DevMailbox,
  InAppInbox,
  InAppNotification,
  PushDeviceRecord,
  PushDevices,
  SentMessage,
} from '../../../platform/notifications';
import { personOf } from './callers';

const MAX_DEVICES = 20;
const MAX_TOKEN = 4096;

export interface PushDeviceInput {
  token: string;
  platform: string;
  label?: string | null;
}

/**
 * What people read of the messages sent to them: their in-app inbox, and (outside production) the
 * development mailbox where email, SMS and push messages stay readable.
 */
export class NotificationService {
  constructor(
    private readonly inbox: InAppInbox,
    /** The development mailbox; null in production, where messages are not readable back. */
    private readonly mailbox: DevMailbox | null,
    private readonly devices: PushDevices,
    private readonly clock: Clock,
  ) {}

  /** The caller's push devices, oldest first. */
  pushDevices(caller: Caller): Promise<PushDeviceRecord[]> {
    return this.devices.list(personOf(caller));
  }

  /**
   * Registers a device (a push service token or a Web Push subscription endpoint) for the caller's push
   * messages; registering a known token again updates it (and moves it to the caller: one person per device).
   */
  async registerPushDevice(caller: Caller, input: PushDeviceInput): Promise<PushDeviceRecord> {
    const userId = personOf(caller);
    const token = input.token.trim();
    if (!token) throw badInput('token', 'The device token is required.', 'REQUIRED');
    if (token.length > MAX_TOKEN) throw badInput('token', `At most ${MAX_TOKEN} characters.`, 'TOO_LONG');
    const platform = input.platform.trim().toLowerCase();
    if (!/^[a-z0-9-]{1,32}$/.test(platform))
      throw badInput(
        'platform',
        'A platform name: 1-32 letters, digits or dashes (ios, android, web).',
        'INVALID_FORMAT',
      );
    const label = input.label?.trim() || null;
    if (label && label.length > 100) throw badInput('label', 'At most 100 characters.', 'TOO_LONG');
    const known = (await this.devices.list(userId)).some((device) => device.token === token);
    if (!known && (await this.devices.count(userId)) >= MAX_DEVICES)
      throw badInput('token', `At most ${MAX_DEVICES} devices per person; remove one first.`, 'OUT_OF_RANGE');
    return this.devices.register({ userId, token, platform, label, createdAt: new Date(this.clock.now()) });
  }

  /** Removes one of the caller's devices; someone else's looks missing. */
  async removePushDevice(caller: Caller, id: string): Promise<boolean> {
    if (!(await this.devices.remove(personOf(caller), id)))
      throw badInput('id', `No push device with id "${id}".`, 'NOT_FOUND');
    return true;
  }

  /** The caller's notifications, newest first. */
  list(caller: Caller, options: Page & { unreadOnly?: boolean | null }): Promise<InAppNotification[]> {
    return this.inbox.list(personOf(caller), {
      unreadOnly: options.unreadOnly ?? false,
      limit: options.limit,
      offset: options.offset,
    });
  }

  /** Marks one of the caller's notifications read; someone else's answers like a missing one. */
  async markRead(caller: Caller, id: string): Promise<InAppNotification> {
    const notification = await this.inbox.markRead(personOf(caller), id);
    if (!notification) throw badInput('id', `No notification with id "${id}".`, 'NOT_FOUND');
    return notification;
  }

  /** Messages the development mailbox holds for an address (none unless NOTIFY_TRANSPORT=capture). */
  async devMessages(_caller: Caller, to: string): Promise<SentMessage[]> {
    return this.mailbox ? this.mailbox.list({ to: normalEmail(to) }) : [];
  }
}
