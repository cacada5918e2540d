import { badInput } from '../../../platform/errors';
import type { Caller } from '../../../platform/identity/caller';
import { currencyCode, minorToFloat, sumMinor } from '../../../platform/money';
import type { InsightGenerations } from './generations';
import type { InsightsModels, PurchaseRecord } from './model';
import type { InsightPeers } from './peers';

const DAY_MS = 86_400_000;
/** The longest period one question may cover (its daily series has one entry per day). */
export const MAX_PERIOD_DAYS = 366;
export const MAX_PRODUCT_ROWS = 100;

/** What staff ask about: [from, to) in UTC, in one currency. */
export interface SalesPeriodInput {
  from: Date;
  to: Date;
  currency?: string | null;
}

export interface SalesPeriod {
  from: Date;
  to: Date;
  currency: string;
}

/** Figures of one UTC day (or of the whole period). Amounts in minor units of the period's currency. */
export interface DayFigures {
  at: Date;
  currency: string;
  /** Orders placed (OrderCreatedEvent), whatever became of them. */
  ordersPlaced: number;
  /** Orders paid (OrderConfirmedEvent), by the day they were paid. */
  orders: number;
  revenueMinor: number;
  refundedMinor: number;
  returns: number;
}

export interface ProductFigures {
  productId: string;
  currency: string;
  orders: number;
  units: number;
  revenueMinor: number;
}

export interface CategoryFigures {
  categoryId: string | null;
  name: string | null;
  currency: string;
  orders: number;
  units: number;
  revenueMinor: number;
}

export interface FunnelFigures {
  carts: number;
  checkouts: number;
  paid: number;
}

export interface ReturnFigures {
  currency: string;
  refunds: number;
  refundedMinor: number;
  returns: number;
  unitsReturned: number;
  returnRefundsMinor: number;
}

export type SalesMetric =
  'orders' | 'ordersPlaced' | 'revenue' | 'averageOrderValue' | 'refunded' | 'returns';

/** Half-up division of money by a count, in integers: 1001 over 2 orders is 501. Zero orders: 0. */
export function averageMinor(totalMinor: number, count: number): number {
  if (count === 0) return 0;
  const quotient = Math.floor(totalMinor / count);
  return 2 * (totalMinor - quotient * count) >= count ? quotient + 1 : quotient;
}

const startOfDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const within = (at: Date | null | undefined, period: SalesPeriod) =>
  !!at && at.getTime() >= period.from.getTime() && at.getTime() < period.to.getTime();
const linesOf = (purchase: PurchaseRecord) => [...purchase.createdLines, ...purchase.addedLines];

/**
 * Staff's sales figures, computed from the purchase log of the active generation: revenue, orders and
 * average order value by day, product and category; the funnel cart → checkout → paid; refunds and
 * returns. Money is summed in integer minor units of one currency.
 */
export class SalesAnalytics {
  /** A period's days, shared by the fields of one answer (a period object belongs to one request). */
  private readonly days = new WeakMap<SalesPeriod, Promise<DayFigures[]>>();

  constructor(
    private readonly models: InsightsModels,
    private readonly generations: InsightGenerations,
    private readonly peers: InsightPeers,
  ) {}

  /** Checks a period once; every figure of it is then asked with the result. */
  period(_caller: Caller, input: SalesPeriodInput): SalesPeriod {
    const { from, to } = input;
    if (Number.isNaN(from.getTime())) throw badInput('from', 'Give a date and time.', 'INVALID_FORMAT');
    if (Number.isNaN(to.getTime())) throw badInput('to', 'Give a date and time.', 'INVALID_FORMAT');
    if (to.getTime() <= from.getTime()) throw badInput('to', '`to` must be after `from`.', 'OUT_OF_RANGE');
    if (to.getTime() - from.getTime() > MAX_PERIOD_DAYS * DAY_MS)
      throw badInput('to', `A period covers at most ${MAX_PERIOD_DAYS} days.`, 'OUT_OF_RANGE');
    return { from, to, currency: currencyCode(input.currency, 'currency') };
  }

  private async purchases(field: 'paidAt' | 'placedAt', period: SalesPeriod): Promise<PurchaseRecord[]> {
    const gen = await this.generations.active();
    return this.models.Purchase.find({
      gen,
      currency: period.currency,
      [field]: { $gte: period.from, $lt: period.to },
    }).lean<PurchaseRecord[]>();
  }

  /** Purchases with a refund or a return in the period. */
  private async refundedOrReturned(period: SalesPeriod): Promise<PurchaseRecord[]> {
    const gen = await this.generations.active();
    const inPeriod = { $gte: period.from, $lt: period.to };
    return this.models.Purchase.find({
      gen,
      currency: period.currency,
      $or: [{ 'refunds.at': inPeriod }, { 'returns.at': inPeriod }],
    }).lean<PurchaseRecord[]>();
  }

  /** The whole period as one row (`at` is its start). */
  async totals(caller: Caller, period: SalesPeriod): Promise<DayFigures> {
    const days = await this.daily(caller, period);
    return {
      at: period.from,
      currency: period.currency,
      ordersPlaced: days.reduce((sum, day) => sum + day.ordersPlaced, 0),
      orders: days.reduce((sum, day) => sum + day.orders, 0),
      revenueMinor: sumMinor(days.map((day) => day.revenueMinor)),
      refundedMinor: sumMinor(days.map((day) => day.refundedMinor)),
      returns: days.reduce((sum, day) => sum + day.returns, 0),
    };
  }

  /** One row per UTC day touching the period, oldest first, days without sales included. */
  daily(_caller: Caller, period: SalesPeriod): Promise<DayFigures[]> {
    let days = this.days.get(period);
    if (!days) {
      days = this.computeDays(period);
      this.days.set(period, days);
    }
    return days;
  }

  private async computeDays(period: SalesPeriod): Promise<DayFigures[]> {
    const [paid, placed, refundedOrReturned] = await Promise.all([
      this.purchases('paidAt', period),
      this.purchases('placedAt', period),
      this.refundedOrReturned(period),
    ]);
    const days = new Map<number, DayFigures>();
    for (let at = startOfDay(period.from).getTime(); at < period.to.getTime(); at += DAY_MS)
      days.set(at, {
        at: new Date(at),
        currency: period.currency,
        ordersPlaced: 0,
        orders: 0,
        revenueMinor: 0,
        refundedMinor: 0,
        returns: 0,
      });
    const dayOf = (at: Date) => days.get(startOfDay(at).getTime())!;
    for (const purchase of placed) dayOf(purchase.placedAt!).ordersPlaced++;
    for (const purchase of paid) {
      const day = dayOf(purchase.paidAt!);
      day.orders++;
      day.revenueMinor = sumMinor([day.revenueMinor, purchase.paidTotalMinor ?? 0]);
    }
    for (const purchase of refundedOrReturned) {
      for (const refund of purchase.refunds)
        if (within(refund.at, period)) {
          const day = dayOf(refund.at);
          day.refundedMinor = sumMinor([day.refundedMinor, refund.amountMinor]);
        }
      for (const returned of purchase.returns) if (within(returned.at, period)) dayOf(returned.at).returns++;
    }
    return [...days.values()];
  }

  /** A chart's series: one point per day of the period, money in major units. */
  async series(
    caller: Caller,
    period: SalesPeriod,
    metric: SalesMetric,
  ): Promise<Array<{ at: Date; value: number }>> {
    const money = (minor: number) => minorToFloat(minor, period.currency);
    const valueOf: Record<SalesMetric, (day: DayFigures) => number> = {
      orders: (day) => day.orders,
      ordersPlaced: (day) => day.ordersPlaced,
      revenue: (day) => money(day.revenueMinor),
      averageOrderValue: (day) => money(averageMinor(day.revenueMinor, day.orders)),
      refunded: (day) => money(day.refundedMinor),
      returns: (day) => day.returns,
    };
    return (await this.daily(caller, period)).map((day) => ({ at: day.at, value: valueOf[metric](day) }));
  }

  /** Products by the revenue of their lines in orders paid in the period, then by id. */
  async byProduct(_caller: Caller, period: SalesPeriod, limit?: number | null): Promise<ProductFigures[]> {
    const rows = limit ?? 20;
    if (!Number.isInteger(rows) || rows < 1 || rows > MAX_PRODUCT_ROWS)
      throw badInput('limit', `limit is 1-${MAX_PRODUCT_ROWS}.`, 'OUT_OF_RANGE');
    return (await this.productFigures(period)).slice(0, rows);
  }

  private async productFigures(period: SalesPeriod): Promise<ProductFigures[]> {
    const byProduct = new Map<string, ProductFigures>();
    for (const purchase of await this.purchases('paidAt', period)) {
      const seen = new Set<string>();
      for (const bought of linesOf(purchase)) {
        let row = byProduct.get(bought.productId);
        if (!row) {
          row = {
            productId: bought.productId,
            currency: period.currency,
            orders: 0,
            units: 0,
            revenueMinor: 0,
          };
          byProduct.set(bought.productId, row);
        }
        if (!seen.has(bought.productId)) row.orders++;
        seen.add(bought.productId);
        row.units += bought.quantity;
        row.revenueMinor = sumMinor([row.revenueMinor, bought.lineTotalMinor]);
      }
    }
    return [...byProduct.values()].sort(
      (a, b) => b.revenueMinor - a.revenueMinor || a.productId.localeCompare(b.productId),
    );
  }

  /**
   * By each product's category as the catalog has it now (one catalog call); products without a category,
   * or no longer in the catalog, under a null category. Orders count once per category.
   */
  async byCategory(caller: Caller, period: SalesPeriod): Promise<CategoryFigures[]> {
    const purchases = await this.purchases('paidAt', period);
    const productIds = [
      ...new Set(purchases.flatMap((purchase) => linesOf(purchase).map((l) => l.productId))),
    ];
    const facts = await this.peers.products(caller, productIds);
    const byCategory = new Map<string | null, CategoryFigures>();
    for (const purchase of purchases) {
      const seen = new Set<string | null>();
      for (const bought of linesOf(purchase)) {
        const product = facts.get(bought.productId);
        const categoryId = product?.categoryId ?? null;
        let row = byCategory.get(categoryId);
        if (!row) {
          row = {
            categoryId,
            name: product?.categoryName ?? null,
            currency: period.currency,
            orders: 0,
            units: 0,
            revenueMinor: 0,
          };
          byCategory.set(categoryId, row);
        }
        if (!seen.has(categoryId)) row.orders++;
        seen.add(categoryId);
        row.units += bought.quantity;
        row.revenueMinor = sumMinor([row.revenueMinor, bought.lineTotalMinor]);
      }
    }
    return [...byCategory.values()].sort(
      (a, b) => b.revenueMinor - a.revenueMinor || (a.name ?? '').localeCompare(b.name ?? ''),
    );
  }

  /**
   * Carts that got their first line in the period; orders placed in the period (from a cart or not); and
   * of those, the ones paid so far. Counts of every currency.
   */
  async funnel(_caller: Caller, period: SalesPeriod): Promise<FunnelFigures> {
    const gen = await this.generations.active();
    const inPeriod = { $gte: period.from, $lt: period.to };
    const [carts, placed] = await Promise.all([
      this.models.CartStart.countDocuments({ gen, at: inPeriod }),
      this.models.Purchase.find({ gen, placedAt: inPeriod }, { paidAt: 1 }).lean<
        Array<Pick<PurchaseRecord, 'paidAt'>>
      >(),
    ]);
    return { carts, checkouts: placed.length, paid: placed.filter((purchase) => purchase.paidAt).length };
  }

  /** Currencies of the orders placed or paid in the period (figures are per currency), alphabetical. */
  async currencies(_caller: Caller, period: SalesPeriod): Promise<string[]> {
    const gen = await this.generations.active();
    const inPeriod = { $gte: period.from, $lt: period.to };
    const codes: string[] = await this.models.Purchase.distinct('currency', {
      gen,
      $or: [{ placedAt: inPeriod }, { paidAt: inPeriod }],
    });
    return codes.sort();
  }

  /** Refunds made and returns received in the period. */
  async returns(_caller: Caller, period: SalesPeriod): Promise<ReturnFigures> {
    const figures: ReturnFigures = {
      currency: period.currency,
      refunds: 0,
      refundedMinor: 0,
      returns: 0,
      unitsReturned: 0,
      returnRefundsMinor: 0,
    };
    for (const purchase of await this.refundedOrReturned(period)) {
      for (const refund of purchase.refunds)
        if (within(refund.at, period)) {
          figures.refunds++;
          figures.refundedMinor = sumMinor([figures.refundedMinor, refund.amountMinor]);
        }
      for (const returned of purchase.returns)
        if (within(returned.at, period)) {
          figures.returns++;
          figures.unitsReturned += returned.units;
          figures.returnRefundsMinor = sumMinor([figures.returnRefundsMinor, returned.refundMinor]);
        }
    }
    return figures;
  }
}
