import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { appError, isDuplicateKeyError } from '../../../platform/errors';
import type { EventBus, EventEnvelope, Subscription } from '../../../platform/events';
import type { Caller } from '../../../platform/identity/caller';
import type { Logger } from '../../../platform/logging';
import type { InsightsMetaRecord, InsightsModels, RebuildState } from './model';
import { insightEvents, type PurchaseProjection } from './projection';

/** The live consumer of the purchase log (the analytics consumer of order events). */
export const LIVE_CONSUMER = 'analytics';
/**
 * Appended by a rebuild once its own consumer is reading the log: everything before it is replayed into
 * the new generation by that consumer, everything after it reaches the new generation through the live
 * consumer. Not a domain event: nobody else subscribes to it.
 */
export const REBUILD_MARKER = 'InsightsRebuildMarker';

export type FinishedRebuild = NonNullable<InsightsMetaRecord['lastRebuild']>;

export interface InsightsStatusView {
  generation: number;
  building: RebuildState | null;
  lastRebuild: InsightsMetaRecord['lastRebuild'];
}

export interface GenerationDeps {
  models: InsightsModels;
  projection: PurchaseProjection;
  /** Null where no consumer runs (the benchmark's monolith): figures are read, never rebuilt there. */
  bus: EventBus | null;
  clock: Clock;
  logger: Logger;
}

/**
 * Which generation of the read models staff read, and rebuilds into the next one. Between a rebuild's
 * start and its switch both generations are live: the live consumer applies each event to the active
 * generation and to the one being built, while the rebuild's own durable consumer replays the log from
 * the beginning up to its marker. The effects are idempotent and order-independent (PurchaseProjection),
 * so an event applied by both counts once.
 */
export class InsightGenerations {
  private readonly running = new Map<number, Subscription>();

  constructor(private readonly deps: GenerationDeps) {}

  private bus(): EventBus {
    if (!this.deps.bus)
      throw appError('SERVICE_UNAVAILABLE', 'The sales figures are rebuilt by the orders service, not here.');
    return this.deps.bus;
  }

  async meta(): Promise<InsightsMetaRecord> {
    const { Meta } = this.deps.models;
    const found = await Meta.findById('generations').lean<InsightsMetaRecord>();
    if (found) return found;
    try {
      await Meta.create({ _id: 'generations', active: 1, building: null, lastRebuild: null });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    return (await Meta.findById('generations').lean<InsightsMetaRecord>())!;
  }

  /** The generation staff read. */
  async active(): Promise<number> {
    return (await this.meta()).active;
  }

  /** Every generation an event must reach now: the active one, and the one being built. */
  async targets(): Promise<number[]> {
    const meta = await this.meta();
    return meta.building ? [meta.active, meta.building.generation] : [meta.active];
  }

  async status(_caller: Caller): Promise<InsightsStatusView> {
    const meta = await this.meta();
    return { generation: meta.active, building: meta.building, lastRebuild: meta.lastRebuild };
  }

  /** The live consumer, and a rebuild that a stopped process left unfinished. */
  async start(): Promise<Subscription> {
    const live = this.bus().subscribe(LIVE_CONSUMER, insightEvents, async (event) => {
      for (const gen of await this.targets()) await this.deps.projection.apply(gen, event);
    });
    const meta = await this.meta();
    if (meta.building) await this.replay(meta.building);
    return live;
  }

  /**
   * Starts rebuilding every figure from the event log (and the orders that published none) into a new
   * generation, which becomes the one staff read once the replay reaches the log's present. Answers at
   * once; `status` tells when it is done. One rebuild at a time.
   */
  async rebuild(caller: Caller): Promise<InsightsStatusView> {
    this.bus();
    const meta = await this.meta();
    const building: RebuildState = {
      generation: Math.max(meta.active, meta.lastRebuild?.generation ?? 0) + 1,
      rebuildId: randomUUID(),
      startedAt: new Date(this.deps.clock.now()),
      requestedBy: caller.actor ?? 'unknown',
    };
    const claimed = await this.deps.models.Meta.updateOne(
      { _id: 'generations', building: null, active: meta.active },
      { $set: { building } },
    );
    if (claimed.modifiedCount === 0)
      throw appError('INSIGHTS_REBUILD_RUNNING', 'A rebuild of the sales figures is already running.');
    await this.replay(building);
    return this.status(caller);
  }

  private async replay(building: RebuildState): Promise<void> {
    const { projection, models, logger } = this.deps;
    const bus = this.bus();
    const { generation } = building;
    if (this.running.has(generation)) return;
    const subscription = bus.subscribe(
      `${LIVE_CONSUMER}-rebuild-${generation}`,
      [...insightEvents, REBUILD_MARKER],
      async (event) => {
        if (event.type !== REBUILD_MARKER) return projection.apply(generation, event);
        if (event.id !== building.rebuildId) return;
        await projection.importUnlogged(generation);
        const orders = await models.Purchase.countDocuments({ gen: generation });
        const switched = await models.Meta.updateOne(
          { _id: 'generations', 'building.rebuildId': building.rebuildId },
          {
            $set: {
              active: generation,
              building: null,
              lastRebuild: { ...building, finishedAt: new Date(this.deps.clock.now()), orders },
            },
          },
        );
        if (switched.modifiedCount) {
          // Older generations are read by nobody from here on.
          const older = { gen: { $lt: generation } };
          await Promise.all([
            models.Purchase.deleteMany(older),
            models.CoPurchase.deleteMany(older),
            models.CartStart.deleteMany(older),
          ]);
          logger.info({ generation, orders }, 'sales figures rebuilt from the event log');
        }
        // Stopping waits for the handler in hand, which is this one: let it return first.
        setImmediate(() => void this.stopReplay(generation));
      },
      { from: 'beginning' },
    );
    this.running.set(generation, subscription);
    await subscription.ready;
    const marker: EventEnvelope = {
      id: building.rebuildId,
      type: REBUILD_MARKER,
      occurredAt: building.startedAt,
      aggregateType: 'insights',
      aggregateId: `rebuild-${generation}`,
      sequence: 1,
      data: { generation },
    };
    // Appending is idempotent on the id: a process resuming the rebuild appends the same marker again.
    await bus.append(marker);
  }

  private async stopReplay(generation: number): Promise<void> {
    const subscription = this.running.get(generation);
    this.running.delete(generation);
    await subscription?.stop();
  }

  async stop(): Promise<void> {
    await Promise.all([...this.running.keys()].map((generation) => this.stopReplay(generation)));
  }
}
