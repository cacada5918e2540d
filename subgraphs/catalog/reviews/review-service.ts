import { appError, badInput, isDuplicateKeyError, notFound } from '../../../platform/errors';
import type { Page } from '../../../platform/graphql/paging';
import type { Caller } from '../../../platform/identity/caller';
import type { CatalogModels, ProductRecord } from '../models/product';
import { productUpdated, type CatalogService } from '../services/catalog-service';
import { text } from '../services/fields';
import type { ReviewModels, ReviewRecord } from './model';

export interface CreateReviewInput {
  productId: string;
  /** 1 to 5. */
  stars: number;
  title: string;
  text: string;
}

export interface ReviewPageValue {
  items: ReviewRecord[];
  total: number;
}

/**
 * Whether this customer received the product: an order of theirs containing it was delivered (asked of
 * the orders subgraph, which owns orders, at the moment of reviewing).
 */
export type ReceivedProduct = (caller: Caller, userId: string, productId: string) => Promise<boolean>;

/** A recount that keeps losing to concurrent ones this many times gives up (the next one heals it). */
const RECOUNT_ATTEMPTS = 500;

const isStaff = (caller: Caller) => caller.reach.read.kind === 'all';

/**
 * Ratings and reviews. The product document carries `reviewCount` and `ratingSum` of its visible reviews;
 * they are always recounted from the reviews themselves and written in one update guarded by the
 * product's `reviewsRev` (and `eventSeq`, as the ProductUpdatedEvent goes in the same update). A writer
 * whose guard failed reads and recounts again, so the last successful write always counted every review
 * stored before it: the counts are exact under any number of concurrent reviews and moderations, and a
 * crash between storing a review and recounting is healed by the product's next recount.
 */
export class ReviewService {
  constructor(
    private readonly models: CatalogModels,
    private readonly reviews: ReviewModels,
    private readonly received: ReceivedProduct,
    /** Search indexing of the recounted product, as after any catalog write. */
    private readonly catalog: Pick<CatalogService, 'indexed' | 'clock'>,
    /** An event was written to the product's outbox. Default: nothing, the relay polls. */
    private readonly onEvent: () => void = () => {},
  ) {}

  async create(caller: Caller, input: CreateReviewInput): Promise<ReviewRecord> {
    const userId = caller.person;
    if (!userId) throw appError('REVIEW_NOT_ALLOWED', 'Reviews are written by signed-in customers.');
    if (!Number.isInteger(input.stars) || input.stars < 1 || input.stars > 5)
      throw badInput('stars', 'Stars are a whole number from 1 to 5.', 'OUT_OF_RANGE');
    const title = text(input.title, 'title', 200, true)!;
    const body = text(input.text, 'text', 5_000, true)!;
    const product = await this.models.Product.findById(input.productId, { status: 1 }).lean<
      Pick<ProductRecord, 'status'>
    >();
    if (!product || product.status === 'draft') throw notFound('PRODUCT_NOT_FOUND', input.productId);
    if (!(await this.received(caller, userId, input.productId)))
      throw appError(
        'REVIEW_NOT_ALLOWED',
        'Only a customer who received this product (a delivered order of theirs) may review it.',
        { productId: input.productId },
      );
    let review: ReviewRecord;
    try {
      const created = await this.reviews.Review.create({
        productId: input.productId,
        userId,
        stars: input.stars,
        title,
        text: body,
      });
      review = created.toObject<ReviewRecord>();
    } catch (error) {
      if (isDuplicateKeyError(error))
        throw badInput('productId', 'You have already reviewed this product.', 'ALREADY_EXISTS');
      throw error;
    }
    await this.recount(caller, input.productId);
    return review;
  }

  /** Staff: hides the review (it leaves the rating) and records why and by whom. */
  async hide(caller: Caller, id: string, reason: string): Promise<ReviewRecord> {
    const why = text(reason, 'reason', 500, true)!;
    return this.moderate(caller, id, { hidden: true, hiddenReason: why, hiddenBy: caller.actor });
  }

  async unhide(caller: Caller, id: string): Promise<ReviewRecord> {
    return this.moderate(caller, id, { hidden: false, hiddenReason: null, hiddenBy: null });
  }

  /** Newest first: visible reviews, and hidden ones too for staff. */
  async list(caller: Caller, productId: string, page: Page): Promise<ReviewPageValue> {
    const filter = isStaff(caller) ? { productId } : { productId, hidden: false };
    const [items, total] = await Promise.all([
      this.reviews.Review.find(filter)
        .sort({ createdAt: -1, _id: 1 })
        .skip(page.offset)
        .limit(page.limit)
        .lean<ReviewRecord[]>()
        .exec(),
      this.reviews.Review.countDocuments(filter).exec(),
    ]);
    return { items, total };
  }

  /**
   * Sets the product's counts to those of its visible reviews (see the class comment for why this is
   * exact under concurrency). A change goes out as ProductUpdatedEvent in the same update.
   */
  async recount(caller: Caller, productId: string): Promise<void> {
    for (let attempt = 0; attempt < RECOUNT_ATTEMPTS; attempt++) {
      // The guard's values are read before counting: a write after this read fails our update.
      const product = await this.models.Product.findById(productId).lean<ProductRecord>();
      if (!product) return;
      const [totals] = await this.reviews.Review.aggregate<{ count: number; sum: number }>([
        { $match: { productId, hidden: false } },
        { $group: { _id: null, count: { $sum: 1 }, sum: { $sum: '$stars' } } },
      ]);
      const reviewCount = totals?.count ?? 0;
      const ratingSum = totals?.sum ?? 0;
      const changed = [
        ...(reviewCount !== (product.reviewCount ?? 0) ? ['reviewCount'] : []),
        ...(reviewCount !== (product.reviewCount ?? 0) || ratingSum !== (product.ratingSum ?? 0)
          ? ['rating']
          : []),
      ];
      const sequence = (product.eventSeq ?? 0) + 1;
      // The schema's timestamps set `updatedAt` on this update (at or after this instant), which is what
      // other replicas' search feeds look for; this replica's is told at once below.
      const updatedAt = new Date();
      const result = await this.models.Product.updateOne(
        { _id: productId, reviewsRev: product.reviewsRev ?? null, eventSeq: product.eventSeq ?? 0 },
        {
          $set: {
            reviewCount,
            ratingSum,
            ...(changed.length ? { eventSeq: sequence } : {}),
          },
          $inc: { reviewsRev: 1 },
          ...(changed.length
            ? {
                $push: {
                  outbox: productUpdated(
                    { ...product, reviewCount, ratingSum },
                    product,
                    sequence,
                    changed,
                    this.catalog.clock.now(),
                  ),
                },
              }
            : {}),
        },
      );
      if (result.matchedCount === 1) {
        if (changed.length) {
          this.onEvent();
          await this.catalog.indexed(caller, {
            ...product,
            reviewCount,
            ratingSum,
            updatedAt,
            eventSeq: sequence,
          });
        }
        return;
      }
    }
  }

  private async moderate(
    caller: Caller,
    id: string,
    set: Pick<ReviewRecord, 'hidden' | 'hiddenReason' | 'hiddenBy'>,
  ): Promise<ReviewRecord> {
    const review = await this.reviews.Review.findByIdAndUpdate(
      id,
      { $set: set },
      {
        returnDocument: 'after',
      },
    ).lean<ReviewRecord>();
    if (!review) throw notFound('REVIEW_NOT_FOUND', id);
    await this.recount(caller, review.productId);
    return review;
  }
}
