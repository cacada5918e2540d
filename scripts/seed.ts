/**
 * `npm run seed`: writes the deterministic sample data set (see scripts/seed/) into the running stack's
 * databases, or into MONGODB_URI. Rerunning adds only what is missing.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../platform/config';
import { seed } from './seed/index';
import { locateSeedTarget } from './seed/locate';
import { scaledSize, type SeedSize } from './seed/plan';

const USAGE =
  'Usage: npm run seed [-- --scale N] [--products N]   (N times the sample data set, default 1; --products sets the product count alone, e.g. 100000 for the search benchmark)';

/**
 * `--scale N`: N times the sample data set, for measuring how costs grow with data; `--products N`: that
 * many products (generated from the same catalogue lines) with the scale's users and orders.
 */
function sizeOf(args: string[]): SeedSize {
  const { values } = parseArgs({
    args,
    options: { scale: { type: 'string' }, products: { type: 'string' } },
    strict: true,
  });
  const scale = values.scale === undefined ? 1 : Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1 || scale > 1000)
    throw new RangeError(
      `--scale takes a whole number from 1 to 1000 (got ${JSON.stringify(values.scale)}).`,
    );
  const size = scaledSize(scale);
  if (values.products === undefined) return size;
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > 1_000_000)
    throw new RangeError(
      `--products takes a whole number from 1 to 1000000 (got ${JSON.stringify(values.products)}).`,
    );
  return { ...size, products };
}

let size: SeedSize;
try {
  size = sizeOf(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

try {
  const config = loadConfig(process.env);
  const target = locateSeedTarget(config);
  if (target.kind === 'missing') {
    console.error(target.message);
    process.exit(1);
  }
  console.log(`Seeding ${target.describe}, databases ${target.dbPrefix}_*...`);
  const summary = await seed({
    uri: target.uri,
    dbPrefix: target.dbPrefix,
    progress: (line) => console.log(`  ${line}`),
    size,
  });
  const statuses = Object.entries(summary.ordersByStatus)
    .map(([status, count]) => `${count} ${status}`)
    .join(', ');
  console.log(
    `Done in ${(summary.milliseconds / 1000).toFixed(1)} s: ${summary.products.planned} products in ${summary.categories.planned} categories from ` +
      `${summary.brands} brands, stock in ${summary.warehouses.planned} warehouses, ${summary.users.planned} users, ` +
      `${summary.orders.planned} orders (${statuses}).`,
  );
  if (summary.holds.present < summary.holds.planned - summary.holds.notOpen) {
    console.warn(
      `  Note: ${summary.holds.planned - summary.holds.notOpen - summary.holds.present} stock holds of open orders could not be placed: ` +
        'that stock was changed by hand since the last seed.',
    );
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Seeding failed: ${(error as Error).message}`);
  process.exit(1);
}
