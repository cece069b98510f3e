import { ZAgentSettingsSchema, type TAgentSettings } from '@platform/contracts/agents';
import type { Db } from '../../platform/database';
import { recordAudit, type ChangeAuthor } from '../system/service';
import * as repository from './repository';

/** Players and second-tier agents, as the register centre of spec §2 offers by default. */
export const DEFAULT_AGENT_SETTINGS: TAgentSettings = { creatableTypes: [0, 2] };

/**
 * The operator's agent settings (one row; defaults until an operator saves them). Read on each use: the
 * register centre is rare, and a change shows at once in every process.
 */
export function createAgentSettings(deps: { db: Db; now: () => Date }) {
  const parse = (stored: unknown): TAgentSettings => {
    const parsed = ZAgentSettingsSchema.safeParse(stored);
    return parsed.success ? parsed.data : DEFAULT_AGENT_SETTINGS;
  };

  return {
    get: async (): Promise<TAgentSettings> => parse(await repository.readSettings(deps.db)),

    /** Saves the settings; audited with the state it replaces. */
    async update(settings: TAgentSettings, author: ChangeAuthor): Promise<TAgentSettings> {
      return deps.db.transaction(async (tx) => {
        const before = parse(await repository.lockSettings(tx, DEFAULT_AGENT_SETTINGS));
        await repository.writeSettings(tx, settings, deps.now());
        await recordAudit(tx, {
          ...author,
          action: 'agents.settings',
          target: 'agent-settings',
          before,
          after: settings,
        });
        return settings;
      });
    },
  };
}

export type AgentSettings = ReturnType<typeof createAgentSettings>;
