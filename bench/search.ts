/**
 * `npx tsx --expose-gc bench/search.ts [--sizes 1200,100000] [--iterations 200] [--baseline-max 20000]`
 *
 * The catalog search at the seeded size and at 100,000 generated products (the seed's `--products`), on
 * the embedded MongoDB (or MONGODB_URI): for each size, the time to build a replica's engine from the
 * database and the heap it holds; p50/p95 of a search with filters and facets and of `suggest`, as the
 * catalog's SearchService answers them (the engine plus the page's products read from MongoDB, without
 * HTTP and GraphQL); and beside them, in the same run, today's search before this engine (the MongoDB
 * inverted index, `SearchIndex`): its build time and the p50/p95 of its text search (it has no filters or
 * facets). The baseline is built only up to `--baseline-max` products (its build writes every term of
 * every product to MongoDB and takes long at 100,000). Prints the load average with every figure.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config';
import { serviceCaller } from '../platform/identity/caller';
import { createLogger } from '../platform/logging';
import { openDatabase } from '../platform/mongo/connection';
import { startMongo } from '../platform/mongo/embedded';
import { seed } from '../scripts/seed/index';
import { defaultSize, planSeed } from '../scripts/seed/plan';
import { seedUuid } from '../scripts/seed/random';
import { warehouses } from '../scripts/seed/data';
import { catalogModels } from '../subgraphs/catalog/models/product';
import { searchModels } from '../subgraphs/catalog/models/search';
import { createCatalogSearch } from '../subgraphs/catalog/search';
import { SearchEngine, type EngineQuery } from '../subgraphs/catalog/search/engine';
import type { ProductSearchInput } from '../subgraphs/catalog/search/service';
import { SearchIndex } from '../subgraphs/catalog/services/search-index';
import { inventoryModels, stockId } from '../subgraphs/inventory/models/stock';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: `${defaultSize.products},100000` },
    iterations: { type: 'string', default: '200' },
    'baseline-max': { type: 'string', default: '20000' },
    /** Only the engine, fed from the seed's plan in memory: no MongoDB, no page reads. */
    'engine-only': { type: 'boolean', default: false },
  },
  strict: true,
});
const sizes = values.sizes.split(',').map(Number);
const iterations = Number(values.iterations);
const baselineMax = Number(values['baseline-max']);

const say = (line: string) => console.log(line);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const caller = serviceCaller('bench', 'bench-search');
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(label: string, runs: Array<() => Promise<unknown>>): Promise<string> {
  // Warm-up: one pass, unmeasured.
  for (const run of runs.slice(0, Math.min(runs.length, 20))) await run();
  const times: number[] = [];
  for (let index = 0; index < iterations; index++) {
    const run = runs[index % runs.length]!;
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return `${label.padEnd(46)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(
    times,
    95,
  )
    .toFixed(1)
    .padStart(7)} ms   (n=${times.length}, load ${load()})`;
}

const heap = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};

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
const PREFIXES = ['bo', 'book', 'lum', 'trail h', 'wat', 'kett', 'yoga m', 'head', 'sa', 'mirr'];

/** The engine alone at each size: build time, heap, and p50/p95 of its search and suggest. */
async function engineOnly() {
  say(`Search engine alone: ${cpus().length} cores, load average ${load()} at start.`);
  for (const products of sizes) {
    const plan = planSeed({ ...defaultSize, products });
    const categories = plan.categories.map((category) => ({
      id: category.slug,
      name: category.name,
      parentId: category.parentSlug,
    }));
    const before = heap();
    const started = performance.now();
    const engine = new SearchEngine();
    engine.setCategories(categories);
    plan.products.forEach((product, index) => {
      if (product.status !== 'active') return;
      engine.upsert({
        id: product.id,
        name: product.name,
        description: product.description,
        brand: product.brand,
        categoryId: product.categorySlug,
        priceMinor: product.listPriceMinor,
        createdAt: product.createdAt.getTime(),
        inStock: index % 5 !== 0,
        reviewCount: 0,
        ratingSum: 0,
        options: [],
      });
    });
    const buildMs = performance.now() - started;
    say(
      `\n== ${products} products: engine built in ${buildMs.toFixed(0)} ms, heap +${((heap() - before) / 1048576).toFixed(0)} MB (load ${load()}) ==`,
    );
    const queries: EngineQuery[] = TEXTS.flatMap((text, index) => [
      { text, sort: 'relevance', limit: 20, offset: 0 },
      {
        text,
        brands: [['Lumen Home', 'Trailhead', 'Oakhaven'][index % 3]!],
        sort: 'relevance',
        limit: 20,
        offset: 0,
      },
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
    queries.push({ text: '', inStock: true, sort: 'newest', limit: 20, offset: 0 });
    say(
      `  ${await measure(
        'engine search (text + filters + facets)',
        queries.map((query) => async () => engine.search(query)),
      )}`,
    );
    say(
      `  ${await measure(
        'engine suggest',
        PREFIXES.map((prefix) => async () => engine.suggest(prefix, 5)),
      )}`,
    );
  }
}

async function main() {
  const config = loadConfig(process.env);
  const logger = createLogger({ level: 'error', service: 'bench-search' });
  say(`Search benchmark: ${cpus().length} cores, load average ${load()} at start.`);
  const mongo = await startMongo({
    uri: config.mongo.uri,
    embedded: config.mongo.embedded,
    javaStore: 'memory',
    progress: say,
  });
  say(`MongoDB: ${mongo.describe}`);
  try {
    for (const products of sizes) {
      const dbPrefix = `bench_search_${products}_${Date.now().toString(36)}`;
      say(`\n== ${products} products (databases ${dbPrefix}_*) ==`);
      const seeded = performance.now();
      let last = 0;
      await seed({
        uri: mongo.uri,
        dbPrefix,
        size: { ...defaultSize, products },
        progress: (line) => {
          // Every line at the sample size; at most one every 5 s at larger sizes.
          if (products <= defaultSize.products || performance.now() - last > 5_000 || !line.startsWith(' ')) {
            last = performance.now();
            say(`  seed: ${line.trim()}`);
          }
        },
      });
      say(`  seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

      const catalogDb = await openDatabase({ uri: mongo.uri, dbName: `${dbPrefix}_catalog` });
      const inventoryDb = await openDatabase({ uri: mongo.uri, dbName: `${dbPrefix}_inventory` });
      const catalog = catalogModels(catalogDb);
      const stock = inventoryModels(inventoryDb);
      const warehouseIds = warehouses.map((warehouse) => seedUuid(`warehouse:${warehouse.code}`));
      try {
        // The engine, fed as a replica feeds it; stock read straight from inventory's collection by `_id`.
        const before = heap();
        const search = createCatalogSearch({
          connection: catalogDb,
          catalog,
          readStock: async (ids) => {
            const levels = await stock.StockLevel.find(
              { _id: { $in: ids.flatMap((id) => warehouseIds.map((warehouse) => stockId(id, warehouse))) } },
              { productId: 1, available: 1 },
            ).lean();
            const inStock = new Map<string, boolean>();
            for (const level of levels)
              inStock.set(level.productId, (inStock.get(level.productId) ?? false) || level.available > 0);
            return inStock;
          },
          logger,
          refreshMs: 500,
          stockSweepMs: 86_400_000,
        });
        await search.feed.ready;
        const built = heap();
        say(
          `  engine: built in ${search.feed.buildMs} ms from the database, ${search.engine.size} active products, heap +${((built - before) / 1048576).toFixed(0)} MB (load ${load()})`,
        );
        const stockStarted = performance.now();
        const someId = (await catalog.Product.findOne({ status: 'active' }, { _id: 1 }).lean())!._id;
        while (!search.engine.get(someId)?.inStock && performance.now() - stockStarted < 600_000)
          await new Promise((resolve) => setTimeout(resolve, 200));
        say(`  stock statuses learnt in ${((performance.now() - stockStarted) / 1000).toFixed(1)} s`);

        const brands = ['Lumen Home', 'Trailhead', 'Oakhaven', 'Nimbus Audio'];
        const inputs: ProductSearchInput[] = TEXTS.flatMap((query, index) => [
          { query, limit: 20, offset: 0 },
          { query, brands: [brands[index % brands.length]!], limit: 20, offset: 0 },
          { query, minPrice: '20', maxPrice: '150', inStock: true, sort: 'priceAsc', limit: 20, offset: 0 },
        ]);
        inputs.push({ query: '', inStock: true, sort: 'newest', limit: 20, offset: 0 });
        say(
          `  ${await measure(
            'productSearch (text + filters + facets)',
            inputs.map((input) => () => search.service.search(caller, input)),
          )}`,
        );
        say(
          `  ${await measure(
            'suggest',
            PREFIXES.map((prefix) => () => search.service.suggest(caller, { prefix, limit: 5 })),
          )}`,
        );
        await search.stop();

        if (products <= baselineMax) {
          const baseline = new SearchIndex(catalog, searchModels(catalogDb));
          const started = performance.now();
          const indexed = await baseline.reconcile(caller);
          say(
            `  today's search (MongoDB inverted index): built in ${((performance.now() - started) / 1000).toFixed(1)} s for ${indexed} products (load ${load()})`,
          );
          say(
            `  ${await measure(
              "today's searchProducts (text only)",
              TEXTS.map((query) => () => baseline.search(caller, { query, limit: 20 })),
            )}`,
          );
        } else {
          say(`  today's search: not built at this size (over --baseline-max ${baselineMax}).`);
        }
      } finally {
        await catalogDb.dropDatabase().catch(() => {});
        await catalogDb.close();
        await inventoryDb.close();
      }
    }
  } finally {
    await mongo.stop();
  }
  say(`\nLoad average at the end: ${load()}`);
}

await (values['engine-only'] ? engineOnly() : main());
