import { beforeAll, expect, it } from 'vitest';
import { ORDER_QUERY } from '../../../bench/lib/query';
import type { Stack } from '../../../stack';
import { startMonolith } from '../../../stack/monolith';
import {
  adminCaller,
  type Caller,
  CREATE_ORDER,
  createUser,
  createWarehouse,
  stockedProduct,
} from '../../../testing/fixtures';
import { dispose, graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import { gql } from '../../../testing/__generated__';

/**
 * The monolith baseline of `npm run bench` (stack/monolith.ts) answers the benchmark's read exactly as the
 * supergraph does, over the same data, and guards it the same way.
 */
let stack: Stack;
let monolithUrl: string;
let admin: Caller;
let key: string;
let orderId: string;

beforeAll(async () => {
  stack = await startTestStack();
  admin = await adminCaller(stack);
  const monolith = await startMonolith({
    config: stack.config,
    mongoUri: stack.mongo.uri,
    dbPrefix: stack.dbPrefix,
    subgraphUrls: stack.subgraphUrls,
    publicUrl: () => stack.gatewayUrl,
    logger: stack.logger,
  });
  dispose(() => monolith.stop());
  monolithUrl = monolith.url;
  const warehouses = [await createWarehouse(admin), await createWarehouse(admin)];
  const products = [
    await stockedProduct(admin, warehouses, 40, { name: 'Monolith Lamp' }),
    await stockedProduct(admin, warehouses, 40, { name: 'Monolith Chair' }),
  ];
  const user = await createUser(admin);
  const placed = await graphqlOk(admin, CREATE_ORDER, {
    input: {
      userId: user.id,
      items: [
        { productId: products[0]!.id, quantity: 2 },
        { productId: products[1]!.id, quantity: 1 },
      ],
    },
  });
  orderId = placed.createOrder.id;
  key = (
    await graphqlOk(
      admin,
      gql(`mutation MonolithReadKey { createApiKey(input: { name: "monolith", scopes: ["read"] }) { key } }`),
    )
  ).createApiKey.key;
});

it('answers the benchmark read exactly as the supergraph does', async () => {
  const headers = { 'x-api-key': key };
  const federated = await graphqlOk({ url: stack.graphqlUrl, headers }, ORDER_QUERY, { id: orderId });
  const monolith = await graphqlOk({ url: monolithUrl, headers }, ORDER_QUERY, { id: orderId });
  expect(federated.order?.items).toHaveLength(2);
  expect(monolith).toEqual(federated);
});

it('verifies the credential and applies the same rules', async () => {
  const anonymous = await graphql({ url: monolithUrl, headers: {} }, ORDER_QUERY, { id: orderId });
  expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  const wrong = await fetch(monolithUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': `sk_live_${'x'.repeat(32)}` },
    body: JSON.stringify({ query: String(ORDER_QUERY), variables: { id: orderId } }),
  });
  const body = (await wrong.json()) as { errors: Array<{ extensions: { code: string } }> };
  expect(body.errors[0]!.extensions.code).toBe('UNAUTHENTICATED');
});
