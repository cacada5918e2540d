import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';

/** A group of words or phrases a search treats as one ("sofa", "couch"), kept by staff. */
export interface SynonymSetRecord {
  _id: string;
  terms: string[];
  createdAt: Date;
  updatedAt: Date;
}

/**
 * One normalised query on one UTC day: how often it was searched, how many of those found nothing, and
 * the result count of the latest. `_id` is `<day>|<query>`, so recording is an upsert with `$inc` on an
 * `_id` (fast on every MongoDB), and a report reads the days of its range.
 */
export interface SearchQueryDayRecord {
  _id: string;
  day: string;
  query: string;
  searches: number;
  zeroResults: number;
  lastResults: number;
}

const synonymSchema = new Schema<SynonymSetRecord>(
  {
    _id: { type: String, default: () => randomUUID() },
    terms: { type: [String], required: true },
  },
  { collection: 'search_synonyms', timestamps: true, versionKey: false },
);

const queryDaySchema = new Schema<SearchQueryDayRecord>(
  {
    _id: { type: String, required: true },
    day: { type: String, required: true },
    query: { type: String, required: true },
    searches: { type: Number, default: 0 },
    zeroResults: { type: Number, default: 0 },
    lastResults: { type: Number, default: 0 },
  },
  { collection: 'search_query_days', versionKey: false },
);
queryDaySchema.index({ day: 1 });

export function searchEngineModels(connection: Connection) {
  return {
    SynonymSet: connection.model<SynonymSetRecord>('SynonymSet', synonymSchema) as Model<SynonymSetRecord>,
    SearchQueryDay: connection.model<SearchQueryDayRecord>(
      'SearchQueryDay',
      queryDaySchema,
    ) as Model<SearchQueryDayRecord>,
  };
}

export type SearchEngineModels = ReturnType<typeof searchEngineModels>;
