import { describe, expect, it } from 'vitest';
import {
  boundariesAfter,
  effectivePrice,
  periodsOverlap,
  type PriceRuleRecord,
} from '../../subgraphs/catalog/price-rules/rules';

/** Which unit price wins when several price rules apply (subgraphs/catalog/price-rules/rules.ts). */
const T0 = Date.parse('2026-06-01T00:00:00Z');
const day = 86_400_000;
let ids = 0;

function rule(fields: Partial<PriceRuleRecord> & Pick<PriceRuleRecord, 'kind'>): PriceRuleRecord {
  ids++;
  return {
    _id: `r${String(ids).padStart(3, '0')}`,
    variantId: null,
    unitPriceMinor: null,
    tiers: [],
    group: null,
    validFrom: null,
    validTo: null,
    createdAt: new Date(T0 - day + ids),
    updatedAt: new Date(T0 - day + ids),
    ...fields,
  };
}

const sale = rule({
  kind: 'scheduled',
  unitPriceMinor: 800,
  validFrom: new Date(T0),
  validTo: new Date(T0 + day),
});
const later = rule({ kind: 'scheduled', unitPriceMinor: 700, validFrom: new Date(T0 + 2 * day) });
const tiers = rule({
  kind: 'tiers',
  tiers: [
    { minQuantity: 10, unitPriceMinor: 900 },
    { minQuantity: 50, unitPriceMinor: 750 },
  ],
});
const vip = rule({ kind: 'group', group: 'vip', unitPriceMinor: 850 });
const wholesale = rule({ kind: 'group', group: 'wholesale', unitPriceMinor: 600 });
const variantSale = rule({
  kind: 'scheduled',
  variantId: 'v-red',
  unitPriceMinor: 950,
  validFrom: new Date(T0),
});
const twinA = rule({ kind: 'group', group: 'vip', unitPriceMinor: 850 });

const LIST = 1000;

describe('effectivePrice', () => {
  const cases: Array<{
    name: string;
    rules: PriceRuleRecord[];
    variantId?: string | null;
    at?: number;
    groups?: string[];
    quantity?: number;
    price: number;
    rule: PriceRuleRecord | null;
  }> = [
    { name: 'no rules: the list price', rules: [], price: LIST, rule: null },
    { name: 'a scheduled price before it starts', rules: [sale], at: T0 - 1, price: LIST, rule: null },
    { name: 'a scheduled price from its start (inclusive)', rules: [sale], at: T0, price: 800, rule: sale },
    {
      name: 'a scheduled price at its end (exclusive)',
      rules: [sale],
      at: T0 + day,
      price: LIST,
      rule: null,
    },
    {
      name: 'an open-ended scheduled price long after',
      rules: [later],
      at: T0 + 400 * day,
      price: 700,
      rule: later,
    },
    { name: 'tiers below the first tier', rules: [tiers], quantity: 9, price: LIST, rule: null },
    { name: 'tiers at the first tier', rules: [tiers], quantity: 10, price: 900, rule: tiers },
    { name: 'tiers between tiers take the lower one', rules: [tiers], quantity: 49, price: 900, rule: tiers },
    { name: 'tiers at the top tier', rules: [tiers], quantity: 500, price: 750, rule: tiers },
    { name: 'a group price outside the group', rules: [vip], groups: ['other'], price: LIST, rule: null },
    { name: 'a group price inside the group', rules: [vip], groups: ['other', 'vip'], price: 850, rule: vip },
    {
      name: 'same target: the lowest applicable price wins (sale under the group price)',
      rules: [vip, sale],
      at: T0,
      groups: ['vip'],
      price: 800,
      rule: sale,
    },
    {
      name: 'same target: the group price wins once the sale is over',
      rules: [vip, sale],
      at: T0 + day,
      groups: ['vip'],
      price: 850,
      rule: vip,
    },
    {
      name: 'same target: a quantity tier under the group price',
      rules: [vip, tiers],
      groups: ['vip'],
      quantity: 50,
      price: 750,
      rule: tiers,
    },
    {
      name: 'a customer in two groups pays the lower group price',
      rules: [vip, wholesale],
      groups: ['vip', 'wholesale'],
      price: 600,
      rule: wholesale,
    },
    {
      name: "the most specific wins: the variant's rule beats a lower product rule",
      rules: [wholesale, variantSale],
      variantId: 'v-red',
      at: T0,
      groups: ['wholesale'],
      price: 950,
      rule: variantSale,
    },
    {
      name: "another variant's rule does not apply",
      rules: [variantSale],
      variantId: 'v-blue',
      at: T0,
      price: LIST,
      rule: null,
    },
    {
      name: "a variant's rule does not price the product as a whole",
      rules: [variantSale],
      variantId: null,
      at: T0,
      price: LIST,
      rule: null,
    },
    {
      name: 'equal prices: the rule created first wins',
      rules: [twinA, vip],
      groups: ['vip'],
      price: 850,
      rule: vip,
    },
    {
      name: 'a rule price above the list price still applies (the merchant asked for it)',
      rules: [rule({ kind: 'scheduled', unitPriceMinor: 1200, validFrom: new Date(T0 - day) })],
      price: 1200,
      rule: expect.objectContaining({ unitPriceMinor: 1200 }) as unknown as PriceRuleRecord,
    },
  ];
  it.each(cases)('$name', (c) => {
    const result = effectivePrice(c.rules, c.variantId === undefined ? null : c.variantId, LIST, {
      at: c.at ?? T0 + 10 * day,
      groups: c.groups ?? [],
      quantity: c.quantity ?? 1,
    });
    expect(result.unitPriceMinor).toBe(c.price);
    expect(result.rule).toEqual(c.rule);
  });

  it('does not depend on the order the rules are stored in', () => {
    const rules = [vip, wholesale, tiers, sale, later, variantSale, twinA];
    const question = { at: T0, groups: ['vip', 'wholesale'], quantity: 60 };
    const expected = effectivePrice(rules, 'v-red', LIST, question);
    for (let shift = 1; shift < rules.length; shift++) {
      const rotated = [...rules.slice(shift), ...rules.slice(0, shift)];
      expect(effectivePrice(rotated, 'v-red', LIST, question)).toEqual(expected);
      expect(effectivePrice([...rotated].reverse(), null, LIST, question)).toEqual(
        effectivePrice(rules, null, LIST, question),
      );
    }
  });
});

describe('periods and boundaries', () => {
  it('overlap only when they share a moment (validTo exclusive, null open)', () => {
    const period = (from: number | null, to: number | null) => ({
      validFrom: from === null ? null : new Date(from),
      validTo: to === null ? null : new Date(to),
    });
    expect(periodsOverlap(period(0, 10), period(10, 20))).toBe(false);
    expect(periodsOverlap(period(0, 11), period(10, 20))).toBe(true);
    expect(periodsOverlap(period(null, null), period(5, 6))).toBe(true);
    expect(periodsOverlap(period(null, 5), period(5, null))).toBe(false);
  });

  it('lists the moments a rule starts or ends after now, once each, in order', () => {
    expect(boundariesAfter([later, sale, vip], T0 - 1)).toEqual([T0, T0 + day, T0 + 2 * day]);
    expect(boundariesAfter([later, sale], T0)).toEqual([T0 + day, T0 + 2 * day]);
    expect(boundariesAfter([vip], T0)).toEqual([]);
  });
});
