import { randomUUID } from 'node:crypto';
import { PVP_VENDOR } from '@platform/contracts/pvp';
import { holdFor } from '@platform/contracts/pvp-niuniu';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { newServerSeed } from '../../house/rounds/seeds';
import { pvpRooms } from '../../vendors/tables';
import type { PvpContext } from '../context';
import { cloneState, type TableState } from '../table/state';
import { beginHand, skipHand } from '../table/transitions';
import { pvpHands } from '../tables';
import { readRakeBps } from './rake';

/**
 * STARTING's countdown is over (inside the table's transaction): the players ready and present whose
 * spendable balance (balance − held) reaches the entry balance play; the others sit out (not ready). Fewer
 * than two: back to WAITING. Else the room's current base bet and entry balance and the operator's rake are
 * taken for the hand, each participant's hold (`holdFor`) is held in one movement (`pvp:hold:<handId>`), the
 * hand is recorded OPEN with a new server seed and dealt (BIDDING).
 */
export async function startHand(ctx: PvpContext, tx: Db, input: TableState, now: Date): Promise<TableState> {
  let state = cloneState(input);
  const [room] = await tx.select().from(pvpRooms).where(eq(pvpRooms.id, state.tableId));
  if (room) {
    state.baseBet = room.baseBet;
    state.entryBalance = room.minBalance;
    state.names = room.names;
  }
  const candidates = state.occupants.filter((o) => o.ready && !o.away);
  const players: Array<{ memberId: string; hold: bigint }> = [];
  const sitOut: string[] = [];
  for (const o of candidates) {
    const { balance, held } = await ctx.ledger.mainBalance(tx, o.memberId);
    const spendable = balance - held;
    if (spendable > 0n && spendable >= state.entryBalance) {
      players.push({ memberId: o.memberId, hold: holdFor(spendable, state.baseBet, state.seats) });
    } else {
      sitOut.push(o.memberId);
    }
  }
  const t = now.getTime();
  if (players.length < 2) return skipHand(state, sitOut, t, ctx.timings);

  const id = randomUUID();
  const { serverSeed, serverSeedHash } = newServerSeed();
  const rakeBps = await readRakeBps(tx);
  await ctx.hands.hold(tx, {
    vendor: PVP_VENDOR,
    key: `pvp:hold:${id}`,
    round: id,
    holds: players.map((p) => ({ memberId: p.memberId, amount: p.hold })),
  });
  state = beginHand(
    state,
    { id, serverSeed, seedHash: serverSeedHash, rakeBps, participants: players },
    t,
    ctx.timings,
  );
  for (const o of state.occupants) if (sitOut.includes(o.memberId)) o.ready = false;
  const hand = state.hand!;
  await tx.insert(pvpHands).values({
    id,
    tableId: state.tableId,
    number: hand.number,
    status: 'OPEN',
    serverSeed,
    seedHash: serverSeedHash,
    clientSeed: hand.clientSeed,
    participants: hand.players.map((p) => ({ memberId: p.memberId, seat: p.seat, hold: p.hold.toString() })),
    startedAt: now,
  });
  return state;
}
