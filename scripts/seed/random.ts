import { createHash } from 'node:crypto';

export { SeededRandom } from '../../platform/random';

/**
 * A name-based UUID (RFC 4122 version 5 layout, SHA-1 of a fixed namespace and the name): the same seed
 * entity gets the same id in every run, and ids still look like the UUIDs the services generate.
 */
export function seedUuid(name: string): string {
  const bytes = createHash('sha1').update(`commerce-seed:${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
