import { randomUUID } from 'node:crypto';
import type { AddressFields } from '../../../platform/address';
import { expect } from 'vitest';
import { appError } from '../../../platform/errors';
import type {
  EventBus,
  EventEnvelope,
  EventHandler,
  EventType,
  Subscription,
} from '../../../platform/events';
import type { Role } from '../../../platform/identity';
import { callerOf, serviceCaller, type Caller } from '../../../platform/identity/caller';
import { createLogger } from '../../../platform/logging';
import { ensureIndexes } from '../../../platform/mongo/connection';
import { ManualClock } from '../../../testing/clock';
import { testDatabase } from '../../../testing/harness';
import { startOrderConsumers } from '../../../subgraphs/orders/order/event-consumers';
import type { OrderDocument, OrderRecord } from '../../../subgraphs/orders/order/model';
import { startPaymentConsumers } from '../../../subgraphs/orders/payments/event-consumers';
import { startCouponConsumers } from '../../../subgraphs/orders/coupons/event-consumers';
import { startLoyaltyConsumer } from '../../../subgraphs/orders/loyalty/event-consumers';
import type { PaymentDocument } from '../../../subgraphs/orders/payments/model';
import { SandboxProvider } from '../../../subgraphs/orders/payments/sandbox';
import type {
  AllocatedStock,
  CustomerRef,
  OrderPeers,
  PricedProduct,
  BackorderedStock,
  ReservedStock,
  StockLine,
} from '../../../subgraphs/orders/peers/order-peers';
import { createOrdersServices, type OrdersParts } from '../../../subgraphs/orders/services';

/**
 * The service ring's orders: the real services and models on a database of the test MongoDB, the real
 * sandbox payment provider, a clock the test moves, and users, catalog and inventory stubbed in memory
 * (StubPeers). Events stay in the documents' outboxes (no relay runs); a test hands them to the real
 * consumers itself (HandBus), so every effect happens when the test says so.
 */

/** The warehouse the stub inventory allocates from unless a product's `split` says otherwise. */
export const MAIN_WAREHOUSE = 'wh-main';

/** Users, catalog and inventory in memory, keeping what inventory would: stock, holds, commits, restocks. */
export class StubPeers implements OrderPeers {
  readonly people = new Map<string, CustomerRef & { name: string; email: string }>();
  readonly catalog = new Map<string, PricedProduct>();
  /** Units available per product. */
  readonly available = new Map<string, number>();
  /** Units held per reservation (inventory keeps one hold per reservation). */
  readonly holds = new Map<string, StockLine[]>();
  /**
   * Per product, the warehouses inventory allocates its units from, in order, with how many units each
   * gives at most (the last takes the rest); default: every unit from MAIN_WAREHOUSE.
   */
  readonly split = new Map<string, Array<{ warehouseId: string; units: number }>>();
  /** Products inventory takes wholly on backorder, with the date their units are expected. */
  readonly backorders = new Map<string, Date | null>();
  readonly committed = new Set<string>();
  readonly restocked = new Map<string, StockLine[]>();
  /** Saved addresses by id, with their owner (the users service's address books). */
  readonly addresses = new Map<string, { userId: string; address: AddressFields }>();
  /** Every call made, with the request id it carried. */
  readonly calls: Array<{ operation: keyof OrderPeers; subject: string; requestId: string }> = [];
  /** Failures to answer, per operation, for the next calls (first in, first out). */
  private readonly failures = new Map<keyof OrderPeers, unknown[]>();
  /** Runs while a reservation is being made, before stock is held (a test acts meanwhile). */
  duringReserve: ((reservationId: string) => Promise<void>) | null = null;

  addUser(status: CustomerRef['status'] = 'ACTIVE', name = 'Ada Lovelace'): string {
    const id = randomUUID();
    this.people.set(id, { id, status, name, email: `${id.slice(0, 8)}@example.com` });
    return id;
  }

  addProduct(fields: Partial<PricedProduct> & { stock?: number } = {}): PricedProduct & { stock: number } {
    const id = fields.id ?? randomUUID();
    const sku = fields.sku ?? `SKU-${id.slice(0, 8).toUpperCase()}`;
    const status = fields.status ?? 'ACTIVE';
    const priceMinor = fields.priceMinor ?? 1_000;
    const product: PricedProduct = {
      id,
      sku,
      name: fields.name ?? `Product ${id.slice(0, 4)}`,
      status,
      priceMinor,
      currency: fields.currency ?? 'USD',
      hasOptions: fields.hasOptions ?? false,
      variants: fields.variants ?? [],
      categoryId: fields.categoryId ?? null,
    };
    this.catalog.set(id, product);
    this.available.set(id, fields.stock ?? 10);
    return { ...product, stock: fields.stock ?? 10 };
  }

  /** The next call of `operation` fails with `error` (a peer that is down, a refusal). */
  failNext(operation: keyof OrderPeers, error: unknown = unavailable()): void {
    this.failures.set(operation, [...(this.failures.get(operation) ?? []), error]);
  }

  /** Units held for a product across every reservation. */
  held(productId: string): number {
    return [...this.holds.values()]
      .flat()
      .filter((line) => line.productId === productId)
      .reduce((sum, line) => sum + line.quantity, 0);
  }

  private record(operation: keyof OrderPeers, subject: string, caller: Caller): void {
    this.calls.push({ operation, subject, requestId: caller.requestId });
    const failure = this.failures.get(operation)?.shift();
    if (failure) throw failure;
  }

  async user(caller: Caller, userId: string) {
    this.record('user', userId, caller);
    const person = this.people.get(userId);
    return person ? { id: person.id, status: person.status } : null;
  }

  async products(caller: Caller, ids: readonly string[]) {
    this.record('products', ids.join(','), caller);
    return new Map(
      ids.flatMap((id) => {
        const product = this.catalog.get(id);
        if (!product) return [];
        // As the catalog answers: a product without options is its one default variant, as it is now.
        const { sku, status, priceMinor } = product;
        const variants = product.hasOptions
          ? product.variants
          : [{ id, sku, status, priceMinor, options: [] }];
        return [[id, { ...product, variants }] as const];
      }),
    );
  }

  async reserve(caller: Caller, reservationId: string, lines: readonly StockLine[]) {
    this.record('reserve', reservationId, caller);
    if (this.duringReserve) await this.duringReserve(reservationId);
    if (this.holds.has(reservationId)) return this.reserved(this.holds.get(reservationId)!);
    const merged = new Map<string, number>();
    for (const line of lines) merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
    for (const [productId, wanted] of merged) {
      if (!this.backorders.has(productId) && (this.available.get(productId) ?? 0) < wanted)
        throw appError('INSUFFICIENT_STOCK', `Not enough stock for product ${productId}.`, {
          productId,
          requested: wanted,
        });
    }
    for (const [productId, wanted] of merged)
      if (!this.backorders.has(productId))
        this.available.set(productId, this.available.get(productId)! - wanted);
    this.holds.set(
      reservationId,
      [...merged].map(([productId, quantity]) => ({ productId, quantity })),
    );
    return this.reserved(this.holds.get(reservationId)!);
  }

  private reserved(lines: readonly StockLine[]): ReservedStock {
    const backordered: BackorderedStock[] = lines.flatMap(({ productId, quantity }) =>
      this.backorders.has(productId)
        ? [{ productId, variantId: productId, quantity, expectedAt: this.backorders.get(productId)! }]
        : [],
    );
    const allocations: AllocatedStock[] = lines.flatMap(({ productId, quantity }) => {
      const late = this.backorders.has(productId);
      const split = this.split.get(productId) ?? [{ warehouseId: MAIN_WAREHOUSE, units: quantity }];
      let left = quantity;
      return split.flatMap(({ warehouseId, units }, index) => {
        const taken = index === split.length - 1 ? left : Math.min(left, units);
        left -= taken;
        return taken > 0
          ? [{ productId, variantId: productId, warehouseId, quantity: taken, backordered: late ? taken : 0 }]
          : [];
      });
    });
    return { allocations, backordered };
  }

  async release(caller: Caller, reservationId: string) {
    this.record('release', reservationId, caller);
    for (const line of this.holds.get(reservationId) ?? [])
      this.available.set(line.productId, (this.available.get(line.productId) ?? 0) + line.quantity);
    this.holds.delete(reservationId);
  }

  async commit(caller: Caller, reservationId: string) {
    this.record('commit', reservationId, caller);
    if (this.holds.delete(reservationId)) this.committed.add(reservationId);
  }

  async restock(caller: Caller, reference: string, lines: readonly StockLine[]) {
    this.record('restock', reference, caller);
    if (this.restocked.has(reference)) return;
    this.restocked.set(reference, [...lines]);
    for (const line of lines)
      this.available.set(line.productId, (this.available.get(line.productId) ?? 0) + line.quantity);
  }

  async savedAddress(caller: Caller, userId: string, id: string) {
    this.record('savedAddress', id, caller);
    const saved = this.addresses.get(id);
    return saved && saved.userId === userId ? saved.address : null;
  }

  async searchUsers(caller: Caller, text: string) {
    this.record('searchUsers', text, caller);
    const wanted = text.toLowerCase();
    return [...this.people.values()]
      .filter((person) => `${person.name} ${person.email}`.toLowerCase().includes(wanted))
      .map((person) => person.id);
  }
}

/** What a peer's failure looks like to the services (ServiceClient's answer to an unreachable peer). */
export function unavailable() {
  return appError('SERVICE_UNAVAILABLE', 'A required service is unavailable (connection refused).');
}

/** An event bus whose consumers run only when a test hands them an event. */
export class HandBus implements EventBus {
  readonly kind = 'mongo';
  readonly describe = 'events handed over by the test';
  private readonly consumers: Array<{
    consumer: string;
    types: readonly EventType[];
    handler: EventHandler;
  }> = [];

  subscribe(consumer: string, types: readonly EventType[], handler: EventHandler): Subscription {
    this.consumers.push({ consumer, types, handler });
    return { ready: Promise.resolve(), stop: async () => {} };
  }

  /** Runs every consumer of the event's type, in turn; answers which ran. */
  async deliver(event: EventEnvelope): Promise<string[]> {
    const ran: string[] = [];
    for (const { consumer, types, handler } of this.consumers) {
      if (!types.includes(event.type)) continue;
      await handler(event);
      ran.push(consumer);
    }
    return ran;
  }

  async append(): Promise<void> {
    throw new Error('the service ring keeps events in the outboxes');
  }

  tail(): Subscription {
    throw new Error('the service ring has no tails');
  }

  async position(): Promise<number> {
    return 0;
  }

  async close(): Promise<void> {}
}

export const DAY_MS = 86_400_000;

export interface OrdersWorld extends OrdersParts {
  peers: StubPeers;
  clock: ManualClock;
  bus: HandBus;
  /** Events recorded with the order, in order. */
  orderEvents(orderId: string): Promise<EventEnvelope[]>;
  /** Events recorded with the payment, in order. */
  paymentEvents(paymentId: string): Promise<EventEnvelope[]>;
  /** The stored order as it is now (placing ones too), or null. */
  stored(orderId: string): Promise<OrderRecord | null>;
  /** Hands the order's events from `sequence` on to the consumers. */
  deliverOrderEvents(orderId: string, fromSequence: number): Promise<void>;
  /**
   * Lets the lifecycle run its course: hands every event of the order and of its payment not handed over
   * yet to the consumers, and runs the payment worker, until nothing more happens.
   */
  settle(orderId: string): Promise<void>;
}

/** The orders services on a database of their own (one per test file), with peers and time in the test's hands. */
export async function ordersWorld(label: string, options: { cartTtlMs?: number } = {}): Promise<OrdersWorld> {
  const connection = await testDatabase(label);
  const peers = new StubPeers();
  const clock = new ManualClock(Date.now());
  const bus = new HandBus();
  const parts = createOrdersServices({
    connection,
    peers,
    provider: new SandboxProvider(connection),
    clock,
    logger: createLogger({ level: 'silent', service: 'test' }),
    idempotencyTtlMs: DAY_MS,
    cartTtlMs: options.cartTtlMs ?? 30 * DAY_MS,
    paymentRetryBaseMs: 500,
  });
  await ensureIndexes(connection);
  const { services, models } = parts;
  startOrderConsumers({
    bus,
    models,
    reads: services.orders,
    transitions: services.transitions,
    payments: services.payments,
    peers,
  });
  startPaymentConsumers({
    bus,
    models,
    reads: services.orders,
    payments: services.payments,
    returns: services.returns,
  });
  startCouponConsumers({ bus, models, coupons: services.coupons });
  startLoyaltyConsumer({ bus, models, loyalty: services.loyalty });
  const handedOver = new Set<string>();
  const orderEvents = async (orderId: string) =>
    (await models.Order.findById(orderId).select('+outbox').lean<OrderDocument>())?.outbox ?? [];
  const paymentEvents = async (paymentId: string) =>
    (await models.Payment.findById(paymentId).select('+outbox').lean<PaymentDocument>())?.outbox ?? [];
  return {
    ...parts,
    peers,
    clock,
    bus,
    orderEvents,
    paymentEvents,
    stored: (orderId) => models.Order.findById(orderId).lean<OrderRecord>(),
    async deliverOrderEvents(orderId, fromSequence) {
      for (const event of await orderEvents(orderId))
        if (event.sequence >= fromSequence) await bus.deliver(event);
    },
    async settle(orderId) {
      for (let round = 0; round < 20; round++) {
        const payment = await models.Payment.findOne({ orderId }).lean();
        const events = [
          ...(await orderEvents(orderId)),
          ...(payment ? await paymentEvents(payment._id) : []),
        ];
        const fresh = events.filter((event) => !handedOver.has(event.id));
        for (const event of fresh) {
          handedOver.add(event.id);
          await bus.deliver(event);
        }
        const worked = await parts.worker.work(serviceCaller('payments', `work-${round}`));
        if (!fresh.length && !worked) return;
      }
      throw new Error(`the lifecycle of order ${orderId} did not come to rest`);
    },
  };
}

/** A person with `roles`, asking in a request of their own. */
export function person(userId: string, roles: Role[] = ['customer']): Caller {
  return callerOf(
    { kind: 'user', userId, roles, scopes: roles.includes('read-only') ? ['read'] : ['read', 'write'] },
    `request-${randomUUID()}`,
  );
}

export const admin = (): Caller => person('admin-1', ['admin']);
export const support = (): Caller => person('support-1', ['support']);
export const anonymous = (): Caller => callerOf({ kind: 'anonymous' }, `request-${randomUUID()}`);
export const service = (name = 'test'): Caller => serviceCaller(name, `request-${randomUUID()}`);

export const card = (number = '4242424242424242') =>
  ({ kind: 'card', card: { number, expMonth: 12, expYear: 2099, cvc: '123' } }) as const;

export { TAXED_ADDRESS, US_ADDRESS } from '../../../testing/fixtures';

/** The error a promise rejects with (fails the test when it resolves). */
export async function failure(
  promise: Promise<unknown>,
): Promise<{ message: string; extensions: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    return error as { message: string; extensions: Record<string, unknown> };
  }
  return expect.unreachable('expected the call to fail');
}

/** Expects a BAD_USER_INPUT naming `field` (in the service's own terms) with `reason`. */
export async function expectBadInput(
  promise: Promise<unknown>,
  field: string,
  reason: string,
): Promise<string> {
  const error = await failure(promise);
  expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field, inputField: field, reason });
  return error.message;
}
