import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): the file's functions are compiled eagerly, while streaming. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The shared chunks that every first load evaluates (vite.config's chunk groups), marked as the entry is.
 * Lazy screens are not: a screen runs a part of its code, and compiling all of it would cost a phone's
 * background thread and memory for functions never called.
 */
export const HINTED_CHUNKS = ['zod', 'kit', 'games-kit'] as const;

/**
 * Marks the chunks whose code runs on every first load with V8's explicit compile hint. Without it, V8
 * compiles each function on the page's main thread the first time it is called; with it, the functions
 * are compiled on a background thread while the file streams in. The comment must open the file, so it is
 * prepended once Vite has written its own preamble; the source map moves down one line with it.
 */
export function compileHints(): Plugin {
  return {
    name: 'platform:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          if (!chunk.isEntry && !(HINTED_CHUNKS as readonly string[]).includes(chunk.name)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
