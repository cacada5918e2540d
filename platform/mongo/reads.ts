import { mongo, type Connection, type SchemaType } from 'mongoose';

/** Sort order of a read: `1` ascending, `-1` descending, in key order. */
export type SortOrder = Record<string, 1 | -1>;

export interface LeanReadOptions {
  /** Fields to leave out besides the schema's `select: false` ones. Default: none. */
  exclude?: readonly string[];
  /** Default: the server's natural order. */
  sort?: SortOrder;
  /**
   * Documents the first round trip may bring; a larger answer is read again through the driver's cursor.
   * Default: as many as the server's 16 MiB batch holds.
   */
  batchSize?: number;
}

/** What a read needs of a mongoose model, whatever its document type. */
export interface ReadableModel {
  modelName: string;
  db: Connection;
  collection: { collectionName: string };
  schema: { eachPath(visit: (path: string, type: SchemaType) => void): unknown };
}

interface Reader {
  db: mongo.Db;
  collection: mongo.Collection;
  /** The collection's read preference and read concern level (from MONGODB_URI), for the `find` command. */
  readPreference: mongo.ReadPreference | undefined;
  readConcernLevel: string | undefined;
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
    const collection = db.collection(model.collection.collectionName);
    reader = {
      db,
      collection,
      readPreference: collection.readPreference,
      readConcernLevel: collection.readConcern?.level,
      hidden,
    };
    readers.set(model, reader);
  }
  return reader;
}

/**
 * The documents `model.find(filter).lean()` answers, read with the driver's `find` command directly. It is
 * for the reads every federated request makes (DataLoader batches by `_id`), where mongoose's query
 * building, casting and middleware cost more CPU than the lookup itself, and so does the driver's cursor
 * (its set-up, lazily parsed batches and clean-up; `bench/tax.ts` measures the difference on the subgraphs'
 * CPU per federated read, four of these reads). What mongoose would still do is done here: paths
 * the schema marks `select: false` (password hashes, MFA secrets, outboxes) are left out. The collection's
 * read preference and read concern (from MONGODB_URI) apply as they would to a cursor.
 *
 * The filter goes to the server as given, without mongoose's casting: its values must already have the
 * stored types (our `_id`s are UUID strings, as GraphQL IDs arrive).
 */
export async function findLean<T>(
  model: ReadableModel,
  filter: Record<string, unknown>,
  options: LeanReadOptions = {},
): Promise<T[]> {
  const { db, collection, readPreference, readConcernLevel: level, hidden } = readerOf(model);
  const projection: Record<string, 0> = { ...hidden };
  for (const field of options.exclude ?? []) projection[field] = 0;
  const shape = {
    ...(Object.keys(projection).length ? { projection } : {}),
    ...(options.sort ? { sort: options.sort } : {}),
  };
  // One `find` command answers the read whole when it fits one batch (up to the server's 16 MiB).
  const found = (await db.command(
    {
      find: collection.collectionName,
      filter,
      ...shape,
      ...(level ? { readConcern: { level } } : {}),
      batchSize: options.batchSize ?? FIRST_BATCH,
    },
    { readPreference },
  )) as { cursor: { id: CursorId; firstBatch: T[] } };
  if (isZero(found.cursor.id)) return found.cursor.firstBatch;
  // A larger answer, as rare as 16 MiB answers are here: close the server's cursor (best effort; getMore
  // would need the session the driver opened it in) and let the driver's cursor read it all.
  await db
    .command(
      { killCursors: collection.collectionName, cursors: [asLong(found.cursor.id)] },
      { readPreference },
    )
    .catch(() => {});
  return collection.find(filter as mongo.Filter<mongo.Document>, shape).toArray() as Promise<T[]>;
}

/**
 * Documents the first batch may hold; the server stops it at 16 MiB before that. The server's default
 * (101) would send a read of more ids to the driver's cursor.
 */
const FIRST_BATCH = 100_000;

/** A cursor id as deserialised: a number when it fits one, else a Long. 0 means exhausted. */
type CursorId = number | mongo.Long;

function isZero(id: CursorId): boolean {
  return typeof id === 'number' ? id === 0 : id.isZero();
}

/** The server takes a cursor id only as a 64-bit integer, not as the double a number would be sent as. */
function asLong(id: CursorId): mongo.Long {
  return typeof id === 'number' ? mongo.Long.fromNumber(id) : id;
}
