import { randomUUID } from 'node:crypto';
import { systemClock, type Clock } from '../../../platform/clock';
import { serviceCaller } from '../../../platform/identity/caller';
import type { Logger } from '../../../platform/logging';
import type { Notifier } from '../../../platform/notifications';
import type { UserModels, UserRecord } from '../models/user';
import type {
  DeliveryStatus,
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookModels,
} from './model';
import type { SendResult, WebhookSender } from './outbound';
import { DISABLE_AFTER_FAILURES, disableCutoff, retriesLeft, retryDelayMs, type Jitter } from './schedule';
import { signedHeaders } from './signing';
import type { WebhookService } from './webhook-service';

/** Attempts kept on a delivery record (the newest); the count goes on. */
const KEPT_ATTEMPTS = 100;

export interface DispatcherOptions {
  /** Deliveries in flight at once in this process. */
  concurrency: number;
  /** How long a claim lasts: longer than an attempt may take, so a live claim never lapses. */
  leaseMs: number;
  /** When deliveries are due, attempts start and leases lapse (schedule.ts counts in this time). */
  clock: Clock;
  /** The retry delays' jitter. Default Math.random. */
  random?: Jitter;
  /** Called when an attempt was recorded and there is room for another (the poll loop looks again). */
  onSettled?: () => void;
}

interface Settlement {
  status: DeliveryStatus;
  nextAttemptAt: Date | null;
  failureReason: string | null;
}

/** Where an attempt falls in its run. */
interface AttemptTiming {
  /** The first attempt of the run started then: the retry window counts from here. */
  runStartedAt: Date;
  /** This attempt started then. */
  startedAt: Date;
  finishedAt: Date;
  /** Attempts of the run so far, this one included. */
  runAttempts: number;
}

/** What happens to a delivery after an attempt (see schedule.ts for the rules). */
function settle(result: SendResult, timing: AttemptTiming, random: Jitter): Settlement {
  switch (result.outcome) {
    case 'succeeded':
      return { status: 'succeeded', nextAttemptAt: null, failureReason: null };
    case 'rejected':
      return {
        status: 'failed',
        nextAttemptAt: null,
        failureReason: `The receiver answered ${result.responseStatus}, which is not retried.`,
      };
    case 'http-error':
    case 'timeout':
    case 'network-error':
    case 'blocked':
      return retriesLeft(timing.runStartedAt, timing.startedAt)
        ? {
            status: 'pending',
            nextAttemptAt: new Date(timing.finishedAt.getTime() + retryDelayMs(timing.runAttempts, random)),
            failureReason: null,
          }
        : {
            status: 'failed',
            nextAttemptAt: null,
            failureReason: `Gave up after ${timing.runAttempts} attempts over the retry window.`,
          };
    default: {
      const exhaustive: never = result.outcome;
      return exhaustive;
    }
  }
}

export type ClaimedDelivery = WebhookDeliveryRecord & { leaseToken: string };

/** A delivery that is due and whose lease (if any) has lapsed. */
const dueAt = (now: Date) => ({
  status: 'pending' as const,
  nextAttemptAt: { $lte: now },
  $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }],
});

/**
 * Claims up to `max` of the most overdue pending deliveries whose lease is free. One query finds the
 * candidates; each is then claimed by id under the same conditions in one atomic update, so of any number
 * of concurrent claimers exactly one gets each delivery (a candidate taken meanwhile is skipped). One
 * sorted query per batch instead of one per delivery: the embedded MongoDB scans the collection for it.
 */
export async function claimDue(
  deliveries: WebhookModels['WebhookDelivery'],
  now: Date,
  leaseMs: number,
  max = 1,
): Promise<ClaimedDelivery[]> {
  const candidates = await deliveries
    .find(dueAt(now), { _id: 1 })
    .sort({ nextAttemptAt: 1 })
    .limit(max)
    .lean<Array<Pick<WebhookDeliveryRecord, '_id'>>>();
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const claims = await Promise.all(
    candidates.map(async ({ _id }): Promise<ClaimedDelivery | null> => {
      const leaseToken = randomUUID();
      const claimed = await deliveries
        .findOneAndUpdate(
          { _id, ...dueAt(now) },
          { $set: { leaseToken, leaseUntil } },
          { returnDocument: 'after' },
        )
        .lean<WebhookDeliveryRecord>();
      // Only the immutable fields (ids, payload, run start) of the returned document are used; the lease
      // token is ours by construction, and every later write is guarded by it.
      return claimed ? { ...claimed, leaseToken } : null;
    }),
  );
  return claims.filter((claim): claim is ClaimedDelivery => claim !== null);
}

/**
 * Sends due deliveries. Any number of processes may run one: each delivery is claimed with one atomic
 * update (a lease) before it is sent, and its result is written only under that lease. Every attempt is
 * recorded on the delivery; the endpoint's failure streak decides when it is disabled and its owner told.
 * A poll loop calls `step` (see index.ts); `drain` sends everything due now and waits for it.
 */
export class WebhookDispatcher {
  private readonly inFlight = new Set<Promise<void>>();
  private stopping = false;
  /** Attempts started so far (drain counts with it). */
  private started = 0;
  private readonly random: Jitter;

  constructor(
    private readonly models: WebhookModels & Pick<UserModels, 'User'>,
    private readonly webhooks: WebhookService,
    private readonly sender: WebhookSender,
    private readonly notifier: Notifier,
    private readonly logger: Logger,
    private readonly options: DispatcherOptions,
  ) {
    this.random = options.random ?? Math.random;
  }

  /**
   * Claims due deliveries while fewer than `concurrency` are in flight and starts sending them; true when
   * it claimed some and still has room (so the loop looks again at once).
   */
  async step(): Promise<boolean> {
    let claimed = false;
    while (this.inFlight.size < this.options.concurrency && !this.stopping) {
      const batch = await claimDue(
        this.models.WebhookDelivery,
        this.now(),
        this.options.leaseMs,
        this.options.concurrency - this.inFlight.size,
      );
      if (!batch.length) break;
      claimed = true;
      this.started += batch.length;
      for (const delivery of batch) {
        const running: Promise<void> = this.deliver(delivery)
          .catch((error: unknown) =>
            this.logger.warn({ err: error, deliveryId: delivery._id }, 'webhook delivery failed'),
          )
          .finally(() => {
            this.inFlight.delete(running);
            this.options.onSettled?.();
          });
        this.inFlight.add(running);
      }
    }
    return claimed && this.inFlight.size < this.options.concurrency;
  }

  /**
   * Sends every delivery due now (by the clock) and waits until each attempt is recorded; returns how many
   * attempts were made. Retries an attempt scheduled are not due until the clock reaches them.
   */
  async drain(): Promise<number> {
    const startedBefore = this.started;
    for (;;) {
      await this.step();
      if (!this.inFlight.size) return this.started - startedBefore;
      await Promise.race(this.inFlight);
    }
  }

  /** Claims nothing more and waits for the attempts in flight. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.inFlight]);
  }

  private now(): Date {
    return new Date(this.options.clock.now());
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const endpoint = await this.models.WebhookEndpoint.findById(
      delivery.endpointId,
    ).lean<WebhookEndpointRecord>();
    if (!endpoint || endpoint.status !== 'active') {
      await this.finish(delivery, {
        status: 'failed',
        nextAttemptAt: null,
        failureReason: endpoint ? 'The endpoint is disabled.' : 'The endpoint was deleted.',
      });
      return;
    }
    // The dispatcher acts on its own, for the delivery it sends.
    const caller = serviceCaller('webhooks', `webhook-delivery:${delivery._id}`);
    const secrets = this.webhooks.signingSecrets(caller, endpoint);
    if (!secrets.length) {
      await this.finish(delivery, {
        status: 'failed',
        nextAttemptAt: null,
        failureReason:
          'No signing secret can be read (was WEBHOOK_SECRET_KEY changed?); rotate the secret, then replay.',
      });
      return;
    }
    const startedAt = this.now();
    const result = await this.sender.send(
      endpoint.url,
      // Receivers check webhook-timestamp against their own clock (replay protection), so it is the real
      // time, whatever clock the schedule runs on.
      signedHeaders(secrets, delivery.eventId, delivery.payload, new Date(systemClock.now())),
      delivery.payload,
    );
    const now = this.now();
    const timing: AttemptTiming = {
      runStartedAt: delivery.runAttempts === 0 ? startedAt : delivery.runStartedAt,
      startedAt,
      finishedAt: now,
      runAttempts: delivery.runAttempts + 1,
    };
    const attempt: WebhookAttemptRecord = {
      number: delivery.attemptCount + 1,
      attemptedAt: startedAt,
      outcome: result.outcome,
      responseStatus: result.responseStatus,
      latencyMs: result.latencyMs,
      responseBody: result.responseBody,
      error: result.error,
    };
    const recorded = await this.finish(delivery, settle(result, timing, this.random), attempt, {
      runAttempts: timing.runAttempts,
      runStartedAt: timing.runStartedAt,
    });
    if (recorded) await this.track(endpoint, result.outcome === 'succeeded', now);
  }

  /** Writes the outcome under the claim's lease; false when the lease was lost (nothing is written). */
  private async finish(
    delivery: ClaimedDelivery,
    settlement: Settlement,
    attempt?: WebhookAttemptRecord,
    run?: Pick<WebhookDeliveryRecord, 'runAttempts' | 'runStartedAt'>,
  ): Promise<boolean> {
    const now = this.now();
    const result = await this.models.WebhookDelivery.updateOne(
      { _id: delivery._id, leaseToken: delivery.leaseToken },
      {
        $set: {
          ...settlement,
          leaseToken: null,
          leaseUntil: null,
          updatedAt: now,
          ...run,
        },
        ...(attempt
          ? { $push: { attempts: { $each: [attempt], $slice: -KEPT_ATTEMPTS } }, $inc: { attemptCount: 1 } }
          : {}),
      },
    );
    if (result.matchedCount === 0)
      this.logger.warn({ deliveryId: delivery._id }, 'webhook delivery lease lost; attempt not recorded');
    return result.matchedCount === 1;
  }

  /** The endpoint's failure streak; disables it (once) when the streak meets the rule of schedule.ts. */
  private async track(endpoint: WebhookEndpointRecord, succeeded: boolean, now: Date): Promise<void> {
    const { WebhookEndpoint } = this.models;
    if (succeeded) {
      await WebhookEndpoint.updateOne(
        { _id: endpoint._id, failureStreak: { $gt: 0 } },
        { $set: { failureStreak: 0, failingSince: null } },
      );
      return;
    }
    await WebhookEndpoint.updateOne({ _id: endpoint._id }, { $inc: { failureStreak: 1 } });
    await WebhookEndpoint.updateOne(
      { _id: endpoint._id, failingSince: null },
      { $set: { failingSince: now } },
    );
    const disabled = await WebhookEndpoint.updateOne(
      {
        _id: endpoint._id,
        status: 'active',
        failureStreak: { $gte: DISABLE_AFTER_FAILURES },
        failingSince: { $lte: disableCutoff(now) },
      },
      { $set: { status: 'disabled', disabledReason: 'failing', disabledAt: now, updatedAt: now } },
    );
    // Only the one update that switched it off notifies, whichever process made it.
    if (disabled.modifiedCount === 1) await this.notifyOwner(endpoint, now);
  }

  private async notifyOwner(endpoint: WebhookEndpointRecord, disabledAt: Date): Promise<void> {
    const owner = await this.models.User.findById(endpoint.userId).lean<UserRecord>();
    if (!owner || owner.status === 'deleted') return;
    const subject = 'A webhook endpoint was disabled';
    const text =
      `Deliveries to ${endpoint.url} kept failing, so the endpoint was disabled. ` +
      'Fix the receiver, enable the endpoint again (updateWebhookEndpoint) and replay the failed deliveries.';
    const data = { endpointId: endpoint._id, url: endpoint.url, disabledAt: disabledAt.toISOString() };
    for (const [channel, to] of [
      ['email', owner.email],
      ['in-app', owner._id],
    ] as const) {
      await this.notifier.send({
        channel,
        to,
        kind: 'webhook-endpoint-disabled',
        category: 'transactional',
        userId: owner._id,
        subject,
        text,
        data,
        idempotencyKey: `webhook-disabled:${endpoint._id}:${disabledAt.getTime()}:${channel}`,
      });
    }
    this.logger.info(
      { endpointId: endpoint._id, userId: owner._id },
      'webhook endpoint disabled after repeated failures',
    );
  }
}
