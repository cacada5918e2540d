import type { PromotionResolvers } from '../__generated__/resolvers-types';

export const Promotion: PromotionResolvers = {
  id: (promotion) => promotion._id,
  discount: (promotion) => promotion,
  running: (promotion, _, { promotions }) => promotions.isRunning(promotion),
};
