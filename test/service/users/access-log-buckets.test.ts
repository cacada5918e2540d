import { beforeAll, expect, it } from 'vitest';
import type { AccessLogRecord, AccessLogRef } from '../../../subgraphs/users/models/usage';
import { AccessLogIndex, newestFirst } from '../../../subgraphs/users/usage/access-log-index';
import { START, usersRing, type UsersRing } from './fixtures';

/**
 * The access log's index bounds its documents: an hour bucket of a user or key takes a fixed number of refs
 * (here 25), and that scope's further refs of the hour go to minute buckets, so a busy key's bucket neither
 * grows all hour nor passes MongoDB's document limit. Walks read both and lose or repeat nothing.
 */
let ring: UsersRing;
const HOUR = 3_600_000;

beforeAll(async () => {
  ring = await usersRing('users_access_buckets');
});

const entry = (id: string, at: number, keyId = 'busy'): AccessLogRecord => ({
  _id: id,
  requestId: id,
  at: new Date(at),
  keyId,
  userId: 'acct-busy',
  client: 'curl',
  endpoint: 'graphql:Products',
  status: 200,
  latencyMs: 3,
  ip: null,
  expiresAt: new Date(START + 30 * 24 * HOUR),
});

async function walked(index: AccessLogIndex, scope: string, from: number, until: number): Promise<string[]> {
  const ids: string[] = [];
  for await (const refs of index.walk(scope, new Date(from), new Date(until), new Date(START)))
    ids.push(...refs.map((ref) => ref.i));
  return ids;
}

it('sends a full hour bucket’s further refs to minute buckets and walks them all, newest first', async () => {
  const index = new AccessLogIndex(ring.models, { hourBucketRefs: 25 });
  const hour = START - 2 * HOUR;
  const entries = Array.from({ length: 120 }, (_, i) => entry(`busy-${i}`, hour + i * 25_000));
  // Batches of 10, three written at once (several gateways flushing).
  for (let i = 0; i < entries.length; i += 30)
    await Promise.all([0, 10, 20].map((offset) => index.record(entries.slice(i + offset, i + offset + 10))));
  const bucket = await ring.models.AccessLogIndex.findById(`key:busy|${new Date(hour).toISOString()}`).lean();
  expect(bucket?.spill).toBe(true);
  // Full at 25: batches that started below it may finish a little above it, never much.
  expect(bucket!.refs.length).toBeGreaterThanOrEqual(25);
  expect(bucket!.refs.length).toBeLessThanOrEqual(25 + 2 * 10);
  const minutes = await ring.models.AccessLogIndex.countDocuments({ scope: 'key:busy', _id: /\|m\|/ });
  expect(minutes).toBeGreaterThan(0);
  const expected = [...entries]
    .map((record): AccessLogRef => ({ i: record._id, t: record.at.getTime(), s: 200, e: record.endpoint }))
    .sort(newestFirst)
    .map((ref) => ref.i);
  const all = await walked(index, 'key:busy', hour - HOUR, hour + HOUR);
  expect(all).toEqual(expected);
  // The account's bucket spilled the same way; the platform's minute buckets never do.
  expect(await walked(index, 'user:acct-busy', hour, hour + HOUR - 1)).toEqual(expected);
  expect(await walked(index, 'all', hour, hour + HOUR - 1)).toEqual(expected);
  // An account's erasure takes its minute buckets too.
  await index.erase('acct-busy');
  expect(await ring.models.AccessLogIndex.countDocuments({ userId: 'acct-busy' })).toBe(0);
});

it('keeps reading an hour bucket written before buckets counted their refs, and adds to its minutes', async () => {
  const index = new AccessLogIndex(ring.models, { hourBucketRefs: 25 });
  const hour = START - 5 * HOUR;
  const old = entry('legacy-0', hour + 60_000, 'legacy');
  await ring.models.AccessLogIndex.collection.insertOne({
    _id: `key:legacy|${new Date(hour).toISOString()}`,
    scope: 'key:legacy',
    userId: 'acct-busy',
    at: new Date(hour),
    refs: [{ i: old._id, t: old.at.getTime(), s: 200, e: old.endpoint }],
    expiresAt: old.expiresAt,
  } as never);
  await index.record([
    entry('legacy-1', hour + 120_000, 'legacy'),
    entry('legacy-2', hour + 180_000, 'legacy'),
  ]);
  expect(await walked(index, 'key:legacy', hour, hour + HOUR - 1)).toEqual([
    'legacy-2',
    'legacy-1',
    'legacy-0',
  ]);
});

it('stores each ref as one string and reads back its id, time, status and any endpoint exactly', async () => {
  const index = new AccessLogIndex(ring.models);
  const hour = START - 8 * HOUR;
  const odd = { ...entry('odd-0', hour + 61_234, 'odd'), endpoint: 'GET /api/v2/a|b c|', status: 404 };
  const plain = { ...entry('odd-1', hour + 3_599_999, 'odd'), status: 200 };
  await index.record([odd, plain]);
  const bucket = await ring.models.AccessLogIndex.findById(`key:odd|${new Date(hour).toISOString()}`).lean();
  expect(bucket!.refs).toHaveLength(2);
  expect(bucket!.refs.every((ref) => typeof ref === 'string')).toBe(true);
  const refs: AccessLogRef[] = [];
  for await (const chunk of index.walk('key:odd', new Date(hour), new Date(hour + HOUR - 1), new Date(START)))
    refs.push(...chunk);
  expect(refs).toEqual([
    { i: 'odd-1', t: hour + 3_599_999, s: 200, e: 'graphql:Products' },
    { i: 'odd-0', t: hour + 61_234, s: 404, e: 'GET /api/v2/a|b c|' },
  ]);
});
