import { appError } from '../../../platform/errors';

/**
 * A support ticket's life:
 *
 *   open ──staff reply──▶ waiting-on-customer ──customer reply──▶ waiting-on-support ──staff reply──▶ …
 *     └─────────────┴────────── resolve ──▶ resolved ──close──▶ closed
 *                                              └──customer reply (reopens)──▶ waiting-on-support
 *
 * A closed ticket takes nothing more: a new question is a new ticket.
 */
export const ticketStatuses = [
  'open',
  'waiting-on-customer',
  'waiting-on-support',
  'resolved',
  'closed',
] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** Statuses that count as open work (the customer-relations record's open tickets, the default queue). */
export const activeStatuses: readonly TicketStatus[] = ['open', 'waiting-on-customer', 'waiting-on-support'];

/** What happens to a ticket. Assignment does not move the status, so it is not here. */
export type TicketAction =
  { kind: 'customer-reply' } | { kind: 'staff-reply' } | { kind: 'resolve' } | { kind: 'close' };

/** The status after `action`, or INVALID_STATUS_TRANSITION naming what is allowed from `from`. */
export function nextStatus(from: TicketStatus, action: TicketAction): TicketStatus {
  const to = transition(from, action);
  if (to) return to;
  const allowed = (['customer-reply', 'staff-reply', 'resolve', 'close'] as const).filter((kind) =>
    transition(from, { kind }),
  );
  throw appError('INVALID_STATUS_TRANSITION', `A ${from} ticket cannot take a ${action.kind}.`, {
    from,
    to: action.kind,
    allowed,
  });
}

function transition(from: TicketStatus, action: TicketAction): TicketStatus | null {
  if (from === 'closed') return null;
  switch (action.kind) {
    case 'customer-reply':
      // The customer's first messages stay "open" until support answered; after that they wait on support.
      return from === 'open' ? 'open' : 'waiting-on-support';
    case 'staff-reply':
      return 'waiting-on-customer';
    case 'resolve':
      return from === 'resolved' ? null : 'resolved';
    case 'close':
      return 'closed';
    default: {
      const exhaustive: never = action;
      return exhaustive;
    }
  }
}
