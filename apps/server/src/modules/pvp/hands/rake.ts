import { PVP_DEFAULT_RAKE_BPS } from '@platform/contracts/pvp';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { pvpSettings } from '../tables';

/** The operator's rake (pvp_settings row 1), PVP_DEFAULT_RAKE_BPS until an operator sets it. */
export async function readRakeBps(tx: Db): Promise<number> {
  const [row] = await tx
    .select({ rakeBps: pvpSettings.rakeBps })
    .from(pvpSettings)
    .where(eq(pvpSettings.id, 1));
  return row?.rakeBps ?? PVP_DEFAULT_RAKE_BPS;
}
