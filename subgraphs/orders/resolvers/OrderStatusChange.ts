import { enumValue } from '../../../platform/graphql/enums';
import type { OrderStatusChangeResolvers } from '../__generated__/resolvers-types';
import { statusOfState } from '../order/state-machine';

export const OrderStatusChange: OrderStatusChangeResolvers = {
  from: (change) => (change.from ? statusOfState[change.from] : null),
  to: (change) => statusOfState[change.to],
  fromState: (change) => (change.from ? enumValue(change.from) : null),
  toState: (change) => enumValue(change.to),
};
