import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { appError } from '../errors';

/** The image types accepted, by what their bytes say. */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

const SUFFIX: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
const CONTENT_TYPE: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The longest side sharp is asked to read; larger sides are refused whatever the pixel count. */
export const MAX_SIDE = 16_384;

/** Widths of the thumbnails made of every product image (WebP, aspect kept, never enlarged). */
export const THUMBNAIL_WIDTHS = [160, 480, 960] as const;

/** The type of an image by its first bytes (magic numbers), or null. */
export function sniffImage(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export interface CheckedImage {
  format: ImageFormat;
  contentType: string;
  suffix: string;
  width: number;
  height: number;
}

/**
 * An upload checked before anything is stored or decoded: its real type from its bytes, then its size from
 * its header (sharp reads only the header here), so an image that would decode to more than `maxPixels`
 * (a decompression bomb: a few KiB of PNG that inflate to gigabytes) is refused without being inflated.
 */
export async function checkImage(bytes: Buffer, limits: { maxPixels: number }): Promise<CheckedImage> {
  const format = sniffImage(bytes);
  if (!format)
    throw appError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Upload a JPEG, PNG or WebP image; these bytes are none of them.',
    );
  let width: number | undefined;
  let height: number | undefined;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (metadata.format !== format) throw new Error(`header says ${metadata.format}`);
    ({ width, height } = metadata);
  } catch {
    throw appError('IMAGE_UNREADABLE', `The ${format.toUpperCase()} image cannot be read.`);
  }
  if (!width || !height) throw appError('IMAGE_UNREADABLE', `The ${format.toUpperCase()} image has no size.`);
  if (width * height > limits.maxPixels || width > MAX_SIDE || height > MAX_SIDE) {
    throw appError(
      'IMAGE_TOO_LARGE',
      `The image is ${width} x ${height} pixels; at most ${limits.maxPixels} pixels and ${MAX_SIDE} per side.`,
      { width, height, maxPixels: limits.maxPixels },
    );
  }
  return { format, contentType: CONTENT_TYPE[format], suffix: SUFFIX[format], width, height };
}

/**
 * Thumbnails of a checked image: WebP at each width (never wider than the original). Decoding is held to
 * `maxPixels` again, so a header that lied cannot make it inflate more.
 */
export async function makeThumbnails(
  bytes: Buffer,
  limits: { maxPixels: number },
): Promise<Array<{ width: number; height: number; body: Buffer }>> {
  const results = [];
  for (const width of THUMBNAIL_WIDTHS) {
    const { data, info } = await sharp(bytes, { limitInputPixels: limits.maxPixels })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    results.push({ width: info.width, height: info.height, body: data });
  }
  return results;
}

/** The image prefix and suffixes: an object created here is a product image to process. */
export const IMAGE_PREFIX = 'images/products/';
const IMAGE_KEY = /^images\/products\/([A-Za-z0-9-]{1,64})\/([A-Za-z0-9-]{1,64})\.(jpg|png|webp)$/;

/** Where a new upload of `productId` is stored. */
export function imageKey(productId: string, suffix: string): string {
  return `${IMAGE_PREFIX}${productId}/${randomUUID()}.${suffix}`;
}

/** The product and name of an image key (under the image prefix, with an image suffix), or null. */
export function parseImageKey(key: string): { productId: string; name: string; suffix: string } | null {
  const match = IMAGE_KEY.exec(key);
  return match ? { productId: match[1]!, name: match[2]!, suffix: match[3]! } : null;
}

export function thumbnailKey(productId: string, name: string, width: number): string {
  return `thumbnails/products/${productId}/${name}-${width}.webp`;
}

/** The address clients load a stored object from: `<base>/<key>` (the base is MEDIA_PUBLIC_URL or the gateway's `/media`). */
export function mediaUrl(base: string, key: string): string {
  return `${base}/${key}`;
}
