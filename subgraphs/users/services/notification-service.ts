import { normalEmail } from '../../../platform/email';
import { badInput } from '../../../platform/errors';
import type { Page } from '../../../platform/graphql/paging';
import type { Caller } from '../../../platform/identity/caller';
import type { DevMailbox, InAppInbox, InAppNotification, SentMessage } from '../../../platform/notifications';
import { personOf } from './callers';

/**
 * What people read of the messages sent to them: their in-app inbox, and (outside production) the
 * development mailbox where email, SMS and push messages stay readable.
 */
export class NotificationService {
  constructor(
    private readonly inbox: InAppInbox,
    /** The development mailbox; null in production, where messages are not readable back. */
    private readonly mailbox: DevMailbox | null,
  ) {}

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

  /** Messages the development mailbox holds for an address (none in production). */
  async devMessages(_caller: Caller, to: string): Promise<SentMessage[]> {
    return this.mailbox ? this.mailbox.list({ to: normalEmail(to) }) : [];
  }
}
