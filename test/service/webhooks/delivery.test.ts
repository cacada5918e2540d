import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dispose, testDatabase } from '../../../testing/harness';
import { startReceiver } from '../../../testing/receiver';
import { claimDue } from '../../../subgraphs/users/webhooks/dispatcher';
import { webhookModels } from '../../../subgraphs/users/webhooks/model';
import { newDelivery, WebhookService } from '../../../subgraphs/users/webhooks/webhook-service';
import { SecretBox } from '../../../platform/identity/secret-box';
import { WEBHOOK_SECRETS } from '../../../subgraphs/users/webhooks/signing';
import { WebhookSender } from '../../../subgraphs/users/webhooks/outbound';
import { systemClock } from '../../../platform/clock';
import { serviceCaller } from '../../../platform/identity/caller';
import { ensureIndexes } from '../../../platform/mongo/connection';

/** The outbound client's SSRF guard and response cap against a real server, and the dispatcher's lease on the real wire server. */
function sender(allowLoopback: boolean): WebhookSender {
  const made = new WebhookSender({ policy: { allowLoopback }, timeoutMs: 2_000 });
  dispose(() => made.close());
  return made;
}

describe('the webhook HTTP client', () => {
  it('never connects to a loopback receiver unless allowed, whether named by address or by a name that resolves to it', async () => {
    const server = await startReceiver();
    const port = new URL(server.url).port;
    const strict = sender(false);
    for (const url of [
      `${server.url}/hook`,
      `http://localhost:${port}/hook`,
      `http://[::ffff:127.0.0.1]:${port}/hook`,
    ]) {
      const result = await strict.send(url, {}, '{}');
      expect(result, url).toMatchObject({ outcome: 'blocked', responseStatus: null });
      expect(await strict.refusalOf(url), url).toEqual(expect.any(String));
    }
    expect(server.requests).toHaveLength(0);
    const local = sender(true);
    expect(await local.refusalOf(`http://localhost:${port}/hook`)).toBeNull();
    expect(await local.send(`http://localhost:${port}/hook`, {}, '{}')).toMatchObject({
      outcome: 'succeeded',
      responseStatus: 200,
      responseBody: 'ok',
    });
    expect(server.requests).toHaveLength(1);
  });

  it('keeps only the start of a large answer', async () => {
    const server = await startReceiver();
    server.plan('/big', [{ status: 500, body: 'x'.repeat(200_000) }]);
    const result = await sender(true).send(`${server.url}/big`, {}, '{}');
    expect(result).toMatchObject({ outcome: 'http-error', responseStatus: 500 });
    expect(result.responseBody).toHaveLength(1024);
  });
});

describe('claiming due deliveries', () => {
  it('hands a due delivery to exactly one of many concurrent claimers, and again only after its lease lapses', async () => {
    const connection = await testDatabase('webhook_lease');
    const { WebhookDelivery } = webhookModels(connection);
    await ensureIndexes(connection);
    const now = new Date();
    const endpoint = { _id: 'endpoint-1', userId: 'user-1' };
    await WebhookDelivery.create(newDelivery(endpoint, randomUUID(), 'webhook.test', '{}', true, now));
    const claims = await Promise.all(Array.from({ length: 20 }, () => claimDue(WebhookDelivery, now, 1_000)));
    expect(claims.flat()).toHaveLength(1);
    expect(await claimDue(WebhookDelivery, new Date(now.getTime() + 999), 1_000)).toEqual([]);
    expect(await claimDue(WebhookDelivery, new Date(now.getTime() + 1_000), 1_000)).toHaveLength(1);
    // Batches: concurrent claimers of up to 5 each share 8 due deliveries, each claimed exactly once.
    const later = new Date(now.getTime() + 5_000);
    const batch = Array.from({ length: 8 }, () =>
      newDelivery(endpoint, randomUUID(), 'webhook.test', '{}', true, now),
    );
    await WebhookDelivery.insertMany(batch);
    const shared = (
      await Promise.all(Array.from({ length: 6 }, () => claimDue(WebhookDelivery, later, 1_000, 5)))
    ).flat();
    const ids = shared
      .map((claim) => claim._id)
      .filter((id) => batch.some((delivery) => delivery._id === id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      new Set(ids).size +
        (await claimDue(WebhookDelivery, later, 1_000, 8)).filter((claim) =>
          batch.some((delivery) => delivery._id === claim._id),
        ).length,
    ).toBe(8);
    // A second delivery for the same endpoint and event is refused by the unique index.
    await expect(
      WebhookDelivery.create({ ...(await WebhookDelivery.findOne().lean())!, _id: randomUUID() }),
    ).rejects.toMatchObject({ code: 11000 });
  });
});

describe('queueing deliveries', () => {
  it('writes one delivery per endpoint, and only the missing ones when an event comes again', async () => {
    const connection = await testDatabase('webhook_enqueue');
    const models = webhookModels(connection);
    await ensureIndexes(connection);
    let wakes = 0;
    const service = new WebhookService(models, new SecretBox('k'.repeat(32), WEBHOOK_SECRETS), sender(true), {
      onQueued: () => wakes++,
      clock: systemClock,
    });
    const consumer = serviceCaller('webhooks', 'test');
    const event = {
      id: randomUUID(),
      type: 'ProductCreated' as const,
      occurredAt: new Date(),
      aggregateType: 'product' as const,
      aggregateId: randomUUID(),
      sequence: 1,
      data: { name: 'Lamp' },
    };
    const endpoints = Array.from({ length: 4 }, (_, i) => ({ _id: `endpoint-${i}`, userId: 'user-1' }));
    const asRecords = (list: typeof endpoints) => list as unknown as Parameters<WebhookService['enqueue']>[2];
    expect(await service.enqueue(consumer, event, asRecords(endpoints.slice(0, 3)))).toBe(3);
    // Redelivered by the bus, now with a fourth endpoint: only that one is new; nothing is written twice.
    expect(await service.enqueue(consumer, event, asRecords(endpoints))).toBe(1);
    expect(await service.enqueue(consumer, event, asRecords(endpoints))).toBe(0);
    expect(wakes).toBe(2);
    const stored = await models.WebhookDelivery.find({ eventId: event.id }).lean();
    expect(stored.map((delivery) => delivery.endpointId).sort()).toEqual(endpoints.map(({ _id }) => _id));
    expect(
      stored.every((delivery) => delivery.status === 'pending' && delivery.payload.includes('Lamp')),
    ).toBe(true);
  });
});
