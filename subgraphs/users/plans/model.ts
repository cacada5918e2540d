import { Schema, type Connection, type Model } from 'mongoose';
import type { RateTier } from '../../../platform/identity';

export type PlanChangeStatusValue = 'pending' | 'approved' | 'refused' | 'cancelled';

/** A developer's request to move one API key to another plan (rate-limit tier); kept after the decision. */
export interface PlanChangeRecord {
  _id: string;
  keyId: string;
  /** The key's owner: who asked, and whose requests they are. */
  userId: string;
  /** The key's name when asked (the key may be renamed or rotated out later). */
  keyName: string;
  fromTier: RateTier;
  toTier: RateTier;
  status: PlanChangeStatusValue;
  note: string | null;
  /**
   * The key id while the request is pending, absent after: a sparse unique index on it allows one pending
   * request per key, enforced by the database rather than by a read before the write.
   */
  pendingFor?: string;
  requestedAt: Date;
  decidedAt: Date | null;
  /** The admin who approved or refused, or the owner who cancelled. */
  decidedBy: string | null;
  reason: string | null;
}

const planChangeSchema = new Schema<PlanChangeRecord>(
  {
    _id: { type: String, required: true },
    keyId: { type: String, required: true },
    userId: { type: String, required: true },
    keyName: { type: String, required: true },
    fromTier: { type: String, required: true },
    toTier: { type: String, required: true },
    status: { type: String, required: true },
    note: { type: String, default: null },
    pendingFor: { type: String },
    requestedAt: { type: Date, required: true },
    decidedAt: { type: Date, default: null },
    decidedBy: { type: String, default: null },
    reason: { type: String, default: null },
  },
  { collection: 'plan_changes', versionKey: false },
);
planChangeSchema.index({ pendingFor: 1 }, { unique: true, sparse: true });
planChangeSchema.index({ userId: 1, requestedAt: -1 });
planChangeSchema.index({ status: 1, requestedAt: -1 });

export function planModels(connection: Connection) {
  return {
    PlanChange: connection.model<PlanChangeRecord>('PlanChange', planChangeSchema) as Model<PlanChangeRecord>,
  };
}

export type PlanModels = ReturnType<typeof planModels>;
