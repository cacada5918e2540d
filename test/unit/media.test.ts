import { describe, expect, it } from 'vitest';
import { loadConfig, type ConfigError } from '../../platform/config';
import { imageKey, parseImageKey, sniffImage, thumbnailKey } from '../../platform/media/images';
import { isObjectKey } from '../../platform/objects';

describe('image types from their bytes', () => {
  it('knows JPEG, PNG and WebP by their magic numbers, and nothing else', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImage(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg/>'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe('keys', () => {
  it('names uploads under the image prefix with an image suffix, and only those are processed', () => {
    const key = imageKey('5b0f3c1e-0000-4000-8000-000000000001', 'png');
    expect(parseImageKey(key)).toEqual({
      productId: '5b0f3c1e-0000-4000-8000-000000000001',
      name: expect.stringMatching(/^[0-9a-f-]{36}$/),
      suffix: 'png',
    });
    expect(parseImageKey('images/products/p1/a.gif')).toBeNull();
    expect(parseImageKey('uploads/p1/a.png')).toBeNull();
    expect(parseImageKey(thumbnailKey('p1', 'a', 160))).toBeNull();
  });

  it('keeps keys inside the store', () => {
    expect(isObjectKey('images/products/p1/a.png')).toBe(true);
    for (const bad of ['../etc/passwd', 'images/../../x', '/abs', 'a//b', 'a\\b', ''])
      expect(isObjectKey(bad)).toBe(false);
  });
});

describe('media configuration', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('defaults to a local folder and needs a bucket for s3', () => {
    expect(loadConfig({}).media).toMatchObject({
      store: 'local',
      maxBytes: 10_485_760,
      maxPixels: 40_000_000,
    });
    expect(problems({ MEDIA_STORE: 's3' })).toEqual(['MEDIA_S3_BUCKET: required when MEDIA_STORE=s3']);
    expect(problems({ MEDIA_STORE: 's3', MEDIA_S3_BUCKET: 'media', MEDIA_S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY: set both or neither',
    ]);
    expect(problems({ MEDIA_PUBLIC_URL: 'https://cdn.example/media/' })[0]).toMatch(/no trailing slash/);
  });
});
