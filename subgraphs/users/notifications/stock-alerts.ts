import type { EventBus, EventEnvelope, Subscription } from '../../../platform/events';
import { serviceCaller } from '../../../platform/identity/caller';
import type { Logger } from '../../../platform/logging';
import type { Notifier } from '../../../platform/notifications';
import type { UserService } from '../services/user-service';

/** What staff read about a low-stock event. */
export function lowStockMessage(event: EventEnvelope): { subject: string; text: string } {
  const data = event.data as Record<string, unknown>;
  const product = String(data.variantId ?? data.productId ?? '');
  return {
    subject: `Low stock: ${product}`,
    text:
      `${product} is down to ${String(data.available)} available in warehouse ${String(data.warehouseId)} ` +
      `(reorder point ${String(data.reorderPoint)}, ${String(data.incoming ?? 0)} incoming). ` +
      'See the low-stock list for a reorder suggestion.',
  };
}

/**
 * The `stock-alerts` consumer: tells every active admin, in-app and by email, that a stock level crossed its
 * reorder point (LowStockEvent, one per crossing). Operational messages, so not subject to marketing
 * consent; each admin hears once per event (key `<event id>:<user>:<channel>`) however often it comes.
 */
export function startStockAlerts(
  bus: EventBus,
  users: UserService,
  notifier: Notifier,
  logger: Logger,
): Subscription {
  return bus.subscribe('stock-alerts', ['LowStockEvent'], async (event) => {
    const caller = serviceCaller('stock-alerts', event.id);
    const staff = await users.activeWithRole(caller, 'admin');
    const { subject, text } = lowStockMessage(event);
    for (const user of staff) {
      for (const [channel, to] of [
        ['in-app', user._id],
        ['email', user.email],
      ] as const) {
        await notifier.send({
          channel,
          to,
          kind: 'low-stock',
          category: 'transactional',
          userId: user._id,
          subject,
          text,
          data: { eventId: event.id, ...event.data },
          idempotencyKey: `${event.id}:${user._id}:${channel}`,
        });
      }
    }
    logger.debug({ eventId: event.id, staff: staff.length }, 'low-stock alert');
  });
}
