import { beforeAll, expect, it } from 'vitest';
import { loggedEvents } from '../../../testing/events';
import { startTestStack } from '../../../testing/harness';
import {
  adminCaller,
  createProduct,
  createWarehouse,
  registerCustomer,
  type Caller,
} from '../../../testing/fixtures';
import type { Stack } from '../../../stack';

/**
 * The relays' timed poll is only the safety net for other processes and crashes: an event written in the
 * process is relayed at once because the outbox write itself wakes the relay. With the poll at 10 minutes,
 * anything that relied on it would time out here.
 */
let stack: Stack;
let admin: Caller;
/** Far below the 10-minute poll, yet generous for a machine under load. */
const PROMPTLY_MS = 3_000;

beforeAll(async () => {
  stack = await startTestStack({ env: { EVENTS_RELAY_POLL_MS: '600000' } });
  admin = await adminCaller(stack);
});

it('relays an event written by a service that never nudges its relay itself (sign-up)', async () => {
  const account = await registerCustomer(stack);
  const [event] = await loggedEvents(
    stack,
    { type: 'UserRegisteredEvent', aggregateId: account.id },
    1,
    PROMPTLY_MS,
  );
  expect(event!.data).toMatchObject({ userId: account.id, email: account.email });
});

it('relays events of every subgraph promptly while the timed poll sleeps', async () => {
  const warehouse = await createWarehouse(admin);
  const product = await createProduct(admin);
  const [created] = await loggedEvents(
    stack,
    { type: 'ProductCreated', aggregateId: product.id },
    1,
    PROMPTLY_MS,
  );
  const [opened] = await loggedEvents(
    stack,
    { type: 'WarehouseCreated', aggregateId: warehouse.id },
    1,
    PROMPTLY_MS,
  );
  expect(created!.sequence).toBe(1);
  expect(opened!.data).toMatchObject({ code: warehouse.code });
});
