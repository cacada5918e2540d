import { Schema, type Connection, type Model } from 'mongoose';

export type ExportStatus = 'pending' | 'ready';

/** One personal-data export: built by a job, downloadable until `expiresAt`, then deleted. */
export interface PersonalDataExportRecord {
  _id: string;
  userId: string;
  requestedBy: string;
  status: ExportStatus;
  /** SHA-256 of the download token handed to the requester once. */
  tokenHash: string;
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
  /** The JSON document; null until it is built. */
  content: string | null;
  bytes: number | null;
}

const exportSchema = new Schema<PersonalDataExportRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    requestedBy: { type: String, required: true },
    status: { type: String, required: true, enum: ['pending', 'ready'] },
    tokenHash: { type: String, required: true },
    requestedAt: { type: Date, required: true },
    readyAt: { type: Date, default: null },
    expiresAt: { type: Date, default: null },
    content: { type: String, default: null },
    bytes: { type: Number, default: null },
  },
  { collection: 'personal_data_exports', versionKey: false },
);
exportSchema.index({ userId: 1, requestedAt: -1 });
// Real MongoDB removes expired exports too; the purge job and the sweep do it everywhere.
exportSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export function exportModels(connection: Connection) {
  return {
    PersonalDataExport: connection.model<PersonalDataExportRecord>(
      'PersonalDataExport',
      exportSchema,
    ) as Model<PersonalDataExportRecord>,
  };
}

export type ExportModels = ReturnType<typeof exportModels>;
