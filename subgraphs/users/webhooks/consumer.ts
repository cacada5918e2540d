import type { Role } from '../../../platform/identity';
import { isStaff } from '../../../platform/identity/access';
import { serviceCaller } from '../../../platform/identity/caller';
import { eventTypes, type EventBus, type EventEnvelope, type Subscription } from '../../../platform/events';
import type { Logger } from '../../../platform/logging';
import type { ActiveRoles } from '../services/user-service';
import type { WebhookEndpointRecord } from './model';
import type { WebhookService } from './webhook-service';

/**
 * The person an event is about, or null for events everybody may see (the catalog's). User, order and
 * payment events name their customer in `data.userId`.
 */
function personOf(event: EventEnvelope): string | null {
  switch (event.aggregateType) {
    case 'product':
      return null;
    case 'user':
      return String(event.data.userId ?? event.aggregateId);
    default:
      // Unknown kinds of events go to staff only: an empty owner matches no customer.
      return typeof event.data.userId === 'string' ? event.data.userId : '';
  }
}

/**
 * Whether an endpoint's owner may receive an event: staff (admin, support: they read every record)
 * everything; customers product events and events about their own account, orders and payments.
 */
function mayReceive(event: EventEnvelope, ownerId: string, roles: readonly Role[]): boolean {
  if (isStaff(roles)) return true;
  const person = personOf(event);
  return person === null || person === ownerId;
}

/**
 * The `webhooks` consumer of the event bus (durable, at least once, in order): each event becomes one
 * delivery per active endpoint subscribed to its type whose owner may see it and that existed when it
 * happened. Idempotent on the event id by the unique (endpoint, event) index.
 */
export function startWebhookConsumer(
  bus: EventBus,
  webhooks: WebhookService,
  activeRoles: ActiveRoles,
  logger: Logger,
): Subscription {
  return bus.subscribe('webhooks', eventTypes, async (event) => {
    // The consumer acts on its own, for the event it handles.
    const caller = serviceCaller('webhooks', event.id);
    const candidates = await webhooks.subscribers(caller, event.type, new Date(event.occurredAt));
    if (!candidates.length) return;
    const rolesByOwner = new Map<string, Role[] | null>();
    const receivers: WebhookEndpointRecord[] = [];
    for (const endpoint of candidates) {
      if (!rolesByOwner.has(endpoint.userId))
        rolesByOwner.set(endpoint.userId, await activeRoles(caller, endpoint.userId));
      const roles = rolesByOwner.get(endpoint.userId);
      if (roles && mayReceive(event, endpoint.userId, roles)) receivers.push(endpoint);
    }
    const queued = await webhooks.enqueue(caller, event, receivers);
    logger.debug({ eventId: event.id, type: event.type, queued }, 'webhook deliveries queued');
  });
}
