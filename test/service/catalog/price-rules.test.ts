import { beforeAll, describe, expect, it } from 'vitest';
import type { InputReason } from '../../../platform/errors';
import { ManualClock } from '../../../testing/clock';
import { PriceRuleService } from '../../../subgraphs/catalog/price-rules/price-rule-service';
import type { PriceRuleInput } from '../../../subgraphs/catalog/price-rules/validation';
import type { ProductRecord } from '../../../subgraphs/catalog/models/product';
import { admin, logger, testCatalog, visitor, type TestCatalog } from './fixture';

/** Price rules on the test MongoDB, with a clock the tests move: scheduled prices, tiers, group prices. */
const T0 = Date.parse('2026-06-01T00:00:00Z');
const hour = 3_600_000;
const clock = new ManualClock(T0);
let t: TestCatalog;
let rules: PriceRuleService;
let counter = 0;
const sku = (prefix: string) => `${prefix}-${(counter++).toString().padStart(4, '0')}`;
const refused = (field: string, reason: InputReason) => ({
  extensions: { code: 'BAD_USER_INPUT', field, reason },
});
const noGroups = async () => [] as string[];

beforeAll(async () => {
  t = await testCatalog('catalog_price_rules', { clock });
  rules = new PriceRuleService(t.models, t.catalog, logger);
});

const plain = () => t.catalog.createProduct(admin, { sku: sku('MUG'), name: 'Mug', price: '10.00' });
const tee = () => {
  const code = sku('TEE');
  return t.catalog.createProduct(admin, {
    sku: code,
    name: 'Tee',
    price: '20.00',
    options: [{ name: 'Size', values: ['S', 'M'] }],
    variants: [
      { sku: `${code}-S`, options: [{ name: 'Size', value: 'S' }] },
      { sku: `${code}-M`, options: [{ name: 'Size', value: 'M' }], price: '22.00' },
    ],
  });
};
const fresh = async (id: string) => (await t.models.Product.findById(id).lean<ProductRecord>())!;
const unitPrice = async (id: string, groups: string[] = [], variantId: string | null = null) => {
  const product = await fresh(id);
  const variant = product.variants?.find((v) => v._id === variantId);
  return (
    await rules.priceOf(product, variantId, variant?.priceMinor ?? product.listPriceMinor, {
      groups: async () => groups,
    })
  ).unitPriceMinor;
};
const outboxOf = async (id: string) => (await t.stored(id))!.outbox;

describe('scheduled prices', () => {
  it('switch at validFrom and back at validTo on the service clock; the sweeper announces both moments', async () => {
    clock.set(T0);
    const mug = await plain();
    const rule = await rules.create(admin, {
      productId: mug._id,
      kind: 'scheduled',
      price: '7.50',
      validFrom: new Date(T0 + hour),
      validTo: new Date(T0 + 2 * hour),
    });
    expect(rule).toMatchObject({
      kind: 'scheduled',
      unitPriceMinor: 750,
      productId: mug._id,
      currency: 'USD',
    });
    // Written for later: nothing changes now, so no event yet.
    expect(await unitPrice(mug._id)).toBe(1000);
    expect(await outboxOf(mug._id)).toHaveLength(1);
    expect((await fresh(mug._id)).nextPriceChangeAt).toEqual(new Date(T0 + hour));
    expect(await rules.sweep(admin)).toBe(0);

    clock.set(T0 + hour - 1);
    expect(await unitPrice(mug._id)).toBe(1000);
    clock.set(T0 + hour);
    expect(await unitPrice(mug._id)).toBe(750);
    expect(await rules.sweep(admin)).toBe(1);
    expect((await outboxOf(mug._id)).at(-1)).toMatchObject({
      type: 'ProductUpdatedEvent',
      data: { changed: ['price'], price: '7.50', previousPrice: '10.00' },
    });
    expect(await rules.sweep(admin)).toBe(0);

    clock.set(T0 + 2 * hour);
    expect(await unitPrice(mug._id)).toBe(1000);
    expect(await rules.sweep(admin)).toBe(1);
    expect((await outboxOf(mug._id)).at(-1)).toMatchObject({
      data: { changed: ['price'], price: '10.00', previousPrice: '7.50' },
    });
    expect((await fresh(mug._id)).nextPriceChangeAt).toBeNull();
  });

  it('a rule that applies now records ProductUpdatedEvent with the new price in the same write', async () => {
    clock.set(T0);
    const mug = await plain();
    const rule = await rules.create(admin, {
      productId: mug._id,
      kind: 'scheduled',
      price: '8.00',
      validFrom: new Date(T0 - hour),
    });
    expect(await unitPrice(mug._id)).toBe(800);
    const outbox = await outboxOf(mug._id);
    expect(outbox.at(-1)).toMatchObject({
      type: 'ProductUpdatedEvent',
      sequence: 2,
      data: { id: mug._id, changed: ['price'], price: '8.00', previousPrice: '10.00' },
    });
    await rules.update(admin, rule._id, { kind: 'scheduled', price: '9.00', validFrom: new Date(T0 - hour) });
    expect((await outboxOf(mug._id)).at(-1)).toMatchObject({
      data: { price: '9.00', previousPrice: '8.00' },
    });
    await rules.remove(admin, rule._id);
    expect(await unitPrice(mug._id)).toBe(1000);
    expect((await outboxOf(mug._id)).at(-1)).toMatchObject({
      data: { price: '10.00', previousPrice: '9.00' },
    });
    expect((await fresh(mug._id)).priceRules).toEqual([]);
  });

  it("a variant's scheduled price changes that variant only, and its event names it", async () => {
    clock.set(T0);
    const product = await tee();
    const [small, medium] = product.variants!;
    await rules.create(admin, {
      productId: product._id,
      variantId: medium!._id,
      kind: 'scheduled',
      price: '18.00',
      validFrom: new Date(T0),
    });
    expect(await unitPrice(product._id, [], medium!._id)).toBe(1800);
    expect(await unitPrice(product._id, [], small!._id)).toBe(2000);
    expect((await outboxOf(product._id)).at(-1)).toMatchObject({
      data: { changed: ['price'], variants: [{ id: medium!._id, price: '18.00', previousPrice: '22.00' }] },
    });
  });
});

describe('quantity tiers and group prices', () => {
  it('price each line by its quantity and the customer groups given (the orders subgraph asks)', async () => {
    clock.set(T0);
    const mug = await plain();
    const product = await tee();
    const medium = product.variants![1]!;
    const tiers = await rules.create(admin, {
      productId: mug._id,
      kind: 'tiers',
      tiers: [
        { minQuantity: 50, price: '7.00' },
        { minQuantity: 10, price: '9.00' },
      ],
    });
    expect(tiers.tiers).toEqual([
      { minQuantity: 10, unitPriceMinor: 900 },
      { minQuantity: 50, unitPriceMinor: 700 },
    ]);
    const group = await rules.create(admin, {
      productId: product._id,
      kind: 'group',
      group: 'trade',
      price: '15.00',
    });
    const lines = [
      { productId: mug._id, quantity: 9 },
      { productId: mug._id, variantId: mug._id, quantity: 10 },
      { productId: mug._id, quantity: 50 },
      { productId: product._id, variantId: medium._id, quantity: 1 },
      { productId: product._id, variantId: 'no-such-variant', quantity: 1 },
      { productId: 'no-such-product', quantity: 1 },
    ];
    const asTrade = await rules.quote(admin, lines, ['trade']);
    expect(asTrade.map((line) => line && [line.unitPriceMinor, line.rule?._id ?? null])).toEqual([
      [1000, null],
      [900, tiers._id],
      [700, tiers._id],
      [1500, group._id],
      null,
      null,
    ]);
    expect(asTrade[3]).toMatchObject({ listPriceMinor: 2200, variantId: medium._id, currency: 'USD' });
    const asOthers = await rules.quote(admin, lines, ['retail']);
    expect(asOthers[3]).toMatchObject({ unitPriceMinor: 2200, rule: null });
    // A product read: the group price for the group only; the groups are asked only when a group rule exists.
    expect(await unitPrice(product._id, ['trade'], medium._id)).toBe(1500);
    expect(await unitPrice(product._id, [], medium._id)).toBe(2200);
    let asked = 0;
    await rules.priceOf(await fresh(mug._id), null, 1000, {
      groups: async () => {
        asked++;
        return [];
      },
    });
    expect(asked).toBe(0);
    // A group or tier rule changes no public price: its event says priceRules.
    expect((await outboxOf(product._id)).at(-1)).toMatchObject({ data: { changed: ['priceRules'] } });
  });
});

describe('refusals (nothing written)', () => {
  const cases: Array<{ name: string; input: Partial<PriceRuleInput>; error: object }> = [
    {
      name: 'an end before the start',
      input: { kind: 'scheduled', price: '5', validFrom: new Date(T0), validTo: new Date(T0 - 1) },
      error: refused('validTo', 'OUT_OF_RANGE'),
    },
    {
      name: 'an end equal to the start',
      input: { kind: 'scheduled', price: '5', validFrom: new Date(T0), validTo: new Date(T0) },
      error: refused('validTo', 'OUT_OF_RANGE'),
    },
    {
      name: 'a zero price',
      input: { kind: 'group', group: 'vip', price: '0' },
      error: refused('price', 'OUT_OF_RANGE'),
    },
    {
      name: 'a negative price',
      input: { kind: 'scheduled', price: '-1', validFrom: new Date(T0) },
      error: refused('price', 'OUT_OF_RANGE'),
    },
    {
      name: 'a scheduled price without a start',
      input: { kind: 'scheduled', price: '5' },
      error: refused('validFrom', 'REQUIRED'),
    },
    {
      name: 'two tiers at the same quantity',
      input: {
        kind: 'tiers',
        tiers: [
          { minQuantity: 5, price: '9' },
          { minQuantity: 5, price: '8' },
        ],
      },
      error: refused('tiers[1].minQuantity', 'ALREADY_EXISTS'),
    },
    {
      name: 'a zero tier price',
      input: { kind: 'tiers', tiers: [{ minQuantity: 5, price: '0.00' }] },
      error: refused('tiers[0].price', 'OUT_OF_RANGE'),
    },
    { name: 'tiers without tiers', input: { kind: 'tiers', tiers: [] }, error: refused('tiers', 'REQUIRED') },
    {
      name: 'a group price without a group',
      input: { kind: 'group', price: '5' },
      error: refused('group', 'REQUIRED'),
    },
    {
      name: 'a price on a tiers rule',
      input: { kind: 'tiers', price: '5', tiers: [{ minQuantity: 2, price: '4' }] },
      error: refused('price', 'NOT_ALLOWED'),
    },
    {
      name: 'an unknown variant',
      input: { kind: 'group', group: 'vip', price: '5', variantId: 'nope' },
      error: { extensions: { code: 'VARIANT_NOT_FOUND', field: 'variantId' } },
    },
  ];
  it.each(cases)('$name', async ({ input, error }) => {
    const mug = await plain();
    await expect(
      rules.create(admin, { productId: mug._id, kind: 'scheduled', ...input } as PriceRuleInput),
    ).rejects.toMatchObject(error);
    const stored = await t.stored(mug._id);
    expect(stored!.priceRules ?? []).toEqual([]);
    expect(stored!.outbox).toHaveLength(1);
  });

  it('an unknown product, an unknown rule, and tier tables of one target overlapping in time', async () => {
    await expect(
      rules.create(admin, { productId: 'nope', kind: 'group', group: 'vip', price: '1' }),
    ).rejects.toMatchObject({ extensions: { code: 'PRODUCT_NOT_FOUND' } });
    await expect(rules.remove(admin, 'nope')).rejects.toMatchObject({
      extensions: { code: 'PRICE_RULE_NOT_FOUND' },
    });
    const mug = await plain();
    const first = await rules.create(admin, {
      productId: mug._id,
      kind: 'tiers',
      tiers: [{ minQuantity: 10, price: '9' }],
      validFrom: new Date(T0),
      validTo: new Date(T0 + hour),
    });
    await expect(
      rules.create(admin, {
        productId: mug._id,
        kind: 'tiers',
        tiers: [{ minQuantity: 20, price: '8' }],
        validFrom: new Date(T0 + hour - 1),
      }),
    ).rejects.toMatchObject({ extensions: { code: 'PRICE_RULE_CONFLICT', ruleId: first._id } });
    expect((await fresh(mug._id)).priceRules).toHaveLength(1);
    // Back to back is no overlap (validTo is exclusive).
    await rules.create(admin, {
      productId: mug._id,
      kind: 'tiers',
      tiers: [{ minQuantity: 20, price: '8' }],
      validFrom: new Date(T0 + hour),
    });
    expect((await fresh(mug._id)).priceRules).toHaveLength(2);
  });

  it('concurrent rule writes never lose one (the losers are told to retry)', async () => {
    clock.set(T0);
    const mug = await plain();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        rules.create(admin, { productId: mug._id, kind: 'group', group: `g${i}`, price: `${i + 1}.00` }),
      ),
    );
    const created = results.filter((result) => result.status === 'fulfilled').length;
    for (const result of results)
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ extensions: { code: 'CONCURRENT_MODIFICATION' } });
    expect((await fresh(mug._id)).priceRules).toHaveLength(created);
  });
});

describe('reads', () => {
  it('the visitor pays the list price of a product without rules, with no groups asked', async () => {
    const mug = await plain();
    expect((await rules.priceOf(await fresh(mug._id), null, 1000, { groups: noGroups })).rule).toBeNull();
    expect(rules.list(visitor, await fresh(mug._id))).toEqual([]);
  });
});
