import type { MutationResolvers } from '../__generated__/resolvers-types';
import {
  addressFields,
  couponInput,
  lineInput,
  maybe,
  paymentDetails,
  placeOrderInput,
  promotionInput,
  shippingAndCoupon,
} from './inputs';

/** Each mutation: its arguments as the service's input, the service called as the caller, the answer shaped. */
export const Mutation: MutationResolvers = {
  createOrder: (_, { input }, { caller, placing }) => placing.place(caller, placeOrderInput(input)),
  updateOrder: (_, { id, input }, { caller, transitions }) =>
    transitions.update(caller, id, { status: input.status, notes: input.notes }),
  addOrderItem: (_, { orderId, item, idempotencyKey }, { caller, items }) =>
    items.addItem(caller, { orderId, item: lineInput(item), idempotencyKey }),
  payOrder: (_, { input }, { caller, payments }) =>
    payments.pay(caller, {
      orderId: input.orderId,
      method: paymentDetails(input.method),
      idempotencyKey: input.idempotencyKey,
    }),
  refundPayment: (_, { input }, { caller, payments }) =>
    payments.refundPayment(caller, {
      paymentId: input.paymentId,
      amount: input.amount,
      reason: input.reason,
      idempotencyKey: input.idempotencyKey,
    }),
  reviewPayment: (_, { id, approve }, { caller, payments }) => payments.review(caller, id, approve),
  createShipment: async (_, { input }, { caller, shipping }) => {
    const { shipment } = await shipping.createShipment(caller, {
      orderId: input.orderId,
      carrier: input.carrier,
      service: input.service,
      warehouseId: input.warehouseId,
    });
    return shipment;
  },
  createShipments: async (_, { input }, { caller, shipping }) => {
    const { shipments } = await shipping.createShipments(caller, {
      orderId: input.orderId,
      carrier: input.carrier,
      service: input.service,
    });
    return shipments;
  },
  addTrackingEvent: async (_, { input }, { caller, shipping }) => {
    const { shipment } = await shipping.track(caller, {
      shipmentId: input.shipmentId,
      status: input.status,
      location: input.location,
      description: input.description,
    });
    return shipment;
  },
  returnOrder: async (_, { input }, { caller, returns }) => {
    const { record, order } = await returns.returnOrder(caller, {
      orderId: input.orderId,
      reason: input.reason,
      lines: maybe(input.lines, (lines) =>
        lines.map((line) => ({ orderItemId: line.orderItemId, quantity: line.quantity })),
      ),
    });
    return { ...record, currency: order.currency };
  },
  addToCart: (_, { input }, { caller, carts }) =>
    carts.add(caller, {
      productId: input.productId,
      variantId: input.variantId,
      quantity: input.quantity,
      cartToken: input.cartToken,
    }),
  updateCartLine: (_, { input }, { caller, carts }) =>
    carts.set(caller, {
      productId: input.productId,
      variantId: input.variantId,
      quantity: input.quantity,
      cartToken: input.cartToken,
    }),
  removeFromCart: (_, { productId, cartToken, variantId }, { caller, carts }) =>
    carts.set(caller, { productId, variantId, quantity: 0, cartToken }),
  mergeCart: (_, { cartToken }, { caller, carts }) => carts.merge(caller, cartToken),
  checkout: (_, { input }, { caller, checkout }) =>
    checkout.checkout(caller, {
      cartToken: input.cartToken,
      shippingAddress: maybe(input.shippingAddress, addressFields),
      shippingAddressId: input.shippingAddressId,
      billingAddressId: input.billingAddressId,
      payment: paymentDetails(input.payment),
      currency: input.currency,
      notes: input.notes,
      idempotencyKey: input.idempotencyKey,
      ...shippingAndCoupon(input),
    }),
  applyCoupon: (_, { code, cartToken }, { caller, carts }) => carts.applyCoupon(caller, code, cartToken),
  removeCoupon: (_, { cartToken }, { caller, carts }) => carts.removeCoupon(caller, cartToken),
  createCoupon: (_, { input }, { caller, coupons }) => coupons.create(caller, couponInput(input)),
  updateCoupon: (_, { id, input }, { caller, coupons }) => coupons.update(caller, id, couponInput(input)),
  createPromotion: (_, { input }, { caller, promotions }) => promotions.create(caller, promotionInput(input)),
  updatePromotion: (_, { id, input }, { caller, promotions }) =>
    promotions.update(caller, id, promotionInput(input)),
  setCustomerGroups: (_, { userId, groups }, { caller, promotions }) =>
    promotions.setCustomerGroups(caller, userId, groups),
  adjustLoyaltyPoints: (_, { userId, points, reason }, { caller, loyalty }) =>
    loyalty.adjust(caller, userId, points, reason),
  rebuildInsights: (_, __, { caller, insights }) => insights.generations.rebuild(caller),
};
