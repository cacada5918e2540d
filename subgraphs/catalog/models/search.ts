import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A product's entry under one term: the term's field-weighted frequency in the product and the product's
 * field-weighted length (BM25 length normalisation), so a search reads term documents and nothing else.
 * A re-index rewrites every posting of the product, so the length never goes stale.
 */
export type Posting = [tf: number, length: number];

/**
 * One term of the inverted index. `_id` is the term itself (`w:<word>` for a whole word, `p:<prefix>` for
 * the prefixes that serve search-as-you-type), so every lookup is an `_id` read: fast on every MongoDB,
 * including the embedded server, which ignores secondary indexes. `postings` maps a product id to its
 * posting; `$set`/`$unset` of one key is idempotent, so indexing a product twice never counts it twice.
 */
export interface SearchTermRecord {
  _id: string;
  postings: Record<string, Posting>;
}

/**
 * What the index holds for one product: the term ids it was posted under (so a re-index can remove the
 * ones it no longer has) and its field-weighted length (summed for the corpus average).
 */
export interface SearchDocumentRecord {
  _id: string;
  terms: string[];
  length: number;
  indexedAt: Date;
}

const termSchema = new Schema<SearchTermRecord>(
  {
    _id: { type: String, required: true },
    postings: { type: Schema.Types.Mixed, default: {} },
  },
  { collection: 'search_terms', versionKey: false, minimize: false },
);

const documentSchema = new Schema<SearchDocumentRecord>(
  {
    _id: { type: String, required: true },
    terms: { type: [String], default: [] },
    length: { type: Number, required: true, default: 0 },
    indexedAt: { type: Date, required: true },
  },
  { collection: 'search_documents', versionKey: false },
);

export function searchModels(connection: Connection) {
  return {
    SearchTerm: connection.model<SearchTermRecord>('SearchTerm', termSchema) as Model<SearchTermRecord>,
    SearchDocument: connection.model<SearchDocumentRecord>(
      'SearchDocument',
      documentSchema,
    ) as Model<SearchDocumentRecord>,
  };
}

export type SearchModels = ReturnType<typeof searchModels>;
