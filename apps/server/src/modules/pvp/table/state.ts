import { PVP_DEFAULT_TIMINGS, type TPvpPhase, type TPvpTimings } from '@platform/contracts/pvp';

/**
 * A table's whole live state, stored as the `state` jsonb of its `pvp_tables` row (money as strings in
 * JSON, bigints here). Every move and every timeout reads it under the row's lock, changes it with a pure
 * transition (transitions.ts) and writes it back with the version + 1.
 */

export type Occupant = {
  seat: number;
  memberId: string;
  /** Masked (`ab***yz`): what the other players see. */
  account: string;
  ready: boolean;
  /** Disconnected since `awaySince` (ms): keeps the seat for awayGraceMs; the hand plays on by defaults. */
  away: boolean;
  awaySince: number | null;
  /** Leaves when the hand ends. */
  leaving: boolean;
};

export type HandResult = { gross: bigint; rake: bigint; net: bigint };

export type HandPlayer = {
  seat: number;
  memberId: string;
  hold: bigint;
  cards: number[];
  bid: number | null;
  stake: number | null;
  shown: boolean;
  result: HandResult | null;
};

export type HandState = {
  id: string;
  number: number;
  serverSeed: string;
  seedHash: string;
  clientSeed: string;
  /** The rake of this hand (the operator's setting when it started). */
  rakeBps: number;
  /** In seat order (the deal's order). */
  players: HandPlayer[];
  bankerSeat: number | null;
  bankerMultiplier: number | null;
  totalRake: bigint | null;
};

export type TableState = {
  tableId: string;
  nodeId: string;
  names: Record<string, string>;
  baseBet: bigint;
  entryBalance: bigint;
  seats: number;
  rakeBps: number;
  phase: TPvpPhase;
  /** When the phase ends (ms since the epoch); null when nothing is waited for. */
  deadline: number | null;
  /** Hands started at this table (the current or last hand's number). */
  handNumber: number;
  /** In seat order. */
  occupants: Occupant[];
  /** The hand being played (BIDDING … RESULT); null otherwise. */
  hand: HandState | null;
};

export const HAND_PHASES: readonly TPvpPhase[] = ['BIDDING', 'STAKING', 'SHOWING', 'RESULT'];
export const inHandPhase = (phase: TPvpPhase) => HAND_PHASES.includes(phase);

export function timingsOf(timings: Partial<TPvpTimings> | undefined): TPvpTimings {
  return { ...PVP_DEFAULT_TIMINGS, ...timings };
}

type Json = Record<string, unknown>;

const big = (value: unknown) => BigInt(value as string);
const resultToJson = (r: HandResult | null) =>
  r && { gross: r.gross.toString(), rake: r.rake.toString(), net: r.net.toString() };
const resultFromJson = (r: unknown): HandResult | null => {
  if (!r) return null;
  const o = r as Json;
  return { gross: big(o.gross), rake: big(o.rake), net: big(o.net) };
};

export function stateToJson(state: TableState): Record<string, unknown> {
  const { hand } = state;
  return {
    ...state,
    baseBet: state.baseBet.toString(),
    entryBalance: state.entryBalance.toString(),
    hand: hand && {
      ...hand,
      totalRake: hand.totalRake?.toString() ?? null,
      players: hand.players.map((p) => ({ ...p, hold: p.hold.toString(), result: resultToJson(p.result) })),
    },
  };
}

export function stateFromJson(json: Record<string, unknown>): TableState {
  const raw = json as unknown as TableState & { hand: (HandState & Json) | null };
  const hand = raw.hand;
  return {
    ...raw,
    baseBet: big(raw.baseBet),
    entryBalance: big(raw.entryBalance),
    occupants: raw.occupants.map((o) => ({ ...o })),
    hand: hand && {
      ...hand,
      totalRake: hand.totalRake == null ? null : big(hand.totalRake),
      players: hand.players.map((p) => ({
        ...p,
        cards: [...p.cards],
        hold: big(p.hold),
        result: resultFromJson(p.result),
      })),
    },
  };
}

/** A deep copy (transitions change their copy; a refusal leaves the caller's state as it was). */
export const cloneState = (state: TableState): TableState => stateFromJson(stateToJson(state));

/** A new table from its room. */
export function newTableState(room: {
  id: string;
  nodeId: string;
  names: Record<string, string>;
  baseBet: bigint;
  minBalance: bigint;
  seats: number;
  rakeBps: number;
}): TableState {
  return {
    tableId: room.id,
    nodeId: room.nodeId,
    names: room.names,
    baseBet: room.baseBet,
    entryBalance: room.minBalance,
    seats: room.seats,
    rakeBps: room.rakeBps,
    phase: 'WAITING',
    deadline: null,
    handNumber: 0,
    occupants: [],
    hand: null,
  };
}
