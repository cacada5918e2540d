import type { Connection, mongo, SchemaType } from 'mongoose';

/** Sort order of a read: `1` ascending, `-1` descending, in key order. */
export type SortOrder = Record<string, 1 | -1>;

export interface LeanReadOptions {
  /** Fields to leave out besides the schema's `select: false` ones. Default: none. */
  exclude?: readonly string[];
  /** Default: the server's natural order. */
  sort?: SortOrder;
}

/** What a read needs of a mongoose model, whatever its document type. */
export interface ReadableModel {
  modelName: string;
  db: Connection;
  collection: { collectionName: string };
  schema: { eachPath(visit: (path: string, type: SchemaType) => void): unknown };
}

interface Reader {
  collection: mongo.Collection;
  /** The schema's `select: false` paths, which mongoose leaves out of every query unless named. */
  hidden: Record<string, 0>;
}

const readers = new WeakMap<ReadableModel, Reader>();

function readerOf(model: ReadableModel): Reader {
  let reader = readers.get(model);
  if (!reader) {
    const db = model.db.db;
    if (!db) throw new Error(`The database of ${model.modelName} is not open yet.`);
    const hidden: Record<string, 0> = {};
    model.schema.eachPath((path, type) => {
      if ((type.options as { select?: unknown }).select === false) hidden[path] = 0;
    });
    reader = { collection: db.collection(model.collection.collectionName), hidden };
    readers.set(model, reader);
  }
  return reader;
}

/**
 * The documents `model.find(filter).lean()` answers, read from the driver's collection directly. It is
 * for the reads every federated request makes (DataLoader batches by `_id`), where mongoose's query
 * building, casting and middleware cost more CPU than the lookup itself. What mongoose would still do is
 * done here: paths the schema marks `select: false` (password hashes, MFA secrets, outboxes) are left out.
 *
 * The filter goes to the server as given, without mongoose's casting: its values must already have the
 * stored types (our `_id`s are UUID strings, as GraphQL IDs arrive).
 */
export function findLean<T>(
  model: ReadableModel,
  filter: Record<string, unknown>,
  options: LeanReadOptions = {},
): Promise<T[]> {
  const { collection, hidden } = readerOf(model);
  const projection: Record<string, 0> = { ...hidden };
  for (const field of options.exclude ?? []) projection[field] = 0;
  return collection
    .find(filter as mongo.Filter<mongo.Document>, {
      ...(Object.keys(projection).length ? { projection } : {}),
      ...(options.sort ? { sort: options.sort } : {}),
    })
    .toArray() as Promise<T[]>;
}
