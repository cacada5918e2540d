import { appError } from '../../../platform/errors';
import { writerOf } from '../context';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import type { CartOwner } from '../cart/cart-service';
import type { OrdersContext } from '../context';

/** A signed-in person's cart, else the anonymous cart named by the token (or a new one). */
const ownerOf = (context: OrdersContext, token: string | null | undefined): CartOwner => {
  const person = context.caller.person;
  return person && !token ? { kind: 'user', userId: person } : { kind: 'anonymous', token: token ?? null };
};

const signedIn = (context: OrdersContext): string => {
  const person = context.caller.person;
  if (!person) throw appError('UNAUTHENTICATED', 'Sign in first: this needs a customer account.');
  return person;
};

export const Mutation: MutationResolvers = {
  createOrder: (_, { input }, context) => context.desk.placeOrder(input, writerOf(context)),
  updateOrder: (_, { id, input }, context) =>
    context.orders.update(
      id,
      input,
      context.caller.actor,
      context.caller.requestId,
      context.caller.reach.write,
    ),
  addOrderItem: (_, { orderId, item, idempotencyKey }, context) =>
    context.desk.addItem({ orderId, item, idempotencyKey }, writerOf(context)),
  payOrder: (_, { input }, context) => context.desk.payOrder(input, writerOf(context)),
  refundPayment: (_, { input }, context) => context.desk.refund(input, writerOf(context)),
  reviewPayment: (_, { id, approve }, context) => context.payments.review(id, approve),
  createShipment: async (_, { input }, context) => {
    const { shipment, order } = await context.shipping.createShipment(input, context.caller.reach.write);
    return { ...shipment, currency: order.currency };
  },
  addTrackingEvent: async (_, { input }, context) => {
    const { shipment, order } = await context.shipping.track(input, { actor: context.caller.actor });
    return { ...shipment, currency: order.currency };
  },
  returnOrder: async (_, { input }, context) => {
    const { record, order } = await context.returns.returnOrder(
      input,
      { actor: context.caller.actor },
      context.caller.reach.write,
    );
    return { ...record, currency: order.currency };
  },
  addToCart: async (_, { input }, context) =>
    context.carts.view(
      await context.carts.add(
        ownerOf(context, input.cartToken),
        input.productId,
        input.quantity,
        context.caller.requestId,
      ),
      context.caller.requestId,
    ),
  updateCartLine: async (_, { input }, context) =>
    context.carts.view(
      await context.carts.set(
        ownerOf(context, input.cartToken),
        input.productId,
        input.quantity,
        context.caller.requestId,
      ),
      context.caller.requestId,
    ),
  removeFromCart: async (_, { productId, cartToken }, context) =>
    context.carts.view(
      await context.carts.set(ownerOf(context, cartToken), productId, 0, context.caller.requestId),
      context.caller.requestId,
    ),
  mergeCart: async (_, { cartToken }, context) =>
    context.carts.view(await context.carts.merge(signedIn(context), cartToken), context.caller.requestId),
  checkout: (_, { input }, context) => context.desk.checkout(input, signedIn(context), writerOf(context)),
};
