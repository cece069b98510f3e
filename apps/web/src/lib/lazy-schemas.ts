import { loadOnce } from './load-once';

/**
 * The contract schemas that validate the replies of the start-up requests, one contract module per
 * domain, each loaded on its first use. zod stays out of the start-up bundle, and building the schemas
 * (a few hundred objects) happens domain by domain as the replies come in: one short task each instead
 * of one long task that blocks the page while it becomes interactive.
 */
const SCHEMA_MODULES = {
  bets: () => import('@platform/contracts/bets'),
  content: () => import('@platform/contracts/content'),
  games: () => import('@platform/contracts/games'),
  identity: () => import('@platform/contracts/identity'),
  messaging: () => import('@platform/contracts/messaging'),
  system: () => import('@platform/contracts/system'),
  wallet: () => import('@platform/contracts/wallet'),
};

export type TSchemaDomain = keyof typeof SCHEMA_MODULES;
export type TReplySchemas<D extends TSchemaDomain> = Awaited<ReturnType<(typeof SCHEMA_MODULES)[D]>>;

const loaders = new Map<TSchemaDomain, () => Promise<unknown>>();
const loaded = new Map<TSchemaDomain, unknown>();

/** A domain's schemas, loaded once on first use. */
export function loadReplySchemas<D extends TSchemaDomain>(domain: D): Promise<TReplySchemas<D>> {
  let load = loaders.get(domain);
  if (!load) {
    load = loadOnce(() =>
      SCHEMA_MODULES[domain]().then((schemas) => {
        loaded.set(domain, schemas);
        return schemas;
      }),
    );
    loaders.set(domain, load);
  }
  return load() as Promise<TReplySchemas<D>>;
}

/** A domain's schemas when they are already loaded (to check a cached copy synchronously), else undefined. */
export function loadedReplySchemas<D extends TSchemaDomain>(domain: D): TReplySchemas<D> | undefined {
  return loaded.get(domain) as TReplySchemas<D> | undefined;
}

/** Waits for a reply and its domain's schemas, then validates the reply with the schema `pick` chooses. */
export async function parseReply<T, D extends TSchemaDomain>(
  reply: Promise<unknown>,
  domain: D,
  pick: (schemas: TReplySchemas<D>) => { parse: (value: unknown) => T },
): Promise<T> {
  const [value, schemas] = await Promise.all([reply, loadReplySchemas(domain)]);
  return pick(schemas).parse(value);
}
