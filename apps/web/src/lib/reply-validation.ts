import type { TSchemaDomain } from './lazy-schemas';

/** Where a reply's schema sits in its domain's contract module: `['ZHotGamesReplySchema', 'shape', 'value']`. */
export type TSchemaPath = readonly string[];

export type TReplyValidation = { ok: true; data: unknown } | { ok: false; message: string };

type TSchema = { safeParse: (value: unknown) => { success: boolean; data?: unknown; error?: Error } };

/**
 * The path a schema picker walks (`(schemas) => schemas.ZBannersReplySchema.shape.value`), read by running
 * it on a stand-in that records each property it is asked for. Pickers only read properties: one that calls
 * a method (builds a schema of its own) cannot be replayed elsewhere and throws here.
 */
export function schemaPathOf(pick: (schemas: never) => unknown): TSchemaPath {
  const path: string[] = [];
  const recorder: object = new Proxy(
    {},
    {
      get(_target, key) {
        if (typeof key !== 'string') throw new TypeError('a schema picker reads named properties only');
        path.push(key);
        return recorder;
      },
    },
  );
  pick(recorder as never);
  return path;
}

function schemaAt(schemas: unknown, path: TSchemaPath): TSchema | undefined {
  let node: unknown = schemas;
  for (const key of path) {
    if ((typeof node !== 'object' && typeof node !== 'function') || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const schema = node as Partial<TSchema> | undefined;
  return typeof schema?.safeParse === 'function' ? (schema as TSchema) : undefined;
}

/**
 * Validates a reply with the schema at `path` in its domain's contract module: what the reply-validation
 * worker runs for the page, and what the page runs itself where there is no worker.
 */
export function checkReply(
  schemas: unknown,
  domain: TSchemaDomain,
  path: TSchemaPath,
  value: unknown,
): TReplyValidation {
  const schema = schemaAt(schemas, path);
  if (!schema) return { ok: false, message: `no reply schema at ${domain}.${path.join('.')}` };
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, message: result.error?.message ?? 'invalid reply' };
}
