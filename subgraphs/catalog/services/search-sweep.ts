import { randomUUID } from 'node:crypto';
import { systemClock, type Clock } from '../../../platform/clock';
import { serviceCaller } from '../../../platform/identity/caller';
import type { Logger } from '../../../platform/logging';
import type { SearchIndex } from './search-index';

export interface SearchSweepOptions {
  logger: Logger;
  /** Whose time decides how far back a pass looks. Default: the system clock. */
  clock?: Clock;
  /**
   * How far before the previous pass began each later pass looks: well beyond any request, so a product
   * whose write and indexing a crash separated is never missed. Default 5 minutes.
   */
  lookbackMs?: number;
}

/**
 * The search index's reconciliation, run by the catalog on its own (as the service, not for a client).
 * The first pass checks every product (products written while no catalog ran, such as by the seed); each
 * later pass only the products changed since `lookbackMs` before the previous successful pass began.
 */
export class SearchSweep {
  private readonly logger: Logger;
  private readonly clock: Clock;
  private readonly lookbackMs: number;
  /** Where the next pass starts looking; undefined until a pass has succeeded (then: every product). */
  private since: Date | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly search: SearchIndex,
    options: SearchSweepOptions,
  ) {
    this.logger = options.logger;
    this.clock = options.clock ?? systemClock;
    this.lookbackMs = options.lookbackMs ?? 5 * 60_000;
  }

  /** The date the next pass looks back to; undefined means every product. */
  get nextSince(): Date | undefined {
    return this.since;
  }

  /**
   * One pass; resolves to the number of products indexed. Asked for while a pass runs, it joins that pass
   * rather than racing it over the same products.
   */
  run(): Promise<number> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** A pass now and one every `everyMs`, until the returned function is called. A failed pass is logged. */
  start(everyMs: number): () => void {
    const tick = () => {
      this.run().catch((error: unknown) => this.logger.warn({ err: error }, 'search index sweep failed'));
    };
    tick();
    const timer = setInterval(tick, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private async pass(): Promise<number> {
    const started = this.clock.now();
    const indexed = await this.search.reconcile(
      serviceCaller('catalog', `search-sweep:${randomUUID()}`),
      this.since,
    );
    this.since = new Date(started - this.lookbackMs);
    return indexed;
  }
}
