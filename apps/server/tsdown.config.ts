import { defineConfig } from 'tsdown';

// One ESM bundle per entry in dist/. The workspace contracts are TypeScript sources, so they are bundled
// in; everything from node_modules stays external and is resolved from apps/server/node_modules.
export default defineConfig({
  entry: { main: 'src/main.ts', 'seed-cli': 'src/seed-cli.ts', 'ledger-check': 'src/ledger-check-cli.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  fixedExtension: false,
  clean: true,
  dts: false,
  sourcemap: true,
  deps: { alwaysBundle: [/^@platform\//] },
});
