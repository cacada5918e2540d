// Longer than most files on purpose: endpoints and their deliveries share the ownership, secret and
// retention rules this service keeps in one place (signing, sending and scheduling live beside it).
import { randomUUID } from 'node:crypto';
import { mongo } from 'mongoose';
import type { Clock } from '../../../platform/clock';
import { appError, badInput, isDuplicateKeyError, notFound } from '../../../platform/errors';
import { eventTypes, type EventEnvelope } from '../../../platform/events';
import { ownerFilter, type Reach } from '../../../platform/identity/access';
import type { Caller } from '../../../platform/identity/caller';
import { ownerOrSelf, personOf } from '../services/callers';
import type {
  DeliveryStatus,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookModels,
  WebhookSecretRecord,
} from './model';
import type { WebhookSender } from './outbound';
import type { SecretBox } from '../../../platform/identity/secret-box';
import { newWebhookSecret, secretHint } from './signing';

/** The type of the event `sendTestWebhook` sends; never subscribed to, always deliverable. */
export const TEST_EVENT_TYPE = 'webhook.test';
/** Deliveries (and their attempts) are kept this long after they were created or last replayed. */
export const DELIVERY_RETENTION_MS = 30 * 24 * 3_600_000;
/** Longest a rotated-out secret keeps signing. */
const MAX_OVERLAP_S = 7 * 24 * 3600;
const MAX_DESCRIPTION = 500;

export interface NewEndpoint {
  url: string;
  eventTypes: readonly string[];
  description?: string | null;
}

export interface EndpointChanges {
  url?: string | null;
  eventTypes?: readonly string[] | null;
  description?: string | null;
  /** false disables, true enables again. */
  enabled?: boolean | null;
}

export interface DeliveryQuery {
  status?: DeliveryStatus | null;
  limit: number;
  offset: number;
}

/** How a rotated-out secret keeps signing when the rotation names no overlap: a day for receivers to switch. */
export const DEFAULT_SECRET_OVERLAP_S = 86_400;

/** The body every delivery sends (Standard Webhooks' recommended `type`, `timestamp`, `data`, plus ids). */
export function payloadOf(
  event: Pick<EventEnvelope, 'id' | 'type' | 'occurredAt' | 'aggregateType' | 'aggregateId' | 'data'>,
): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    timestamp: new Date(event.occurredAt).toISOString(),
    aggregate: { type: event.aggregateType, id: event.aggregateId },
    data: event.data,
  });
}

/** A delivery due now; a new run of the retry schedule starts with it. */
export function newDelivery(
  endpoint: Pick<WebhookEndpointRecord, '_id' | 'userId'>,
  eventId: string,
  eventType: string,
  payload: string,
  test: boolean,
  now: Date,
): WebhookDeliveryRecord {
  return {
    _id: randomUUID(),
    endpointId: endpoint._id,
    userId: endpoint.userId,
    eventId,
    eventType,
    payload,
    test,
    status: 'pending',
    nextAttemptAt: now,
    runAttempts: 0,
    runStartedAt: now,
    attempts: [],
    attemptCount: 0,
    failureReason: null,
    leaseToken: null,
    leaseUntil: null,
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + DELIVERY_RETENTION_MS),
  };
}

function validEventTypes(requested: readonly string[]): string[] {
  const unique = [...new Set(requested)];
  if (!unique.length) throw badInput('eventTypes', 'Subscribe to at least one event type.', 'REQUIRED');
  for (const type of unique) {
    if (!(eventTypes as readonly string[]).includes(type)) {
      throw badInput('eventTypes', `"${type}" is not an event type (see webhookEventTypes).`, 'NOT_ALLOWED');
    }
  }
  return unique;
}

function validDescription(description: string | null | undefined): string | null {
  const trimmed = description?.trim() ?? '';
  if (trimmed.length > MAX_DESCRIPTION)
    throw badInput('description', `Descriptions are at most ${MAX_DESCRIPTION} characters.`, 'TOO_LONG');
  return trimmed || null;
}

export interface WebhookServiceOptions {
  /** Called after deliveries were written, so this process's dispatcher sends them at once. */
  onQueued: () => void;
  /** Timestamps, retention and secret expiry; the dispatcher runs on the same clock. */
  clock: Clock;
}

/**
 * Developers' webhook endpoints and their deliveries: registration (the signing secret is shown once and
 * kept encrypted), changes, secret rotation with an overlap, delivery history, replay and test events.
 * Ownership as for API keys: owners reach their own, admins everyone's for writing, staff for reading;
 * other people's records answer exactly like missing ones.
 */
export class WebhookService {
  constructor(
    private readonly models: WebhookModels,
    private readonly box: SecretBox,
    private readonly sender: WebhookSender,
    private readonly options: WebhookServiceOptions,
  ) {}

  private now(): Date {
    return new Date(this.options.clock.now());
  }

  /** Registers an endpoint owned by the caller; its signing secret is shown this once. */
  async create(
    caller: Caller,
    input: NewEndpoint,
  ): Promise<{ endpoint: WebhookEndpointRecord; secret: string }> {
    const ownerId = personOf(caller);
    const url = await this.validUrl(input.url);
    const now = this.now();
    const _id = randomUUID();
    const { record, secret } = this.newSecret(_id, now);
    const endpoint: WebhookEndpointRecord = {
      _id,
      userId: ownerId,
      url,
      description: validDescription(input.description),
      eventTypes: validEventTypes(input.eventTypes),
      secrets: [record],
      secretVersion: 1,
      status: 'active',
      disabledReason: null,
      disabledAt: null,
      failureStreak: 0,
      failingSince: null,
      createdAt: now,
      updatedAt: now,
    };
    await this.models.WebhookEndpoint.create(endpoint);
    return { endpoint, secret };
  }

  /** Endpoints within reach, newest first: the caller's own unless they name an owner. */
  list(caller: Caller, filter: { userId?: string | null } = {}): Promise<WebhookEndpointRecord[]> {
    return this.models.WebhookEndpoint.find(
      ownerFilter(caller.reach.read, ownerOrSelf(caller, filter.userId)),
    )
      .sort({ createdAt: -1 })
      .limit(200)
      .lean<WebhookEndpointRecord[]>();
  }

  get(caller: Caller, id: string): Promise<WebhookEndpointRecord | null> {
    return this.findWithin(caller.reach.read, id);
  }

  async update(caller: Caller, id: string, input: EndpointChanges): Promise<WebhookEndpointRecord> {
    const now = this.now();
    const set: Record<string, unknown> = { updatedAt: now };
    if (input.url != null) set.url = await this.validUrl(input.url);
    if (input.eventTypes != null) set.eventTypes = validEventTypes(input.eventTypes);
    if (input.description !== undefined) set.description = validDescription(input.description);
    if (input.enabled === false)
      Object.assign(set, { status: 'disabled', disabledReason: 'manual', disabledAt: now });
    // Enabling starts a healthy record: the failure streak that disabled it is over.
    if (input.enabled === true)
      Object.assign(set, {
        status: 'active',
        disabledReason: null,
        disabledAt: null,
        failureStreak: 0,
        failingSince: null,
      });
    // A closed account's endpoints stay off.
    const guard: Record<string, unknown> =
      input.enabled === true ? { disabledReason: { $ne: 'account-closed' } } : {};
    const updated = await this.models.WebhookEndpoint.findOneAndUpdate(
      { _id: id, ...ownerFilter(caller.reach.write), ...guard },
      { $set: set },
      { returnDocument: 'after' },
    ).lean<WebhookEndpointRecord>();
    if (!updated) throw notFound('WEBHOOK_ENDPOINT_NOT_FOUND', id);
    return updated;
  }

  /** Deletes the endpoint and its delivery history; deliveries still pending are never sent. */
  async delete(caller: Caller, id: string): Promise<boolean> {
    const deleted = await this.models.WebhookEndpoint.findOneAndDelete({
      _id: id,
      ...ownerFilter(caller.reach.write),
    }).lean<WebhookEndpointRecord>();
    if (!deleted) throw notFound('WEBHOOK_ENDPOINT_NOT_FOUND', id);
    await this.models.WebhookDelivery.deleteMany({ endpointId: id });
    return true;
  }

  /**
   * A new secret signs from now on; the current one keeps signing too (both signatures are sent) for
   * `overlapSeconds` (default a day), so receivers can switch over. Secrets retired earlier and already
   * expired are dropped.
   */
  async rotateSecret(
    caller: Caller,
    id: string,
    options: { overlapSeconds?: number | null } = {},
  ): Promise<{ endpoint: WebhookEndpointRecord; secret: string }> {
    const overlapSeconds = options.overlapSeconds ?? DEFAULT_SECRET_OVERLAP_S;
    if (!Number.isInteger(overlapSeconds) || overlapSeconds < 0 || overlapSeconds > MAX_OVERLAP_S) {
      throw badInput('overlapSeconds', `The overlap is 0 to ${MAX_OVERLAP_S} seconds.`, 'OUT_OF_RANGE');
    }
    const current = await this.findWithin(caller.reach.write, id);
    if (!current) throw notFound('WEBHOOK_ENDPOINT_NOT_FOUND', id);
    const now = this.now();
    const retireAt = new Date(now.getTime() + overlapSeconds * 1000);
    const kept = current.secrets
      .filter((secret) => !secret.expiresAt || secret.expiresAt > now)
      .map((secret) => ({
        ...secret,
        expiresAt: secret.expiresAt && secret.expiresAt < retireAt ? secret.expiresAt : retireAt,
      }))
      .filter((secret) => secret.expiresAt > now);
    const { record, secret } = this.newSecret(id, now);
    // The version guard makes the read-modify-write one atomic step: a concurrent rotation loses.
    const updated = await this.models.WebhookEndpoint.findOneAndUpdate(
      { _id: id, secretVersion: current.secretVersion },
      { $set: { secrets: [record, ...kept], updatedAt: now }, $inc: { secretVersion: 1 } },
      { returnDocument: 'after' },
    ).lean<WebhookEndpointRecord>();
    if (!updated)
      throw appError(
        'CONCURRENT_MODIFICATION',
        'The endpoint’s secret was rotated by another request; read it and try again.',
      );
    return { endpoint: updated, secret };
  }

  /** The secrets that sign now, newest first, decrypted; unreadable ones (another key) are left out. */
  signingSecrets(_caller: Caller, endpoint: Pick<WebhookEndpointRecord, '_id' | 'secrets'>): string[] {
    const now = this.now();
    return [...endpoint.secrets]
      .filter((secret) => !secret.expiresAt || secret.expiresAt > now)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((secret) => this.box.open(secret.ciphertext, endpoint._id))
      .filter((secret): secret is string => secret !== null);
  }

  /**
   * What an owner sees of an endpoint's secrets: the hint of the one that signs alone after rotations
   * settle, and when the last retiring one stops signing (null when none is retiring).
   */
  secretState(
    _caller: Caller,
    endpoint: Pick<WebhookEndpointRecord, 'secrets'>,
  ): { hint: string; previousExpiresAt: Date | null } {
    const now = this.options.clock.now();
    const retiring = endpoint.secrets
      .filter((secret) => secret.expiresAt && secret.expiresAt.getTime() > now)
      .map((secret) => secret.expiresAt!.getTime());
    return {
      hint: endpoint.secrets.find((secret) => secret.expiresAt === null)?.hint ?? endpoint.secrets[0]!.hint,
      previousExpiresAt: retiring.length ? new Date(Math.max(...retiring)) : null,
    };
  }

  /** Deliveries of an endpoint within reach, newest first. */
  async deliveries(
    caller: Caller,
    endpointId: string,
    query: DeliveryQuery,
  ): Promise<WebhookDeliveryRecord[]> {
    if (!(await this.findWithin(caller.reach.read, endpointId)))
      throw notFound('WEBHOOK_ENDPOINT_NOT_FOUND', endpointId);
    return this.models.WebhookDelivery.find({
      endpointId,
      expiresAt: { $gt: this.now() },
      ...(query.status ? { status: query.status } : {}),
    })
      .sort({ createdAt: -1, _id: 1 })
      .skip(query.offset)
      .limit(query.limit)
      .lean<WebhookDeliveryRecord[]>();
  }

  delivery(caller: Caller, id: string): Promise<WebhookDeliveryRecord | null> {
    return this.deliveryWithin(caller.reach.read, id);
  }

  /**
   * Sends a delivery again, now, with the same `webhook-id` and body (receivers that processed it
   * dedupe): a new run of the retry schedule that continues the attempt history.
   */
  async replay(caller: Caller, id: string): Promise<WebhookDeliveryRecord> {
    const existing = await this.deliveryWithin(caller.reach.write, id);
    if (!existing) throw notFound('WEBHOOK_DELIVERY_NOT_FOUND', id);
    await this.activeEndpoint(caller.reach.write, existing.endpointId);
    const now = this.now();
    const replayed = await this.models.WebhookDelivery.findOneAndUpdate(
      // Not while an attempt is in flight: its result would overwrite the replay.
      { _id: id, $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }] },
      {
        $set: {
          status: 'pending',
          nextAttemptAt: now,
          runAttempts: 0,
          runStartedAt: now,
          failureReason: null,
          leaseToken: null,
          leaseUntil: null,
          updatedAt: now,
          expiresAt: new Date(now.getTime() + DELIVERY_RETENTION_MS),
        },
      },
      { returnDocument: 'after' },
    ).lean<WebhookDeliveryRecord>();
    if (!replayed)
      throw appError(
        'CONCURRENT_MODIFICATION',
        'This delivery is being sent right now; try again in a moment.',
      );
    this.options.onQueued();
    return replayed;
  }

  /** Queues a `webhook.test` event for an active endpoint, signed and retried like any other. */
  async sendTest(caller: Caller, endpointId: string): Promise<WebhookDeliveryRecord> {
    const endpoint = await this.activeEndpoint(caller.reach.write, endpointId);
    const now = this.now();
    const event = {
      id: randomUUID(),
      type: TEST_EVENT_TYPE,
      occurredAt: now,
      aggregateType: 'webhook-endpoint',
      aggregateId: endpoint._id,
      data: {
        message: 'A test event: your endpoint receives and verifies webhooks.',
        endpointId: endpoint._id,
      },
    };
    const delivery = newDelivery(endpoint, event.id, event.type, payloadOf(event), true, now);
    await this.models.WebhookDelivery.create(delivery);
    this.options.onQueued();
    return delivery;
  }

  /**
   * Queues one delivery of `event` per endpoint given, idempotently: the unique (endpoint, event) index
   * absorbs an event the bus hands over again.
   */
  async enqueue(
    _caller: Caller,
    event: EventEnvelope,
    endpoints: readonly WebhookEndpointRecord[],
  ): Promise<number> {
    const payload = payloadOf(event);
    if (!endpoints.length) return 0;
    const now = this.now();
    const deliveries = endpoints.map((endpoint) =>
      newDelivery(endpoint, event.id, event.type, payload, false, now),
    );
    let queued: number;
    try {
      // One unordered write for all endpoints (documents built whole by newDelivery, so the driver's
      // collection serves); a redelivered event finds its deliveries already there (unique index).
      queued = (
        await this.models.WebhookDelivery.collection.insertMany(
          deliveries as unknown as mongo.OptionalId<mongo.Document>[],
          { ordered: false },
        )
      ).insertedCount;
    } catch (error) {
      if (!(error instanceof mongo.MongoBulkWriteError)) throw error;
      const writeErrors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
      if (!writeErrors.every(isDuplicateKeyError)) throw error;
      // Unordered: every document was tried, and each one refused has its write error. (The embedded
      // server's own count of inserted documents includes refused ones, so it is not read.)
      queued = deliveries.length - writeErrors.length;
    }
    if (queued) this.options.onQueued();
    return queued;
  }

  /** Active endpoints subscribed to this type that existed when the event happened. */
  subscribers(_caller: Caller, type: string, occurredAt: Date): Promise<WebhookEndpointRecord[]> {
    return this.models.WebhookEndpoint.find({
      status: 'active',
      eventTypes: type,
      createdAt: { $lte: occurredAt },
    }).lean<WebhookEndpointRecord[]>();
  }

  /** A closed account's endpoints stop receiving anything. */
  async disableAllOf(_caller: Caller, userId: string): Promise<number> {
    const now = this.now();
    const result = await this.models.WebhookEndpoint.updateMany(
      { userId, disabledReason: { $ne: 'account-closed' } },
      { $set: { status: 'disabled', disabledReason: 'account-closed', disabledAt: now, updatedAt: now } },
    );
    return result.modifiedCount;
  }

  /** Deletes deliveries past their retention. */
  async sweep(_caller: Caller): Promise<number> {
    const result = await this.models.WebhookDelivery.deleteMany({ expiresAt: { $lte: this.now() } });
    return result.deletedCount;
  }

  private findWithin(reach: Reach, id: string): Promise<WebhookEndpointRecord | null> {
    return this.models.WebhookEndpoint.findOne({
      _id: id,
      ...ownerFilter(reach),
    }).lean<WebhookEndpointRecord>();
  }

  private deliveryWithin(reach: Reach, id: string): Promise<WebhookDeliveryRecord | null> {
    return this.models.WebhookDelivery.findOne({
      _id: id,
      ...ownerFilter(reach),
      expiresAt: { $gt: this.now() },
    }).lean<WebhookDeliveryRecord>();
  }

  private async activeEndpoint(reach: Reach, id: string): Promise<WebhookEndpointRecord> {
    const endpoint = await this.findWithin(reach, id);
    if (!endpoint) throw notFound('WEBHOOK_ENDPOINT_NOT_FOUND', id);
    if (endpoint.status !== 'active') {
      throw appError(
        'WEBHOOK_ENDPOINT_DISABLED',
        'The endpoint is disabled; enable it (updateWebhookEndpoint) first.',
        { id, reason: endpoint.disabledReason },
      );
    }
    return endpoint;
  }

  private newSecret(endpointId: string, now: Date): { record: WebhookSecretRecord; secret: string } {
    const secret = newWebhookSecret();
    return {
      secret,
      record: {
        _id: randomUUID(),
        ciphertext: this.box.seal(secret, endpointId),
        hint: secretHint(secret),
        createdAt: now,
        expiresAt: null,
      },
    };
  }

  private async validUrl(url: string): Promise<string> {
    const trimmed = url.trim();
    const why = await this.sender.refusalOf(trimmed);
    if (why) throw appError('WEBHOOK_URL_NOT_ALLOWED', why, { field: 'url' });
    return trimmed;
  }
}
