import type { TicketMessageResolvers, TicketResolvers } from '../__generated__/resolvers-types';

const seconds = (from: Date, to: Date | null) =>
  to ? Math.round((new Date(to).getTime() - new Date(from).getTime()) / 1000) : null;

export const Ticket: TicketResolvers = {
  id: (ticket) => ticket._id,
  customer: (ticket, _, { loaders }) => loaders.userById.load(ticket.userId).then(orDeleted(ticket.userId)),
  // The orders service resolves it within the reader's reach: a customer naming someone else's order sees null.
  order: (ticket) => (ticket.orderId ? { __typename: 'Order', id: ticket.orderId } : null),
  assignee: (ticket, _, { loaders }) => (ticket.assigneeId ? loaders.userById.load(ticket.assigneeId) : null),
  firstResponseSeconds: (ticket) => seconds(ticket.createdAt, ticket.firstResponseAt),
  resolutionSeconds: (ticket) => seconds(ticket.createdAt, ticket.resolvedAt),
};

export const TicketMessage: TicketMessageResolvers = {
  id: (message) => message._id,
};

/** A ticket outlives its customer's account only as an id; the User field is non-null, so fail loudly. */
function orDeleted(userId: string) {
  return <T>(user: T | null) => {
    if (!user) throw new Error(`ticket customer ${userId} is missing`);
    return user;
  };
}
