import { createHash } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { appError, badInput, isDuplicateKeyError } from '../errors';

interface KeyRecord {
  /** `<operation>|<caller>|<key>`: keys are per operation and per caller, so one client cannot replay another's. */
  _id: string;
  requestHash: string;
  /** `started` while the first call runs; `done` with the id of what it produced. */
  state: 'started' | 'done';
  resultId: string | null;
  createdAt: Date;
  expiresAt: Date;
}

const keySchema = new Schema<KeyRecord>(
  {
    _id: { type: String, required: true },
    requestHash: { type: String, required: true },
    state: { type: String, required: true, enum: ['started', 'done'] },
    resultId: { type: String, default: null },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'idempotency_keys', versionKey: false },
);
// Expiry is enforced by the reads and the sweep; the TTL index lets a real MongoDB clean up too.
keySchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

const KEY = /^[A-Za-z0-9._:-]{8,128}$/;
/** A first call that crashed leaves its key `started`; after this long another call may take it over. */
const STALE_START_MS = 2 * 60_000;

/** Canonical JSON (sorted keys), so the same input hashes the same whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface IdempotentCall<T> {
  /** Names the operation (createOrder, payOrder, refundPayment). */
  operation: string;
  /** Whose key it is (identity/access `callerKey`). */
  caller: string;
  /** The client's key; 8-128 characters of letters, digits, `.`, `_`, `:` and `-`. */
  key: string;
  /** The request, without the key; the same key with a different input is refused. */
  input: unknown;
  /** Does the work; answers the id of what it made. */
  execute: () => Promise<{ id: string; result: T }>;
  /** Reads what a repeated call answers: the resource the first call made, as it is now. */
  load: (id: string) => Promise<T>;
}

/**
 * Idempotency keys for operations with effects outside a single document (placing orders, charging,
 * refunding): the same key with the same input answers what the first call produced; the same key with
 * another input is refused (IDEMPOTENCY_KEY_REUSED); a key still in flight answers IDEMPOTENCY_KEY_IN_USE.
 * A call that fails releases its key, so the client may retry it. Keys are kept `ttlMs` (at least 24 h):
 * `expiresAt` is filtered on every read, expired keys are swept, and a TTL index is declared too.
 */
export class IdempotencyStore {
  private readonly model: Model<KeyRecord>;

  constructor(
    connection: Connection,
    /** How long a key is remembered (ms). */
    private readonly ttlMs: number,
  ) {
    this.model =
      (connection.models.IdempotencyKey as Model<KeyRecord> | undefined) ??
      connection.model<KeyRecord>('IdempotencyKey', keySchema);
  }

  static validKey(key: string, field: string): string {
    if (!KEY.test(key))
      throw badInput(
        field,
        'An idempotency key is 8-128 letters, digits, ".", "_", ":" or "-".',
        'INVALID_FORMAT',
      );
    return key;
  }

  async run<T>(call: IdempotentCall<T>): Promise<T> {
    const id = `${call.operation}|${call.caller}|${call.key}`;
    const requestHash = createHash('sha256').update(canonical(call.input)).digest('base64url');
    const now = new Date();
    const claimed = await this.claim(id, requestHash, now);
    if (claimed.kind === 'replay') return call.load(claimed.resultId);
    let outcome: { id: string; result: T };
    try {
      outcome = await call.execute();
    } catch (error) {
      await this.model.deleteOne({ _id: id, state: 'started' });
      throw error;
    }
    await this.model.updateOne({ _id: id }, { $set: { state: 'done', resultId: outcome.id } });
    return outcome.result;
  }

  private async claim(
    id: string,
    requestHash: string,
    now: Date,
  ): Promise<{ kind: 'new' } | { kind: 'replay'; resultId: string }> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await this.model.create({
          _id: id,
          requestHash,
          state: 'started',
          resultId: null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + this.ttlMs),
        });
        return { kind: 'new' };
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const existing = await this.model.findById(id).lean<KeyRecord>();
      if (!existing) continue;
      if (existing.expiresAt <= now) {
        await this.model.deleteOne({ _id: id, expiresAt: existing.expiresAt });
        continue;
      }
      if (existing.requestHash !== requestHash) {
        throw appError(
          'IDEMPOTENCY_KEY_REUSED',
          'This idempotency key was used with a different request; use a new key for a new request.',
        );
      }
      if (existing.state === 'done' && existing.resultId)
        return { kind: 'replay', resultId: existing.resultId };
      if (now.getTime() - existing.createdAt.getTime() > STALE_START_MS) {
        // The first call died mid-way: whoever deletes the stale claim first runs the call again.
        await this.model.deleteOne({ _id: id, state: 'started', createdAt: existing.createdAt });
        continue;
      }
      throw appError(
        'IDEMPOTENCY_KEY_IN_USE',
        'A request with this idempotency key is still being processed; retry in a moment.',
      );
    }
    throw appError('CONCURRENT_MODIFICATION', 'The idempotency key kept changing; retry.');
  }

  async sweep(): Promise<number> {
    return (await this.model.deleteMany({ expiresAt: { $lte: new Date() } })).deletedCount;
  }
}
