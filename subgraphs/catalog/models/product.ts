import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import type { EventEnvelope } from '../../../platform/events';
import type { PriceRuleRecord } from '../price-rules/rules';

export type ProductStatusValue = 'active' | 'draft' | 'discontinued';

export interface ProductThumbnailRecord {
  width: number;
  height: number;
  url: string;
  /** Its key in the object store. */
  key: string;
}

export interface ProductImageRecord {
  url: string;
  alt?: string | null;
  primary: boolean;
  /** An uploaded image's key in the object store (absent for images given by URL). */
  key?: string | null;
  thumbnails?: ProductThumbnailRecord[];
}

/** A named option (Size, Colour) and its values in display order. */
export interface ProductOptionRecord {
  name: string;
  values: string[];
}

export interface VariantOptionValueRecord {
  name: string;
  value: string;
}

/**
 * A variant of a product with options, embedded in the product document (a product without options
 * stores none: its one default variant is the product itself, see variants/default-variant.ts).
 */
export interface VariantRecord {
  _id: string;
  sku: string;
  barcode: string | null;
  /** One value per product option, in the product's option order. */
  options: VariantOptionValueRecord[];
  priceMinor: number;
  costPriceMinor: number | null;
  weightGrams: number | null;
  images: ProductImageRecord[];
  status: ProductStatusValue;
}

/** A product of the catalog (the `products` of REQ-CAT-1); money in integer minor units of `currency`. */
export interface ProductRecord {
  _id: string;
  sku: string;
  name: string;
  description?: string | null;
  brand?: string | null;
  categoryId?: string | null;
  listPriceMinor: number;
  costPriceMinor?: number | null;
  currency: string;
  status: ProductStatusValue;
  images: ProductImageRecord[];
  /** Empty (or absent, on documents older than variants) for a product sold as one default variant. */
  options?: ProductOptionRecord[];
  variants?: VariantRecord[];
  /**
   * The product's SKU and every variant's: a unique multikey index makes a SKU unique across products
   * and variants alike. Absent on documents written before variants (their `sku` is checked instead).
   */
  skus?: string[];
  /** Counts writes of `options`, `variants` and `skus`, so concurrent ones cannot undo each other. */
  variantsRev?: number;
  /** Visible reviews only: the rating is ratingSum / reviewCount. Absent means 0. */
  reviewCount?: number;
  ratingSum?: number;
  /** Counts recounts of the reviews, so a recount from stale totals never overwrites a newer one. */
  reviewsRev?: number;
  /** Scheduled prices, quantity tiers and customer-group prices (price-rules/rules.ts); absent: none. */
  priceRules?: PriceRuleRecord[];
  /** Counts writes of `priceRules`, so concurrent rule writes never undo each other. */
  priceRulesRev?: number;
  /**
   * The next moment a rule of `priceRules` starts or ends (the public price may change then without a
   * write); the price sweeper announces it with ProductUpdatedEvent. Null: none ahead.
   */
  nextPriceChangeAt?: Date | null;
  /** Sequence of the product's last event (ProductCreated is 1); guards every write that adds one. */
  eventSeq?: number;
  createdAt: Date;
  updatedAt: Date;
  /** The `updatedAt` the search index last indexed; behind `updatedAt` means the index is stale. */
  indexedAt?: Date | null;
}

/** The product document with its embedded outbox (events/envelope.ts), which only the relay reads. */
export type ProductDocument = ProductRecord & { outbox: EventEnvelope[] };

export interface CategoryRecord {
  _id: string;
  name: string;
  slug: string;
  parentId?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const imageSchema = new Schema<ProductImageRecord>(
  {
    url: String,
    alt: String,
    primary: Boolean,
    // An uploaded image: its object-store key and its thumbnails.
    key: { type: String, default: undefined },
    thumbnails: {
      type: [{ _id: false, width: Number, height: Number, url: String, key: String }],
      default: undefined,
    },
  },
  { _id: false },
);

const productSchema = new Schema<ProductDocument>(
  {
    _id: { type: String, default: () => randomUUID() },
    sku: { type: String, required: true },
    name: { type: String, required: true },
    description: { type: String, default: null },
    brand: { type: String, default: null },
    categoryId: { type: String, default: null },
    listPriceMinor: { type: Number, required: true, min: 0 },
    costPriceMinor: { type: Number, default: null },
    currency: { type: String, required: true, default: 'USD' },
    status: { type: String, required: true, enum: ['active', 'draft', 'discontinued'], default: 'active' },
    images: { type: [imageSchema], default: [] },
    options: { type: [{ _id: false, name: String, values: [String] }], default: undefined },
    variants: {
      type: [
        {
          _id: { type: String, required: true },
          sku: { type: String, required: true },
          barcode: { type: String, default: null },
          options: { type: [{ _id: false, name: String, value: String }], default: [] },
          priceMinor: { type: Number, required: true, min: 0 },
          costPriceMinor: { type: Number, default: null },
          weightGrams: { type: Number, default: null },
          images: { type: [imageSchema], default: [] },
          status: { type: String, required: true, enum: ['active', 'draft', 'discontinued'] },
        },
      ],
      default: undefined,
    },
    skus: { type: [String], default: undefined },
    variantsRev: { type: Number },
    reviewCount: { type: Number, default: 0 },
    ratingSum: { type: Number, default: 0 },
    reviewsRev: { type: Number },
    priceRules: {
      type: [
        {
          _id: { type: String, required: true },
          variantId: { type: String, default: null },
          kind: { type: String, required: true, enum: ['scheduled', 'tiers', 'group'] },
          unitPriceMinor: { type: Number, default: null },
          tiers: { type: [{ _id: false, minQuantity: Number, unitPriceMinor: Number }], default: [] },
          group: { type: String, default: null },
          validFrom: { type: Date, default: null },
          validTo: { type: Date, default: null },
          createdAt: { type: Date, required: true },
          updatedAt: { type: Date, required: true },
        },
      ],
      default: undefined,
    },
    priceRulesRev: { type: Number },
    nextPriceChangeAt: { type: Date, default: undefined },
    eventSeq: { type: Number, default: 0 },
    indexedAt: { type: Date, default: null },
    outbox: { type: Schema.Types.Mixed, default: () => [], select: false },
  },
  { collection: 'products', timestamps: true, versionKey: false },
);
productSchema.index({ sku: 1 }, { unique: true });
// Sparse: documents older than variants have no `skus` (their own `sku` is unique above).
productSchema.index({ skus: 1 }, { unique: true, sparse: true });
// A variant is looked up by its id alone (ProductVariant references, orders).
productSchema.index({ 'variants._id': 1 });
productSchema.index({ categoryId: 1, createdAt: -1 });
productSchema.index({ brand: 1 });
// The price sweeper looks for products whose scheduled price starts or ends now.
productSchema.index({ nextPriceChangeAt: 1 }, { sparse: true });
// The search index's reconciliation looks at recently changed products only.
productSchema.index({ updatedAt: 1 });

const categorySchema = new Schema<CategoryRecord>(
  {
    _id: { type: String, default: () => randomUUID() },
    name: { type: String, required: true },
    slug: { type: String, required: true },
    parentId: { type: String, default: null },
  },
  { collection: 'categories', timestamps: true, versionKey: false },
);
categorySchema.index({ slug: 1 }, { unique: true });
// The search index's reconciliation looks at recently changed categories too (twice a second).
categorySchema.index({ updatedAt: 1 });

export function catalogModels(connection: Connection) {
  return {
    Product: connection.model<ProductDocument>('Product', productSchema) as Model<ProductDocument>,
    Category: connection.model<CategoryRecord>('Category', categorySchema) as Model<CategoryRecord>,
  };
}

export type CatalogModels = ReturnType<typeof catalogModels>;
