import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';

/** A device a person registered for push messages. */
export interface PushDeviceRecord {
  _id: string;
  userId: string;
  /** The push service's token (or a Web Push subscription's endpoint) for this device. */
  token: string;
  /** ios, android, web or another name the client gives. */
  platform: string;
  label: string | null;
  createdAt: Date;
}

const deviceSchema = new Schema<PushDeviceRecord>(
  {
    _id: { type: String, default: () => randomUUID() },
    userId: { type: String, required: true },
    token: { type: String, required: true },
    platform: { type: String, required: true },
    label: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'push_devices', versionKey: false },
);
// A device token belongs to one person at a time: registering it again moves it.
deviceSchema.index({ token: 1 }, { unique: true });
deviceSchema.index({ userId: 1, createdAt: 1 });

/** Where a person's push messages go (PushDevices.devicesOf). */
export type DevicesOf = (to: string) => Promise<Array<{ token: string; platform: string }>>;

/** The push devices of every person (the users service's own store). */
export class PushDevices {
  readonly model: Model<PushDeviceRecord>;

  constructor(connection: Connection) {
    this.model =
      (connection.models.PushDevice as Model<PushDeviceRecord> | undefined) ??
      connection.model<PushDeviceRecord>('PushDevice', deviceSchema);
  }

  list(userId: string): Promise<PushDeviceRecord[]> {
    return this.model.find({ userId }).sort({ createdAt: 1, _id: 1 }).lean<PushDeviceRecord[]>();
  }

  count(userId: string): Promise<number> {
    return this.model.countDocuments({ userId });
  }

  /** Registers (or moves to this person) a device token; idempotent for the same person and token. */
  async register(device: Omit<PushDeviceRecord, '_id'>): Promise<PushDeviceRecord> {
    await this.model.updateOne(
      { token: device.token },
      {
        $set: { userId: device.userId, platform: device.platform, label: device.label },
        $setOnInsert: { _id: randomUUID(), createdAt: device.createdAt },
      },
      { upsert: true },
    );
    return (await this.model.findOne({ token: device.token }).lean<PushDeviceRecord>())!;
  }

  /** Removes one of the person's devices; false when it is not theirs. */
  async remove(userId: string, id: string): Promise<boolean> {
    return (await this.model.deleteOne({ _id: id, userId })).deletedCount === 1;
  }

  async removeAllOf(userId: string): Promise<void> {
    await this.model.deleteMany({ userId });
  }

  /** Push addresses are `user:<id>`: every device that person registered. */
  async devicesOf(to: string): Promise<Array<{ token: string; platform: string }>> {
    if (!to.startsWith('user:')) return [];
    const devices = await this.list(to.slice('user:'.length));
    return devices.map(({ token, platform }) => ({ token, platform }));
  }
}
