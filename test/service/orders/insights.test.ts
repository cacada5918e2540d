import type { mongo } from 'mongoose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openEventBus, type EventBus, type EventEnvelope } from '../../../platform/events';
import type { Caller } from '../../../platform/identity/caller';
import { createLogger } from '../../../platform/logging';
import { ensureIndexes } from '../../../platform/mongo/connection';
import { consumersCaughtUp } from '../../../testing/events';
import { dispose, testConfig, uniquePrefix } from '../../../testing/harness';
import { createInsights, importUnloggedOrders, type Insights } from '../../../subgraphs/orders/insights';
import type { SalesPeriod } from '../../../subgraphs/orders/insights/analytics';
import type { InsightPeers, ProductFacts } from '../../../subgraphs/orders/insights/peers';
import {
  admin,
  card,
  expectBadInput,
  ordersWorld,
  person,
  support,
  US_ADDRESS,
  type OrdersWorld,
} from './orders-world';

/**
 * The purchase log, sales figures and recommendations on the service ring: real order services (peers
 * stubbed), their events appended to a real embedded bus, the insights consumer reading them. Every
 * figure below is worked out by hand from the story in `beforeAll`.
 */

/** What the catalog and inventory say, in memory: facts per product and units available. */
class StubInsightPeers implements InsightPeers {
  readonly facts = new Map<string, ProductFacts>();
  readonly stock = new Map<string, number>();
  readonly calls: string[] = [];
  /** The next stock look-up fails (inventory down). */
  failStock = false;

  add(id: string, fields: Partial<ProductFacts> & { stock?: number }): void {
    this.facts.set(id, {
      id,
      status: fields.status ?? 'ACTIVE',
      brand: fields.brand ?? null,
      categoryId: fields.categoryId ?? null,
      categoryName: fields.categoryName ?? null,
      priceMinor: fields.priceMinor ?? 1_000,
      currency: 'USD',
    });
    this.stock.set(id, fields.stock ?? 10);
  }

  async products(_caller: Caller, ids: readonly string[]) {
    this.calls.push(`products:${ids.length}`);
    return new Map(ids.flatMap((id) => (this.facts.has(id) ? [[id, this.facts.get(id)!] as const] : [])));
  }

  async available(_caller: Caller, ids: readonly string[]) {
    this.calls.push(`available:${ids.length}`);
    if (this.failStock) {
      this.failStock = false;
      throw new Error('inventory is down');
    }
    return new Map(ids.flatMap((id) => (this.stock.has(id) ? [[id, this.stock.get(id)!] as const] : [])));
  }

  async alike(_caller: Caller, like: { categoryId: string | null; brand: string | null }) {
    this.calls.push(`alike:${like.categoryId ?? like.brand}`);
    return [...this.facts.values()].filter(
      (product) =>
        product.status === 'ACTIVE' &&
        ((like.categoryId && product.categoryId === like.categoryId) ||
          (like.brand && product.brand === like.brand)),
    );
  }
}

const DAY = 86_400_000;
const D1 = Date.parse('2026-03-02T00:00:00Z');
const at = (day: number, hour: number) => D1 + (day - 1) * DAY + hour * 3_600_000;

let world: OrdersWorld;
let bus: EventBus;
let eventsDb: mongo.Db;
let insights: Insights;
const peers = new StubInsightPeers();
const users = { u1: '', u2: '', u3: '', u4: '' };
const orders = { a: '', b: '', c: '', d: '' };
const period = (): SalesPeriod =>
  insights.analytics.period(support(), { from: new Date(D1), to: new Date(D1 + 4 * DAY), currency: 'USD' });

/** Hands every event the orders, payments and carts recorded to the real bus, and waits until consumed. */
async function publish(): Promise<void> {
  const events: EventEnvelope[] = [];
  for (const { collection } of [world.models.Order, world.models.Payment, world.models.Cart])
    for (const document of await collection.find({}, { projection: { outbox: 1 } }).toArray())
      events.push(...((document.outbox as EventEnvelope[] | undefined) ?? []));
  events.sort(
    (a, b) => new Date(a.occurredAt).getTime() - new Date(b.occurredAt).getTime() || a.sequence - b.sequence,
  );
  for (const event of events) await bus.append(event);
  await consumersCaughtUp(eventsDb);
}

async function place(userId: string, items: Array<[string, number]>, number = '4242424242424242') {
  const order = await world.services.placing.place(admin(), {
    userId,
    items: items.map(([productId, quantity]) => ({ productId, quantity })),
    shippingAddress: US_ADDRESS,
    payment: card(number),
  });
  await world.settle(order._id);
  return order._id;
}

async function ship(orderId: string, status: 'in_transit' | 'delivered') {
  const order = (await world.stored(orderId))!;
  const shipmentId =
    order.shipments[0]?.id ??
    (
      await world.services.shipping.createShipment(admin(), {
        orderId,
        carrier: 'parcelpost',
        service: 'ground',
      })
    ).shipment.id;
  await world.services.shipping.track(admin(), { shipmentId, status });
  await world.settle(orderId);
}

beforeAll(async () => {
  world = await ordersWorld('orders_insights');
  const prefix = uniquePrefix('insights');
  bus = await openEventBus({
    config: testConfig({ EVENTS_POLL_MS: '20' }),
    mongoUri: inject('mongoUri'),
    dbPrefix: prefix,
    logger: createLogger({ level: 'silent', service: 'test' }),
  });
  dispose(() => bus.close());
  eventsDb = world.models.Order.db.getClient().db(`${prefix}_events`);
  insights = createInsights({
    connection: world.models.Order.db,
    orders: world.models,
    peers,
    bus,
    clock: world.clock,
    logger: createLogger({ level: 'silent', service: 'test' }),
  });
  await ensureIndexes(world.models.Order.db);
  const live = await insights.generations.start();
  dispose(async () => {
    await live.stop();
    await insights.generations.stop();
  });

  // Lamps 20.00, bulbs 2.50, shades 15.00 and desk lamps 22.00 are Lighting; chairs 120.00 Furniture.
  for (const [id, priceMinor] of [
    ['p-lamp', 2_000],
    ['p-bulb', 250],
    ['p-shade', 1_500],
    ['p-desklamp', 2_200],
    ['p-chair', 12_000],
  ] as const) {
    world.peers.addProduct({ id, priceMinor, stock: 50 });
  }
  const lighting = { categoryId: 'c-lighting', categoryName: 'Lighting' };
  peers.add('p-lamp', { ...lighting, brand: 'Lumen', priceMinor: 2_000 });
  peers.add('p-bulb', { ...lighting, brand: 'Lumen', priceMinor: 250 });
  peers.add('p-shade', { ...lighting, brand: 'Other', priceMinor: 1_500 });
  peers.add('p-desklamp', { ...lighting, brand: 'Other', priceMinor: 2_200 });
  peers.add('p-chair', {
    categoryId: 'c-furniture',
    categoryName: 'Furniture',
    brand: 'Oak',
    priceMinor: 12_000,
  });
  peers.add('p-draft', { ...lighting, brand: 'Lumen', status: 'DRAFT', priceMinor: 2_100 });

  users.u1 = world.peers.addUser();
  users.u2 = world.peers.addUser();
  users.u3 = world.peers.addUser();
  users.u4 = world.peers.addUser();

  // Day 1: two carts get their first line; A (2 lamps, 3 bulbs: 47.50) and B (lamp, shade: 35.00) are paid.
  world.clock.set(at(1, 9));
  await world.services.carts.add(person(users.u1), { productId: 'p-lamp', quantity: 1 });
  await world.services.carts.add(person(users.u4), { productId: 'p-chair', quantity: 1 });
  // A second line of a cart with lines starts nothing.
  await world.services.carts.add(person(users.u1), { productId: 'p-bulb', quantity: 1 });
  world.clock.set(at(1, 10));
  orders.a = await place(users.u1, [
    ['p-lamp', 2],
    ['p-bulb', 3],
  ]);
  orders.b = await place(users.u2, [
    ['p-lamp', 1],
    ['p-shade', 1],
  ]);
  // Day 2: A and B ship; C (a chair, 120.00) is paid and cancelled (refunded); D's card is declined.
  world.clock.set(at(2, 11));
  await ship(orders.a, 'in_transit');
  await ship(orders.b, 'in_transit');
  orders.c = await place(users.u2, [['p-chair', 1]]);
  await world.services.transitions.update(admin(), orders.c, { status: 'CANCELLED' });
  await world.settle(orders.c);
  orders.d = await place(users.u3, [['p-bulb', 1]], '4000000000000002');
  // Day 3: A is delivered. Day 4: one of its lamps comes back (20.00 refunded).
  world.clock.set(at(3, 12));
  await ship(orders.a, 'delivered');
  world.clock.set(at(4, 8));
  const lampLine = (await world.stored(orders.a))!.items.find((item) => item.productId === 'p-lamp')!;
  await world.services.returns.returnOrder(person(users.u1), {
    orderId: orders.a,
    reason: 'too bright',
    lines: [{ orderItemId: lampLine._id, quantity: 1 }],
  });
  await world.settle(orders.a);
  await publish();
});

describe('sales figures from the purchase log', () => {
  it('counts revenue, orders and average order value by day (hand-checked)', async () => {
    const days = await insights.analytics.daily(support(), period());
    expect(
      days.map((day) => [
        new Date(day.at).toISOString().slice(0, 10),
        day.ordersPlaced,
        day.orders,
        day.revenueMinor,
        day.refundedMinor,
        day.returns,
      ]),
    ).toEqual([
      ['2026-03-02', 2, 2, 8_250, 0, 0],
      ['2026-03-03', 2, 1, 12_000, 12_000, 0],
      ['2026-03-04', 0, 0, 0, 0, 0],
      ['2026-03-05', 0, 0, 0, 2_000, 1],
    ]);
    const totals = await insights.analytics.totals(support(), period());
    expect(totals).toMatchObject({ ordersPlaced: 4, orders: 3, revenueMinor: 20_250, refundedMinor: 14_000 });
    const series = await insights.analytics.series(support(), period(), 'averageOrderValue');
    expect(series.map((point) => point.value)).toEqual([41.25, 120, 0, 0]);
  });

  it('breaks revenue down by product and by category', async () => {
    expect(await insights.analytics.byProduct(support(), period())).toEqual([
      { productId: 'p-chair', currency: 'USD', orders: 1, units: 1, revenueMinor: 12_000 },
      { productId: 'p-lamp', currency: 'USD', orders: 2, units: 3, revenueMinor: 6_000 },
      { productId: 'p-shade', currency: 'USD', orders: 1, units: 1, revenueMinor: 1_500 },
      { productId: 'p-bulb', currency: 'USD', orders: 1, units: 3, revenueMinor: 750 },
    ]);
    expect(await insights.analytics.byCategory(support(), period())).toEqual([
      {
        categoryId: 'c-furniture',
        name: 'Furniture',
        currency: 'USD',
        orders: 1,
        units: 1,
        revenueMinor: 12_000,
      },
      {
        categoryId: 'c-lighting',
        name: 'Lighting',
        currency: 'USD',
        orders: 2,
        units: 7,
        revenueMinor: 8_250,
      },
    ]);
  });

  it('follows the funnel cart -> checkout -> paid, and refunds and returns', async () => {
    expect(await insights.analytics.funnel(support(), period())).toEqual({ carts: 2, checkouts: 4, paid: 3 });
    expect(await insights.analytics.returns(support(), period())).toEqual({
      currency: 'USD',
      refunds: 2,
      refundedMinor: 14_000,
      returns: 1,
      unitsReturned: 1,
      returnRefundsMinor: 2_000,
    });
  });

  it('lists the currencies with orders placed or paid in the period, whatever currency is asked', async () => {
    expect(await insights.analytics.currencies(support(), period())).toEqual(['USD']);
    // A euro order paid on day 10 (written straight into the log; the story's orders are all in dollars).
    const gen = await insights.generations.active();
    await insights.models.Purchase.create({
      _id: `${gen}:o-euro`,
      gen,
      orderId: 'o-euro',
      userId: users.u1,
      currency: 'EUR',
      placedAt: null,
      createdLines: [],
      addedLines: [],
      paidAt: new Date(at(10, 9)),
      paidTotalMinor: 1_000,
      refunds: [],
      returns: [],
      source: 'events',
    });
    try {
      const ask = (fromDay: number, toDay: number, currency: string) =>
        insights.analytics.currencies(
          support(),
          insights.analytics.period(support(), {
            from: new Date(at(fromDay, 0)),
            to: new Date(at(toDay, 0)),
            currency,
          }),
        );
      expect(await ask(1, 11, 'USD')).toEqual(['EUR', 'USD']);
      expect(await ask(10, 11, 'USD')).toEqual(['EUR']);
      expect(await ask(5, 10, 'EUR')).toEqual([]);
    } finally {
      await insights.models.Purchase.deleteOne({ _id: `${gen}:o-euro` });
    }
  });

  it('refuses a period that ends before it starts, or is longer than a year, or an unknown currency', async () => {
    const ask = (to: number, currency = 'USD') =>
      Promise.resolve().then(() =>
        insights.analytics.period(support(), { from: new Date(D1), to: new Date(to), currency }),
      );
    await expectBadInput(ask(D1 - 1), 'to', 'OUT_OF_RANGE');
    await expectBadInput(ask(D1 + 367 * DAY), 'to', 'OUT_OF_RANGE');
    await expectBadInput(ask(D1 + DAY, 'XYZ'), 'currency', 'INVALID_FORMAT');
  });
});

describe('recommendations', () => {
  const ask = () => insights.recommendations.lookups(support());

  it('frequently bought together: co-purchases of shipped orders, never unavailable ones unless asked', async () => {
    expect(await insights.recommendations.frequentlyBoughtTogether(support(), ask(), 'p-lamp')).toEqual([
      'p-bulb',
      'p-shade',
    ]);
    // The cancelled chair order never shipped: nothing was bought with the chair.
    expect(await insights.recommendations.frequentlyBoughtTogether(support(), ask(), 'p-chair')).toEqual([]);
    peers.stock.set('p-shade', 0);
    peers.facts.set('p-bulb', { ...peers.facts.get('p-bulb')!, status: 'DISCONTINUED' });
    try {
      expect(await insights.recommendations.frequentlyBoughtTogether(support(), ask(), 'p-lamp')).toEqual([]);
      expect(
        await insights.recommendations.frequentlyBoughtTogether(support(), ask(), 'p-lamp', {
          includeUnavailable: true,
        }),
      ).toEqual(['p-bulb', 'p-shade']);
    } finally {
      peers.stock.set('p-shade', 10);
      peers.facts.set('p-bulb', { ...peers.facts.get('p-bulb')!, status: 'ACTIVE' });
    }
  });

  it('similar products: category 3, brand 2, price band 1; the closer price breaks ties', async () => {
    // bulb: Lighting + Lumen = 5; desk lamp: Lighting + within 25 % = 4 (10 % off); shade: the same, 25 % off.
    expect(await insights.recommendations.similar(support(), ask(), 'p-lamp')).toEqual([
      'p-bulb',
      'p-desklamp',
      'p-shade',
    ]);
    expect(await insights.recommendations.similar(support(), ask(), 'p-lamp', { limit: 1 })).toEqual([
      'p-bulb',
    ]);
  });

  it('for a customer: what their purchases were bought with; bestsellers without history', async () => {
    // u1 bought lamps and bulbs: the shade went with a lamp; nothing else sold is left.
    expect(await insights.recommendations.forCustomer(support(), ask(), users.u1)).toEqual(['p-shade']);
    // u3's only order failed: no history, so bestsellers (lamp in 2 orders, then bulb and shade in 1).
    expect(await insights.recommendations.forCustomer(support(), ask(), users.u3)).toEqual([
      'p-lamp',
      'p-bulb',
      'p-shade',
    ]);
  });

  it('caps the limit and refuses one below 1', async () => {
    await expect(
      insights.recommendations.similar(support(), ask(), 'p-lamp', { limit: 0 }),
    ).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'limit' } });
    expect(await insights.recommendations.similar(support(), ask(), 'p-lamp', { limit: 500 })).toHaveLength(
      3,
    );
  });

  it('batches the catalog and inventory look-ups of several products into one call each', async () => {
    const lookups = ask();
    peers.calls.length = 0;
    await Promise.all(
      ['p-lamp', 'p-bulb', 'p-shade'].map((id) =>
        insights.recommendations.frequentlyBoughtTogether(support(), lookups, id),
      ),
    );
    expect(peers.calls).toEqual(['products:3', 'available:3']);
    // Similar products of a page ask the catalog once per category and once per brand.
    peers.calls.length = 0;
    const page = insights.recommendations.lookups(support());
    await Promise.all(
      ['p-lamp', 'p-bulb', 'p-shade', 'p-desklamp'].map((id) =>
        insights.recommendations.similar(support(), page, id),
      ),
    );
    expect(peers.calls.filter((call) => call.startsWith('alike')).sort()).toEqual([
      'alike:Lumen',
      'alike:Other',
      'alike:c-lighting',
    ]);
  });

  it('fails rather than answer a thinned list when inventory cannot be asked', async () => {
    peers.failStock = true;
    await expect(
      insights.recommendations.frequentlyBoughtTogether(support(), ask(), 'p-lamp'),
    ).rejects.toThrow('inventory is down');
  });
});

describe('idempotency and rebuilding', () => {
  it('counts an event applied twice once', async () => {
    const before = await snapshot();
    const gen = await insights.generations.active();
    for (const orderId of Object.values(orders))
      for (const event of await world.orderEvents(orderId)) await insights.projection.apply(gen, event);
    const payment = await world.models.Payment.findOne({ orderId: orders.a }).lean();
    for (const event of await world.paymentEvents(payment!._id)) await insights.projection.apply(gen, event);
    expect(await snapshot()).toEqual(before);
  });

  it('rebuilds the same figures from the event log, orders without events included', async () => {
    // A sample order written without events: paid on day 3 (a desk lamp, 22.00).
    await world.models.Order.collection.insertOne({
      _id: 'sample-order-1' as never,
      userId: users.u4,
      items: [
        {
          _id: 'i1',
          productId: 'p-desklamp',
          sku: 'DL',
          name: 'Desk lamp',
          quantity: 1,
          unitPriceMinor: 2_200,
          lineTotalMinor: 2_200,
        },
      ],
      currency: 'USD',
      totalMinor: 2_200,
      status: 'confirmed',
      orderDate: new Date(at(3, 9)),
      eventSeq: 0,
      history: [
        { from: null, to: 'pending', at: new Date(at(3, 9)) },
        { from: 'pending', to: 'confirmed', at: new Date(at(3, 10)) },
      ],
    });
    expect(await importUnloggedOrders(world.models.Order.db, world.models)).toBe(1);
    // Again: nothing new.
    expect(await importUnloggedOrders(world.models.Order.db, world.models)).toBe(0);
    const before = await snapshot();
    expect(before.totals).toMatchObject({ orders: 4, revenueMinor: 22_450 });

    const started = await insights.generations.rebuild(admin());
    expect(started.building).toMatchObject({ generation: 2, requestedBy: 'admin-1' });
    await expect(insights.generations.rebuild(admin())).rejects.toMatchObject({
      extensions: { code: 'INSIGHTS_REBUILD_RUNNING' },
    });
    await expect.poll(() => insights.generations.active(), { timeout: 20_000 }).toBe(2);
    const status = await insights.generations.status(admin());
    expect(status).toMatchObject({
      generation: 2,
      building: null,
      lastRebuild: { generation: 2, orders: 5 },
    });
    expect(await snapshot()).toEqual(before);
    // The first generation is gone.
    expect(await insights.models.Purchase.countDocuments({ gen: 1 })).toBe(0);
  });
});

async function snapshot() {
  const ask = () => insights.recommendations.lookups(support());
  return {
    daily: await insights.analytics.daily(support(), period()),
    totals: await insights.analytics.totals(support(), period()),
    byProduct: await insights.analytics.byProduct(support(), period(), 100),
    byCategory: await insights.analytics.byCategory(support(), period()),
    funnel: await insights.analytics.funnel(support(), period()),
    returns: await insights.analytics.returns(support(), period()),
    together: await insights.recommendations.frequentlyBoughtTogether(support(), ask(), 'p-lamp', {
      includeUnavailable: true,
    }),
    forU3: await insights.recommendations.forCustomer(support(), ask(), users.u3, {
      includeUnavailable: true,
    }),
    counts: (await insights.models.CoPurchase.find({ gen: await insights.generations.active() }).lean())
      .map((record) => [record.productId, record.orders, record.units, record.with])
      .sort(),
  };
}
