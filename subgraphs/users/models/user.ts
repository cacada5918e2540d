import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';

export type CustomerStatusValue = 'active' | 'inactive' | 'deleted';

/** A user as the service layer hands it to resolvers (a lean document). */
export interface UserRecord {
  _id: string;
  number: number;
  name: string;
  email: string;
  phone?: string | null;
  status: CustomerStatusValue;
  createdAt: Date;
  updatedAt: Date;
  deletedAt?: Date | null;
}

const userSchema = new Schema<UserRecord>(
  {
    _id: { type: String, default: () => randomUUID() },
    number: { type: Number, required: true },
    name: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, default: null },
    status: { type: String, required: true, enum: ['active', 'inactive', 'deleted'], default: 'active' },
    deletedAt: { type: Date, default: null },
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
const counterSchema = new Schema<CounterRecord>({ _id: String, seq: Number }, { collection: 'counters', versionKey: false });

export function userModels(connection: Connection) {
  return {
    User: connection.model<UserRecord>('User', userSchema) as Model<UserRecord>,
    Counter: connection.model<CounterRecord>('Counter', counterSchema) as Model<CounterRecord>,
  };
}

export type UserModels = ReturnType<typeof userModels>;
