import { defineProject } from 'vitest/config';

// Each test file gets its own database: a PGlite restored from a migrated and seeded snapshot, or a
// PostgreSQL database cloned from a template when TEST_DATABASE_URL is set (see src/test/).
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 15_000,
    hookTimeout: 60_000,
  },
});
