type TZodGlobalConfig = { jitless?: boolean };

/**
 * For pages under a Content-Security-Policy without `'unsafe-eval'` (the web app): zod validates without
 * generating code, and never probes `new Function`, a probe the browser reports as a violation even
 * though zod catches its error. Call before the first parse.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig` (created when zod loads, adopted when it
 * already exists), so this works before or after zod is loaded without importing it: `z.config` would
 * bring zod's code generator into the start-up bundle (about 4 KB gzipped).
 */
export function disableZodCodegen(): void {
  const holder = globalThis as typeof globalThis & { __zod_globalConfig?: TZodGlobalConfig };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
