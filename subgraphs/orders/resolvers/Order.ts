import { enumValue } from '../../../platform/graphql/enums';
import { formatMinor, minorToFloat } from '../../../platform/money';
import { reaches } from '../../../platform/identity/access';
import type { OrderResolvers } from '../__generated__/resolvers-types';
import { statusOfState } from '../order/state-machine';
import type { OrderState } from '../order/model';
import { pendingParcels, shipmentView } from '../shipping/fulfilment';

export const Order: OrderResolvers = {
  __resolveReference: async (reference, context) => {
    const order = await context.loaders.orderById.load(reference.id);
    return order && reaches(context.caller.reach.read, order.userId) ? order : null;
  },
  id: (order) => order._id,
  user: (order) => ({ id: order.userId }),
  items: (order) => order.items.map((item) => ({ ...item, currency: order.currency })),
  total: (order) => minorToFloat(order.totalMinor, order.currency),
  totalAmount: (order) => ({
    amount: formatMinor(order.totalMinor, order.currency),
    currency: order.currency,
  }),
  subtotal: (order) => minorToFloat(order.subtotalMinor, order.currency),
  discountAmount: (order) => minorToFloat(order.discountMinor, order.currency),
  taxAmount: (order) => minorToFloat(order.taxMinor, order.currency),
  status: (order) => statusOfState[order.status as OrderState],
  state: (order) => enumValue(order.status as OrderState),
  eventSequence: (order) => order.eventSeq ?? 0,
  payment: (order, _, context) => context.loaders.paymentByOrder.load(order._id),
  shipments: (order) => (order.shipments ?? []).map((shipment) => shipmentView(shipment, order)),
  pendingShipments: (order) => pendingParcels(order),
  returns: (order) => (order.returns ?? []).map((record) => ({ ...record, currency: order.currency })),
  shippingAmount: (order) => minorToFloat(order.shippingMinor ?? 0, order.currency),
  shipping: (order) => (order.shipping ? { ...order.shipping, currency: order.currency } : null),
  amounts: (order) => order,
  discounts: (order) =>
    (order.discounts ?? []).map((discount) => ({ ...discount, currency: order.currency })),
  // Basis points are hundredths of a percent.
  taxRate: (order) => formatMinor(order.taxRateBasisPoints ?? 0, 'USD'),
  couponCode: (order) => order.coupon?.code ?? null,
  pointsRedeemed: (order) => order.pointsRedeemed ?? 0,
};
