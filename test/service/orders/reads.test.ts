import { beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  anonymous,
  expectBadInput,
  ordersWorld,
  person,
  support,
  type OrdersWorld,
} from './orders-world';

/** Reading and searching orders on the service ring, within each caller's reach. */
let world: OrdersWorld;
let ada: string;
let bob: string;
const ids = { adaLamp: '', adaMugs: '', bobMug: '' };

beforeAll(async () => {
  world = await ordersWorld('orders_reads');
  ada = world.peers.addUser('ACTIVE', 'Ada Lovelace');
  bob = world.peers.addUser('ACTIVE', 'Bob Marley');
  const lamp = world.peers.addProduct({
    name: 'Brass Lamp',
    sku: 'LAMP-BRASS',
    priceMinor: 5_000,
    stock: 100,
  });
  const mug = world.peers.addProduct({ name: 'Mug', sku: 'MUG-1', priceMinor: 800, stock: 100 });
  const place = async (userId: string, productId: string, quantity: number) => {
    const order = await world.services.placing.place(admin(), { userId, items: [{ productId, quantity }] });
    world.clock.advance(1_000);
    return order._id;
  };
  ids.adaLamp = await place(ada, lamp.id, 1);
  ids.adaMugs = await place(ada, mug.id, 5);
  ids.bobMug = await place(bob, mug.id, 1);
  await world.services.transitions.update(admin(), ids.bobMug, { status: 'CANCELLED' });
});

const page = { limit: 20, offset: 0 };

describe('listing orders', () => {
  it("shows customers their own orders and staff everyone's, newest first unless sorted otherwise", async () => {
    const own = await world.services.orders.list(person(ada), { page });
    expect(own.map((order) => order._id)).toEqual([ids.adaMugs, ids.adaLamp]);
    // A customer asking for someone else's orders gets none, as if there were none.
    expect(await world.services.orders.list(person(ada), { userId: bob, page })).toEqual([]);
    const everyone = await world.services.orders.list(support(), { page });
    expect(everyone.map((order) => order._id)).toEqual([ids.bobMug, ids.adaMugs, ids.adaLamp]);
    expect(
      (await world.services.orders.list(admin(), { userId: ada, sort: 'TOTAL_ASC', page })).map(
        (order) => order.totalMinor,
      ),
    ).toEqual([4_000, 5_000]);
    expect(
      (
        await world.services.orders.list(admin(), { sort: 'CREATED_AT_ASC', page: { limit: 2, offset: 1 } })
      ).map((order) => order._id),
    ).toEqual([ids.adaMugs, ids.bobMug]);
    expect(await world.services.orders.list(anonymous(), { page })).toEqual([]);
  });

  it('filters by the GraphQL status, which covers the domain states behind it', async () => {
    await world.models.Order.updateOne({ _id: ids.adaLamp }, { $set: { status: 'failed' } });
    const cancelled = await world.services.orders.list(admin(), { status: 'CANCELLED', page });
    expect(cancelled.map((order) => order._id).sort()).toEqual([ids.adaLamp, ids.bobMug].sort());
    await world.models.Order.updateOne({ _id: ids.adaLamp }, { $set: { status: 'pending' } });
  });

  it('reads one order within the scope asked for', async () => {
    expect(await world.services.orders.get(person(bob), ids.adaLamp, 'read')).toBeNull();
    expect((await world.services.orders.get(support(), ids.adaLamp, 'read'))!._id).toBe(ids.adaLamp);
    expect(await world.services.orders.get(support(), ids.adaLamp, 'write')).toBeNull();
    expect((await world.services.orders.get(person(bob), ids.adaLamp, 'any'))!._id).toBe(ids.adaLamp);
    expect((await world.services.orders.byUsers(admin(), [ada])).map((order) => order._id)).toEqual([
      ids.adaMugs,
      ids.adaLamp,
    ]);
  });
});

describe('searching orders', () => {
  it('ranks an exact id first, then SKUs, statuses, customers and product names', async () => {
    const byId = await world.services.search.search(admin(), ids.adaMugs.toUpperCase());
    expect(byId[0]!._id).toBe(ids.adaMugs);
    const bySku = await world.services.search.search(admin(), 'mug-1');
    expect(bySku.map((order) => order._id)).toEqual([ids.bobMug, ids.adaMugs]);
    const byStatus = await world.services.search.search(admin(), 'cancelled');
    expect(byStatus.map((order) => order._id)).toEqual([ids.bobMug]);
    const byName = await world.services.search.search(admin(), 'lovelace');
    expect(byName.map((order) => order._id)).toEqual([ids.adaMugs, ids.adaLamp]);
    const byProduct = await world.services.search.search(admin(), 'brass');
    expect(byProduct.map((order) => order._id)).toEqual([ids.adaLamp]);
  });

  it("searches only the caller's own orders, without asking users, and none for callers who read none", async () => {
    const before = world.peers.calls.filter((call) => call.operation === 'searchUsers').length;
    expect((await world.services.search.search(person(bob), 'mug')).map((order) => order._id)).toEqual([
      ids.bobMug,
    ]);
    expect(world.peers.calls.filter((call) => call.operation === 'searchUsers')).toHaveLength(before);
    expect(await world.services.search.search(anonymous(), 'mug')).toEqual([]);
    const caller = support();
    await world.services.search.search(caller, 'marley');
    expect(world.peers.calls.at(-1)).toEqual({
      operation: 'searchUsers',
      subject: 'marley',
      requestId: caller.requestId,
    });
  });

  it('needs 1-200 characters of text', async () => {
    await expectBadInput(world.services.search.search(admin(), '   '), 'query', 'REQUIRED');
    await expectBadInput(world.services.search.search(admin(), 'q'.repeat(201)), 'query', 'TOO_LONG');
  });
});
