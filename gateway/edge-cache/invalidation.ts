import type { EventBus, EventEnvelope, Subscription } from '../../platform/events';
import type { Logger } from '../../platform/logging';
import { surrogateKeys } from './keys';
import type { Purger } from './purgers';

export { purgerOf, type Purger } from './purgers';

/**
 * What invalidates cached answers: product changes (REQ-EVT-1: `ProductUpdatedEvent` → "CDN cache
 * invalidation"; it also reports price and other visible changes), new products (listings and searches
 * gain one), and the inventory's stock events (a product's stock status shows in its answers).
 */
export const invalidatingEvents = [
  'ProductCreated',
  'ProductUpdatedEvent',
  'StockReplenishedEvent',
  'StockDepletedEvent',
  'LowStockEvent',
] as const;

/** Changes after which a product may enter or leave listings or searches, or move in their order. */
const MEMBERSHIP = new Set(['name', 'description', 'brand', 'category', 'status']);

/** The product an event is about: its own id, the `productId` of its data, or a stock id `<product>:<warehouse>`. */
function productOf(event: EventEnvelope): string | undefined {
  const data = event.data as { id?: unknown; productId?: unknown };
  if (typeof data.productId === 'string') return data.productId;
  if (event.aggregateType === 'product') return typeof data.id === 'string' ? data.id : event.aggregateId;
  return event.aggregateId.split(':', 1)[0] || undefined;
}

/** The surrogate keys one event makes stale. */
export function keysToPurge(event: EventEnvelope): string[] {
  const product = productOf(event);
  switch (event.type) {
    case 'ProductCreated':
      return [surrogateKeys.listing, surrogateKeys.search];
    case 'ProductUpdatedEvent': {
      const changed = (event.data as { changed?: unknown }).changed;
      const moves = Array.isArray(changed) && changed.some((field) => MEMBERSHIP.has(String(field)));
      return [
        ...(product ? [surrogateKeys.product(product)] : []),
        ...(moves ? [surrogateKeys.listing, surrogateKeys.search] : []),
      ];
    }
    default:
      return product ? [surrogateKeys.product(product)] : [];
  }
}

/**
 * The cache-invalidation consumer (`edge-cache-invalidation`): purges the keys each event makes stale.
 * A failed purge throws, so the bus delivers the event again after a backoff (purging twice is harmless).
 * It starts from now: answers cached before it first ran expire by their own windows.
 */
export function startCacheInvalidation(bus: EventBus, purger: Purger, logger: Logger): Subscription {
  return bus.subscribe(
    'edge-cache-invalidation',
    [...invalidatingEvents],
    async (event) => {
      const keys = keysToPurge(event);
      if (!keys.length) return;
      await purger.purge(keys);
      logger.debug({ eventId: event.id, type: event.type, keys, purger: purger.kind }, 'cache purged');
    },
    { from: 'now' },
  );
}
