import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type TRunningServer } from './server';

export type TJourney = { server: TRunningServer; browser: Browser };

/**
 * The built server (started with `env` on a fresh PGlite directory) and Chromium for the journeys of one
 * file: started before the first journey, stopped after the last.
 */
export function journeySetup(env: Record<string, string> = {}): TJourney {
  const journey = {} as TJourney;
  beforeAll(async () => {
    [journey.server, journey.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey;
}
