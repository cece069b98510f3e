import { defineConfig } from 'vitest/config';

// One `npm test` runs every project: contracts (pure), server (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set), web (jsdom) and e2e (real server + Chromium).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web', 'e2e'],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
