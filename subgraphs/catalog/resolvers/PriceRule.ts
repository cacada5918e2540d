import type {
  LinePriceResolvers,
  PriceRuleResolvers,
  PriceTierResolvers,
} from '../__generated__/resolvers-types';
import { moneyOf } from '../../../platform/money';

export const PriceRule: PriceRuleResolvers = {
  id: (rule) => rule._id,
  price: (rule) => (rule.unitPriceMinor === null ? null : moneyOf(rule.unitPriceMinor, rule.currency)),
  tiers: (rule) => rule.tiers.map((tier) => ({ ...tier, currency: rule.currency })),
  customerGroup: (rule) => rule.group,
};

export const PriceTier: PriceTierResolvers = {
  price: (tier) => moneyOf(tier.unitPriceMinor, tier.currency),
};

export const LinePrice: LinePriceResolvers = {
  unitPrice: (line) => moneyOf(line.unitPriceMinor, line.currency),
  listPrice: (line) => moneyOf(line.listPriceMinor, line.currency),
  priceRuleId: (line) => line.rule?._id ?? null,
};
