import { Schema, type Connection, type Model } from 'mongoose';
import type { EventEnvelope } from '../../../platform/events';

export type LoyaltyTier = 'bronze' | 'silver' | 'gold';

/** Why points moved. */
export type LedgerKind = 'earn' | 'redeem' | 'restore' | 'reverse' | 'adjust';

/** One entry of the append-only points ledger. */
export interface LedgerEntryRecord {
  /** What caused it, unique per account (`earn:<order>`, `redeem:<order>`, `reverse:<return>`, ...). */
  key: string;
  kind: LedgerKind;
  /** Signed: credits positive, debits negative. */
  points: number;
  orderId: string | null;
  reason: string;
  actor: string | null;
  at: Date;
}

/**
 * A customer's loyalty account. The ledger is embedded and only ever appended to, in the same guarded
 * update that moves the balance (and records its event, whose aggregate is the entry: `<user>:<key>`),
 * so the balance is always the ledger's sum, a cause is applied once (`ledger.key` absent), and a debit
 * never takes the balance below 0 (`balance >= points`).
 */
export interface LoyaltyAccountRecord {
  /** The user id. */
  _id: string;
  balance: number;
  /** Points ever earned (less those reversed): the tier follows from it (program.ts). */
  lifetimePoints: number;
  ledger: LedgerEntryRecord[];
  createdAt: Date;
  updatedAt: Date;
}

export type LoyaltyAccountDocument = LoyaltyAccountRecord & { outbox: EventEnvelope[] };

const accountSchema = new Schema<LoyaltyAccountDocument>(
  {
    _id: { type: String, required: true },
    balance: { type: Number, required: true, min: 0, default: 0 },
    lifetimePoints: { type: Number, required: true, default: 0 },
    ledger: {
      type: [
        {
          _id: false,
          key: String,
          kind: String,
          points: Number,
          orderId: String,
          reason: String,
          actor: String,
          at: Date,
        },
      ],
      default: () => [],
    },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    outbox: { type: Schema.Types.Mixed, default: () => [], select: false },
  },
  { collection: 'loyalty_accounts', versionKey: false },
);

export function loyaltyModels(connection: Connection) {
  return {
    LoyaltyAccount: connection.model<LoyaltyAccountDocument>(
      'LoyaltyAccount',
      accountSchema,
    ) as Model<LoyaltyAccountDocument>,
  };
}

export type LoyaltyModels = ReturnType<typeof loyaltyModels>;
