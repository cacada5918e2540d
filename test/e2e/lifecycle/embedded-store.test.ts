import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from '../../../platform/mongo/connection';
import { startMongo, type MongoBackendHandle } from '../../../platform/mongo/embedded';
import {
  adminCaller,
  CREATE_ORDER,
  createWarehouse,
  registerCustomer,
  stockedProduct,
} from '../../../testing/fixtures';
import { dispose, graphql, startTestStack } from '../../../testing/harness';

/**
 * The on-disk embedded store keeps every acknowledged write: the stack places orders on a file-backed
 * mongo-java-server, its JVM is killed with SIGKILL at a random moment while orders are in flight, and
 * the server started again on the same file has every order the gateway answered with an id, and every
 * insert the driver saw acknowledged.
 */
it('keeps every acknowledged order and insert when the embedded server is killed with SIGKILL', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'commerce-store-'));
  const file = join(directory, 'store.mv');
  // The same private directory each time: the restarted server has the address the stack still uses.
  const start = () => startMongo({ embedded: 'java', javaStore: file, socketDirectory: directory });
  let mongo: MongoBackendHandle = await start();
  // Registered before the stack, so it runs after the stack stopped (disposers run newest first).
  dispose(async () => {
    await mongo.stop();
    rmSync(directory, { recursive: true, force: true });
  });
  const stack = await startTestStack({
    mongoUri: mongo.uri,
    // The drain at the end is not what this file is about: requests the kill left hanging are cut after 1 s.
    env: {
      FIELD_RATE_LIMITS: 'false',
      SUBGRAPH_TIMEOUT_MS: '3000',
      SUBGRAPH_RETRIES: '0',
      SHUTDOWN_GRACE_MS: '1000',
    },
  });
  const admin = await adminCaller(stack);
  const product = await stockedProduct(admin, [await createWarehouse(admin)], 100_000);
  const customers = await Promise.all(Array.from({ length: 4 }, () => registerCustomer(stack)));

  const acknowledged: string[] = [];
  // A random moment: after 5 to 24 acknowledged orders.
  const killAfter = 5 + Math.floor(Math.random() * 20);
  let killed = false;
  let inFlight = 0;
  let inFlightAtKill = 0;
  const place = async (customer: (typeof customers)[number]) => {
    while (!killed) {
      inFlight++;
      const result = await graphql(customer.caller, CREATE_ORDER, {
        input: { userId: customer.id, items: [{ productId: product.id, quantity: 1 }] },
      }).catch(() => undefined);
      inFlight--;
      const id = result?.data?.createOrder.id;
      if (id) acknowledged.push(id);
      if (!killed && acknowledged.length >= killAfter) {
        killed = true;
        inFlightAtKill = inFlight;
        process.kill(mongo.pid!, 'SIGKILL');
      }
    }
  };
  // Beside the orders, plain inserts through the driver, as fast as they are answered: the orders alone
  // come a few per second on a busy machine, and with a store that syncs once a second a kill can then
  // fall where nothing answered is unsynced.
  const probes = await openDatabase({ uri: mongo.uri, dbName: `${stack.dbPrefix}_probe` });
  const written: number[] = [];
  let next = 0;
  const insert = async () => {
    while (!killed) {
      const id = next++;
      const answered = await probes
        .collection<{ _id: number }>('writes')
        .insertOne({ _id: id })
        .then(() => true)
        .catch(() => false);
      if (answered) written.push(id);
    }
  };
  // Every worker ends once the server is gone and its last request is answered (success or error).
  await Promise.all([...customers.map(place), insert(), insert()]);
  await probes.close();
  expect(inFlightAtKill).toBeGreaterThan(0);

  mongo = await start();
  const orders = await openDatabase({ uri: mongo.uri, dbName: `${stack.dbPrefix}_orders` });
  try {
    const stored = await orders
      .collection<{ _id: string }>('orders')
      .find({ _id: { $in: acknowledged } }, { projection: { _id: 1 } })
      .toArray();
    const found = new Set(stored.map((order) => order._id));
    const lost = acknowledged.filter((id) => !found.has(id));
    expect(lost, `${lost.length} of ${acknowledged.length} acknowledged orders lost`).toEqual([]);
    expect(written.length).toBeGreaterThan(0);
    const writes = orders.useDb(`${stack.dbPrefix}_probe`).collection<{ _id: number }>('writes');
    const missing = written.length - (await writes.countDocuments({ _id: { $in: written } }));
    expect(missing, `${missing} of ${written.length} acknowledged inserts lost`).toBe(0);
  } finally {
    await orders.close();
  }
}, 60_000);
