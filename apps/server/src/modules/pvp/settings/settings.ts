import { PVP_DEFAULT_RAKE_BPS, type TPvpSettings } from '@platform/contracts/pvp';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import type { PvpContext } from '../context';
import { pvpSettings } from '../tables';

/** The operator's PVP settings (pvp_settings row 1); the defaults until an operator saves them. */
export async function readPvpSettings(db: Db): Promise<TPvpSettings> {
  const [row] = await db
    .select({ rakeBps: pvpSettings.rakeBps })
    .from(pvpSettings)
    .where(eq(pvpSettings.id, 1));
  return { rakeBps: row?.rakeBps ?? PVP_DEFAULT_RAKE_BPS };
}

/**
 * Saves the settings (validated by the route's schema), audited in the same transaction with the state
 * they replace. A hand already started keeps the rake it started with; the next hand takes the new one.
 */
export async function savePvpSettings(
  ctx: Pick<PvpContext, 'db' | 'clock'>,
  next: TPvpSettings,
  author: ChangeAuthor,
): Promise<TPvpSettings> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await tx
      .insert(pvpSettings)
      .values({ id: 1, rakeBps: PVP_DEFAULT_RAKE_BPS, updatedAt: now })
      .onConflictDoNothing();
    const [locked] = await tx.select().from(pvpSettings).where(eq(pvpSettings.id, 1)).for('update');
    const before: TPvpSettings = { rakeBps: locked!.rakeBps };
    await tx.update(pvpSettings).set({ rakeBps: next.rakeBps, updatedAt: now }).where(eq(pvpSettings.id, 1));
    const after: TPvpSettings = { rakeBps: next.rakeBps };
    await recordAudit(tx, { ...author, action: 'pvp.settings', target: 'pvp-settings', before, after });
    return after;
  });
}
