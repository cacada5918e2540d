import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, type Caller } from '../../../platform/identity/caller';
import { admin, testCatalog, visitor, type TestCatalog } from './fixture';

/** Ratings and reviews: who may review, one review each, moderation, and exact counts under concurrency. */
let t: TestCatalog;
let counter = 0;

const customer = (userId: string): Caller =>
  callerOf({ kind: 'user', userId, roles: ['customer'], scopes: ['read', 'write'] }, `request-${userId}`);
const support: Caller = callerOf(
  { kind: 'user', userId: 'support-1', roles: ['support'], scopes: ['read', 'write'] },
  'request-support',
);

async function product(name = 'Reviewed Thing') {
  return t.catalog.createProduct(admin, { sku: `R-${counter++}`, name, price: '5.00' });
}

/** The customer received the product (the stubbed orders peer says so). */
function receive(userId: string, productId: string) {
  t.received.add(`${userId}:${productId}`);
}

const review = (userId: string, productId: string, stars: number) =>
  t.reviews.create(customer(userId), { productId, stars, title: `${stars} stars`, text: 'As described.' });

async function counts(productId: string) {
  const stored = await t.stored(productId);
  return { reviewCount: stored!.reviewCount, ratingSum: stored!.ratingSum };
}

beforeAll(async () => {
  t = await testCatalog('catalog_reviews');
});

describe('createReview', () => {
  it('takes a review from a customer who received the product, once, and counts it with ProductUpdatedEvent', async () => {
    const { _id } = await product();
    receive('alice', _id);
    const created = await review('alice', _id, 4);
    expect(created).toMatchObject({
      productId: _id,
      userId: 'alice',
      stars: 4,
      hidden: false,
      hiddenReason: null,
    });
    expect(await counts(_id)).toEqual({ reviewCount: 1, ratingSum: 4 });
    const stored = await t.stored(_id);
    expect(stored!.outbox.at(-1)).toMatchObject({
      type: 'ProductUpdatedEvent',
      sequence: 2,
      data: { id: _id, changed: ['reviewCount', 'rating'], reviewCount: 1, rating: 4 },
    });
    await expect(review('alice', _id, 5)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'productId', reason: 'ALREADY_EXISTS' },
    });
    expect(await counts(_id)).toEqual({ reviewCount: 1, ratingSum: 4 });
  });

  it.each([
    ['a customer who did not receive it', 'bob', 3, 'REVIEW_NOT_ALLOWED'],
    ['0 stars', 'carol', 0, 'BAD_USER_INPUT'],
    ['6 stars', 'carol', 6, 'BAD_USER_INPUT'],
    ['half stars', 'carol', 3.5, 'BAD_USER_INPUT'],
  ])('refuses %s, storing nothing', async (_, userId, stars, code) => {
    const { _id } = await product();
    receive('carol', _id);
    await expect(review(userId, _id, stars)).rejects.toMatchObject({ extensions: { code } });
    expect(await t.reviewModels.Review.countDocuments({ productId: _id })).toBe(0);
    expect(await counts(_id)).toEqual({ reviewCount: 0, ratingSum: 0 });
  });

  it('refuses an anonymous caller, an empty title and an unknown product', async () => {
    const { _id } = await product();
    receive('dave', _id);
    await expect(
      t.reviews.create(visitor, { productId: _id, stars: 5, title: 'Hi', text: 'Great.' }),
    ).rejects.toMatchObject({ extensions: { code: 'REVIEW_NOT_ALLOWED' } });
    await expect(
      t.reviews.create(customer('dave'), { productId: _id, stars: 5, title: '  ', text: 'Great.' }),
    ).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'title', reason: 'REQUIRED' } });
    await expect(
      t.reviews.create(customer('dave'), { productId: 'nope', stars: 5, title: 'Hi', text: 'Great.' }),
    ).rejects.toMatchObject({ extensions: { code: 'PRODUCT_NOT_FOUND' } });
  });
});

describe('concurrency', () => {
  it('keeps reviewCount and ratingSum exact under 40 parallel reviews', async () => {
    const { _id } = await product();
    const stars = Array.from({ length: 40 }, (_, i) => (i % 5) + 1);
    stars.forEach((_, i) => receive(`crowd-${i}`, _id));
    await Promise.all(stars.map((value, i) => review(`crowd-${i}`, _id, value)));
    expect(await counts(_id)).toEqual({ reviewCount: 40, ratingSum: stars.reduce((a, b) => a + b, 0) });
    // Every event of the product has its own sequence, in order, with no gap.
    const sequences = (await t.stored(_id))!.outbox.map((event) => event.sequence);
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
  });

  it('stays exact when reviews and moderation race, and a second attempt by the same customer loses', async () => {
    const { _id } = await product();
    for (let i = 0; i < 10; i++) receive(`early-${i}`, _id);
    const early = await Promise.all(Array.from({ length: 10 }, (_, i) => review(`early-${i}`, _id, 5)));
    for (let i = 0; i < 20; i++) receive(`late-${i}`, _id);
    const results = await Promise.allSettled([
      ...early.slice(0, 5).map((hidden) => t.reviews.hide(support, hidden._id, 'Spam')),
      ...Array.from({ length: 20 }, (_, i) => review(`late-${i}`, _id, 2)),
      review('late-0', _id, 1),
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(1);
    // Either of late-0's two racing reviews may be the one stored (2 stars or 1).
    const kept = await t.reviewModels.Review.findOne({ productId: _id, userId: 'late-0' }).lean();
    // 5 of the early ones hidden, 19 late ones at 2 stars, and late-0's.
    expect(await counts(_id)).toEqual({ reviewCount: 25, ratingSum: 5 * 5 + 19 * 2 + kept!.stars });
  });
});

describe('moderation and listing', () => {
  it('hides with a reason (out of the rating, visible to staff only) and shows again', async () => {
    const { _id } = await product();
    for (const [user, stars] of [
      ['m1', 5],
      ['m2', 1],
      ['m3', 3],
    ] as const) {
      receive(user, _id);
      await review(user, _id, stars);
    }
    const [spam] = (await t.reviews.list(support, _id, { limit: 10, offset: 0 })).items.filter(
      (item) => item.stars === 1,
    );
    const hidden = await t.reviews.hide(support, spam!._id, '  Not about the product  ');
    expect(hidden).toMatchObject({
      hidden: true,
      hiddenReason: 'Not about the product',
      hiddenBy: 'support-1',
    });
    expect(await counts(_id)).toEqual({ reviewCount: 2, ratingSum: 8 });
    expect(await t.reviews.list(customer('m9'), _id, { limit: 10, offset: 0 })).toMatchObject({ total: 2 });
    expect(await t.reviews.list(support, _id, { limit: 10, offset: 0 })).toMatchObject({ total: 3 });
    await expect(t.reviews.hide(support, spam!._id, ' ')).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'reason' },
    });
    await t.reviews.unhide(support, spam!._id);
    expect(await counts(_id)).toEqual({ reviewCount: 3, ratingSum: 9 });
    await expect(t.reviews.hide(support, 'nope', 'x')).rejects.toMatchObject({
      extensions: { code: 'REVIEW_NOT_FOUND' },
    });
  });

  it('pages newest first with the total over every page', async () => {
    const { _id } = await product();
    for (let i = 0; i < 5; i++) {
      receive(`p${i}`, _id);
      await review(`p${i}`, _id, 3);
    }
    const first = await t.reviews.list(visitor, _id, { limit: 2, offset: 0 });
    const rest = await t.reviews.list(visitor, _id, { limit: 10, offset: 2 });
    expect(first.total).toBe(5);
    expect(first.items.map((item) => item.userId)).toEqual(['p4', 'p3']);
    expect(rest.items.map((item) => item.userId)).toEqual(['p2', 'p1', 'p0']);
  });
});

describe('search', () => {
  it('gives search the new rating as soon as a review or a moderation returns', async () => {
    const { _id } = await product('Wombat Kettle');
    const rated = async () =>
      (await t.search.search(visitor, { query: 'wombat', minRating: 4, limit: 5, offset: 0 })).hits.map(
        (hit) => hit.product._id,
      );
    expect(await rated()).toEqual([]);
    receive('w1', _id);
    const five = await review('w1', _id, 5);
    expect(await rated()).toEqual([_id]);
    await t.reviews.hide(support, five._id, 'Spam');
    expect(await rated()).toEqual([]);
  });
});
