import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { localeTexts } from './build/locale-texts';

export default defineProject({
  // Unit tests render every screen at once: all texts load with the app.
  plugins: [react(), localeTexts(fileURLToPath(new URL('./src/locales', import.meta.url)), { split: false })],
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
