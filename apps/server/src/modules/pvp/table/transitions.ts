import { HouseStream } from '@platform/contracts/house-fairness';
import type { TPvpTimings } from '@platform/contracts/pvp';
import {
  chooseBanker,
  dealNiuNiu,
  maxStakeMultiple,
  NIUNIU_BIDS,
  NIUNIU_STAKES,
  settleNiuNiuHand,
} from '@platform/contracts/pvp-niuniu';
import { AppError } from '../../../platform/errors';
import { nodeHmac } from '../../house/rounds/seeds';
import { cloneState, inHandPhase, type HandState, type Occupant, type TableState } from './state';

/**
 * The table's rules as pure functions of (state, move or deadline, now): no database, no money, no clock.
 * A refusal throws an AppError and changes nothing (each function works on its own copy). Two steps need
 * money and are executed by the caller in the same transaction: `start` (STARTING's countdown is over: the
 * participants' holds, then `beginHand`) and `settle` (every hand shown: `settleHand`, then the settlement's
 * movement).
 */

export type TableMove =
  | { type: 'sit'; memberId: string; account: string; seat?: number | undefined }
  | { type: 'ready'; memberId: string }
  | { type: 'bid'; memberId: string; multiplier: number }
  | { type: 'stake'; memberId: string; multiple: number }
  | { type: 'show'; memberId: string }
  | { type: 'leave'; memberId: string }
  | { type: 'away'; memberId: string }
  | { type: 'back'; memberId: string };

export type TableStep = {
  state: TableState;
  /** False when the move changed nothing (nothing to save or publish). */
  changed: boolean;
  /** Money the caller must move now: the hand's start (holds) or its settlement. */
  needs: 'start' | 'settle' | null;
};

type Timings = Pick<
  TPvpTimings,
  'startingMs' | 'biddingMs' | 'stakingMs' | 'showingMs' | 'resultMs' | 'awayGraceMs'
>;

const occupantOf = (state: TableState, memberId: string) =>
  state.occupants.find((o) => o.memberId === memberId) ?? null;
const playerOf = (hand: HandState | null, memberId: string) =>
  hand?.players.find((p) => p.memberId === memberId) ?? null;

/** Ready and present: who would play if the countdown ended now. */
const readyCount = (state: TableState) => state.occupants.filter((o) => o.ready && !o.away).length;

/** When the first away player's grace ends (their seat is freed then, between hands). */
function awayDeadline(state: TableState, timings: Timings): number | null {
  const ends = state.occupants
    .filter((o) => o.away && o.awaySince !== null)
    .map((o) => o.awaySince! + timings.awayGraceMs);
  return ends.length > 0 ? Math.min(...ends) : null;
}

export function isAwayTooLong(occupant: Occupant, now: number, timings: Timings): boolean {
  return occupant.away && occupant.awaySince !== null && occupant.awaySince + timings.awayGraceMs <= now;
}

/** The stream of a hand after its deal (the banker draw continues it). */
function streamAfterDeal(hand: HandState): HouseStream {
  const stream = new HouseStream(hand.serverSeed, hand.clientSeed, 0, nodeHmac);
  dealNiuNiu(stream, hand.players.length);
  return stream;
}

/** After any change: the phase that follows from the state (a phase ends early once everyone acted). */
function follow(state: TableState, now: number, timings: Timings): 'settle' | null {
  const { hand } = state;
  switch (state.phase) {
    case 'WAITING':
    case 'STARTING': {
      const enough = readyCount(state) >= 2;
      if (state.phase === 'WAITING' && enough) {
        state.phase = 'STARTING';
        state.deadline = now + timings.startingMs;
      } else if (state.phase === 'STARTING' && !enough) {
        state.phase = 'WAITING';
      }
      if (state.phase === 'WAITING') state.deadline = awayDeadline(state, timings);
      return null;
    }
    case 'BIDDING': {
      if (!hand || hand.players.some((p) => p.bid === null)) return null;
      const banker = chooseBanker(
        hand.players.map((p) => ({ seat: p.seat, bid: p.bid! })),
        streamAfterDeal(hand),
      );
      hand.bankerSeat = banker.seat;
      hand.bankerMultiplier = banker.multiplier;
      state.phase = 'STAKING';
      state.deadline = now + timings.stakingMs;
      return follow(state, now, timings);
    }
    case 'STAKING': {
      if (!hand || hand.players.some((p) => p.seat !== hand.bankerSeat && p.stake === null)) return null;
      state.phase = 'SHOWING';
      state.deadline = now + timings.showingMs;
      return follow(state, now, timings);
    }
    case 'SHOWING':
      return hand && hand.players.every((p) => p.shown) ? 'settle' : null;
    case 'RESULT':
      return null;
  }
}

/** The largest stake a player may choose (1 always: it is the default, losses are capped by the hold). */
export function allowedStake(state: TableState, hold: bigint): number {
  return Math.max(1, maxStakeMultiple(hold, state.baseBet, state.hand?.bankerMultiplier ?? 1));
}

function requireSeat(state: TableState, memberId: string): Occupant {
  const occupant = occupantOf(state, memberId);
  if (!occupant) throw new AppError('PVP_NOT_SEATED');
  return occupant;
}

/** A move of a member. Throws the refusal's AppError; a move of a seated member also marks them back. */
export function applyMove(input: TableState, move: TableMove, now: number, timings: Timings): TableStep {
  const state = cloneState(input);
  const unchanged: TableStep = { state: input, changed: false, needs: null };
  const seated = occupantOf(state, move.memberId);
  let changed = false;
  if (seated && seated.away && move.type !== 'away') {
    seated.away = false;
    seated.awaySince = null;
    changed = true;
  }
  const hand = state.hand;
  switch (move.type) {
    case 'sit': {
      if (seated) throw new AppError('PVP_ALREADY_SEATED');
      if (state.occupants.length >= state.seats) throw new AppError('PVP_TABLE_FULL');
      let seat = move.seat;
      if (seat !== undefined) {
        if (seat < 0 || seat >= state.seats) throw new AppError('VALIDATION_FAILED', { fields: ['seat'] });
        if (state.occupants.some((o) => o.seat === seat)) throw new AppError('PVP_SEAT_TAKEN');
      } else {
        seat = 0;
        while (state.occupants.some((o) => o.seat === seat)) seat += 1;
      }
      state.occupants.push({
        seat,
        memberId: move.memberId,
        account: move.account,
        ready: false,
        away: false,
        awaySince: null,
        leaving: false,
      });
      state.occupants.sort((a, b) => a.seat - b.seat);
      changed = true;
      break;
    }
    case 'ready': {
      const occupant = requireSeat(state, move.memberId);
      if (occupant.ready) throw new AppError('PVP_ALREADY_ACTED');
      occupant.ready = true;
      occupant.leaving = false;
      changed = true;
      break;
    }
    case 'bid': {
      if (!(NIUNIU_BIDS as readonly number[]).includes(move.multiplier)) {
        throw new AppError('PVP_BID_NOT_ALLOWED', { fields: ['multiplier'] });
      }
      requireSeat(state, move.memberId);
      const player = playerOf(hand, move.memberId);
      if (state.phase !== 'BIDDING' || !player) throw new AppError('PVP_NOT_YOUR_TURN');
      if (player.bid !== null) throw new AppError('PVP_ALREADY_ACTED');
      player.bid = move.multiplier;
      changed = true;
      break;
    }
    case 'stake': {
      if (!(NIUNIU_STAKES as readonly number[]).includes(move.multiple)) {
        throw new AppError('PVP_STAKE_NOT_ALLOWED', { fields: ['multiple'] });
      }
      requireSeat(state, move.memberId);
      const player = playerOf(hand, move.memberId);
      if (state.phase !== 'STAKING' || !player || player.seat === hand!.bankerSeat) {
        throw new AppError('PVP_NOT_YOUR_TURN');
      }
      if (player.stake !== null) throw new AppError('PVP_ALREADY_ACTED');
      if (move.multiple > allowedStake(state, player.hold)) {
        throw new AppError('PVP_STAKE_ABOVE_BALANCE', { fields: ['multiple'] });
      }
      player.stake = move.multiple;
      changed = true;
      break;
    }
    case 'show': {
      requireSeat(state, move.memberId);
      const player = playerOf(hand, move.memberId);
      if (state.phase !== 'SHOWING' || !player) throw new AppError('PVP_NOT_YOUR_TURN');
      if (player.shown) throw new AppError('PVP_ALREADY_ACTED');
      player.shown = true;
      changed = true;
      break;
    }
    case 'leave': {
      const occupant = requireSeat(state, move.memberId);
      if (inHandPhase(state.phase) && playerOf(hand, move.memberId)) {
        if (!occupant.leaving || occupant.ready) changed = true;
        occupant.leaving = true;
        occupant.ready = false;
      } else {
        state.occupants = state.occupants.filter((o) => o !== occupant);
        changed = true;
      }
      break;
    }
    case 'away': {
      if (!seated || seated.away) return unchanged;
      seated.away = true;
      seated.awaySince = now;
      changed = true;
      break;
    }
    case 'back':
      break;
  }
  if (!changed) return unchanged;
  return { state, changed: true, needs: follow(state, now, timings) };
}

/**
 * The phase's deadline passed: the default actions (bid 0, stake 1×, show), the end of the result's pause
 * (back to WAITING: players who leave, and players away longer than the grace, lose their seats), the seats
 * of players away too long while waiting; STARTING's end needs the holds (`start`).
 */
export function advance(input: TableState, now: number, timings: Timings): TableStep {
  if (input.deadline === null || input.deadline > now) return { state: input, changed: false, needs: null };
  const state = cloneState(input);
  const hand = state.hand;
  switch (state.phase) {
    case 'WAITING':
      state.occupants = state.occupants.filter((o) => !isAwayTooLong(o, now, timings));
      break;
    case 'STARTING':
      if (readyCount(state) >= 2) return { state, changed: true, needs: 'start' };
      break;
    case 'BIDDING':
      for (const p of hand!.players) p.bid ??= 0;
      break;
    case 'STAKING':
      for (const p of hand!.players) {
        if (p.seat !== hand!.bankerSeat) p.stake ??= 1;
      }
      break;
    case 'SHOWING':
      for (const p of hand!.players) p.shown = true;
      break;
    case 'RESULT':
      endHand(state, now, timings);
      break;
  }
  return { state, changed: true, needs: follow(state, now, timings) };
}

/** RESULT → WAITING. */
function endHand(state: TableState, now: number, timings: Timings) {
  state.occupants = state.occupants.filter((o) => !o.leaving && !isAwayTooLong(o, now, timings));
  state.hand = null;
  state.phase = 'WAITING';
  state.deadline = null;
}

export type HandStart = {
  id: string;
  serverSeed: string;
  seedHash: string;
  rakeBps: number;
  /** Seat order. */
  participants: ReadonlyArray<{ memberId: string; hold: bigint }>;
};

/** The holds were taken: the hand is dealt (five cards each, seat order) and BIDDING starts. */
export function beginHand(input: TableState, start: HandStart, now: number, timings: Timings): TableState {
  const state = cloneState(input);
  const number = state.handNumber + 1;
  const clientSeed = `${state.tableId}:${number}`;
  const bySeat = state.occupants.filter((o) => start.participants.some((p) => p.memberId === o.memberId));
  const cards = dealNiuNiu(new HouseStream(start.serverSeed, clientSeed, 0, nodeHmac), bySeat.length);
  state.hand = {
    id: start.id,
    number,
    serverSeed: start.serverSeed,
    seedHash: start.seedHash,
    clientSeed,
    rakeBps: start.rakeBps,
    players: bySeat.map((o, i) => ({
      seat: o.seat,
      memberId: o.memberId,
      hold: start.participants.find((p) => p.memberId === o.memberId)!.hold,
      cards: cards[i]!,
      bid: null,
      stake: null,
      shown: false,
      result: null,
    })),
    bankerSeat: null,
    bankerMultiplier: null,
    totalRake: null,
  };
  for (const o of bySeat) o.ready = false;
  state.handNumber = number;
  state.rakeBps = start.rakeBps;
  state.phase = 'BIDDING';
  state.deadline = now + timings.biddingMs;
  return state;
}

/** STARTING ends without a hand (fewer than two could play): back to WAITING. */
export function skipHand(
  input: TableState,
  unready: readonly string[],
  now: number,
  timings: Timings,
): TableState {
  const state = cloneState(input);
  for (const o of state.occupants) if (unready.includes(o.memberId)) o.ready = false;
  state.phase = 'WAITING';
  state.deadline = awayDeadline(state, timings);
  follow(state, now, timings);
  return state;
}

/** Every hand shown: the hand's result against the banker (pure), RESULT until resultMs. */
export function settleHand(input: TableState, now: number, timings: Timings): TableState {
  const state = cloneState(input);
  const hand = state.hand!;
  const settlement = settleNiuNiuHand({
    baseBet: state.baseBet,
    bankerSeat: hand.bankerSeat!,
    bankerMultiplier: hand.bankerMultiplier!,
    rakeBps: hand.rakeBps,
    players: hand.players.map((p) => ({ seat: p.seat, hold: p.hold, stake: p.stake ?? 0, cards: p.cards })),
  });
  for (const [i, p] of hand.players.entries()) {
    const r = settlement.players[i]!;
    p.result = { gross: r.gross, rake: r.rake, net: r.net };
    p.shown = true;
  }
  hand.totalRake = settlement.rake;
  state.phase = 'RESULT';
  state.deadline = now + timings.resultMs;
  return state;
}

/** A hand voided (the crash recovery refunded its holds): WAITING, players seated and not ready. */
export function voidHand(input: TableState, timings: Timings): TableState {
  const state = cloneState(input);
  state.hand = null;
  state.phase = 'WAITING';
  state.occupants = state.occupants.filter((o) => !o.leaving);
  for (const o of state.occupants) o.ready = false;
  state.deadline = awayDeadline(state, timings);
  return state;
}
