import { NIUNIU_GAME_CODE, PVP_VENDOR } from '@platform/contracts/pvp';
import { evaluateNiuHand } from '@platform/contracts/pvp-niuniu';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { nameUuid } from '../../../platform/name-uuid';
import type { HandRecord } from '../../vendors/in-house-hands';
import type { PvpContext } from '../context';
import { NIUNIU_NODE_ID } from '../table/store';
import type { TableState } from '../table/state';
import { settleHand } from '../table/transitions';
import { pvpHands } from '../tables';

/**
 * Every hand shown (inside the table's transaction): the result against the banker (`settleNiuNiuHand`),
 * then ONE movement (`pvp:settle:<handId>`): the holds released, each participant's net, the rake to
 * PVP_RAKE, a settled bet record per participant (stake = |gross|, win = stake + net for a winner, else 0;
 * category PVP, round = the hand). The hand's row is SETTLED with its result; the table shows RESULT.
 */
export async function settleHandMoney(
  ctx: PvpContext,
  tx: Db,
  input: TableState,
  now: Date,
  timeZone: string,
): Promise<TableState> {
  const state = settleHand(input, now.getTime(), ctx.timings);
  const hand = state.hand!;
  const records: HandRecord[] = hand.players.map((p) => {
    const { gross, net } = p.result!;
    const stake = gross < 0n ? -gross : gross;
    return {
      memberId: p.memberId,
      transactionUuid: nameUuid(`pvp:${hand.id}:${p.memberId}`),
      gameCode: NIUNIU_GAME_CODE,
      nodeId: NIUNIU_NODE_ID,
      round: hand.id,
      stake,
      win: gross > 0n ? stake + net : 0n,
    };
  });
  await ctx.hands.settle(tx, {
    vendor: PVP_VENDOR,
    key: `pvp:settle:${hand.id}`,
    round: hand.id,
    timeZone,
    releases: hand.players.map((p) => ({ memberId: p.memberId, amount: p.hold })),
    records,
    rake: hand.totalRake ?? 0n,
  });
  const result = {
    bankerSeat: hand.bankerSeat,
    bankerMultiplier: hand.bankerMultiplier,
    rakeBps: hand.rakeBps,
    rake: (hand.totalRake ?? 0n).toString(),
    players: hand.players.map((p) => ({
      memberId: p.memberId,
      seat: p.seat,
      cards: p.cards,
      rank: evaluateNiuHand(p.cards).rank,
      bid: p.bid,
      stake: p.seat === hand.bankerSeat ? null : p.stake,
      gross: p.result!.gross.toString(),
      rake: p.result!.rake.toString(),
      net: p.result!.net.toString(),
    })),
  };
  const updated = await tx
    .update(pvpHands)
    .set({ status: 'SETTLED', result, finishedAt: now })
    .where(and(eq(pvpHands.id, hand.id), eq(pvpHands.status, 'OPEN')))
    .returning({ id: pvpHands.id });
  // Only ever under the table's lock: a hand not OPEN here is a bug; roll everything back.
  if (updated.length !== 1) throw new Error(`pvp: hand ${hand.id} is not OPEN at its settlement`);
  return state;
}
