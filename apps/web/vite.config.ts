import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compileHints } from './build/compile-hints';
import { compressAssets } from './build/compress-assets';
import { firstScreens } from './build/first-screens';
import { loadScriptsAfterFirstPaint } from './build/first-paint';
import { localeTexts } from './build/locale-texts';
import { pureSchemaBuilders } from './build/pure-schemas';
import { reactRouterProduction } from './build/react-router-production';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema';

const API_TARGET = 'http://localhost:8080';
/** The UI kit the lazy screens share: components, hooks, lib and TanStack's extras. */
const SHARED_UI =
  /[\\/]apps[\\/]web[\\/]src[\\/](components|hooks|lib)[\\/]|[\\/]node_modules[\\/]@tanstack[\\/]/;
/**
 * The kit's form parts (fields, record filters, validators, countries, the member's TOTP), a chunk of their
 * own: they build the sign-in and registration schemas (contracts' identity, login-verification), which a
 * page without a form (home, a game list, whose notice window uses the kit) has no use for.
 */
const FORM_PARTS = new RegExp(
  String.raw`[\\/]apps[\\/]web[\\/]src[\\/](` +
    [
      String.raw`components[\\/]ui[\\/]([\w-]+-field|field-shell|form-[\w-]+|record-filters|phone-fields|dialing-code-select|send-code-button)\.tsx`,
      String.raw`lib[\\/](validators|countries|member-totp|encrypt-payload|amount|refusal-field)\.ts`,
      String.raw`hooks[\\/](use-dialing-code|use-amount-error|use-form-submit|use-idempotency-key|use-countdown)\.ts`,
    ].join('|') +
    ')$',
);
const LOCALES_DIR = fileURLToPath(new URL('./src/locales', import.meta.url));
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
    reactRouterProduction(),
    zodWithoutJsonSchema(),
    localeTexts(LOCALES_DIR),
    loadScriptsAfterFirstPaint(),
    compileHints(),
    firstScreens(LOCALES_DIR),
    compressAssets(),
  ],
  // The reply-validation worker (src/lib/reply-worker.ts, one file with every domain's schemas) is started as
  // a module worker (`type: 'module'` in lib/reply-validator.ts): its bundle is an ES module like the app's.
  worker: { format: 'es' },
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
        // What the lazy screens share goes into four chunks instead of dozens of small ones (a game list
        // pulled 22): zod whole, with the small contract modules most screens with a form or a record build
        // (the status's, money, the paged-list shape: a few lines each, not worth a request of their own; the
        // replies' schemas are in the reply-validation worker, a bundle of its own); the shared game-list parts;
        // the shared UI kit (components, hooks, lib, TanStack's extras); and the kit's form parts, which only
        // screens with a form load. Each request costs a phone a round trip: bench:web measured /rng going
        // from 60 requests to 41 and its largest paint from 3.20 s to 2.71 s, for about 5 KB more per screen.
        // The other contract schema modules stay one per domain (lib/lazy-schemas loads them as replies come).
        codeSplitting: {
          groups: [
            { name: 'startup', tags: ['$initial'], priority: 10 },
            {
              name: 'zod',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contracts[\\/]src[\\/](paging|system|whitelabel|money)\.ts$/,
              priority: 5,
            },
            {
              name: 'games-kit',
              test: /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]games[\\/]/,
              minShareCount: 2,
              priority: 3,
            },
            {
              name: 'kit',
              test: (id: string) => SHARED_UI.test(id) && !FORM_PARTS.test(id),
              minShareCount: 2,
              priority: 2,
            },
            { name: 'forms', test: FORM_PARTS, minShareCount: 2, priority: 1 },
          ],
        },
      },
      treeshake: {
        manualPureFunctions: pureSchemaBuilders(
          fileURLToPath(new URL('../../packages/contracts/src', import.meta.url)),
        ),
      },
    },
  },
});
