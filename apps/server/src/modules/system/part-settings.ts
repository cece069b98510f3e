import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/database';
import { recordAudit, type ChangeAuthor } from './service';

/**
 * The operator's settings of one part of a module (a row of its settings table — promotion_settings,
 * loyalty_settings — keyed by the part's name), validated by the part's schema: the defaults until an operator saves them, and the
 * defaults again if what is stored no longer parses. Read on each use: a change shows at once in every
 * process. Saving is audited with the state it replaces.
 */
export function createPartSettings<S extends z.ZodType>(options: {
  db: Db;
  now: () => Date;
  part: string;
  schema: S;
  defaults: z.infer<S>;
  /** The module's settings table (one row per part) and its audit prefix; default promotions'. */
  module?: { table: 'promotion_settings' | 'loyalty_settings' | 'lottery_settings'; name: string };
}) {
  const { db, part, schema, defaults } = options;
  const table = sql.identifier(options.module?.table ?? 'promotion_settings');
  const name = options.module?.name ?? 'promotions';
  const parse = (stored: unknown): z.infer<S> => {
    const parsed = schema.safeParse(stored);
    return parsed.success ? parsed.data : defaults;
  };
  return {
    async get(executor: Db = db): Promise<z.infer<S>> {
      const { rows } = await executor.execute<{ config: unknown }>(
        sql`select config from ${table} where part = ${part}`,
      );
      return rows[0] ? parse(rows[0].config) : defaults;
    },

    async update(next: z.infer<S>, author: ChangeAuthor): Promise<z.infer<S>> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`insert into ${table} (part, config, updated_at)
          values (${part}, ${JSON.stringify(defaults)}::jsonb, ${options.now().toISOString()}::timestamptz)
          on conflict (part) do nothing`);
        const { rows } = await tx.execute<{ config: unknown }>(
          sql`select config from ${table} where part = ${part} for update`,
        );
        const before = parse(rows[0]?.config ?? null);
        await tx.execute(sql`update ${table}
          set config = ${JSON.stringify(next)}::jsonb, updated_at = ${options.now().toISOString()}::timestamptz
          where part = ${part}`);
        await recordAudit(tx, {
          ...author,
          action: `${name}.settings.${part}`,
          target: `${name}-settings:${part}`,
          before,
          after: next,
        });
        return next;
      });
    },
  };
}
export type PartSettings<T> = {
  get(executor?: Db): Promise<T>;
  update(next: T, author: ChangeAuthor): Promise<T>;
};
