import { beforeAll, describe, expect, it } from 'vitest';
import { ensureIndexes } from '../../../platform/mongo/connection';
import { findLean } from '../../../platform/mongo/reads';
import { testDatabase } from '../../../testing/harness';
import {
  inventoryModels,
  type InventoryModels,
  type StockLevelRecord,
} from '../../../subgraphs/inventory/models/stock';
import { userModels, type UserModels, type UserRecord } from '../../../subgraphs/users/models/user';

let users: UserModels;
let inventory: InventoryModels;
const ids = ['u-1', 'u-2', 'u-3'];

beforeAll(async () => {
  const connection = await testDatabase('reads');
  users = userModels(connection);
  inventory = inventoryModels(connection);
  await ensureIndexes(connection);
  await users.User.insertMany(
    ids.map((id, index) => ({
      _id: id,
      number: index + 1,
      name: `User ${index + 1}`,
      email: `${id}@example.com`,
      passwordHash: `$argon2id$secret-${id}`,
      mfa: { secret: 'BASE32SECRET', pendingSecret: null, lastStep: 0, recoveryHashes: ['h1'] },
      outbox: [{ id: `event-${id}` }],
    })),
  );
  await inventory.StockLevel.create({
    _id: 'p-1:w-1',
    productId: 'p-1',
    warehouseId: 'w-1',
    available: 5,
    holds: [{ reservationId: 'r-1', quantity: 2, at: new Date() }],
  });
  await inventory.Warehouse.insertMany(
    ['WH-C', 'WH-A', 'WH-B'].map((code) => ({ _id: `w-${code}`, code, name: code, country: 'US' })),
  );
});

describe('findLean', () => {
  it('answers what mongoose’s lean find answers, secrets (select: false) left out', async () => {
    const filter = { _id: { $in: ['u-2', 'u-3', 'missing'] } };
    const read = await findLean<UserRecord>(users.User, filter);
    const viaMongoose = await users.User.find(filter).lean<UserRecord[]>();
    expect(read.sort((a, b) => a._id.localeCompare(b._id))).toEqual(
      viaMongoose.sort((a, b) => a._id.localeCompare(b._id)),
    );
    expect(read.map((user) => user._id).sort()).toEqual(['u-2', 'u-3']);
    for (const user of read) {
      expect(user).not.toHaveProperty('passwordHash');
      expect(user).not.toHaveProperty('mfa');
      expect(user).not.toHaveProperty('outbox');
      expect(user.email).toBe(`${user._id}@example.com`);
    }
  });

  it('leaves out the fields it is asked to', async () => {
    const [level] = await findLean<StockLevelRecord>(
      inventory.StockLevel,
      { _id: { $in: ['p-1:w-1'] } },
      { exclude: ['holds'] },
    );
    expect(level).toMatchObject({ _id: 'p-1:w-1', productId: 'p-1', available: 5 });
    expect(level).not.toHaveProperty('holds');
    const [full] = await findLean<StockLevelRecord>(inventory.StockLevel, { _id: 'p-1:w-1' });
    expect(full!.holds).toHaveLength(1);
  });

  it('answers in full and in order when the answer is larger than its first batch', async () => {
    await users.User.insertMany(
      Array.from({ length: 23 }, (_, index) => ({
        _id: `bulk-${index}`,
        number: 100 + index,
        name: `Bulk ${index}`,
        email: `bulk-${index}@example.com`,
        passwordHash: 'x',
      })),
    );
    const filter = { number: { $gte: 100 } };
    const read = await findLean<UserRecord>(users.User, filter, { sort: { number: -1 }, batchSize: 10 });
    expect(read.map((user) => user.number)).toEqual(Array.from({ length: 23 }, (_, index) => 122 - index));
    expect(read.every((user) => !('passwordHash' in user))).toBe(true);
    // The same answer in one batch.
    expect(await findLean<UserRecord>(users.User, filter, { sort: { number: -1 } })).toEqual(read);
  });

  it('sorts when asked', async () => {
    const codes = (await findLean<{ code: string }>(inventory.Warehouse, {}, { sort: { code: 1 } })).map(
      (warehouse) => warehouse.code,
    );
    expect(codes).toEqual(['WH-A', 'WH-B', 'WH-C']);
    const reversed = (await findLean<{ code: string }>(inventory.Warehouse, {}, { sort: { code: -1 } })).map(
      (warehouse) => warehouse.code,
    );
    expect(reversed).toEqual(['WH-C', 'WH-B', 'WH-A']);
  });
});
