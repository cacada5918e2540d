import { randomUUID } from 'node:crypto';
import { systemClock, type Clock } from '../../../platform/clock';
import { PollLoop } from '../../../platform/events/bus';
import type { EventBus, EventEnvelope, Subscription } from '../../../platform/events';
import { isPeerStartingOrStopping } from '../../../platform/subgraph/service-client';
import type { Caller } from '../../../platform/identity/caller';
import type { Logger } from '../../../platform/logging';
import type { CatalogModels, CategoryRecord, ProductRecord } from '../models/product';
import type { SearchDocument, SearchEngine } from './engine';
import type { SearchEngineModels } from './models';

/** What the catalog service calls after each product write, so this replica reflects it at once. */
export interface ProductIndexer {
  index(caller: Caller, products: readonly ProductRecord[]): Promise<void>;
}

/** Asks inventory which of these products have units available; a product it does not know has none. */
export type StockReader = (productIds: readonly string[], requestId: string) => Promise<Map<string, boolean>>;

export interface SearchFeedOptions {
  logger: Logger;
  clock?: Clock;
  /**
   * How often the feed looks for products, categories and synonyms changed since its last look (ms); an
   * event on the bus about a product or its stock makes it look at once. Default 250.
   */
  refreshMs?: number;
  /** How often every product's stock status is read again (catches changes no event reports; ms). Default 60000. */
  stockSweepMs?: number;
}

/**
 * Events that say a product changed, or that its stock may have: a stock level's `available` crossing zero
 * either way (inventory publishes one for every write by staff, a receipt or a backorder fill that does),
 * and the order flows that hold, release or return units.
 */
const PRODUCT_EVENTS = ['ProductCreated', 'ProductUpdatedEvent'] as const;
const STOCK_EVENTS = [
  'StockReplenishedEvent',
  'StockDepletedEvent',
  'OrderCreatedEvent',
  'OrderItemAddedEvent',
  'OrderCancelledEvent',
  'OrderFailedEvent',
  'OrderReturnedEvent',
] as const;
/** How far back each look reaches before the newest change seen: writes from other processes land late. */
const OVERLAP_MS = 5_000;
const LOAD_BATCH = 1_000;
const STOCK_BATCH = 500;
const SYNONYMS_EVERY_MS = 2_000;
const COUNT_EVERY_MS = 2_000;

/** Product ids named by an event's payload (`productId`, `item.productId`, `items[]`, `lines[]`). */
export function productIdsOf(event: EventEnvelope): string[] {
  const data = event.data as Record<string, unknown>;
  const ids = new Set<string>();
  const take = (value: unknown) => {
    const id = value && typeof value === 'object' ? (value as { productId?: unknown }).productId : undefined;
    if (typeof id === 'string') ids.add(id);
  };
  take(data);
  take(data.item);
  for (const list of [data.items, data.lines]) if (Array.isArray(list)) list.forEach(take);
  if (event.aggregateType === 'product') ids.add(event.aggregateId);
  return [...ids];
}

/**
 * Keeps one replica's search engine equal to the database: a full load at start, then every change. A
 * write through this replica is applied before the write returns (`index`); a write through another
 * replica arrives as an event on the bus (the tail, which every process receives) and wakes a look at
 * what changed since the last one, which also runs every `refreshMs` for changes no event reports
 * (brand, status, category, ratings). Products written straight to the database (the seed) change the
 * product count, which is checked every 2 s and starts a full read. Stock status is learnt from inventory for the products an event
 * names, and for every product at start and every `stockSweepMs`.
 */
export class SearchFeed implements ProductIndexer {
  private readonly logger: Logger;
  private readonly clock: Clock;
  private readonly refreshMs: number;
  private readonly stockSweepMs: number;
  /** Newest `updatedAt` seen per product and category, so a look applies only what changed. */
  private readonly seen = new Map<string, number>();
  /** Told of every product version the feed applies (the service's page cache keeps itself current). */
  private readonly applied = new Set<(product: ProductRecord) => void>();
  private readonly seenCategories = new Map<string, number>();
  private watermark = 0;
  private categoryWatermark = 0;
  private synonymsAt = 0;
  private stockSweptAt = 0;
  private countedAt = 0;
  /** When the last look for changed products began, and whether an event or a write asked for one since. */
  private lookedAt = -Infinity;
  private lookAsked = false;
  private readonly stockPending = new Set<string>();
  private loop: PollLoop | undefined;
  private tail: Subscription | undefined;
  private stopped = false;
  /** Settles once the first full load is done; searches wait for it. */
  readonly ready: Promise<void>;
  /** How long the first full load took (ms), for the benchmark and the start-up log. */
  buildMs = 0;

  constructor(
    private readonly catalog: CatalogModels,
    private readonly models: SearchEngineModels,
    private readonly engine: SearchEngine,
    private readonly events: EventBus | null,
    private readonly readStock: StockReader,
    options: SearchFeedOptions,
  ) {
    this.logger = options.logger;
    this.clock = options.clock ?? systemClock;
    this.refreshMs = options.refreshMs ?? 250;
    this.stockSweepMs = options.stockSweepMs ?? 60_000;
    this.ready = this.start();
    this.ready.catch((error: unknown) => this.logger.error({ err: error }, 'search index build failed'));
  }

  private async start(): Promise<void> {
    // Subscribe before loading, so nothing written during the load is missed.
    this.tail = this.events?.tail([...PRODUCT_EVENTS, ...STOCK_EVENTS], async (event) => {
      const { productId, available } = event.data as { productId?: unknown; available?: unknown };
      // The event itself says the level has units now: no read needed (a read could also meet an
      // inventory replica whose warehouse list is still a few seconds old).
      if (
        event.type === 'StockReplenishedEvent' &&
        typeof productId === 'string' &&
        typeof available === 'number' &&
        available > 0 &&
        this.engine.setInStock(productId, true)
      )
        return;
      if ((STOCK_EVENTS as readonly string[]).includes(event.type))
        for (const id of productIdsOf(event)) this.stockPending.add(id);
      this.askForLook();
    });
    await this.tail?.ready;
    const started = performance.now();
    // Until the first load succeeds every search waits on it, so a failed read is tried again rather
    // than leaving this replica without search until it restarts.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.refreshCategories();
        await this.refreshSynonyms();
        await this.loadAll();
        break;
      } catch (error) {
        if (this.stopped) throw error;
        this.logger.warn({ err: error, attempt }, 'search index build failed; trying again');
        await new Promise((resolve) => setTimeout(resolve, this.refreshMs));
      }
    }
    this.buildMs = Math.round(performance.now() - started);
    this.logger.info({ products: this.engine.size, ms: this.buildMs }, 'search index built');
    this.loop = new PollLoop(
      () => this.step(),
      this.refreshMs,
      // Inventory not started yet, or already stopped (a stack starting or stopping its services in
      // turn): nothing to warn about; a running feed asks again at the next look.
      (error) =>
        isPeerStartingOrStopping(error) || this.stopped
          ? this.logger.debug(
              { err: error },
              'search refresh could not reach inventory (starting or stopping)',
            )
          : this.logger.warn({ err: error }, 'search refresh failed'),
    );
  }

  /** Reads every product (a batch at a time) and applies what changed. */
  private async loadAll(): Promise<void> {
    const found = new Set<string>();
    // One query read in batches: paging by `_id` would sort (on the embedded server: scan) once per page.
    for await (const product of this.catalog.Product.find()
      .lean<ProductRecord>()
      .cursor({ batchSize: LOAD_BATCH })) {
      found.add(product._id);
      this.apply(product);
    }
    // Products deleted from the database (by hand: the catalog never deletes) leave the engine too.
    for (const id of [...this.seen.keys()]) {
      if (found.has(id)) continue;
      this.seen.delete(id);
      this.engine.remove(id);
    }
    this.countedAt = this.clock.now();
  }

  async index(_caller: Caller, products: readonly ProductRecord[]): Promise<void> {
    await this.ready;
    for (const product of products) this.apply(product);
    for (const product of products) this.stockPending.add(product._id);
    this.askForLook();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.ready.catch(() => {});
    await this.tail?.stop();
    await this.loop?.stop();
  }

  /** Products whose stock status this replica has still to learn (all of them at start, then a sweep's). */
  get stockPendingCount(): number {
    return this.stockPending.size;
  }

  private askForLook(): void {
    this.lookAsked = true;
    this.loop?.wake();
  }

  /**
   * One step; true when there is more to do at once. A step looks for changed products and categories when
   * `refreshMs` has passed since the last look or an event asked for one; a step that only goes on
   * learning stock statuses (500 products a step) does not look again: on the embedded server every look
   * reads the whole product collection, which at 100,000 products made the first stock sweep 200 scans.
   */
  private async step(): Promise<boolean> {
    const now = this.clock.now();
    // Monotonic time, not the clock (which tests may hold still): this only paces the looks.
    const at = performance.now();
    if (this.lookAsked || at - this.lookedAt >= this.refreshMs) {
      this.lookedAt = at;
      this.lookAsked = false;
      await this.look(now);
    }
    return this.learnStock(now);
  }

  private async look(now: number): Promise<void> {
    await this.refreshCategories();
    const changed = await this.catalog.Product.find({
      updatedAt: { $gte: new Date(this.watermark - OVERLAP_MS) },
    }).lean<ProductRecord[]>();
    for (const product of changed) this.apply(product);
    if (now - this.synonymsAt >= SYNONYMS_EVERY_MS) await this.refreshSynonyms();
    // Products written straight to the database with old dates (the seed, a restore) change the count.
    if (now - this.countedAt >= COUNT_EVERY_MS) {
      this.countedAt = now;
      if ((await this.catalog.Product.estimatedDocumentCount()) !== this.seen.size) await this.loadAll();
    }
  }

  private async learnStock(now: number): Promise<boolean> {
    if (now - this.stockSweptAt >= this.stockSweepMs) {
      this.stockSweptAt = now;
      for (const id of this.seen.keys()) this.stockPending.add(id);
    }
    if (this.stockPending.size === 0) return false;
    const ids: string[] = [];
    for (const id of this.stockPending) {
      ids.push(id);
      if (ids.length === STOCK_BATCH) break;
    }
    for (const id of ids) this.stockPending.delete(id);
    try {
      const stock = await this.readStock(ids, `search-stock:${randomUUID()}`);
      for (const id of ids) this.engine.setInStock(id, stock.get(id) ?? false);
    } catch (error) {
      // Inventory unreachable: keep what is known and ask again at the next look.
      for (const id of ids) this.stockPending.add(id);
      throw error;
    }
    return this.stockPending.size > 0;
  }

  /** Calls `listener` with every product version the feed applies from now on. */
  onApplied(listener: (product: ProductRecord) => void): void {
    this.applied.add(listener);
  }

  /** The version (`updatedAt`, epoch ms) of a product the feed has applied; undefined when none. */
  versionOf(id: string): number | undefined {
    return this.seen.get(id);
  }

  /** Puts the stored product in the engine (or takes it out when it is not active), once per version. */
  private apply(product: ProductRecord): void {
    const at = new Date(product.updatedAt).getTime();
    if (at > this.watermark) this.watermark = at;
    const known = this.seen.get(product._id);
    if (known !== undefined && known >= at) return;
    this.seen.set(product._id, at);
    for (const listener of this.applied) listener(product);
    if (product.status !== 'active') {
      this.engine.remove(product._id);
      return;
    }
    if (known === undefined) this.stockPending.add(product._id);
    this.engine.upsert(toDocument(product, this.engine.get(product._id)?.inStock ?? false));
  }

  private async refreshCategories(): Promise<void> {
    const changed = await this.catalog.Category.find({
      updatedAt: { $gte: new Date(this.categoryWatermark - OVERLAP_MS) },
    }).lean<CategoryRecord[]>();
    const fresh = changed.filter(
      (category) => (this.seenCategories.get(category._id) ?? -1) < new Date(category.updatedAt).getTime(),
    );
    if (fresh.length === 0) return;
    const all = await this.catalog.Category.find().lean<CategoryRecord[]>();
    for (const category of all) {
      const at = new Date(category.updatedAt).getTime();
      this.seenCategories.set(category._id, at);
      if (at > this.categoryWatermark) this.categoryWatermark = at;
    }
    this.engine.setCategories(
      all.map((category) => ({ id: category._id, name: category.name, parentId: category.parentId ?? null })),
    );
  }

  /** Reads the staff's synonym list again (it is small); the replica that changed it calls this at once. */
  async refreshSynonyms(): Promise<void> {
    this.synonymsAt = this.clock.now();
    const sets = await this.models.SynonymSet.find().sort({ _id: 1 }).lean();
    this.engine.setSynonyms(sets.map((set) => set.terms));
  }
}

function toDocument(product: ProductRecord, inStock: boolean): SearchDocument {
  return {
    id: product._id,
    name: product.name,
    description: product.description ?? null,
    brand: product.brand ?? null,
    categoryId: product.categoryId ?? null,
    priceMinor: product.listPriceMinor,
    createdAt: new Date(product.createdAt).getTime(),
    inStock,
    reviewCount: product.reviewCount ?? 0,
    ratingSum: product.ratingSum ?? 0,
    options: optionValuesOf(product),
  };
}

/**
 * Each option's values, as the product lists them and as its variants carry them (a variant may have been
 * given a value the option list no longer shows), so a search for "navy" finds the product with a navy variant.
 */
function optionValuesOf(product: ProductRecord): SearchDocument['options'] {
  const values = new Map<string, Set<string>>();
  const add = (name: string, value: string) => {
    const set = values.get(name) ?? new Set<string>();
    set.add(value);
    values.set(name, set);
  };
  for (const option of product.options ?? []) for (const value of option.values) add(option.name, value);
  for (const variant of product.variants ?? [])
    for (const option of variant.options) add(option.name, option.value);
  return [...values].map(([name, set]) => ({ name, values: [...set] }));
}
