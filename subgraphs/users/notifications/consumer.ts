import type { EventBus, EventEnvelope, Subscription } from '../../../platform/events';
import { serviceCaller } from '../../../platform/identity/caller';
import type { Logger } from '../../../platform/logging';
import type { Channel, Notifier } from '../../../platform/notifications';
import type { UserRecord } from '../models/user';
import type { UserService } from '../services/user-service';

interface Message {
  kind: string;
  subject: string;
  text: string;
  /** Channels besides email and in-app. */
  also: Channel[];
}

/** What each event tells the customer. */
function compose(event: EventEnvelope, user: UserRecord): Message | null {
  const data = event.data as Record<string, string | null | undefined>;
  switch (event.type) {
    case 'UserRegisteredEvent':
      return {
        kind: 'welcome',
        subject: 'Welcome!',
        text: `Hello ${user.name}, welcome aboard. Your account ${user.email} is ready.`,
        also: [],
      };
    case 'OrderConfirmedEvent':
      return {
        kind: 'order-confirmed',
        subject: 'Your order is confirmed',
        text: `Thank you, ${user.name}. We received the payment for order ${data.orderId} (${data.total} ${data.currency}) and are preparing it.`,
        also: [],
      };
    case 'order.shipped':
      return {
        kind: 'order-shipped',
        subject: 'Your order is on its way',
        text: `Order ${data.orderId} shipped with ${data.carrier ?? 'the carrier'}, tracking number ${data.trackingNumber ?? 'to follow'}.`,
        also: ['sms', 'push'],
      };
    default:
      return null;
  }
}

/**
 * The notifications consumer of the users service (it owns the people to notify): a welcome message on
 * UserRegisteredEvent, a confirmation on OrderConfirmedEvent and a shipping notice on `order.shipped`,
 * by email and in-app (and SMS when the customer has a phone number, and push, for the shipping notice).
 * Each message's idempotency key is `<event id>:<channel>`, so a redelivered event sends nothing twice.
 */
export function startNotifications(
  bus: EventBus,
  users: UserService,
  notifier: Notifier,
  logger: Logger,
): Subscription {
  return bus.subscribe(
    'notifications',
    ['UserRegisteredEvent', 'OrderConfirmedEvent', 'order.shipped'],
    async (event) => {
      // The consumer acts on its own, for the event it handles.
      const caller = serviceCaller('notifications', event.id);
      const userId = String(event.data.userId ?? event.aggregateId);
      // Deleted accounts (and their erased addresses) are never notified.
      const user = await users.get(caller, userId);
      if (!user) return;
      const message = compose(event, user);
      if (!message) return;
      const targets: Array<{ channel: Channel; to: string | null | undefined }> = [
        { channel: 'email', to: user.email },
        { channel: 'in-app', to: user._id },
        ...message.also.map((channel) => ({
          channel,
          to: channel === 'sms' ? user.phone : `user:${user._id}`,
        })),
      ];
      for (const { channel, to } of targets) {
        if (!to) continue;
        await notifier.send({
          channel,
          to,
          kind: message.kind,
          category: 'transactional',
          userId: user._id,
          subject: message.subject,
          text: message.text,
          data: { eventId: event.id, ...event.data },
          idempotencyKey: `${event.id}:${channel}`,
        });
      }
      logger.debug({ eventId: event.id, kind: message.kind, userId }, 'notified');
    },
  );
}
