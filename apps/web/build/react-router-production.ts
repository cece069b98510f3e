import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** React Router's production build: the same code with its development warnings switched off. */
export const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * The build takes React Router from its production build. Its package's `exports` name only the
 * development one, whatever the mode (remix-run/react-router#12532, #14102), so the built app would run its
 * development warnings: `console.warn`s, and an Error thrown and caught for each. The dev server and the
 * unit tests keep the development build and its warnings.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'platform:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === 'react-router' ? REACT_ROUTER_PRODUCTION : null;
    },
  };
}
