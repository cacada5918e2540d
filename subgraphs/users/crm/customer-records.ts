import { Schema, type Connection, type Model } from 'mongoose';
import type { EventBus, EventEnvelope, Subscription } from '../../../platform/events';
import { parseDecimalToMinor } from '../../../platform/money';
import type { Caller } from '../../../platform/identity/caller';
import type { Logger } from '../../../platform/logging';
import type { PreferencesService, PreferencesState } from '../consent/preferences';
import type { TicketService } from '../tickets/ticket-service';

/**
 * What support sees of a customer at a glance. The order figures are kept here by the event consumer;
 * open tickets and consent are read live from their own documents when the record is read.
 */
export interface CustomerRecordRecord {
  /** The user id. */
  _id: string;
  /** When the account registered (the UserRegisteredEvent's time); null until that event was seen. */
  registeredAt: Date | null;
  /** How the account came to be, as UserRegisteredEvent says (`self-service`, `staff`). */
  registeredVia: string | null;
  /** Orders placed (OrderCreatedEvent). */
  orderCount: number;
  /** Paid (OrderConfirmedEvent) minus refunded (PaymentRefundedEvent), per currency, in minor units. */
  lifetimeValue: Array<{ currency: string; amountMinor: number }>;
  lastOrderAt: Date | null;
  /** Ids of the events already applied (the newest 1000): a redelivered event changes nothing. */
  applied: string[];
}

const recordSchema = new Schema<CustomerRecordRecord>(
  {
    _id: { type: String, required: true },
    registeredAt: { type: Date, default: null },
    registeredVia: { type: String, default: null },
    orderCount: { type: Number, required: true, default: 0 },
    lifetimeValue: {
      type: [
        {
          currency: { type: String, required: true },
          amountMinor: { type: Number, required: true },
          _id: false,
        },
      ],
      default: () => [],
    },
    lastOrderAt: { type: Date, default: null },
    applied: { type: [String], default: () => [] },
  },
  { collection: 'customer_records', versionKey: false },
);

export function customerRecordModels(connection: Connection) {
  return {
    CustomerRecord: connection.model<CustomerRecordRecord>(
      'CustomerRecord',
      recordSchema,
    ) as Model<CustomerRecordRecord>,
  };
}

/** The events the record follows. */
export const customerRecordEvents = [
  'UserRegisteredEvent',
  'OrderCreatedEvent',
  'OrderConfirmedEvent',
  'PaymentRefundedEvent',
] as const;

/** How many applied event ids a record remembers (beyond the bus's own 30-day idempotency record). */
const REMEMBERED = 1000;

export class CustomerRecords {
  constructor(private readonly models: ReturnType<typeof customerRecordModels>) {}

  get(userId: string): Promise<CustomerRecordRecord | null> {
    return this.models.CustomerRecord.findById(userId).lean<CustomerRecordRecord>();
  }

  /**
   * Applies one event, once: the event id is remembered in the same single-document update that applies
   * it, guarded by "not remembered yet". A record is created by whichever of its events comes first
   * (registration normally), so an order event that overtakes registration is not lost.
   */
  async apply(event: EventEnvelope): Promise<void> {
    const data = event.data as Record<string, unknown>;
    const userId = String(data.userId ?? (event.aggregateType === 'user' ? event.aggregateId : ''));
    if (!userId) return;
    const currency = String(data.currency ?? 'USD');
    const minor = (value: unknown) => parseDecimalToMinor(String(value ?? '0'), currency) ?? 0;
    await this.ensure(userId);
    const remember = { applied: { $each: [event.id], $slice: -REMEMBERED } };
    const guard = { _id: userId, applied: { $ne: event.id } };
    switch (event.type) {
      case 'UserRegisteredEvent':
        await this.models.CustomerRecord.updateOne(guard, {
          $set: {
            registeredAt: event.occurredAt,
            registeredVia: typeof data.via === 'string' ? data.via : null,
          },
          $push: remember,
        });
        return;
      case 'OrderCreatedEvent':
        await this.models.CustomerRecord.updateOne(guard, {
          $inc: { orderCount: 1 },
          $max: { lastOrderAt: event.occurredAt },
          $push: remember,
        });
        return;
      case 'OrderConfirmedEvent':
        return this.addValue(userId, event.id, currency, minor(data.total));
      case 'PaymentRefundedEvent':
        return this.addValue(userId, event.id, currency, -minor(data.amount));
      default:
        return;
    }
  }

  /** Adds to one currency's lifetime value; the currency's entry is created first when it has none. */
  private async addValue(
    userId: string,
    eventId: string,
    currency: string,
    amountMinor: number,
  ): Promise<void> {
    await this.models.CustomerRecord.updateOne(
      { _id: userId, 'lifetimeValue.currency': { $ne: currency } },
      { $push: { lifetimeValue: { currency, amountMinor: 0 } } },
    );
    await this.models.CustomerRecord.updateOne(
      { _id: userId, applied: { $ne: eventId }, 'lifetimeValue.currency': currency },
      {
        $inc: { 'lifetimeValue.$.amountMinor': amountMinor },
        $push: { applied: { $each: [eventId], $slice: -REMEMBERED } },
      },
    );
  }

  private async ensure(userId: string): Promise<void> {
    await this.models.CustomerRecord.updateOne(
      { _id: userId },
      {
        $setOnInsert: {
          registeredAt: null,
          registeredVia: null,
          orderCount: 0,
          lifetimeValue: [],
          lastOrderAt: null,
          applied: [],
        },
      },
      { upsert: true },
    ).catch((error: { code?: number }) => {
      // Two events of a new customer at once: the other created the record.
      if (error.code !== 11000) throw error;
    });
  }
}

/** The `customer-relations` consumer: keeps each customer's record from their account and order events. */
export function startCustomerRecords(bus: EventBus, records: CustomerRecords, logger: Logger): Subscription {
  return bus.subscribe('customer-relations', [...customerRecordEvents], async (event) => {
    await records.apply(event);
    logger.debug({ eventId: event.id, type: event.type }, 'customer record updated');
  });
}

/** The record as support reads it: the kept figures, and the live open-ticket count and consent state. */
export interface CustomerRecordView extends Omit<CustomerRecordRecord, 'applied'> {
  openTickets: number;
  consent: PreferencesState;
}

/** Support and admins read customer records; anyone else (customers included, about themselves) sees none. */
export class CustomerRelations {
  constructor(
    private readonly records: CustomerRecords,
    private readonly tickets: Pick<TicketService, 'countActive'>,
    private readonly preferences: Pick<PreferencesService, 'get'>,
  ) {}

  async get(caller: Caller, userId: string): Promise<CustomerRecordView | null> {
    if (caller.reach.read.kind !== 'all') return null;
    const record = await this.records.get(userId);
    if (!record) return null;
    const { applied: _applied, ...kept } = record;
    const [openTickets, preferences] = await Promise.all([
      this.tickets.countActive(userId),
      this.preferences.get(caller, userId),
    ]);
    return {
      ...kept,
      openTickets,
      consent: {
        newsletter: preferences.newsletter,
        marketing: preferences.marketing,
        privacy: preferences.privacy,
      },
    };
  }
}
