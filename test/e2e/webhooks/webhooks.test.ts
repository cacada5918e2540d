import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '../../../stack';
import { loggedEvents } from '../../../testing/events';
import {
  accountWithRole,
  adminCaller,
  CREATE_ORDER,
  createProduct,
  createWarehouse,
  registerCustomer,
  stockedProduct,
  type Account,
  type Caller,
} from '../../../testing/fixtures';
import { ManualClock } from '../../../testing/clock';
import { graphql, graphqlOk, startTestStack } from '../../../testing/harness';
import { startReceiver, type ReceivedRequest, type Receiver } from '../../../testing/receiver';
import { DISABLE_AFTER_MS, RETRY_WINDOW_MS } from '../../../subgraphs/users/webhooks/schedule';
import type { TypedDocument } from '../../../platform/graphql/documents';
import { gql } from '../../../testing/__generated__';
import type {
  WebhookDeliveryFieldsFragment,
  WebhookEndpointFieldsFragment,
} from '../../../testing/__generated__/graphql';

/**
 * Webhooks end to end: endpoints registered through the gateway, events from real writes, deliveries to a
 * real receiver on 127.0.0.1 (loopback allowed explicitly), every signature verified with the
 * `standardwebhooks` package. The users subgraph runs on a clock this file moves: retries wait until the
 * test moves the clock to their due time (`scheduledDelivery`), so the real 72-hour and 5-day rules run in
 * seconds.
 *
 * The clock starts at the real time and only moves in "failures and retries"; endpoints created after that
 * are younger than the events other subgraphs write on the real clock, so tests that need those events
 * (not just test events) come before it.
 */
const clock = new ManualClock(Date.now());
let stack: Stack;
let admin: Caller;
let developer: Account;
let receiver: Receiver;

gql(
  `fragment WebhookEndpointFields on WebhookEndpoint { id url description eventTypes status disabledReason disabledAt secretHint previousSecretExpiresAt failureStreak failingSince owner { id } }`,
);
gql(
  `fragment WebhookDeliveryFields on WebhookDelivery { id endpointId eventId eventType payload test status nextAttemptAt attemptCount failureReason attempts { number attemptedAt outcome responseStatus latencyMs responseBody error } }`,
);

type Endpoint = WebhookEndpointFieldsFragment;
type Delivery = WebhookDeliveryFieldsFragment;

let paths = 0;
const newPath = (label: string) => `/hooks/${label}-${paths++}`;

async function register(
  caller: Caller,
  path: string,
  eventTypes: string[],
  description?: string,
): Promise<{ endpoint: Endpoint; secret: string }> {
  const data = await graphqlOk(
    caller,
    gql(
      `mutation WebhooksRegister($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ...WebhookEndpointFields } } }`,
    ),
    { input: { url: `${receiver.url}${path}`, eventTypes, ...(description ? { description } : {}) } },
  );
  return data.createWebhookEndpoint;
}

async function deliveries(caller: Caller, endpointId: string): Promise<Delivery[]> {
  return (
    await graphqlOk(
      caller,
      gql(
        `query WebhooksDeliveries($id: ID!) { webhookDeliveries(endpointId: $id, limit: 100) { ...WebhookDeliveryFields } }`,
      ),
      { id: endpointId },
    )
  ).webhookDeliveries;
}

async function deliveryOf(
  caller: Caller,
  endpointId: string,
  eventId: string,
): Promise<Delivery | undefined> {
  return (await deliveries(caller, endpointId)).find((delivery) => delivery.eventId === eventId);
}

const isSettled = (delivery: Delivery) => delivery.status !== 'PENDING';

/** Waits until `done` holds for the delivery of `eventId`, as the delivery history shows it through GraphQL. */
async function settledDelivery(
  caller: Caller,
  endpointId: string,
  eventId: string,
  done: (delivery: Delivery) => boolean = isSettled,
): Promise<Delivery> {
  await expect
    .poll(() => deliveryOf(caller, endpointId, eventId), { timeout: 20_000, interval: 50 })
    .toSatisfy((found?: Delivery) => found !== undefined && done(found));
  return (await deliveryOf(caller, endpointId, eventId))!;
}

/** The users database's deliveries as the dispatcher sees them. */
const storedDeliveries = () =>
  stack.connections.users!.collection<{
    _id: string;
    endpointId: string;
    eventId: string;
    status: string;
    nextAttemptAt: Date | null;
    leaseToken: string | null;
  }>('webhook_deliveries');

/**
 * Runs the retry schedule: when no attempt is in flight and no delivery is due, moves the users subgraph's
 * clock to the due time of the next pending delivery (the dispatcher then sends it).
 */
async function moveToNextDue(): Promise<void> {
  if (await storedDeliveries().countDocuments({ leaseToken: { $ne: null } })) return;
  const [next] = await storedDeliveries()
    .find({ status: 'pending' })
    .sort({ nextAttemptAt: 1 })
    .limit(1)
    .toArray();
  const due = next?.nextAttemptAt?.getTime();
  if (due !== undefined && due > clock.now()) clock.set(due);
}

/** `settledDelivery` once the schedule has run the delivery to its end: retries happen as the clock reaches them. */
async function scheduledDelivery(
  caller: Caller,
  endpointId: string,
  eventId: string,
  done: (delivery: Delivery) => boolean = isSettled,
): Promise<Delivery> {
  await expect
    .poll(
      async () => {
        await moveToNextDue();
        return (await storedDeliveries().findOne({ endpointId, eventId }))?.status;
      },
      { timeout: 30_000, interval: 10 },
    )
    .toMatch(/^(succeeded|failed)$/);
  return settledDelivery(caller, endpointId, eventId, done);
}

async function endpointOf(caller: Caller, id: string): Promise<Endpoint | null> {
  return (
    await graphqlOk(
      caller,
      gql(`query WebhooksEndpoint($id: ID!) { webhookEndpoint(id: $id) { ...WebhookEndpointFields } }`),
      { id },
    )
  ).webhookEndpoint;
}

const headersOf = (request: ReceivedRequest) => request.headers as Record<string, string>;

/** Verifies with the standardwebhooks package; throws WebhookVerificationError when no signature matches. */
function verify(secret: string, request: ReceivedRequest): unknown {
  return new Webhook(secret).verify(request.body, headersOf(request));
}

async function sendTest(caller: Caller, endpointId: string): Promise<Delivery> {
  return (
    await graphqlOk(
      caller,
      gql(
        `mutation WebhooksSendTest($id: ID!) { sendTestWebhook(endpointId: $id) { ...WebhookDeliveryFields } }`,
      ),
      { id: endpointId },
    )
  ).sendTestWebhook;
}

beforeAll(async () => {
  stack = await startTestStack({
    env: {
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      WEBHOOK_POLL_MS: '50',
      WEBHOOK_TIMEOUT_MS: '600',
      FIELD_RATE_LIMITS: 'false',
    },
    clocks: { users: clock },
  });
  admin = await adminCaller(stack);
  developer = await registerCustomer(stack, { name: 'Hook Developer' });
  receiver = await startReceiver();
});

describe('registering endpoints', () => {
  it('shows a whsec_ secret once and keeps it only encrypted', async () => {
    const path = newPath('register');
    const { endpoint, secret } = await register(
      developer.caller,
      path,
      ['ProductCreated', 'OrderCreatedEvent'],
      'orders and catalog',
    );
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({
      url: `${receiver.url}${path}`,
      description: 'orders and catalog',
      eventTypes: ['ProductCreated', 'OrderCreatedEvent'],
      status: 'ACTIVE',
      secretHint: secret.slice(0, 10) + '…',
      failureStreak: 0,
      owner: { id: developer.id },
    });
    const stored = await stack.connections
      .users!.collection('webhook_endpoints')
      .findOne({ _id: endpoint.id as never });
    expect(JSON.stringify(stored)).not.toContain(secret.slice('whsec_'.length));
    const listed = await graphqlOk(
      developer.caller,
      gql(`query WebhooksEndpoints { webhookEndpoints { ...WebhookEndpointFields } }`),
    );
    expect(listed.webhookEndpoints.map((row) => row.id)).toContain(endpoint.id);
    expect(JSON.stringify(listed)).not.toContain(secret.slice('whsec_'.length));
  });

  it('refuses unknown event types, non-http schemes and addresses webhooks may not reach', async () => {
    const create = (url: string, eventTypes = ['ProductCreated']) =>
      graphql(
        developer.caller,
        gql(
          `mutation WebhooksCreateWebhookEndpoint($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }`,
        ),
        { input: { url, eventTypes } },
      );
    const unknownType = await create(`${receiver.url}/x`, ['OrderTeleportedEvent']);
    expect(unknownType.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.eventTypes',
    });
    // Loopback is allowed in this stack; private, link-local (metadata), CGNAT and mapped forms are not.
    for (const url of [
      'ftp://example.com/hook',
      'http://user:pw@127.0.0.1/hook',
      'http://10.0.0.5/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://100.100.100.200/',
      'http://[::ffff:192.168.1.1]/hook',
      'http://[fd00:ec2::254]/',
      'http://0.0.0.0:8080/',
      'not a url',
    ]) {
      const refused = await create(url);
      expect(refused.errors?.[0]?.extensions, url).toMatchObject({
        code: 'WEBHOOK_URL_NOT_ALLOWED',
        field: 'input.url',
      });
    }
  });
});

describe('delivering events', () => {
  it('POSTs ProductCreated signed per Standard Webhooks, with the event id as webhook-id', async () => {
    const path = newPath('product');
    const { endpoint, secret } = await register(developer.caller, path, ['ProductCreated']);
    const product = await createProduct(admin, { name: 'Hooked Lamp', price: '12.50' });
    const [request] = await receiver.waitFor(path, 1);
    const [event] = await loggedEvents(stack, { aggregateId: product.id, type: 'ProductCreated' });
    expect(request!.headers['webhook-id']).toBe(event!.eventId);
    expect(request!.headers['content-type']).toBe('application/json');
    const body = verify(secret, request!) as {
      id: string;
      type: string;
      timestamp: string;
      data: Record<string, unknown>;
    };
    expect(body).toMatchObject({
      id: event!.eventId,
      type: 'ProductCreated',
      aggregate: { type: 'product', id: product.id },
    });
    expect(body.data).toMatchObject({
      subject: 'Product Created',
      id: product.id,
      name: 'Hooked Lamp',
      price: 12.5,
    });
    // A different secret does not verify: the signature really is over this body with this secret.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(
        request!.body,
        headersOf(request!),
      ),
    ).toThrow(WebhookVerificationError);
    expect(() =>
      new Webhook(secret).verify(request!.body.replace('Hooked', 'Hacked'), headersOf(request!)),
    ).toThrow(WebhookVerificationError);

    const delivery = await settledDelivery(developer.caller, endpoint.id, event!.eventId);
    expect(delivery).toMatchObject({
      status: 'SUCCEEDED',
      eventType: 'ProductCreated',
      test: false,
      attemptCount: 1,
      payload: request!.body,
      nextAttemptAt: null,
    });
    expect(delivery.attempts).toEqual([
      expect.objectContaining({
        number: 1,
        outcome: 'SUCCEEDED',
        responseStatus: 200,
        responseBody: 'ok',
        error: null,
      }),
    ]);
    expect(delivery.attempts[0]!.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('sends order events to their customer’s endpoints and to staff, never to other customers', async () => {
    const other = await registerCustomer(stack, { name: 'Other Developer' });
    const [mine, theirs, staff] = [newPath('own-orders'), newPath('other-orders'), newPath('staff-orders')];
    const own = await register(developer.caller, mine, ['OrderCreatedEvent']);
    const foreign = await register(other.caller, theirs, ['OrderCreatedEvent']);
    const staffEndpoint = await register(admin, staff, ['OrderCreatedEvent']);
    const product = await stockedProduct(admin, [await createWarehouse(admin)], 10);
    const order = (
      await graphqlOk(developer.caller, CREATE_ORDER, {
        input: { userId: developer.id, items: [{ productId: product.id, quantity: 1 }] },
      })
    ).createOrder;

    const [event] = await loggedEvents(stack, { aggregateId: order.id, type: 'OrderCreatedEvent' });
    const [toOwner] = await receiver.waitFor(mine, 1);
    const [toStaff] = await receiver.waitFor(staff, 1);
    expect(toOwner!.headers['webhook-id']).toBe(event!.eventId);
    expect((verify(own.secret, toOwner!) as { data: { orderId: string } }).data.orderId).toBe(order.id);
    expect((verify(staffEndpoint.secret, toStaff!) as { data: { userId: string } }).data.userId).toBe(
      developer.id,
    );
    // The fan-out for one event is decided in one handler call: the owner's delivery exists, so the
    // other customer's would too if it had been made.
    await settledDelivery(developer.caller, own.endpoint.id, event!.eventId);
    expect(await deliveries(other.caller, foreign.endpoint.id)).toEqual([]);
    expect(receiver.requests.filter((request) => request.path === theirs)).toEqual([]);
  });
});

describe('failures and retries', () => {
  it('retries 5xx answers and timeouts with the same id and fresh valid signatures until one succeeds', async () => {
    const path = newPath('retry');
    const { endpoint, secret } = await register(developer.caller, path, ['ProductCreated']);
    receiver.plan(path, [
      { status: 500, body: 'boom' },
      { status: 200, delayMs: 1_500 },
      { status: 503 },
      { status: 204 },
    ]);
    const test = await sendTest(developer.caller, endpoint.id);
    const delivery = await scheduledDelivery(developer.caller, endpoint.id, test.eventId);
    const requests = await receiver.waitFor(path, 4);
    expect(requests).toHaveLength(4);
    for (const request of requests) {
      expect(request.headers['webhook-id']).toBe(test.eventId);
      expect(verify(secret, request)).toMatchObject({ id: test.eventId, type: 'webhook.test' });
    }
    expect(delivery.status).toBe('SUCCEEDED');
    expect(delivery.attempts.map((attempt) => [attempt.outcome, attempt.responseStatus])).toEqual([
      ['HTTP_ERROR', 500],
      ['TIMEOUT', null],
      ['HTTP_ERROR', 503],
      ['SUCCEEDED', 204],
    ]);
    expect(delivery.attempts[0]!.responseBody).toBe('boom');
    expect(delivery.attempts[1]!.latencyMs).toBeGreaterThanOrEqual(550);
    expect(delivery.attempts[1]!.error).toMatch(/600 ms/);
    expect(delivery.attempts.map((attempt) => attempt.number)).toEqual([1, 2, 3, 4]);
    // Each retry waited its full-jitter delay (at least 1 s) on the clock after the failure before it.
    const times = delivery.attempts.map((attempt) => Date.parse(attempt.attemptedAt));
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1_000);
    expect((await endpointOf(developer.caller, endpoint.id))!.failureStreak).toBe(0);
  });

  it('never retries a 4xx other than 408, 409 and 429', async () => {
    const final = newPath('gone');
    const retried = newPath('busy');
    const finalEndpoint = await register(developer.caller, final, ['ProductCreated']);
    const retriedEndpoint = await register(developer.caller, retried, ['ProductCreated']);
    receiver.plan(final, [{ status: 404 }]);
    receiver.plan(retried, [{ status: 409 }, { status: 429 }, { status: 408 }]);
    const once = await sendTest(developer.caller, finalEndpoint.endpoint.id);
    const again = await sendTest(developer.caller, retriedEndpoint.endpoint.id);
    const settledFinal = await settledDelivery(developer.caller, finalEndpoint.endpoint.id, once.eventId);
    expect(settledFinal).toMatchObject({ status: 'FAILED', attemptCount: 1, nextAttemptAt: null });
    expect(settledFinal.failureReason).toMatch(/404/);
    expect(settledFinal.attempts[0]).toMatchObject({ outcome: 'REJECTED', responseStatus: 404 });
    const settledRetried = await scheduledDelivery(
      developer.caller,
      retriedEndpoint.endpoint.id,
      again.eventId,
    );
    expect(settledRetried.attempts.map((attempt) => attempt.responseStatus)).toEqual([409, 429, 408, 200]);
    expect(settledRetried.status).toBe('SUCCEEDED');
    // Nothing more reaches the receiver that answered 404, though the clock ran through three retries of
    // the other delivery: nothing of that endpoint is left to send.
    expect(receiver.requests.filter((request) => request.path === final)).toHaveLength(1);
    expect(
      await storedDeliveries().countDocuments({
        endpointId: finalEndpoint.endpoint.id,
        $or: [{ status: 'pending' }, { leaseToken: { $ne: null } }],
      }),
    ).toBe(0);
    expect(await deliveryOf(developer.caller, finalEndpoint.endpoint.id, once.eventId)).toEqual(settledFinal);
  });

  it('does not follow redirects: a 3xx is a failed attempt and the target is never called', async () => {
    const path = newPath('moved');
    const target = newPath('target');
    const { endpoint } = await register(developer.caller, path, ['ProductCreated']);
    receiver.plan(path, [{ status: 302, headers: { location: `${receiver.url}${target}` } }]);
    const test = await sendTest(developer.caller, endpoint.id);
    const delivery = await scheduledDelivery(developer.caller, endpoint.id, test.eventId);
    expect(delivery.attempts.map((attempt) => attempt.responseStatus)).toEqual([302, 200]);
    expect(delivery.attempts[0]!.outcome).toBe('HTTP_ERROR');
    expect(receiver.requests.filter((request) => request.path === target)).toEqual([]);
  });

  it('retries for the whole 72-hour window, then gives up; an endpoint failing for 5 days is disabled and its owner told', async () => {
    const path = newPath('down');
    const owner = await registerCustomer(stack, { name: 'Down Developer' });
    const { endpoint, secret } = await register(owner.caller, path, ['ProductCreated']);
    receiver.plan(
      path,
      Array.from({ length: 500 }, () => ({ status: 500 })),
    );
    const first = await sendTest(owner.caller, endpoint.id);
    const exhausted = await scheduledDelivery(owner.caller, endpoint.id, first.eventId);
    expect(exhausted.status).toBe('FAILED');
    expect(exhausted.failureReason).toMatch(/Gave up after \d+ attempts/);
    const times = exhausted.attempts.map((attempt) => Date.parse(attempt.attemptedAt));
    // The last attempt started at or after the 72-hour mark, the one before it inside the window.
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
    expect(times.at(-2)! - times[0]!).toBeLessThan(RETRY_WINDOW_MS);
    expect(exhausted.attempts.length).toBeGreaterThanOrEqual(10);
    for (const request of await receiver.waitFor(path, exhausted.attempts.length)) verify(secret, request);
    // 72 h of failures do not disable yet (the rule is 5 days); the endpoint still takes new events.
    const failing = (await endpointOf(owner.caller, endpoint.id))!;
    expect(failing).toMatchObject({ status: 'ACTIVE', failureStreak: exhausted.attempts.length });
    const failingSince = Date.parse(failing.failingSince!);
    expect(failingSince).toBe(times[0]);

    // A failure a minute short of 5 days after the first one leaves the endpoint on ...
    clock.set(failingSince + DISABLE_AFTER_MS - 60_000);
    const late = await sendTest(owner.caller, endpoint.id);
    await settledDelivery(owner.caller, endpoint.id, late.eventId, (d) => d.attemptCount === 1);
    expect((await endpointOf(owner.caller, endpoint.id))!.status).toBe('ACTIVE');
    // ... and its retry, due within the next 30 s, fails after the 5 days and disables it.
    clock.set(failingSince + DISABLE_AFTER_MS);
    await expect
      .poll(() => endpointOf(owner.caller, endpoint.id), { timeout: 10_000, interval: 50 })
      .toMatchObject({ status: 'DISABLED', disabledReason: 'FAILING' });
    // The owner is told right after the switch (e-mail first, then in-app), so the inbox is polled.
    const disabledNotes = async () =>
      (
        await graphqlOk(owner.caller, gql(`query WebhooksNotifications { notifications { kind body } }`))
      ).notifications.filter((note) => note.kind === 'webhook-endpoint-disabled');
    await expect
      .poll(disabledNotes, { timeout: 5_000, interval: 50 })
      .toEqual([expect.objectContaining({ body: expect.stringContaining(`${receiver.url}${path}`) })]);
    // Disabled: nothing can be sent until the owner enables it again.
    const refused = await graphql(
      owner.caller,
      gql(`mutation WebhooksSendTestWebhook($id: ID!) { sendTestWebhook(endpointId: $id) { id } }`),
      { id: endpoint.id },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'WEBHOOK_ENDPOINT_DISABLED',
      reason: 'failing',
    });
    const enabled = await graphqlOk(
      owner.caller,
      gql(
        `mutation WebhooksEnable($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: true }) { ...WebhookEndpointFields } }`,
      ),
      { id: endpoint.id },
    );
    expect(enabled.updateWebhookEndpoint).toMatchObject({
      status: 'ACTIVE',
      disabledReason: null,
      failureStreak: 0,
      failingSince: null,
    });
  });
});

describe('replay, test events and secret rotation', () => {
  it('replays a delivery with the same webhook-id and body, recording the new attempt', async () => {
    const path = newPath('replay');
    const { endpoint, secret } = await register(developer.caller, path, ['ProductCreated']);
    receiver.plan(path, [{ status: 400, body: 'bad payload' }]);
    const test = await sendTest(developer.caller, endpoint.id);
    const failed = await settledDelivery(developer.caller, endpoint.id, test.eventId);
    expect(failed.status).toBe('FAILED');
    const replayed = await graphqlOk(
      developer.caller,
      gql(
        `mutation WebhooksReplay($id: ID!) { replayWebhookDelivery(id: $id) { ...WebhookDeliveryFields } }`,
      ),
      { id: failed.id },
    );
    expect(replayed.replayWebhookDelivery).toMatchObject({
      id: failed.id,
      status: 'PENDING',
      failureReason: null,
    });
    const [original, again] = await receiver.waitFor(path, 2);
    expect(again!.headers['webhook-id']).toBe(original!.headers['webhook-id']);
    expect(again!.body).toBe(original!.body);
    verify(secret, again!);
    const settled = await settledDelivery(
      developer.caller,
      endpoint.id,
      test.eventId,
      (delivery) => delivery.status === 'SUCCEEDED',
    );
    expect(settled.attempts.map((attempt) => [attempt.number, attempt.outcome])).toEqual([
      [1, 'REJECTED'],
      [2, 'SUCCEEDED'],
    ]);
  });

  it('sends a test event on demand', async () => {
    const path = newPath('test-event');
    const { endpoint, secret } = await register(developer.caller, path, ['OrderConfirmedEvent']);
    const test = await sendTest(developer.caller, endpoint.id);
    expect(test).toMatchObject({
      test: true,
      eventType: 'webhook.test',
      status: 'PENDING',
      endpointId: endpoint.id,
    });
    const [request] = await receiver.waitFor(path, 1);
    expect(verify(secret, request!)).toMatchObject({
      type: 'webhook.test',
      data: { endpointId: endpoint.id },
    });
  });

  it('signs with both secrets during a rotation’s overlap, and with the new one alone afterwards', async () => {
    const path = newPath('rotate');
    const { endpoint, secret: oldSecret } = await register(developer.caller, path, ['ProductCreated']);
    const rotate = (overlapSeconds: number) =>
      graphqlOk(
        developer.caller,
        gql(
          `mutation WebhooksRotate($id: ID!, $overlap: Int) { rotateWebhookSecret(id: $id, overlapSeconds: $overlap) { secret endpoint { ...WebhookEndpointFields } } }`,
        ),
        { id: endpoint.id, overlap: overlapSeconds },
      );
    const rotated = (await rotate(3600)).rotateWebhookSecret;
    expect(rotated.secret).not.toBe(oldSecret);
    expect(rotated.endpoint.secretHint).toBe(rotated.secret.slice(0, 10) + '…');
    expect(Date.parse(rotated.endpoint.previousSecretExpiresAt!)).toBe(clock.now() + 3_600_000);
    await sendTest(developer.caller, endpoint.id);
    const [during] = await receiver.waitFor(path, 1);
    expect(String(during!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    verify(rotated.secret, during!);
    verify(oldSecret, during!);

    const newest = (await rotate(0)).rotateWebhookSecret;
    expect(newest.endpoint.previousSecretExpiresAt).toBeNull();
    await sendTest(developer.caller, endpoint.id);
    const [, after] = await receiver.waitFor(path, 2);
    expect(String(after!.headers['webhook-signature']).split(' ')).toHaveLength(1);
    verify(newest.secret, after!);
    expect(() => verify(rotated.secret, after!)).toThrow(WebhookVerificationError);
    expect(() => verify(oldSecret, after!)).toThrow(WebhookVerificationError);
  });
});

describe('who may do what', () => {
  it('owners reach only their own endpoints and deliveries; support reads; admins change; API keys cannot manage', async () => {
    const path = newPath('private');
    const { endpoint } = await register(developer.caller, path, ['ProductCreated']);
    const test = await sendTest(developer.caller, endpoint.id);
    const stranger = await registerCustomer(stack, { name: 'Stranger' });
    expect(await endpointOf(stranger.caller, endpoint.id)).toBeNull();
    const refusals: Array<TypedDocument<unknown, { id: string }>> = [
      gql(
        `mutation WebhooksStrangerDisables($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { id } }`,
      ),
      gql(`mutation WebhooksStrangerDeletes($id: ID!) { deleteWebhookEndpoint(id: $id) }`),
      gql(`mutation WebhooksStrangerRotates($id: ID!) { rotateWebhookSecret(id: $id) { secret } }`),
      gql(`mutation WebhooksStrangerTests($id: ID!) { sendTestWebhook(endpointId: $id) { id } }`),
      gql(`query WebhooksStrangerReads($id: ID!) { webhookDeliveries(endpointId: $id) { id } }`),
    ];
    for (const query of refusals) {
      const refused = await graphql(stranger.caller, query, { id: endpoint.id });
      expect(refused.errors?.[0]?.extensions?.code, String(query)).toBe('WEBHOOK_ENDPOINT_NOT_FOUND');
    }
    const replayByStranger = await graphql(
      stranger.caller,
      gql(`mutation WebhooksReplayWebhookDelivery($id: ID!) { replayWebhookDelivery(id: $id) { id } }`),
      { id: test.id },
    );
    expect(replayByStranger.errors?.[0]?.extensions?.code).toBe('WEBHOOK_DELIVERY_NOT_FOUND');
    expect(replayByStranger.errors?.[0]?.message).toBe(`No webhook delivery with id "${test.id}".`);

    const support = await accountWithRole(stack, admin, 'support');
    expect((await endpointOf(support.caller, endpoint.id))?.id).toBe(endpoint.id);
    const supportWrite = await graphql(
      support.caller,
      gql(
        `mutation WebhooksUpdateWebhookEndpoint($id: ID!) { updateWebhookEndpoint(id: $id, input: { description: "x" }) { id } }`,
      ),
      { id: endpoint.id },
    );
    expect(supportWrite.errors?.[0]?.extensions?.code).toBe('WEBHOOK_ENDPOINT_NOT_FOUND');
    const byAdmin = await graphqlOk(
      admin,
      gql(
        `mutation WebhooksDisableByAdmin($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { ...WebhookEndpointFields } }`,
      ),
      { id: endpoint.id },
    );
    expect(byAdmin.updateWebhookEndpoint).toMatchObject({ status: 'DISABLED', disabledReason: 'MANUAL' });

    const key = await graphqlOk(
      developer.caller,
      gql(
        `mutation WebhooksCreateApiKey { createApiKey(input: { name: "hooks", scopes: ["read", "write"] }) { key } }`,
      ),
    );
    const withKey = { url: stack.graphqlUrl, headers: { 'x-api-key': key.createApiKey.key } };
    const byKey = await graphql(
      withKey,
      gql(
        `mutation WebhooksCreateWebhookEndpointByKey($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }`,
      ),
      {
        input: { url: `${receiver.url}/key`, eventTypes: ['ProductCreated'] },
      },
    );
    expect(byKey.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    expect(
      await graphqlOk(
        developer.caller,
        gql(`mutation WebhooksDeleteWebhookEndpoint($id: ID!) { deleteWebhookEndpoint(id: $id) }`),
        {
          id: endpoint.id,
        },
      ),
    ).toEqual({ deleteWebhookEndpoint: true });
    expect(await endpointOf(developer.caller, endpoint.id)).toBeNull();
    const gone = await graphqlOk(
      developer.caller,
      gql(`query WebhooksWebhookDelivery($id: ID!) { webhookDelivery(id: $id) { id } }`),
      { id: test.id },
    );
    expect(gone.webhookDelivery).toBeNull();
  });
});
