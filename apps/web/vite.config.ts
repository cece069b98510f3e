import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compressAssets } from './build/compress-assets';
import { loadScriptsAfterFirstPaint } from './build/first-paint';
import { localeTexts } from './build/locale-texts';
import { pureSchemaBuilders } from './build/pure-schemas';

const API_TARGET = 'http://localhost:8080';
const proxied = [
  '/wps',
  '/lgw',
  '/admin-api',
  '/vendor-api',
  '/docs',
  '/healthz',
  '/uploads',
  '/sandbox-pay',
  '/payment-callback',
  '/chat',
];

export default defineConfig({
  plugins: [
    react(),
    localeTexts(fileURLToPath(new URL('./src/locales', import.meta.url))),
    loadScriptsAfterFirstPaint(),
    compressAssets(),
  ],
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: API_TARGET, changeOrigin: true }])),
      '/ws': { target: API_TARGET, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The budget test (src/bundle-budget.test.ts) reads what the home page loads from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one start-up chunk: a phone on a slow network fetches
        // one script instead of a dozen small ones (bench:web counted 12), and the bundle is 4 KB smaller.
        codeSplitting: { groups: [{ name: 'startup', tags: ['$initial'] }] },
      },
      treeshake: {
        manualPureFunctions: pureSchemaBuilders(
          fileURLToPath(new URL('../../packages/contracts/src', import.meta.url)),
        ),
      },
    },
  },
});
