import {
  CONTRACT_TYPES,
  ZContractSettingsSchema,
  type TContractSettings,
} from '@platform/contracts/agent-contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import { recordAudit, type ChangeAuthor } from '../system/service';
import { contractSettings } from './tables';

/** Every contract type on, paid at once, three days for the other side to answer a termination request. */
export const DEFAULT_CONTRACT_SETTINGS: TContractSettings = {
  enabledTypes: [...CONTRACT_TYPES],
  payoutMode: 'AUTOMATIC',
  terminationNoticeHours: 72,
};

const parse = (stored: unknown): TContractSettings => {
  const parsed = ZContractSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_CONTRACT_SETTINGS;
};

/**
 * The operator's contract settings (one row; defaults until an operator saves them). Read on each use:
 * a change shows at once in every process.
 */
export function createContractSettings(deps: { db: Db; now: () => Date }) {
  return {
    async get(executor: Db = deps.db): Promise<TContractSettings> {
      const [row] = await executor.select({ config: contractSettings.config }).from(contractSettings);
      return parse(row?.config ?? null);
    },

    /** Saves the settings; audited with the state it replaces. */
    async update(settings: TContractSettings, author: ChangeAuthor): Promise<TContractSettings> {
      return deps.db.transaction(async (tx) => {
        await tx
          .insert(contractSettings)
          .values({ id: 1, config: DEFAULT_CONTRACT_SETTINGS })
          .onConflictDoNothing();
        const { rows } = await tx.execute<{ config: unknown }>(
          sql`select config from contract_settings where id = 1 for update`,
        );
        const before = parse(rows[0]?.config ?? null);
        const after: TContractSettings = { ...settings, enabledTypes: [...new Set(settings.enabledTypes)] };
        await tx
          .update(contractSettings)
          .set({ config: after, updatedAt: deps.now() })
          .where(eq(contractSettings.id, 1));
        await recordAudit(tx, {
          ...author,
          action: 'contracts.settings',
          target: 'contract-settings',
          before,
          after,
        });
        return after;
      });
    },
  };
}

export type ContractSettings = ReturnType<typeof createContractSettings>;
