import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../platform/logging';
import { startStockAlerts } from '../../../subgraphs/users/notifications/stock-alerts';
import { dispose } from '../../../testing/harness';
import { event, handingBus, platform, signUp, usersRing, type UsersRing } from './fixtures';

/** The staff side of low-stock alerts: every active admin hears of each LowStockEvent, once. */
let ring: UsersRing;
let deliver: (event: Parameters<ReturnType<typeof handingBus>['deliver']>[0]) => Promise<void>;

beforeAll(async () => {
  ring = await usersRing('users_stock_alerts');
  const stub = handingBus();
  deliver = stub.deliver;
  const subscription = startStockAlerts(
    stub.bus,
    ring.services.users,
    ring.notifier,
    createLogger({ level: 'silent', service: 'test' }),
  );
  dispose(() => subscription.stop());
});

describe('the stock-alerts consumer', () => {
  it('tells every active admin in-app and by email, once however often the event comes; customers hear nothing', async () => {
    const first = await signUp(ring, 'stock-admin-1@example.com', ['admin']);
    const second = await signUp(ring, 'stock-admin-2@example.com', ['admin']);
    const retired = await signUp(ring, 'stock-admin-3@example.com', ['admin']);
    await ring.services.users.update(platform, retired.id, { status: 'inactive' });
    const customer = await signUp(ring, 'stock-customer@example.com');
    const low = event('LowStockEvent', 'stock', 'kettle:wh-1', {
      productId: 'kettle',
      variantId: 'kettle',
      warehouseId: 'wh-1',
      available: 7,
      reorderPoint: 10,
      incoming: 0,
    });
    await deliver(low);
    await deliver(low);
    for (const admin of [first, second]) {
      const inbox = await ring.services.notifications.list(admin.caller, { limit: 10, offset: 0 });
      expect(inbox).toEqual([
        expect.objectContaining({
          kind: 'low-stock',
          title: 'Low stock: kettle',
          body: expect.stringContaining('down to 7'),
        }),
      ]);
      expect(
        (await ring.services.notifications.devMessages(platform, admin.email)).map((m) => m.kind),
      ).toEqual(['low-stock']);
    }
    for (const nobody of [retired, customer]) {
      expect(await ring.services.notifications.list(nobody.caller, { limit: 10, offset: 0 })).toEqual([]);
      expect(await ring.services.notifications.devMessages(platform, nobody.email)).toEqual([]);
    }
  });
});
