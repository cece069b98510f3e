import { loadOnce } from './load-once';

/**
 * The contract schemas that validate replies, one contract module per domain: the domains lib/reply-validator
 * knows. The reply-validation worker holds them all; the page loads one here, on first use, only when it
 * validates replies itself (no worker). zod stays out of the start-up bundle either way.
 */
const SCHEMA_MODULES = {
  bets: () => import('@platform/contracts/bets'),
  chat: () => import('@platform/contracts/chat'),
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
