// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { zodWithoutJsonSchema } from '../build/zod-without-json-schema';

const zodDir = path.dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const load = zodWithoutJsonSchema().load as unknown as (id: string) => Promise<string | null>;

/** The real module and the web build's stand-in for it, both loaded. */
async function bothOf(file: string) {
  const real = path.join(zodDir, 'v4/core', file);
  const stub = await load(real);
  if (!stub) throw new Error(`no stub for ${file}`);
  return {
    real: (await import(pathToFileURL(real).href)) as Record<string, unknown>,
    stub: (await import(`data:text/javascript,${encodeURIComponent(stub)}`)) as Record<string, unknown>,
  };
}

describe("the web build's zod without its JSON Schema generator (build/zod-without-json-schema.ts)", () => {
  it('stands in for every export of both modules, so an upgrade of zod cannot leave an import unresolved', async () => {
    for (const file of ['json-schema-processors.js', 'to-json-schema.js']) {
      const { real, stub } = await bothOf(file);
      expect(Object.keys(stub).sort(), file).toEqual(Object.keys(real).sort());
    }
  });

  it('lets a schema be built (its method makers return a function) and refuses to generate JSON Schema', async () => {
    const { stub } = await bothOf('to-json-schema.js');
    const makeMethod = stub.createToJSONSchemaMethod as () => () => unknown;
    const toJSONSchema = makeMethod();
    expect(toJSONSchema).toBeTypeOf('function');
    expect(() => toJSONSchema()).toThrow(/not built in the browser/);
    const processors = (await bothOf('json-schema-processors.js')).stub;
    expect(processors.allProcessors).toEqual({});
    expect(() => (processors.stringProcessor as () => unknown)()).toThrow(/not built in the browser/);
  });

  it('leaves the rest of zod alone', async () => {
    expect(await load(path.join(zodDir, 'v4/core/schemas.js'))).toBeNull();
    expect(await load(path.join(zodDir, 'v4/classic/schemas.js'))).toBeNull();
    // The stand-ins are what the classic schemas import: the source still has both imports.
    const classic = readFileSync(path.join(zodDir, 'v4/classic/schemas.js'), 'utf8');
    expect(classic).toContain('from "../core/json-schema-processors.js"');
    expect(classic).toContain('from "../core/to-json-schema.js"');
  });
});
