import { defineProject } from 'vitest/config';

// Browser journeys: a real server process on a fresh PGlite data directory, driven in the system
// Chromium. Files run one after another: the machine has two cores and each file starts its own server.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
