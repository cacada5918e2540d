/**
 * `npx tsx --expose-gc bench/search.ts [--mode both|engine|mongo] [--sizes 1200,100000]
 *   [--mongo-sizes 1200,100000] [--iterations 200] [--baseline-max 1200]`
 *
 * The catalog search at the seeded size and at 100,000 generated products (the seed's plan, the products
 * `npm run seed -- --products N` writes), in two parts, each printing the load average with every figure:
 *
 * 1. `engine` (sizes `--sizes`): the engine alone, fed the plan's documents in memory, beside the engine as
 *    it was before the work for 100,000 products (bench/lib/search-engine-baseline.ts), in the same run:
 *    build time and heap of each, p50/p95 (wall clock, and the CPU time this process spent) of a search
 *    with filters and facets and of `suggest`, whether both answer every measured query the same, and
 *    whether the goals are met (at 100,000 products: search p95 under 50 ms, `suggest` p95 under 20 ms).
 * 2. `mongo` (sizes `--mongo-sizes`): the products written to MongoDB (the embedded mongo-java-server, or
 *    MONGODB_URI) with `insertMany` in batches of 5,000 with progress, then a replica's engine built from
 *    the database by its feed, and p50/p95 of search and `suggest` as the catalog's SearchService answers
 *    them (the engine plus the page's products read from MongoDB; no HTTP or GraphQL); beside them, up to
 *    `--baseline-max` products, the search before the engine (the MongoDB inverted index, `SearchIndex`:
 *    its build writes every term of every product, about 20 s per 1,200 products on the embedded server).
 *    Only the catalog is written (not the seed's users, orders and 300,000 stock levels, which take the
 *    seed 15 minutes at 100,000 products on the embedded server); stock comes from the plan's levels.
 */
import { isDeepStrictEqual } from 'node:util';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config';
import { serviceCaller } from '../platform/identity/caller';
import { createLogger } from '../platform/logging';
import { openDatabase } from '../platform/mongo/connection';
import { startMongo } from '../platform/mongo/embedded';
import { defaultSize, planSeed, type SeedPlan } from '../scripts/seed/plan';
import { catalogModels } from '../subgraphs/catalog/models/product';
import { searchModels } from '../subgraphs/catalog/models/search';
import { createCatalogSearch } from '../subgraphs/catalog/search';
import { SearchEngine, type EngineQuery, type SearchDocument } from '../subgraphs/catalog/search/engine';
import type { ProductSearchInput } from '../subgraphs/catalog/search/service';
import { SearchIndex } from '../subgraphs/catalog/services/search-index';
import { SearchEngine as BaselineEngine } from './lib/search-engine-baseline';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'both' },
    sizes: { type: 'string', default: `${defaultSize.products},100000` },
    'mongo-sizes': { type: 'string', default: `${defaultSize.products},100000` },
    iterations: { type: 'string', default: '200' },
    'baseline-max': { type: 'string', default: `${defaultSize.products}` },
  },
  strict: true,
});
if (!['both', 'engine', 'mongo'].includes(values.mode)) throw new Error('--mode is both, engine or mongo');
const sizes = values.sizes.split(',').map(Number);
const mongoSizes = values['mongo-sizes'].split(',').map(Number);
const iterations = Number(values.iterations);
const baselineMax = Number(values['baseline-max']);

/** At 100,000 products: search p95 under 50 ms, `suggest` p95 under 20 ms. */
const GOAL_SIZE = 100_000;
const GOALS = { search: 50, suggest: 20 };

const say = (line: string) => console.log(line);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const caller = serviceCaller('bench', 'bench-search');
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

interface Timing {
  p50: number;
  p95: number;
  cpu95: number;
}

async function measure(label: string, runs: Array<() => unknown>): Promise<Timing> {
  // Warm-up: one pass over the first runs, unmeasured.
  for (const run of runs.slice(0, Math.min(runs.length, 20))) await run();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let index = 0; index < iterations; index++) {
    const run = runs[index % runs.length]!;
    const started = performance.now();
    const cpuStarted = cpuMs();
    await run();
    cpu.push(cpuMs() - cpuStarted);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const timing = { p50: percentile(times, 50), p95: percentile(times, 95), cpu95: percentile(cpu, 95) };
  const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  say(
    `  ${label.padEnd(52)} p50 ${ms(timing.p50)}   p95 ${ms(timing.p95)}   (CPU p95 ${ms(timing.cpu95)}, n=${times.length}, load ${load()})`,
  );
  return timing;
}

/**
 * Each run once, before `measure` repeats them: through the service that is every distinct query's first
 * page, whose products the replica reads from MongoDB (later pages of the same query come from its page
 * cache, which `measure` then times). Called on a replica warmed by `warmEngine`, as one that has served
 * for a while is: otherwise the first calls would time the JIT compiling the engine's code as well.
 */
async function firstCalls(label: string, runs: Array<() => unknown>): Promise<void> {
  const times: number[] = [];
  for (const run of runs) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  say(
    `  ${`${label}, first call`.padEnd(52)} p50 ${ms(percentile(times, 50))}   p95 ${ms(percentile(times, 95))}   (n=${times.length}, products read from MongoDB, load ${load()})`,
  );
}

const heap = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;

const TEXTS = [
  'bookshelf',
  'bokshelf',
  'sandel',
  'trailhed',
  'noise cancelling headph',
  'waterproof boot',
  'lumen home',
  'mirorless camera',
  'kettle',
  'yoga mats',
];
/** Searches and prefixes that warm a replica's engine before its first calls are timed (none measured). */
const WARM_TEXTS = ['lamp', 'desk chair', 'rug', 'shelf', 'coffee', 'speaker', 'jacket', 'tent', 'pillow'];
const WARM_PREFIXES = ['la', 'des', 'ru', 'coff', 'spea', 'jack', 'te', 'pil'];
const PREFIXES = [
  ...['bo', 'book', 'lum', 'trail h', 'wat', 'kett', 'yoga m', 'head', 'sa', 'mirr'],
  ...['sand', 'boo', 'ke', 'mat', 'noi', 'cam', 'yo', 'tr', 'bla', 'gre'],
  ...['fore', 'navy w', 'herit', 'slat', 'char', 'crim', 'urb', 'graph', 'oliv', 'ivo'],
  ...['cop', 'drift', 'kest', 'ever', 'ced', 'bright', 'strid', 'aure', 'verd', 'arca'],
];
const BRANDS = ['Lumen Home', 'Trailhead', 'Oakhaven', 'Nimbus Audio'];

/** Whether each product has units, from the plan's stock levels (a product with none anywhere has none). */
function stockOf(plan: SeedPlan): Map<string, boolean> {
  const bySku = new Map<string, boolean>();
  for (const level of plan.stock)
    bySku.set(level.sku, (bySku.get(level.sku) ?? false) || level.available > 0);
  return new Map(plan.products.map((product) => [product.id, bySku.get(product.sku) ?? false]));
}

/** The searches measured: text alone, text and a brand, text with price and stock sorted by price, browsing. */
function engineQueries(plan: SeedPlan): EngineQuery[] {
  const department = plan.categories.find((category) => category.parentSlug === null)!.slug;
  const queries: EngineQuery[] = TEXTS.flatMap((text, index) => [
    { text, sort: 'relevance', limit: 20, offset: 0 },
    { text, brands: [BRANDS[index % BRANDS.length]!], sort: 'relevance', limit: 20, offset: 0 },
    {
      text,
      minPriceMinor: 2_000,
      maxPriceMinor: 15_000,
      inStock: true,
      sort: 'priceAsc',
      limit: 20,
      offset: 0,
    },
  ]);
  queries.push(
    { text: '', inStock: true, sort: 'newest', limit: 20, offset: 0 },
    { text: '', categoryIds: [department], minRating: 3, sort: 'rating', limit: 20, offset: 0 },
    {
      text: 'boot',
      options: [{ name: 'Colour', values: ['Navy'] }],
      sort: 'relevance',
      limit: 20,
      offset: 0,
    },
  );
  return queries;
}

/**
 * The plan's active products as the engine takes them. The plan has no reviews and no variants, so each
 * product gets a rating and colour/size options from its position, for the rating filter and option facets.
 */
function documents(plan: SeedPlan): SearchDocument[] {
  const inStock = stockOf(plan);
  const colours = ['Navy', 'Black', 'Sand', 'Olive', 'Red'];
  const sizesList = ['S', 'M', 'L', 'XL'];
  return plan.products.flatMap((product, index) =>
    product.status !== 'active'
      ? []
      : [
          {
            id: product.id,
            name: product.name,
            description: product.description,
            brand: product.brand,
            categoryId: product.categorySlug,
            priceMinor: product.listPriceMinor,
            createdAt: product.createdAt.getTime(),
            inStock: inStock.get(product.id) ?? false,
            reviewCount: index % 7,
            ratingSum: (index % 7) * ((index % 5) + 1),
            options:
              index % 3 === 0
                ? []
                : [
                    { name: 'Colour', values: [colours[index % 5]!] },
                    { name: 'Size', values: sizesList.slice(0, 1 + (index % 4)) },
                  ],
          },
        ],
  );
}

/**
 * Runs the engine (not the service: no page is read, so the page cache stays cold) on other searches and
 * prefixes than the measured ones, 10 times over, so its code is compiled as on a replica in service.
 */
function warmEngine(engine: Engine, plan: SeedPlan): void {
  const department = plan.categories.find((category) => category.parentSlug === null)!.slug;
  for (let round = 0; round < 10; round++) {
    for (const [index, text] of WARM_TEXTS.entries()) {
      engine.search({ text, sort: 'relevance', limit: 20, offset: 0 });
      engine.search({
        text,
        brands: [BRANDS[index % BRANDS.length]!],
        sort: 'relevance',
        limit: 20,
        offset: 0,
      });
      engine.search({
        text,
        minPriceMinor: 1_000,
        maxPriceMinor: 9_000,
        inStock: true,
        sort: 'priceDesc',
        limit: 20,
        offset: 0,
      });
    }
    engine.search({ text: '', categoryIds: [department], sort: 'newest', limit: 20, offset: 0 });
    for (const prefix of WARM_PREFIXES) engine.suggest(prefix, 5);
  }
}

interface Engine {
  setCategories: SearchEngine['setCategories'];
  upsert: SearchEngine['upsert'];
  search: SearchEngine['search'];
  suggest: SearchEngine['suggest'];
}

/** Part 1: the engine alone, beside the engine as it was, fed the same documents. */
async function engineOnly(): Promise<void> {
  say(`\n# Part 1: the engine alone (documents from the seed's plan in memory, no MongoDB)`);
  say(`${cpus().length} cores, load average ${load()} at start.`);
  for (const products of sizes) {
    const plan = planSeed({ ...defaultSize, products });
    const docs = documents(plan);
    const categories = plan.categories.map((category) => ({
      id: category.slug,
      name: category.name,
      parentId: category.parentSlug,
    }));
    say(`\n== ${products} products (${docs.length} active) ==`);
    const build = (label: string, make: () => Engine) => {
      const before = heap();
      const started = performance.now();
      const engine = make();
      engine.setCategories(categories);
      for (const doc of docs) engine.upsert(doc);
      const ms = performance.now() - started;
      say(
        `  ${label.padEnd(52)} built in ${ms.toFixed(0)} ms, heap +${mb(heap() - before)} (load ${load()})`,
      );
      return engine;
    };
    const engines = {
      before: build('engine before (baseline, bench/lib):', () => new BaselineEngine()),
      now: build('engine now:', () => new SearchEngine()),
    };
    const queries = engineQueries(plan);
    let same = 0;
    const differing: string[] = [];
    for (const query of queries) {
      if (isDeepStrictEqual(engines.before.search(query), engines.now.search(query))) same++;
      else differing.push(`search ${JSON.stringify(query)}`);
    }
    for (const prefix of PREFIXES) {
      if (isDeepStrictEqual(engines.before.suggest(prefix, 5), engines.now.suggest(prefix, 5))) same++;
      else differing.push(`suggest ${JSON.stringify(prefix)}`);
    }
    say(
      `  same answers (hits, scores, highlights, facets, did-you-mean, completions): ${same}/${queries.length + PREFIXES.length}` +
        (differing.length ? `; DIFFERENT: ${differing.join('; ')}` : ''),
    );
    const timings: Record<string, { search: Timing; suggest: Timing }> = {};
    for (const [name, engine] of Object.entries(engines)) {
      timings[name] = {
        search: await measure(
          `engine ${name}: search (text + filters + facets)`,
          queries.map((query) => () => engine.search(query)),
        ),
        suggest: await measure(
          `engine ${name}: suggest`,
          PREFIXES.map((prefix) => () => engine.suggest(prefix, 5)),
        ),
      };
    }
    if (products >= GOAL_SIZE) {
      const { search, suggest } = timings.now!;
      const met = (value: number, goal: number) => (value < goal ? 'MET' : 'NOT MET');
      say(
        `  GOALS at ${products} products: search p95 ${search.p95.toFixed(1)} ms < ${GOALS.search} ms: ${met(search.p95, GOALS.search)}; ` +
          `suggest p95 ${suggest.p95.toFixed(1)} ms < ${GOALS.suggest} ms: ${met(suggest.p95, GOALS.suggest)} (load ${load()})`,
      );
    }
  }
}

/** Part 2: through MongoDB, as a catalog replica builds and answers. */
async function throughMongo(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger({ level: 'error', service: 'bench-search' });
  say(`\n# Part 2: through MongoDB (the feed builds the engine from the database; pages read from it)`);
  say(`${cpus().length} cores, load average ${load()} at start.`);
  const mongo = await startMongo({
    uri: config.mongo.uri,
    embedded: config.mongo.embedded,
    javaStore: 'memory',
    progress: say,
  });
  say(`MongoDB: ${mongo.describe}`);
  try {
    for (const products of mongoSizes) {
      const dbName = `bench_search_${products}_${Date.now().toString(36)}_catalog`;
      say(`\n== ${products} products (database ${dbName}) ==`);
      const plan = planSeed({ ...defaultSize, products });
      const inStock = stockOf(plan);
      const catalogDb = await openDatabase({ uri: mongo.uri, dbName });
      const catalog = catalogModels(catalogDb);
      try {
        const loaded = performance.now();
        await catalog.Category.insertMany(
          plan.categories.map((category) => ({
            _id: category.id,
            slug: category.slug,
            name: category.name,
            parentId: plan.categories.find((parent) => parent.slug === category.parentSlug)?.id ?? null,
            createdAt: category.createdAt,
            updatedAt: category.createdAt,
          })),
        );
        const categoryIds = new Map(plan.categories.map((category) => [category.slug, category.id]));
        const BATCH = 5_000;
        let progressAt = 0;
        for (let from = 0; from < plan.products.length; from += BATCH) {
          await catalog.Product.insertMany(
            plan.products.slice(from, from + BATCH).map(({ id, categorySlug, ...product }) => ({
              ...product,
              _id: id,
              categoryId: categoryIds.get(categorySlug)!,
              updatedAt: product.createdAt,
            })),
            { ordered: false },
          );
          const done = Math.min(plan.products.length, from + BATCH);
          if (done === plan.products.length || performance.now() - progressAt > 5_000) {
            progressAt = performance.now();
            say(
              `  load: products ${done}/${plan.products.length} (${((performance.now() - loaded) / 1000).toFixed(0)} s)`,
            );
          }
        }
        say(
          `  loaded in ${((performance.now() - loaded) / 1000).toFixed(1)} s (insertMany, ${BATCH} a batch)`,
        );

        const before = heap();
        const search = createCatalogSearch({
          connection: catalogDb,
          catalog,
          readStock: async (ids) => new Map(ids.map((id) => [id, inStock.get(id) ?? false])),
          logger,
          refreshMs: 500,
          stockSweepMs: 86_400_000,
        });
        await search.feed.ready;
        say(
          `  engine: built in ${search.feed.buildMs} ms from the database, ${search.engine.size} active products, heap +${mb(heap() - before)} (load ${load()})`,
        );
        // Measured only once the replica knows every product's stock status: until then its first sweep
        // (500 products a step) runs beside the searches and changes their answers from call to call.
        const stockStarted = performance.now();
        while (search.feed.stockPendingCount > 0 && performance.now() - stockStarted < 600_000)
          await new Promise((resolve) => setTimeout(resolve, 200));
        if (search.feed.stockPendingCount > 0)
          throw new Error('The replica did not learn every stock status in 10 minutes.');
        say(`  stock statuses learnt in ${((performance.now() - stockStarted) / 1000).toFixed(1)} s`);

        const inputs: ProductSearchInput[] = TEXTS.flatMap((query, index) => [
          { query, limit: 20, offset: 0 },
          { query, brands: [BRANDS[index % BRANDS.length]!], limit: 20, offset: 0 },
          { query, minPrice: '20', maxPrice: '150', inStock: true, sort: 'priceAsc', limit: 20, offset: 0 },
        ]);
        inputs.push({ query: '', inStock: true, sort: 'newest', limit: 20, offset: 0 });
        warmEngine(search.engine, plan);
        await firstCalls(
          'productSearch (text + filters + facets)',
          inputs.map((input) => () => search.service.search(caller, input)),
        );
        await firstCalls(
          'suggest',
          PREFIXES.map((prefix) => () => search.service.suggest(caller, { prefix, limit: 5 })),
        );
        await measure(
          'productSearch (text + filters + facets)',
          inputs.map((input) => () => search.service.search(caller, input)),
        );
        await measure(
          'suggest',
          PREFIXES.map((prefix) => () => search.service.suggest(caller, { prefix, limit: 5 })),
        );
        await search.stop();

        if (products <= baselineMax) {
          const baseline = new SearchIndex(catalog, searchModels(catalogDb));
          const started = performance.now();
          const indexed = await baseline.reconcile(caller);
          say(
            `  search before the engine (MongoDB inverted index): built in ${((performance.now() - started) / 1000).toFixed(1)} s for ${indexed} products (load ${load()})`,
          );
          await measure(
            'before the engine: searchProducts (text only)',
            TEXTS.map((query) => () => baseline.search(caller, { query, limit: 20 })),
          );
        } else {
          say(
            `  search before the engine (MongoDB index): not built at this size (over --baseline-max ${baselineMax}).`,
          );
        }
      } finally {
        await catalogDb.dropDatabase().catch(() => {});
        await catalogDb.close();
      }
    }
  } finally {
    await mongo.stop();
  }
}

say(`Search benchmark: ${cpus().length} cores, load average ${load()} at start.`);
if (values.mode !== 'mongo') await engineOnly();
if (values.mode !== 'engine') await throughMongo();
say(`\nLoad average at the end: ${load()}`);
