import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An agent's private note about a member of its team (team management). Ids only: members belong to
 * identity, and no foreign key crosses modules.
 */
export const agentRemarks = pgTable(
  'agent_remarks',
  {
    agentId: uuid('agent_id').notNull(),
    memberId: uuid('member_id').notNull(),
    remark: text('remark').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.memberId] })],
);

/** The agent settings of the brand: one row (id 1), validated by ZAgentSettingsSchema. */
export const agentSettings = pgTable(
  'agent_settings',
  {
    id: smallint('id').primaryKey().default(1),
    config: jsonb('config').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [check('agent_settings_single_row', sql`${table.id} = 1`)],
);
