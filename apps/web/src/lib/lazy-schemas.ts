export type TReplySchemas = typeof import('./reply-schemas');

let pending: Promise<TReplySchemas> | undefined;
let loaded: TReplySchemas | undefined;

/**
 * The reply schemas of the start-up requests, loaded once on first use: a request starts its fetch and
 * this load together and validates its reply when both are in, so zod stays out of the start-up bundle.
 */
export function loadReplySchemas(): Promise<TReplySchemas> {
  pending ??= import('./reply-schemas').then((schemas) => (loaded = schemas));
  return pending;
}

/** The reply schemas when they are already loaded (to check a cached copy synchronously), else undefined. */
export function loadedReplySchemas(): TReplySchemas | undefined {
  return loaded;
}

/** Waits for a reply and the schemas, then validates the reply with the schema `pick` chooses. */
export async function parseReply<T>(
  reply: Promise<unknown>,
  pick: (schemas: TReplySchemas) => { parse: (value: unknown) => T },
): Promise<T> {
  const [value, schemas] = await Promise.all([reply, loadReplySchemas()]);
  return pick(schemas).parse(value);
}
