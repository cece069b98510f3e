import { ZWalletSettingsSchema, type TWalletSettings } from '@platform/contracts/wallet';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createCache } from '../../platform/cache';
import type { Db } from '../../platform/database';
import { parseInput } from '../../platform/validation';
import { recordAudit, type ChangeAuthor } from '../system/service';
import { DEFAULT_WALLET_SETTINGS } from './settings.default';
import { walletSettings } from './tables';

const ROW = 1;

async function findStored(db: Db, lock = false): Promise<unknown> {
  const query = db
    .select({ config: walletSettings.config })
    .from(walletSettings)
    .where(eq(walletSettings.id, ROW));
  const [row] = lock ? await query.for('update') : await query;
  return row?.config ?? null;
}

export async function insertWalletSettingsIfAbsent(db: Db, config: TWalletSettings): Promise<void> {
  await db.insert(walletSettings).values({ id: ROW, config }).onConflictDoNothing();
}

export type WalletSettingsDeps = { db: Db; log: Pick<FastifyBaseLogger, 'error'>; cacheTtlMs?: number };

/** The wallet settings row, cached per process for a moment like the brand (see system/service.ts). */
export function createWalletSettings({ db, log, cacheTtlMs = 2_000 }: WalletSettingsDeps) {
  const parseStored = (stored: unknown): TWalletSettings => {
    if (stored === null || stored === undefined) return DEFAULT_WALLET_SETTINGS;
    const parsed = ZWalletSettingsSchema.safeParse(stored);
    if (parsed.success) return parsed.data;
    log.error({ err: parsed.error }, 'stored wallet settings are invalid; using the defaults');
    return DEFAULT_WALLET_SETTINGS;
  };
  const cache = createCache(async () => parseStored(await findStored(db)), cacheTtlMs);

  return {
    get: () => cache.get(),
    /** The settings read with a given executor (inside a transaction; no cache). */
    read: async (executor: Db) => parseStored(await findStored(executor)),
    invalidate: () => cache.invalidate(),
    getForOperator: async () => parseStored(await findStored(db)),
    async change(input: unknown, author: ChangeAuthor): Promise<TWalletSettings> {
      const settings = parseInput(ZWalletSettingsSchema, input);
      await db.transaction(async (tx) => {
        const before = await findStored(tx, true);
        await tx
          .insert(walletSettings)
          .values({ id: ROW, config: settings })
          .onConflictDoUpdate({
            target: walletSettings.id,
            set: { config: settings, updatedAt: new Date() },
          });
        await recordAudit(tx, {
          ...author,
          action: 'wallet.settings.update',
          target: 'wallet_settings',
          before,
          after: settings,
        });
      });
      cache.invalidate();
      return settings;
    },
  };
}

export type WalletSettings = ReturnType<typeof createWalletSettings>;
