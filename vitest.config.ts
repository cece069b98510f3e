import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `npm test` runs every project: contracts (pure), server (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set), web (jsdom) and e2e (real server + Chromium).
//
// Workers: vitest's default is cores − 1, which is ONE on a two-core CI machine; the server files mostly
// wait on their database, so two run side by side there (elsewhere the default stays). The journeys are not
// affected: e2e sets `fileParallelism: false`, and vitest 4 runs such a project's files one at a time in a
// group of their own after the other projects' files, never beside them.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web', 'e2e'],
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
