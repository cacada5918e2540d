import { randomUUID } from 'node:crypto';
import type { SubgraphDeps } from '../../../platform/subgraph/deps';
import { OrdersPersonalDataDocument } from '../__generated__/peers/orders/graphql';
import type { PersonalDataRegistry } from './sections';

/**
 * Sections other subgraphs keep: each exports its own data for a user id through a typed peer operation
 * (checked against that peer's schema by `npm run check:generated`), and erases it on UserErasedEvent,
 * which the erasure job publishes after the users subgraph's own sections are gone.
 */
export function registerPeerSections(registry: PersonalDataRegistry, deps: SubgraphDeps): void {
  registry.register({
    name: 'orders',
    collect: async ({ userId }) => {
      const data = await deps.services.request<{ personalData: string }>(
        deps.peers.orders,
        OrdersPersonalDataDocument.toString(),
        { userId },
        `personal-data-${randomUUID()}`,
      );
      return JSON.parse(data.personalData) as unknown;
    },
    // The orders subgraph anonymises on UserErasedEvent (orders are kept for accounting).
    erase: async () => {},
  });
}
