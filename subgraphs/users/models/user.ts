import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import type { EventEnvelope } from '../../../platform/events/envelope';
import type { Role } from '../../../platform/identity';
import { roles } from '../../../platform/identity/access';

export type CustomerStatusValue = 'active' | 'inactive' | 'deleted';

/** A user as the service layer hands it to resolvers (a lean document, without its secrets). */
export interface UserRecord {
  _id: string;
  number: number;
  name: string;
  email: string;
  phone?: string | null;
  status: CustomerStatusValue;
  roles: Role[];
  /** Whether sign-in needs a one-time code (the secrets themselves stay in `mfa`). */
  mfaEnabled: boolean;
  createdAt: Date;
  updatedAt: Date;
  deletedAt?: Date | null;
  /** The account's deletion request, while pending and after erasure; absent when none was made. */
  deletion?: DeletionState | null;
}

/**
 * A deletion request (REQ-LIM-6: "Personal-data deletion window 30 days"). The
 * account is closed from `requestedAt`; the erasure job (`jobId`) anonymises it at `dueAt` unless the
 * request is cancelled before.
 */
export interface DeletionState {
  state: 'pending' | 'erased';
  requestedAt: Date;
  dueAt: Date;
  /** Who asked (the person, or a staff member on their behalf). */
  requestedBy: string;
  jobId: string;
  /** The status a cancellation restores. */
  previousStatus: 'active' | 'inactive';
  /** SHA-256 of the cancel token sent to the person by email; null after erasure. */
  cancelTokenHash: string | null;
  erasedAt: Date | null;
}

/** TOTP state; only ever read by the account service. */
export interface MfaState {
  /** Base32 TOTP secret once enrolment is confirmed. */
  secret: string | null;
  /** Secret offered by an enrolment that is not confirmed yet. */
  pendingSecret: string | null;
  /** Last accepted TOTP time step: a code is accepted once, never replayed within its window. */
  lastStep: number;
  /** SHA-256 of each unused recovery code; a used code is pulled. */
  recoveryHashes: string[];
}

/** What only the account service reads: the argon2id password hash, MFA secrets and the outbox. */
export interface UserSecrets {
  passwordHash: string | null;
  mfa: MfaState | null;
  outbox: EventEnvelope[];
}

export type UserDocument = UserRecord & UserSecrets;

const mfaSchema = new Schema<MfaState>(
  {
    secret: { type: String, default: null },
    pendingSecret: { type: String, default: null },
    lastStep: { type: Number, default: 0 },
    recoveryHashes: { type: [String], default: [] },
  },
  { _id: false },
);

const userSchema = new Schema<UserDocument>(
  {
    _id: { type: String, default: () => randomUUID() },
    number: { type: Number, required: true },
    name: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, default: null },
    status: { type: String, required: true, enum: ['active', 'inactive', 'deleted'], default: 'active' },
    roles: { type: [String], enum: roles, default: ['customer'] },
    mfaEnabled: { type: Boolean, default: false },
    deletedAt: { type: Date, default: null },
    deletion: { type: Schema.Types.Mixed, default: null },
    // Secrets never leave the service by accident: excluded from every query unless selected by name.
    passwordHash: { type: String, default: null, select: false },
    mfa: { type: mfaSchema, default: null, select: false },
    // The embedded outbox (events/envelope.ts): events written in the same insert/update as the change.
    outbox: { type: Schema.Types.Mixed, default: () => [], select: false },
  },
  { collection: 'users', timestamps: true, versionKey: false },
);
userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ number: 1 }, { unique: true });
userSchema.index({ status: 1, number: 1 });

/** Sequence documents: `{_id: <name>, seq}`; incremented atomically, uniqueness still guarded by an index. */
interface CounterRecord {
  _id: string;
  seq: number;
}
const counterSchema = new Schema<CounterRecord>(
  { _id: String, seq: Number },
  { collection: 'counters', versionKey: false },
);

export function userModels(connection: Connection) {
  return {
    User: connection.model<UserDocument>('User', userSchema) as Model<UserDocument>,
    Counter: connection.model<CounterRecord>('Counter', counterSchema) as Model<CounterRecord>,
  };
}

export type UserModels = ReturnType<typeof userModels>;
