import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type TRunningServer } from './server';

export type TJourney = { server: TRunningServer; browser: Browser };

/**
 * The calendar day of a moment in the demo brand's zone (brand.default.ts), in UTC and on this machine, to
 * tell whether a seed was made on another day than today.
 */
const dayOf = (moment: Date) =>
  ['America/Mexico_City', 'UTC', undefined]
    .map((timeZone) => moment.toLocaleDateString('en-CA', { timeZone }))
    .join(' ');

/**
 * The built server (started with `env` on a fresh PGlite directory) and Chromium for the journeys of one
 * file: started before the first journey, stopped after the last. The directory is a copy of the one the
 * global setup let the server seed, unless `freshSeed` is set or that seed was made on another day (the
 * demo data carry the seed's timestamps): then the server migrates and seeds it at start itself.
 */
export function journeySetup(
  env: Record<string, string> = {},
  options: { freshSeed?: boolean } = {},
): TJourney {
  const journey = {} as TJourney;
  beforeAll(async () => {
    const seeded = inject('e2eSeededDataDir');
    const reuse = !options.freshSeed && dayOf(new Date(seeded.createdAt)) === dayOf(new Date());
    [journey.server, journey.browser] = await Promise.all([
      startServer(env, reuse ? { seededFrom: seeded.dir } : {}),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey;
}
