import type {
  LinePriceResolvers,
  PriceRuleResolvers,
  PriceTierResolvers,
} from '../__generated__/resolvers-types';
import { money } from './prices';

export const PriceRule: PriceRuleResolvers = {
  id: (rule) => rule._id,
  price: (rule) => (rule.unitPriceMinor === null ? null : money(rule.unitPriceMinor, rule.currency)),
  tiers: (rule) => rule.tiers.map((tier) => ({ ...tier, currency: rule.currency })),
  customerGroup: (rule) => rule.group,
};

export const PriceTier: PriceTierResolvers = {
  price: (tier) => money(tier.unitPriceMinor, tier.currency),
};

export const LinePrice: LinePriceResolvers = {
  unitPrice: (line) => money(line.unitPriceMinor, line.currency),
  listPrice: (line) => money(line.listPriceMinor, line.currency),
  priceRuleId: (line) => line.rule?._id ?? null,
};
