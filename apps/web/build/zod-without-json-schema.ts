import type { Plugin } from 'vite';

/**
 * zod's JSON Schema generator: every classic schema holds a `toJSONSchema` method and a processor for its
 * type, so the generator rides along in every bundle that builds a schema — about a quarter of the zod
 * chunk each screen waits for (`bench:web`). The browser only parses replies; JSON Schema is the server's
 * (its OpenAPI document at /docs). The web build replaces the two modules with stubs that export the same
 * names: building a schema still works, asking one for JSON Schema throws.
 */
export const ZOD_JSON_SCHEMA_MODULE =
  /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

const UNAVAILABLE =
  'zod: JSON Schema is not built in the browser (apps/web/build/zod-without-json-schema.ts)';

/** The names a module exports (`export const|function|class|let|var NAME`, `export { a, b as c }`). */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/^export\s+(?:const|let|var|function\*?|class)\s+([\w$]+)/gm)) {
    if (match[1]) names.add(match[1]);
  }
  for (const match of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  if (/^export\s+(\*|default)/m.test(source))
    throw new Error(`${UNAVAILABLE}: an export the stub cannot mirror`);
  return [...names];
}

/**
 * A stub of the module: the method makers (`create…Method`) return a function that throws, so that a schema
 * can be built; every other export throws when called. `allProcessors` is an empty table.
 */
export function stubModule(source: string): string {
  const lines = [`const unavailable = () => { throw new Error(${JSON.stringify(UNAVAILABLE)}); };`];
  for (const name of exportedNames(source)) {
    if (name === 'allProcessors') lines.push(`export const ${name} = {};`);
    else if (/^create\w*Method$/.test(name)) lines.push(`export const ${name} = () => unavailable;`);
    else lines.push(`export const ${name} = unavailable;`);
  }
  return lines.join('\n');
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'platform:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!ZOD_JSON_SCHEMA_MODULE.test(id)) return null;
      const { readFile } = await import('node:fs/promises');
      return stubModule(await readFile(id, 'utf8'));
    },
  };
}
