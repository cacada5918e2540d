import type { Connection } from 'mongoose';
import type { Clock } from '../../platform/clock';
import { IdempotencyStore } from '../../platform/idempotency';
import type { Caller } from '../../platform/identity/caller';
import type { Logger } from '../../platform/logging';
import { CartService } from './cart/cart-service';
import { cartModels } from './cart/model';
import { CheckoutService } from './checkout/checkout-service';
import { OrderPersonalData } from './order/personal-data';
import { OrderItems } from './order/adding-items';
import { orderModels } from './order/model';
import { OrderPlacing } from './order/placing';
import { PlacingSaga } from './order/placing-saga';
import { OrderReads } from './order/reads';
import { OrderSearch } from './order/search';
import { OrderTransitions } from './order/transitions';
import { PaymentMethods } from './payments/methods';
import { paymentModels } from './payments/model';
import { PaymentService } from './payments/payment-service';
import { PaymentWorker } from './payments/payment-worker';
import type { PaymentProvider } from './payments/provider';
import type { OrderPeers } from './peers/order-peers';
import { ReturnService } from './returns/return-service';
import { ShippingService } from './shipping/shipping-service';
import { CouponService } from './coupons/coupon-service';
import { couponModels } from './coupons/model';
import { promotionModels } from './promotions/model';
import { PromotionService } from './promotions/promotion-service';
import { Pricer } from './pricing/pricer';
import { LoyaltyService } from './loyalty/loyalty-service';
import { loyaltyModels } from './loyalty/model';

/** The orders subgraph's services, built once per process; resolvers reach them through the context. */
export interface OrdersServices {
  orders: OrderReads;
  search: OrderSearch;
  placing: OrderPlacing;
  items: OrderItems;
  transitions: OrderTransitions;
  payments: PaymentService;
  shipping: ShippingService;
  returns: ReturnService;
  carts: CartService;
  checkout: CheckoutService;
  coupons: CouponService;
  promotions: PromotionService;
  loyalty: LoyaltyService;
  /** Prices carts and orders (promotions, coupon, shipping, tax): pricing/. */
  pricer: Pricer;
  /** The person's orders, payments and cart: exported on request, anonymised at erasure. */
  personalData: OrderPersonalData;
}

export interface OrdersServiceDeps {
  connection: Connection;
  peers: OrderPeers;
  provider: PaymentProvider;
  clock: Clock;
  logger: Logger;
  /** How long idempotency keys are kept (ms). */
  idempotencyTtlMs: number;
  /** Inactivity after which a cart expires (ms). */
  cartTtlMs: number;
  /** The payment worker's backoff base (ms). */
  paymentRetryBaseMs: number;
  /** Called after a write that recorded an event (nudges the outbox relay). Default: nothing. */
  onEvent?: () => void;
  /** Called when a payment becomes due (nudges the payment worker). Default: nothing. */
  onDue?: () => void;
}

/** The services and the parts the process runs beside them (the payment worker, the sweeper's sagas). */
export interface OrdersParts {
  services: OrdersServices;
  models: ReturnType<typeof orderModels> &
    ReturnType<typeof paymentModels> &
    ReturnType<typeof cartModels> &
    ReturnType<typeof couponModels> &
    ReturnType<typeof promotionModels> &
    ReturnType<typeof loyaltyModels>;
  worker: PaymentWorker;
  saga: PlacingSaga;
  keys: IdempotencyStore;
}

/**
 * Builds the orders capabilities over one database: the order (reads, placing, adding items,
 * transitions, search), payments, shipping, returns, carts and checkout. The subgraph (index.ts) and the
 * service-ring tests (test/service/orders) build them the same way, with real or stubbed peers.
 */
export function createOrdersServices(deps: OrdersServiceDeps): OrdersParts {
  const { connection, peers, provider, clock, logger } = deps;
  const onEvent = deps.onEvent ?? (() => {});
  const onDue = deps.onDue ?? (() => {});
  const models = {
    ...orderModels(connection),
    ...paymentModels(connection),
    ...cartModels(connection),
    ...couponModels(connection),
    ...promotionModels(connection),
    ...loyaltyModels(connection),
  };
  const keys = new IdempotencyStore(connection, deps.idempotencyTtlMs);
  const methods = new PaymentMethods(provider);
  const reads = new OrderReads(models);
  const transitions = new OrderTransitions(models, reads, clock, onEvent);
  const orders = { reads, transitions };
  const coupons = new CouponService(models, clock, onEvent);
  const promotions = new PromotionService(models, clock);
  const loyalty = new LoyaltyService(models, clock, onEvent);
  const pricer = new Pricer(models, promotions, coupons, (caller, userId) => loyalty.tierOf(caller, userId));
  const saga = new PlacingSaga(models, peers, clock, logger, onEvent, pricer, coupons, loyalty);
  const placing = new OrderPlacing(saga, reads, methods, keys, clock, peers);
  const carts = new CartService(models, peers, clock, deps.cartTtlMs, pricer);
  const payments = new PaymentService(
    models,
    provider,
    methods,
    orders,
    keys,
    clock,
    { onEvent, onDue },
    logger.child({ component: 'payments' }),
  );
  const worker = new PaymentWorker(
    models,
    provider,
    clock,
    { retryBaseMs: deps.paymentRetryBaseMs, onEvent, onDue },
    logger.child({ component: 'payment-worker' }),
  );
  const services: OrdersServices = {
    orders: reads,
    search: new OrderSearch(models, peers),
    placing,
    items: new OrderItems(models, reads, peers, keys, clock, logger, onEvent, (caller, userId) =>
      promotions.groupsOf(caller, userId),
    ),
    transitions,
    payments,
    shipping: new ShippingService(models, orders, clock),
    returns: new ReturnService(models, orders, clock),
    carts,
    checkout: new CheckoutService(carts, placing, reads, keys),
    coupons,
    promotions,
    loyalty,
    pricer,
    personalData: new OrderPersonalData(models),
  };
  return { services, models, worker, saga, keys };
}

/** What one sweep finished. */
export interface SweepResult {
  abandoned: number;
  droppedLines: number;
  expiredCarts: number;
  expiredKeys: number;
}

/**
 * Finishes interrupted work and drops what expired: `placing` orders and lines being added older than
 * `placingAgeMs` (a crashed request) are released, expired carts and idempotency keys deleted. Everything
 * after placing is driven by durable events, which need no sweep.
 */
export async function sweepOrders(
  parts: OrdersParts,
  caller: Caller,
  placingAgeMs: number,
): Promise<SweepResult> {
  const [abandoned, droppedLines, expiredCarts, expiredKeys] = await Promise.all([
    parts.saga.sweep(caller, placingAgeMs),
    parts.services.items.sweep(caller, placingAgeMs),
    parts.services.carts.sweep(caller),
    parts.keys.sweep(),
  ]);
  return { abandoned, droppedLines, expiredCarts, expiredKeys };
}
