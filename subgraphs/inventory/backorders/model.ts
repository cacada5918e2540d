import { Schema, type Connection, type Model } from 'mongoose';

/**
 * Whether a product (or one variant) may be ordered beyond what is available: REFUSE (the default when no
 * policy exists), or ALLOW up to `limit` units promised against incoming stock at a time. `promised` counts
 * the units of waiting backorders, and every promise is one update guarded by `promised <= limit - units`.
 */
export interface BackorderPolicyRecord {
  /** The variant's id (the product's own id for its default variant). */
  _id: string;
  productId: string;
  variantId: string;
  mode: 'REFUSE' | 'ALLOW';
  limit: number;
  /** When incoming units are expected, shown on backordered order lines. */
  expectedAt: Date | null;
  promised: number;
  updatedAt: Date;
  createdAt: Date;
}

const policySchema = new Schema<BackorderPolicyRecord>(
  {
    _id: { type: String, required: true },
    productId: { type: String, required: true },
    variantId: { type: String, required: true },
    mode: { type: String, enum: ['REFUSE', 'ALLOW'], required: true },
    limit: { type: Number, required: true, min: 0, default: 0 },
    expectedAt: { type: Date, default: null },
    promised: { type: Number, required: true, default: 0 },
  },
  { collection: 'backorder_policies', timestamps: true, versionKey: false },
);

export function backorderPolicyModel(connection: Connection): Model<BackorderPolicyRecord> {
  return connection.model<BackorderPolicyRecord>('BackorderPolicy', policySchema);
}
