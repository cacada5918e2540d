import { buildPortal } from '../scripts/portal/build';

/**
 * The e2e ring serves the web app from portal/dist (the browser journeys, the explorer, the home page):
 * built here when its sources changed, so `npm test` on a fresh clone needs no extra step.
 */
export async function setup(): Promise<void> {
  await buildPortal({ log: (line) => console.log(line) });
}
