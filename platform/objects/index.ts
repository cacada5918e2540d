import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config';

/**
 * An object store for product media: keys like `images/products/<id>/<name>.png`, whole objects in and
 * out. Two implementations: a local folder (the embedded default) and a bucket through the S3 API (AWS,
 * or any S3-compatible server).
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** What to print at start-up. */
  readonly describe: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Where the object sits, for messages and logs: `file:///...` or `s3://bucket/key`. */
  location(key: string): string;
}

/** Keys are relative paths of safe segments: no `..`, no leading slash, no backslash. */
const KEY = /^(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

export function isObjectKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}

function checked(key: string): string {
  if (!isObjectKey(key)) throw new Error(`Not an object key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * A folder: each object a file at its key, its content type beside it (`<file>.type`). Writes go to a
 * temporary file first and are renamed into place, so a reader never sees half an object.
 */
export function localObjectStore(root: string): ObjectStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, checked(key));
    if (!path.startsWith(base + sep)) throw new Error(`Key ${key} leaves the store`);
    return path;
  };
  return {
    kind: 'local',
    describe: `local folder ${base}`,
    put: async (key, body, contentType) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await writeFile(`${path}.type`, contentType);
      await rename(temporary, path);
    },
    get: async (key) => {
      const path = pathOf(key);
      try {
        const [body, contentType] = await Promise.all([
          readFile(path),
          readFile(`${path}.type`, 'utf8').catch(() => 'application/octet-stream'),
        ]);
        return { body, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    location: (key) => `file://${join(base, key)}`,
  };
}

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server; unset: AWS. Path-style addressing is used with an endpoint. */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** A bucket through the S3 API (AWS SDK v3). The bucket must exist. */
export function s3ObjectStore(options: S3StoreOptions): ObjectStore & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    // Checksums only where the API requires them: S3-compatible servers (s3proxy, older MinIO) refuse the
    // SDK's default extra checksum headers as not implemented.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A copy: the SDK marks the credentials it is given, and the configuration's are frozen.
    ...(options.credentials ? { credentials: { ...options.credentials } } : {}),
  });
  const { bucket } = options;
  return {
    kind: 's3',
    client,
    describe: `S3 bucket ${bucket}${options.endpoint ? ` at ${options.endpoint}` : ` (${options.region})`}`,
    put: async (key, body, contentType) => {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: checked(key), Body: body, ContentType: contentType }),
      );
    },
    get: async (key) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checked(key) }));
        const bytes = await answer.Body!.transformToByteArray();
        return {
          body: Buffer.from(bytes),
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    location: (key) => `s3://${bucket}/${key}`,
  };
}

/** The configured store (MEDIA_STORE). */
export function objectStoreOf(config: Config['media']): ObjectStore {
  switch (config.store) {
    case 'local':
      return localObjectStore(config.localDir);
    case 's3':
      return s3ObjectStore(config.s3!);
    default: {
      const exhaustive: never = config.store;
      return exhaustive;
    }
  }
}
