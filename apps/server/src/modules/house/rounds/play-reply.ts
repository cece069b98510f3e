import type { THousePlay } from '@platform/contracts/house-games';
import { minorToDecimal } from '@platform/contracts/money';
import type { Db } from '../../../platform/database';
import type { RoundRow } from './play';
import { roundViews } from './view';

/** What a bet or a step answers: the round as game recall shows it and the member's balance after. */
export async function playReply(db: Db, round: RoundRow, balance: bigint): Promise<THousePlay> {
  const [view] = await roundViews(db, [round]);
  return { round: view!, balance: minorToDecimal(balance) };
}
