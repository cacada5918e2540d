import { expect, it } from 'vitest';
import type { Stack } from '../../../stack';
import { graphqlOk, startTestStack } from '../../../testing/harness';
import {
  adminCaller,
  CREATE_ORDER,
  createUser,
  createWarehouse,
  stockedProduct,
} from '../../../testing/fixtures';
import { ORDER_QUERY } from '../../../bench/lib/query';

/**
 * SUBGRAPH_TRANSPORT: the gateway of `npm start` (and of this stack) reaches the subgraphs of its own
 * process in process, with the same answers as over HTTP; `http` keeps every fetch on the wire.
 */
async function orderRead(stack: Stack): Promise<{ answer: unknown; httpRequests: number }> {
  const caller = await adminCaller(stack);
  const warehouse = await createWarehouse(caller);
  const product = await stockedProduct(caller, [warehouse], 10, {
    name: 'Transport Lamp',
    sku: 'TRANSPORT-1',
  });
  const user = await createUser(caller, { name: 'Transport Customer', email: 'transport@example.com' });
  const { createOrder } = await graphqlOk(caller, CREATE_ORDER, {
    input: { userId: user.id, items: [{ productId: product.id, quantity: 2 }] },
  });
  let httpRequests = 0;
  const count = () => void httpRequests++;
  for (const subgraph of stack.subgraphs) subgraph.server.on('request', count);
  try {
    const answer = await graphqlOk(caller, ORDER_QUERY, { id: createOrder.id });
    return { answer, httpRequests };
  } finally {
    for (const subgraph of stack.subgraphs) subgraph.server.off('request', count);
  }
}

it('answers a federated read with no HTTP between the gateway and its own subgraphs, as over HTTP', async () => {
  const local = await orderRead(await startTestStack());
  const wired = await orderRead(await startTestStack({ env: { SUBGRAPH_TRANSPORT: 'http' } }));
  expect(local.httpRequests).toBe(0);
  // The order, its user, its products (catalog) and their stock (inventory): four fetches.
  expect(wired.httpRequests).toBeGreaterThanOrEqual(4);
  const shape = (answer: unknown) =>
    JSON.parse(JSON.stringify(answer), (key, value) =>
      ['id', 'createdAt', 'email', 'sku', 'code'].includes(key) ? key : value,
    );
  expect(shape(local.answer)).toEqual(shape(wired.answer));
  expect((local.answer as { order: { items: unknown[] } }).order.items).toHaveLength(1);
});
