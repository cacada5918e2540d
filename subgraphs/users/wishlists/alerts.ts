import type { EventBus, EventEnvelope, Subscription } from '../../../platform/events';
import { serviceCaller } from '../../../platform/identity/caller';
import type { Logger } from '../../../platform/logging';
import { parseDecimalToMinor } from '../../../platform/money';
import type { Notifier } from '../../../platform/notifications';
import type { UserService } from '../services/user-service';
import type { WishListRecord, WishLists } from './wish-lists';

/** An alert worth sending for one event: which lists' owners asked for it, and what to tell them. */
interface Alert {
  kind: 'wish-list-price-drop' | 'wish-list-back-in-stock';
  watch: 'priceDrop' | 'backInStock';
  productId: string;
  subject: string;
  text: (list: WishListRecord) => string;
}

/** What an event means for wish lists: a lower price, or stock again after none; anything else is no alert. */
export function alertFor(event: EventEnvelope): Alert | null {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'ProductUpdatedEvent': {
      const changed = Array.isArray(data.changed) ? (data.changed as unknown[]) : [];
      if (!changed.includes('price')) return null;
      const currency = String(data.currency ?? 'USD');
      const price = parseDecimalToMinor(String(data.price ?? ''), currency);
      const previous = parseDecimalToMinor(String(data.previousPrice ?? ''), currency);
      if (price === undefined || previous === undefined || price >= previous) return null;
      const name = String(data.name ?? 'An item');
      return {
        kind: 'wish-list-price-drop',
        watch: 'priceDrop',
        productId: String(data.id ?? event.aggregateId),
        subject: `Price drop: ${name}`,
        text: (list) =>
          `${name} on your wish list "${list.name}" now costs ${String(data.price)} ${currency} (was ${String(data.previousPrice)}).`,
      };
    }
    case 'StockReplenishedEvent': {
      // A warehouse going from none to some is news only when no other warehouse had the product either.
      if (
        Number(data.previousAvailable ?? 1) > 0 ||
        Number(data.available ?? 0) <= 0 ||
        Number(data.otherWarehousesAvailable ?? 1) > 0
      )
        return null;
      return {
        kind: 'wish-list-back-in-stock',
        watch: 'backInStock',
        productId: String(data.productId ?? ''),
        subject: 'Back in stock',
        text: (list) => `An item on your wish list "${list.name}" is back in stock.`,
      };
    }
    default:
      return null;
  }
}

export const wishListAlertEvents = ['ProductUpdatedEvent', 'StockReplenishedEvent'] as const;

/**
 * The `wish-list-alerts` consumer: tells the owners of lists that opted in when an item's price drops or it
 * is back in stock, in-app and by email. Alerts are marketing, so email goes only with consent to marketing
 * email. Each person hears once per event (key `<event id>:<user>:<channel>`), however many of their lists
 * hold the item and however often the event comes.
 */
export function startWishListAlerts(
  bus: EventBus,
  lists: WishLists,
  users: UserService,
  notifier: Notifier,
  logger: Logger,
): Subscription {
  return bus.subscribe('wish-list-alerts', [...wishListAlertEvents], async (event) => {
    const alert = alertFor(event);
    if (!alert || !alert.productId) return;
    const watching = await lists.watching(alert.productId, alert.watch);
    const byOwner = new Map<string, WishListRecord>();
    for (const list of watching) if (!byOwner.has(list.userId)) byOwner.set(list.userId, list);
    const caller = serviceCaller('wish-list-alerts', event.id);
    for (const [userId, list] of byOwner) {
      const user = await users.get(caller, userId);
      if (!user) continue;
      for (const [channel, to] of [
        ['in-app', user._id],
        ['email', user.email],
      ] as const) {
        await notifier.send({
          channel,
          to,
          kind: alert.kind,
          category: 'marketing',
          userId,
          subject: alert.subject,
          text: alert.text(list),
          data: { eventId: event.id, wishListId: list._id, productId: alert.productId },
          idempotencyKey: `${event.id}:${userId}:${channel}`,
        });
      }
    }
    logger.debug({ eventId: event.id, kind: alert.kind, people: byOwner.size }, 'wish-list alerts');
  });
}
