import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // The user-event journeys of a page take a few hundred ms alone, but several seconds when the machine
    // also runs the server suites and Chromium; the default 5 s then fails them for no fault of the page.
    testTimeout: 20_000,
  },
});
