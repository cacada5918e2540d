import type { Clock } from '../../../platform/clock';
import { appError, badInput } from '../../../platform/errors';
import { newEvent } from '../../../platform/events';
import type { Caller } from '../../../platform/identity/caller';
import { minorDigits } from '../../../platform/money';
import type { LedgerKind, LoyaltyAccountRecord, LoyaltyModels, LoyaltyTier } from './model';

/**
 * The loyalty program (docs/pricing.md "Loyalty"): what a purchase earns, what points are worth, and the
 * tiers. One place, reviewed like code.
 */
export const loyaltyProgram = Object.freeze({
  /** Points per whole currency unit paid for the items (after discounts, before shipping and tax). */
  pointsPerCurrencyUnit: 1,
  /** Points per delivered order, whatever its amount. */
  pointsPerPurchase: 10,
  /** Points worth one whole currency unit when redeemed (100 points = 1.00). */
  pointsPerCurrencyUnitRedeemed: 100,
  /** Redemption may pay at most this share of the items (basis points): 5000 = half. */
  maxRedeemBasisPoints: 5_000,
  /** Lifetime points from which each tier starts. */
  tiers: [
    { tier: 'gold', from: 5_000 },
    { tier: 'silver', from: 1_000 },
    { tier: 'bronze', from: 0 },
  ] as ReadonlyArray<{ tier: LoyaltyTier; from: number }>,
});

export function tierFor(lifetimePoints: number): LoyaltyTier {
  return loyaltyProgram.tiers.find((step) => lifetimePoints >= step.from)!.tier;
}

/** What `points` are worth in `currency`'s minor units (100 points = 1.00 USD = 100 cents; 1 JPY = 100 points). */
export function pointsValueMinor(points: number, currency: string): number {
  return Math.floor((points * 10 ** minorDigits(currency)) / loyaltyProgram.pointsPerCurrencyUnitRedeemed);
}

/** What paying `paidMinor` for items earns: whole currency units × rate, plus the per-purchase points. */
export function pointsEarned(paidMinor: number, currency: string): number {
  return (
    Math.floor(paidMinor / 10 ** minorDigits(currency)) * loyaltyProgram.pointsPerCurrencyUnit +
    loyaltyProgram.pointsPerPurchase
  );
}

/**
 * The points of `earned` that refunds of `refundedMinor` out of an order's `totalMinor` take back, in
 * proportion, rounded half up: all of them once everything is refunded.
 */
export function reversedShare(earned: number, refundedMinor: number, totalMinor: number): number {
  const refunded = BigInt(Math.min(refundedMinor, totalMinor));
  return Number((BigInt(earned) * refunded * 2n + BigInt(totalMinor)) / (2n * BigInt(totalMinor)));
}

/** A move of points: its cause (unique per account), its kind and its signed amount. */
export interface PointsMove {
  userId: string;
  key: string;
  kind: LedgerKind;
  points: number;
  orderId?: string | null;
  reason: string;
}

export interface LoyaltyView extends LoyaltyAccountRecord {
  tier: LoyaltyTier;
}

/**
 * Loyalty accounts: each move of points is one guarded update of the account (append to the ledger, move
 * the balance, record LoyaltyPointsChangedEvent), applied once per cause; a debit never takes the balance
 * below 0 (INSUFFICIENT_POINTS).
 */
export class LoyaltyService {
  constructor(
    private readonly models: LoyaltyModels,
    private readonly clock: Clock,
    private readonly onEvent: () => void,
  ) {}

  async account(_caller: Caller, userId: string): Promise<LoyaltyView> {
    const found = await this.models.LoyaltyAccount.findById(userId).lean<LoyaltyAccountRecord>();
    const now = new Date(this.clock.now());
    const account = found ?? {
      _id: userId,
      balance: 0,
      lifetimePoints: 0,
      ledger: [],
      createdAt: now,
      updatedAt: now,
    };
    return { ...account, tier: tierFor(account.lifetimePoints) };
  }

  async tierOf(caller: Caller, userId: string): Promise<LoyaltyTier> {
    return (await this.account(caller, userId)).tier;
  }

  /**
   * Applies a move once: true when it was applied now, false when its cause was applied before. A debit
   * larger than the balance is refused (INSUFFICIENT_POINTS) and changes nothing.
   */
  async move(caller: Caller, move: PointsMove): Promise<boolean> {
    if (!Number.isSafeInteger(move.points) || move.points === 0)
      throw badInput('points', 'Points are a whole number other than 0.', 'OUT_OF_RANGE');
    const now = new Date(this.clock.now());
    // A credit may open the account; a debit needs one holding the points already (an upsert inside the
    // guarded update could not tell "too few points" from "no account").
    if (move.points > 0)
      await this.models.LoyaltyAccount.updateOne(
        { _id: move.userId },
        {
          $setOnInsert: {
            balance: 0,
            lifetimePoints: 0,
            ledger: [],
            outbox: [],
            createdAt: now,
            updatedAt: now,
          },
        },
        { upsert: true },
      );
    const earned = move.kind === 'earn' || move.kind === 'reverse' ? move.points : 0;
    const event = newEvent(
      'LoyaltyPointsChangedEvent',
      'loyalty-entry',
      `${move.userId}:${move.key}`,
      1,
      {
        userId: move.userId,
        kind: move.kind,
        points: move.points,
        orderId: move.orderId ?? null,
        reason: move.reason,
      },
      now,
    );
    const applied = await this.models.LoyaltyAccount.updateOne(
      {
        _id: move.userId,
        'ledger.key': { $ne: move.key },
        ...(move.points < 0 ? { balance: { $gte: -move.points } } : {}),
      },
      {
        $inc: { balance: move.points, lifetimePoints: earned },
        $set: { updatedAt: now },
        $push: {
          ledger: {
            key: move.key,
            kind: move.kind,
            points: move.points,
            orderId: move.orderId ?? null,
            reason: move.reason,
            actor: caller.actor,
            at: now,
          },
          outbox: event,
        },
      },
    );
    if (applied.modifiedCount === 1) {
      this.onEvent();
      return true;
    }
    const account = await this.models.LoyaltyAccount.findById(move.userId).lean<LoyaltyAccountRecord>();
    if (account?.ledger.some((entry) => entry.key === move.key)) return false;
    throw appError(
      'INSUFFICIENT_POINTS',
      `The balance is ${account?.balance ?? 0} points; ${-move.points} were asked for.`,
      { balance: account?.balance ?? 0, requested: -move.points, field: 'redeemPoints' },
    );
  }

  /**
   * Takes back up to `points` (a return or refund reversing what an order earned): never more than the
   * balance holds, so the balance stays at 0 or above; answers what was taken.
   */
  async reverse(caller: Caller, move: Omit<PointsMove, 'kind'>): Promise<number> {
    for (let round = 0; round < 5; round++) {
      const account = await this.account(caller, move.userId);
      if (account.ledger.some((entry) => entry.key === move.key)) return 0;
      const points = Math.min(move.points, account.balance);
      if (points <= 0) return 0;
      try {
        await this.move(caller, { ...move, kind: 'reverse', points: -points });
        return points;
      } catch (error) {
        // The balance fell meanwhile (a redemption): take what is left on the next round.
        if ((error as { extensions?: { code?: string } }).extensions?.code !== 'INSUFFICIENT_POINTS')
          throw error;
      }
    }
    return 0;
  }

  /** Staff: adds or removes points with a reason (a removal never takes the balance below 0). */
  async adjust(caller: Caller, userId: string, points: number, reason: string): Promise<LoyaltyView> {
    const why = reason.trim();
    if (!why) throw badInput('reason', 'Say why the points are adjusted.', 'REQUIRED');
    if (why.length > 500) throw badInput('reason', 'A reason is at most 500 characters.', 'TOO_LONG');
    if (!Number.isSafeInteger(points) || points === 0 || Math.abs(points) > 10_000_000)
      throw badInput('points', 'Adjust by a whole number of points other than 0.', 'OUT_OF_RANGE');
    await this.move(caller, {
      userId,
      key: `adjust:${caller.requestId}:${this.clock.now()}`,
      kind: 'adjust',
      points,
      reason: why,
    });
    return this.account(caller, userId);
  }
}
