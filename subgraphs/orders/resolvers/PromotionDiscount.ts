import { enumValue } from '../../../platform/graphql/enums';
import { formatMinor } from '../../../platform/money';
import type { PromotionDiscountResolvers } from '../__generated__/resolvers-types';

const money = (minor: number, currency: string) => ({ amount: formatMinor(minor, currency), currency });

export const PromotionDiscount: PromotionDiscountResolvers = {
  kind: ({ rule }) => enumValue(rule.kind),
  // Percentages are kept in basis points: hundredths of a percent.
  percent: ({ rule }) =>
    rule.kind === 'percentOff' || rule.kind === 'buyXGetY' ? formatMinor(rule.basisPoints, 'USD') : null,
  amount: ({ rule, currency }) =>
    rule.kind === 'amountOff' || rule.kind === 'spendAndSave' ? money(rule.amountMinor, currency) : null,
  threshold: ({ rule, currency }) =>
    rule.kind === 'spendAndSave'
      ? money(rule.thresholdMinor, currency)
      : rule.kind === 'freeShipping'
        ? money(rule.minSubtotalMinor, currency)
        : null,
  buy: ({ rule }) => (rule.kind === 'buyXGetY' ? rule.buy : null),
  get: ({ rule }) => (rule.kind === 'buyXGetY' ? rule.get : null),
  productIds: ({ rule }) => ('productIds' in rule ? [...(rule.productIds ?? [])] : []),
  categoryIds: ({ rule }) => ('categoryIds' in rule ? [...(rule.categoryIds ?? [])] : []),
};
