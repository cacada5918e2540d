/**
 * `npm run seed`: writes the deterministic sample data set (see scripts/seed/) into the running stack's
 * databases, or into MONGODB_URI. Rerunning adds only what is missing.
 */
import { ConfigError, loadConfig } from '../platform/config';
import { seed } from './seed/index';
import { locateSeedTarget } from './seed/locate';

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
