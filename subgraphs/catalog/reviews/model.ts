import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';

/** A customer's review of a product: one per (product, customer). Hidden ones count in no rating. */
export interface ReviewRecord {
  _id: string;
  productId: string;
  userId: string;
  stars: number;
  title: string;
  text: string;
  hidden: boolean;
  hiddenReason: string | null;
  /** Who hid it (a staff member's id). */
  hiddenBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const reviewSchema = new Schema<ReviewRecord>(
  {
    _id: { type: String, default: () => randomUUID() },
    productId: { type: String, required: true },
    userId: { type: String, required: true },
    stars: { type: Number, required: true, min: 1, max: 5 },
    title: { type: String, required: true },
    text: { type: String, required: true },
    hidden: { type: Boolean, required: true, default: false },
    hiddenReason: { type: String, default: null },
    hiddenBy: { type: String, default: null },
  },
  { collection: 'product_reviews', timestamps: true, versionKey: false },
);
// One review per customer and product, also when two submissions race.
reviewSchema.index({ productId: 1, userId: 1 }, { unique: true });
reviewSchema.index({ productId: 1, createdAt: -1 });

export function reviewModels(connection: Connection) {
  return {
    Review: connection.model<ReviewRecord>('Review', reviewSchema) as Model<ReviewRecord>,
  };
}

export type ReviewModels = ReturnType<typeof reviewModels>;
