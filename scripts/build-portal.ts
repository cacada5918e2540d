/**
 * `npm run build:portal`: builds the web app (portal/) into portal/dist when its sources changed since
 * the last build (`--force` builds anyway). `npm start` runs it first (prestart).
 */
import { buildPortal } from './portal/build';

try {
  const outcome = await buildPortal({ force: process.argv.includes('--force'), log: console.log });
  if (outcome === 'current') console.log('The web app (portal/dist) is up to date.');
} catch (error) {
  console.error(`Could not build the web app: ${(error as Error).message}`);
  process.exitCode = 1;
}
