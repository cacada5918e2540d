import { Schema, type Connection, type Model } from 'mongoose';

/**
 * Webhook records of the users service (developers own their endpoints like their API keys).
 *
 * Every rule that must hold lives in one single-document update: an endpoint's secrets, status and
 * failure streak are one document; a delivery and all its attempts are one document, claimed with a
 * lease (`leaseToken`, `leaseUntil`) by exactly one dispatcher at a time.
 */

/** One signing secret, encrypted at rest (it must be recoverable to sign, unlike a key hash). */
export interface WebhookSecretRecord {
  _id: string;
  /** `SecretBox` ciphertext of the whole `whsec_...` string, bound to the endpoint id. */
  ciphertext: string;
  /** whsec_ and the first 4 characters: enough to tell secrets apart. */
  hint: string;
  createdAt: Date;
  /** Null for the current secret; set when a rotation retired it (both sign until then). */
  expiresAt: Date | null;
}

export type EndpointStatus = 'active' | 'disabled';
/** Why an endpoint is disabled: its owner switched it off, or it kept failing (see schedule.ts). */
export type DisabledReason = 'manual' | 'failing' | 'account-closed';

export interface WebhookEndpointRecord {
  _id: string;
  userId: string;
  url: string;
  description: string | null;
  eventTypes: string[];
  secrets: WebhookSecretRecord[];
  /** Bumped by every secret rotation: the rotation's optimistic guard. */
  secretVersion: number;
  status: EndpointStatus;
  disabledReason: DisabledReason | null;
  disabledAt: Date | null;
  /** Failed attempts since the last successful one. */
  failureStreak: number;
  /** When the first of those failed attempts was made; null while the endpoint is healthy. */
  failingSince: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';
/** How one attempt ended; every outcome but `succeeded` is a failure, `rejected` is never retried. */
export type AttemptOutcome =
  'succeeded' | 'rejected' | 'http-error' | 'timeout' | 'network-error' | 'blocked';

export interface WebhookAttemptRecord {
  /** 1, 2, ... over the delivery's whole life (replays continue the count). */
  number: number;
  attemptedAt: Date;
  outcome: AttemptOutcome;
  responseStatus: number | null;
  latencyMs: number;
  /** The receiver's answer, truncated (see outbound.ts). */
  responseBody: string | null;
  error: string | null;
}

export interface WebhookDeliveryRecord {
  _id: string;
  endpointId: string;
  /** The endpoint's owner, so ownership filters need no join. */
  userId: string;
  /** The event id: the `webhook-id` header, the same on every attempt and replay, so receivers dedupe. */
  eventId: string;
  eventType: string;
  /** The exact JSON body, kept so every attempt signs and sends the same bytes. */
  payload: string;
  test: boolean;
  status: DeliveryStatus;
  /** When the dispatcher should send next; null once the delivery is settled. */
  nextAttemptAt: Date | null;
  /** Attempts of the current run; the retry schedule counts these (a replay starts a new run). */
  runAttempts: number;
  /** When the current run's first attempt started (until then: when it was queued); the 72-hour window counts from here. */
  runStartedAt: Date;
  attempts: WebhookAttemptRecord[];
  attemptCount: number;
  /** Why a failed delivery stopped (not retried, retries exhausted, endpoint disabled); null otherwise. */
  failureReason: string | null;
  leaseToken: string | null;
  leaseUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Retention: filtered on reads, swept by the service, and a TTL index for real MongoDB. */
  expiresAt: Date;
}

const secretSchema = new Schema<WebhookSecretRecord>(
  {
    _id: { type: String, required: true },
    ciphertext: { type: String, required: true },
    hint: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, default: null },
  },
  { _id: false },
);

const endpointSchema = new Schema<WebhookEndpointRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    url: { type: String, required: true },
    description: { type: String, default: null },
    eventTypes: { type: [String], required: true },
    secrets: { type: [secretSchema], required: true },
    secretVersion: { type: Number, required: true, default: 1 },
    status: { type: String, enum: ['active', 'disabled'], required: true },
    disabledReason: { type: String, enum: ['manual', 'failing', 'account-closed', null], default: null },
    disabledAt: { type: Date, default: null },
    failureStreak: { type: Number, required: true, default: 0 },
    failingSince: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'webhook_endpoints', versionKey: false },
);
endpointSchema.index({ userId: 1, createdAt: -1 });
endpointSchema.index({ status: 1, eventTypes: 1 });

const attemptSchema = new Schema<WebhookAttemptRecord>(
  {
    number: { type: Number, required: true },
    attemptedAt: { type: Date, required: true },
    outcome: { type: String, required: true },
    responseStatus: { type: Number, default: null },
    latencyMs: { type: Number, required: true },
    responseBody: { type: String, default: null },
    error: { type: String, default: null },
  },
  { _id: false },
);

const deliverySchema = new Schema<WebhookDeliveryRecord>(
  {
    _id: { type: String, required: true },
    endpointId: { type: String, required: true },
    userId: { type: String, required: true },
    eventId: { type: String, required: true },
    eventType: { type: String, required: true },
    payload: { type: String, required: true },
    test: { type: Boolean, required: true, default: false },
    status: { type: String, enum: ['pending', 'succeeded', 'failed'], required: true },
    nextAttemptAt: { type: Date, default: null },
    runAttempts: { type: Number, required: true, default: 0 },
    runStartedAt: { type: Date, required: true },
    attempts: { type: [attemptSchema], default: [] },
    attemptCount: { type: Number, required: true, default: 0 },
    failureReason: { type: String, default: null },
    leaseToken: { type: String, default: null },
    leaseUntil: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'webhook_deliveries', versionKey: false },
);
// One delivery per endpoint and event: a redelivered event (at-least-once bus) creates nothing new.
deliverySchema.index({ endpointId: 1, eventId: 1 }, { unique: true });
deliverySchema.index({ status: 1, nextAttemptAt: 1 });
deliverySchema.index({ endpointId: 1, createdAt: -1 });
deliverySchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export interface WebhookModels {
  WebhookEndpoint: Model<WebhookEndpointRecord>;
  WebhookDelivery: Model<WebhookDeliveryRecord>;
}

export function webhookModels(connection: Connection): WebhookModels {
  return {
    WebhookEndpoint:
      (connection.models.WebhookEndpoint as Model<WebhookEndpointRecord> | undefined) ??
      connection.model<WebhookEndpointRecord>('WebhookEndpoint', endpointSchema),
    WebhookDelivery:
      (connection.models.WebhookDelivery as Model<WebhookDeliveryRecord> | undefined) ??
      connection.model<WebhookDeliveryRecord>('WebhookDelivery', deliverySchema),
  };
}
