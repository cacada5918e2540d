import { formatMinor } from '../../../platform/money';
import type { CouponResolvers } from '../__generated__/resolvers-types';

export const Coupon: CouponResolvers = {
  id: (coupon) => coupon._id,
  // A percentage is kept in basis points: hundredths of a percent.
  discountValue: (coupon) =>
    formatMinor(coupon.value, coupon.discountType === 'percentage' ? 'USD' : coupon.currency),
  minOrderValue: (coupon) => ({
    amount: formatMinor(coupon.minOrderMinor, coupon.currency),
    currency: coupon.currency,
  }),
  applicableCategoryIds: (coupon) => coupon.categoryIds,
  remainingUses: (coupon) => coupon.remaining,
};
