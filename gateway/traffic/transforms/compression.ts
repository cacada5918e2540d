import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli when accepted, else gzip, else none (q=0 refuses one). */
export function negotiate(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

export interface Compressor {
  /** The body to send and its `content-encoding`, or null to send the text as it is. */
  (req: IncomingMessage, text: string | Buffer): Promise<{ body: Buffer; encoding: Encoding } | null>;
}

/**
 * Compresses answers of at least `minBytes` for clients that accept it, off the event loop (zlib's thread
 * pool). Brotli runs at quality 4: close to gzip's speed with smaller output, where the default 11 would
 * cost tens of milliseconds per large answer.
 */
export function createCompressor(minBytes: number): Compressor {
  return async (req, text) => {
    if (Buffer.byteLength(text) < minBytes) return null;
    const encoding = negotiate(req.headers['accept-encoding']);
    switch (encoding) {
      case null:
        return null;
      case 'br':
        return {
          encoding,
          body: await brotli(text, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
        };
      case 'gzip':
        return { encoding, body: await gzipAsync(text, { level: 6 }) };
      default: {
        const exhaustive: never = encoding;
        return exhaustive;
      }
    }
  };
}
