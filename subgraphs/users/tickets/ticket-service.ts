import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import type { Clock } from '../../../platform/clock';
import { appError, badInput, notFound } from '../../../platform/errors';
import type { Page } from '../../../platform/graphql/paging';
import { isStaff, ownerFilter, reaches, type Reach } from '../../../platform/identity/access';
import { serviceCaller, type Caller } from '../../../platform/identity/caller';
import type { Logger } from '../../../platform/logging';
import type { Notifier } from '../../../platform/notifications';
import type { UserService } from '../services/user-service';
import { personOf } from '../services/callers';
import { activeStatuses, nextStatus, type TicketAction, type TicketStatus } from './state-machine';

export type TicketAuthor = 'customer' | 'staff';

export interface TicketMessageRecord {
  _id: string;
  authorId: string;
  author: TicketAuthor;
  body: string;
  at: Date;
}

/** A ticket and its whole conversation are one document: a reply and the status it moves to are one write. */
export interface TicketRecord {
  _id: string;
  userId: string;
  /** The order the customer asks about; checked against the customer when support reads it (Ticket.order). */
  orderId: string | null;
  subject: string;
  status: TicketStatus;
  assigneeId: string | null;
  messages: TicketMessageRecord[];
  /** The first staff reply: the first-response time is this minus createdAt. */
  firstResponseAt: Date | null;
  resolvedAt: Date | null;
  closedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const messageSchema = new Schema<TicketMessageRecord>(
  {
    _id: { type: String, required: true },
    authorId: { type: String, required: true },
    author: { type: String, required: true },
    body: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { _id: false },
);

const ticketSchema = new Schema<TicketRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    orderId: { type: String, default: null },
    subject: { type: String, required: true },
    status: { type: String, required: true },
    assigneeId: { type: String, default: null },
    messages: { type: [messageSchema], default: () => [] },
    firstResponseAt: { type: Date, default: null },
    resolvedAt: { type: Date, default: null },
    closedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'tickets', versionKey: false },
);
ticketSchema.index({ userId: 1, createdAt: -1 });
ticketSchema.index({ status: 1, createdAt: 1 });

export function ticketModels(connection: Connection) {
  return { Ticket: connection.model<TicketRecord>('Ticket', ticketSchema) as Model<TicketRecord> };
}

export interface OpenTicketInput {
  subject: string;
  body: string;
  orderId?: string | null;
}

/** The staff queue's filters; customers' lists are always their own. */
export interface TicketFilter {
  userId?: string | null;
  status?: readonly TicketStatus[] | null;
  assigneeId?: string | null;
  /** Only tickets nobody is assigned to. */
  unassigned?: boolean | null;
  /** Only tickets opened at least this many hours ago. */
  olderThanHours?: number | null;
}

const MAX_SUBJECT = 200;
const MAX_ROUNDS = 16;

/**
 * Support tickets: customers open them (optionally about one of their orders) and write; staff work the
 * queue, write, assign, resolve. First-response and resolution times are recorded; each reply notifies
 * the other side (transactional).
 */
export class TicketService {
  constructor(
    private readonly models: ReturnType<typeof ticketModels>,
    private readonly users: UserService,
    private readonly notifier: Notifier,
    private readonly clock: Clock,
    private readonly maxMessageChars: number,
    private readonly logger: Logger,
  ) {}

  async open(caller: Caller, input: OpenTicketInput): Promise<TicketRecord> {
    const userId = personOf(caller);
    if (!reaches(caller.reach.write, userId))
      throw appError('FORBIDDEN', 'This account cannot change anything.');
    const subject = input.subject.trim().replace(/\s+/g, ' ');
    if (!subject) throw badInput('subject', 'subject is required.', 'REQUIRED');
    if (subject.length > MAX_SUBJECT)
      throw badInput('subject', `subject is at most ${MAX_SUBJECT} characters.`, 'TOO_LONG');
    const body = this.body(input.body);
    const orderId = input.orderId?.trim() || null;
    const now = new Date(this.clock.now());
    const ticket: TicketRecord = {
      _id: randomUUID(),
      userId,
      orderId,
      subject,
      status: 'open',
      assigneeId: null,
      messages: [{ _id: randomUUID(), authorId: userId, author: 'customer', body, at: now }],
      firstResponseAt: null,
      resolvedAt: null,
      closedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.models.Ticket.create(ticket);
    return ticket;
  }

  async get(caller: Caller, id: string): Promise<TicketRecord | null> {
    return this.within(caller.reach.read, id);
  }

  /** Oldest first (the queue's order): customers their own, staff everyone's with the filters. */
  async list(caller: Caller, filter: TicketFilter, page: Page): Promise<TicketRecord[]> {
    const staff = caller.reach.read.kind === 'all';
    const query: Record<string, unknown> = ownerFilter(
      caller.reach.read,
      staff ? filter.userId : (filter.userId ?? caller.person),
    );
    if (filter.status?.length) query.status = { $in: [...filter.status] };
    if (staff && filter.assigneeId) query.assigneeId = filter.assigneeId;
    if (staff && filter.unassigned) query.assigneeId = null;
    if (filter.olderThanHours != null) {
      if (filter.olderThanHours < 0)
        throw badInput('olderThanHours', 'olderThanHours is zero or more.', 'OUT_OF_RANGE');
      query.createdAt = { $lte: new Date(this.clock.now() - filter.olderThanHours * 3_600_000) };
    }
    return this.models.Ticket.find(query)
      .sort({ createdAt: 1, _id: 1 })
      .skip(page.offset)
      .limit(page.limit)
      .lean<TicketRecord[]>();
  }

  /** Open tickets (open or waiting on either side) of a customer. */
  countActive(userId: string): Promise<number> {
    return this.models.Ticket.countDocuments({ userId, status: { $in: [...activeStatuses] } });
  }

  /** A message from the customer (their own tickets) or from staff (any ticket); moves the status. */
  async reply(caller: Caller, id: string, text: string): Promise<TicketRecord> {
    const body = this.body(text);
    const author = this.authorOn(caller);
    const updated = await this.act(
      caller,
      id,
      { kind: author === 'staff' ? 'staff-reply' : 'customer-reply' },
      (ticket, now) => ({
        $push: { messages: { _id: randomUUID(), authorId: personOf(caller), author, body, at: now } },
        ...(author === 'staff' && !ticket.firstResponseAt ? { $set: { firstResponseAt: now } } : {}),
      }),
    );
    await this.notifyReply(updated, author);
    return updated;
  }

  async resolve(caller: Caller, id: string): Promise<TicketRecord> {
    return this.act(caller, id, { kind: 'resolve' }, (_ticket, now) => ({ $set: { resolvedAt: now } }));
  }

  async close(caller: Caller, id: string): Promise<TicketRecord> {
    return this.act(caller, id, { kind: 'close' }, (ticket, now) => ({
      $set: { closedAt: now, ...(ticket.resolvedAt ? {} : { resolvedAt: now }) },
    }));
  }

  /** Staff: gives the ticket to a staff member (or nobody, with null). */
  async assign(caller: Caller, id: string, assigneeId: string | null): Promise<TicketRecord> {
    if (assigneeId) {
      const roles = await this.users.activeRoles(caller, assigneeId);
      if (!roles || !isStaff(roles))
        throw badInput('assigneeId', 'Tickets are assigned to support or admin staff.', 'NOT_ALLOWED');
    }
    const updated = await this.models.Ticket.findOneAndUpdate(
      { _id: id, ...ownerFilter(workReach(caller)) },
      { $set: { assigneeId, updatedAt: new Date(this.clock.now()) } },
      { returnDocument: 'after' },
    ).lean<TicketRecord>();
    if (!updated) throw notFound('TICKET_NOT_FOUND', id);
    return updated;
  }

  private body(text: string): string {
    const body = text.trim();
    if (!body) throw badInput('body', 'The message is empty.', 'REQUIRED');
    if (body.length > this.maxMessageChars)
      throw badInput(
        'body',
        `A message is at most ${this.maxMessageChars} characters (this one has ${body.length}).`,
        'TOO_LONG',
      );
    return body;
  }

  /** Staff write as staff on anyone's ticket; everybody else as the customer, on their own. */
  private authorOn(caller: Caller): TicketAuthor {
    return isStaff(caller.roles) ? 'staff' : 'customer';
  }

  /**
   * One guarded single-document update: the ticket moves from the status it was read in to the action's
   * next status, or (someone moved it meanwhile) is read again and the action decided anew.
   */
  private async act(
    caller: Caller,
    id: string,
    action: TicketAction,
    change: (
      ticket: TicketRecord,
      now: Date,
    ) => { $set?: Record<string, unknown>; $push?: Record<string, unknown> },
  ): Promise<TicketRecord> {
    const reach = workReach(caller);
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const ticket = await this.within(reach, id);
      if (!ticket) throw notFound('TICKET_NOT_FOUND', id);
      const status = nextStatus(ticket.status, action);
      const now = new Date(this.clock.now());
      const { $set, $push } = change(ticket, now);
      const updated = await this.models.Ticket.findOneAndUpdate(
        { _id: id, status: ticket.status, updatedAt: ticket.updatedAt },
        { $set: { ...$set, status, updatedAt: now }, ...($push ? { $push } : {}) },
        { returnDocument: 'after' },
      ).lean<TicketRecord>();
      if (updated) return updated;
    }
    throw appError('CONCURRENT_MODIFICATION', 'The ticket kept changing while this change ran; retry.');
  }

  private within(reach: Reach, id: string): Promise<TicketRecord | null> {
    return this.models.Ticket.findOne({ _id: id, ...ownerFilter(reach) }).lean<TicketRecord>();
  }

  /** A staff reply tells the customer (in-app and email); a customer reply tells the assignee in-app. */
  private async notifyReply(ticket: TicketRecord, author: TicketAuthor): Promise<void> {
    const message = ticket.messages.at(-1)!;
    const recipientId = author === 'staff' ? ticket.userId : ticket.assigneeId;
    if (!recipientId) return;
    // Deleted accounts are never notified (get answers null for them).
    const person = await this.users.get(serviceCaller('tickets', `ticket:${ticket._id}`), recipientId);
    if (!person) return;
    const subject =
      author === 'staff' ? `Support replied: ${ticket.subject}` : `Customer replied: ${ticket.subject}`;
    const channels: Array<['email' | 'in-app', string]> =
      author === 'staff'
        ? [
            ['in-app', person._id],
            ['email', person.email],
          ]
        : [['in-app', person._id]];
    for (const [channel, to] of channels) {
      try {
        await this.notifier.send({
          channel,
          to,
          kind: 'ticket-reply',
          category: 'transactional',
          userId: person._id,
          subject,
          text: message.body.length > 500 ? `${message.body.slice(0, 500)}…` : message.body,
          data: { ticketId: ticket._id, messageId: message._id },
          idempotencyKey: `ticket:${ticket._id}:${message._id}:${channel}`,
        });
      } catch (error) {
        // The reply is saved; a notification that could not go out is logged, not turned into a failed reply.
        this.logger.warn({ err: error, ticketId: ticket._id }, 'ticket reply notification failed');
      }
    }
  }
}

/** Staff work on every ticket (support too: answering customers is their work); customers on their own. */
function workReach(caller: Caller): Reach {
  return isStaff(caller.roles) ? { kind: 'all' } : caller.reach.write;
}
