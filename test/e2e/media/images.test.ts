import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../../platform/events';
import type { Stack } from '../../../stack';
import { gql } from '../../../testing/__generated__';
import { graphqlOk } from '../../../testing/client';
import { adminCaller, createProduct, registerCustomer, type Caller } from '../../../testing/fixtures';
import { dispose, startTestStack } from '../../../testing/harness';
import { startS3, type TestS3 } from '../../../testing/s3proxy';

/**
 * Product media: an admin uploads an image through the gateway into the object store (a local folder by
 * default, or a real S3 API server: s3proxy); the object-created notification makes the thumbnails and the
 * indexing message, and the image is attached to the product. Uploads are checked before anything is stored.
 */
const IMAGES = gql(
  `query MediaImages($id: ID!) { product(id: $id) { images { url alt primary thumbnails { width height url } } } }`,
);

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

async function upload(
  stack: Stack,
  productId: string,
  body: Buffer,
  headers: Record<string, string>,
  query = '',
) {
  const response = await fetch(`${stack.gatewayUrl}/api/v3/products/${productId}/images${query}`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', ...headers },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: Record<string, unknown>;
      error: { code: string; details?: Record<string, unknown> };
    },
  };
}

interface Setup {
  stack: Stack;
  admin: Caller;
  indexed: EventEnvelope[];
  s3?: TestS3;
}

async function setUp(store: 'local' | 's3', env: Record<string, string> = {}): Promise<Setup> {
  const s3 = store === 's3' ? await startS3() : undefined;
  const stack = await startTestStack({
    env: {
      MEDIA_LOCAL_DIR: await mkdtemp(join(tmpdir(), 'commerce-media-')),
      ...(s3?.env ?? {}),
      ...env,
    },
  });
  const admin = await adminCaller(stack);
  const indexed: EventEnvelope[] = [];
  const tail = stack.events.tail(['ProductImageIndexed'], async (event) => {
    indexed.push(event);
  });
  dispose(() => tail.stop());
  await tail.ready;
  return { stack, admin, indexed, ...(s3 ? { s3 } : {}) };
}

describe.each(['local', 's3'] as const)('an upload into the %s store', (store) => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await setUp(store);
  });

  it('is stored under the image prefix, thumbnailed in three widths, indexed with its locations and attached to the product', async () => {
    const { stack, admin, indexed } = setup;
    const product = await createProduct(admin, { name: `Photographed Lamp ${store}` });
    const answer = await upload(stack, product.id, await png(1200, 800), admin.headers!, '?alt=A%20lamp');
    expect(answer.status).toBe(202);
    const { key, url } = answer.body.data as { key: string; url: string };
    expect(key).toMatch(new RegExp(`^images/products/${product.id}/[0-9a-f-]{36}\\.png$`));
    expect(answer.body.data).toMatchObject({ content_type: 'image/png', width: 1200, height: 800 });

    await expect
      .poll(async () => (await graphqlOk(admin, IMAGES, { id: product.id })).product!.images, {
        timeout: 15_000,
      })
      .toHaveLength(1);
    const [image] = (await graphqlOk(admin, IMAGES, { id: product.id })).product!.images;
    expect(image).toMatchObject({ url, alt: 'A lamp', primary: true });
    expect(image!.thumbnails.map(({ width, height }) => [width, height])).toEqual([
      [160, 107],
      [480, 320],
      [960, 640],
    ]);

    // Clients load the original and the thumbnails from the gateway's /media.
    const original = await fetch(url);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    const thumbnail = await fetch(image!.thumbnails[1]!.url);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
    });

    // The indexing message names the original and every thumbnail where the store keeps them.
    await expect.poll(() => indexed.filter((event) => event.aggregateId === product.id)).toHaveLength(1);
    const message = indexed.find((event) => event.aggregateId === product.id)!.data as {
      original: { key: string; location: string };
      thumbnails: Array<{ key: string; location: string; width: number }>;
    };
    const where = store === 's3' ? `s3://${setup.s3!.bucket}/` : 'file://';
    expect(message.original).toMatchObject({ key, location: expect.stringContaining(where) });
    expect(message.thumbnails.map((t) => t.width)).toEqual([160, 480, 960]);
    for (const entry of message.thumbnails) expect(entry.location).toContain(where);

    if (setup.s3) {
      // Really in the bucket, through the S3 API.
      const object = await setup.s3.client.send(
        new GetObjectCommand({ Bucket: setup.s3.bucket, Key: message.thumbnails[0]!.key }),
      );
      expect(object.ContentType).toBe('image/webp');
      expect((await object.Body!.transformToByteArray()).length).toBeGreaterThan(0);
    }
  });
});

describe('checks on uploads', () => {
  let setup: Setup;
  let productId: string;
  beforeAll(async () => {
    setup = await setUp('local', { MEDIA_MAX_BYTES: '200000', MEDIA_MAX_PIXELS: '2000000' });
    productId = (await createProduct(setup.admin, { name: 'Guarded Lamp' })).id;
  });

  it('refuses what is not an image, whatever its Content-Type says', async () => {
    const { stack, admin } = setup;
    const text = await upload(stack, productId, Buffer.from('<svg onload="alert(1)"></svg>'), admin.headers!);
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const corrupt = Buffer.concat([(await png(10, 10)).subarray(0, 8), Buffer.from('not the rest of a png')]);
    const unreadable = await upload(stack, productId, corrupt, admin.headers!);
    expect(unreadable.status).toBe(422);
    expect(unreadable.body.error.code).toBe('IMAGE_UNREADABLE');
  });

  it('refuses too many bytes (413) and too many pixels by the header, a decompression bomb included (422)', async () => {
    const { stack, admin } = setup;
    const big = Buffer.concat([(await png(10, 10)).subarray(0, 8), Buffer.alloc(300_000, 1)]);
    const tooLong = await upload(stack, productId, big, admin.headers!);
    expect(tooLong.status).toBe(413);
    expect(tooLong.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    // 4000 x 4000 of one colour: a small file that would inflate to 48 MB of pixels.
    const bomb = await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9, palette: true, colours: 2 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(200_000);
    const refused = await upload(stack, productId, bomb, admin.headers!);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      details: { width: 4000, height: 4000, max_pixels: 2_000_000 },
    });
    // Nothing was attached.
    expect((await graphqlOk(admin, IMAGES, { id: productId })).product!.images).toEqual([]);
  });

  it('is for admins only, and for products that exist', async () => {
    const { stack, admin } = setup;
    const image = await png(20, 20);
    const customer = await registerCustomer(stack);
    expect((await upload(stack, productId, image, customer.caller.headers!)).body.error.code).toBe(
      'FORBIDDEN',
    );
    expect((await upload(stack, productId, image, {})).status).toBe(401);
    const missing = await upload(stack, '00000000-0000-4000-8000-000000000000', image, admin.headers!);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('PRODUCT_NOT_FOUND');
  });
});
