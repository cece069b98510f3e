import type { TLanguage } from '@platform/contracts/i18n';
import { minorToDecimal } from '@platform/contracts/money';
import { NIUNIU_GAME_CODE, type TPvpMe, type TPvpSeat, type TPvpTableView } from '@platform/contracts/pvp';
import { evaluateNiuHand, NIUNIU_MAX_STAKE } from '@platform/contracts/pvp-niuniu';
import { inHandPhase, type TableState } from './state';

/** Cards a player sees of their own hand: four while bidding, five from staking on. */
const OWN_CARDS_WHILE_BIDDING = 4;

/**
 * The public view of a table (amounts as decimals of the brand's scale): other players' cards stay hidden
 * until they show (or RESULT); the server seed until RESULT.
 */
export function tableView(
  state: TableState,
  version: number,
  now: Date,
  scale: number,
  lang: TLanguage = 'es',
): TPvpTableView {
  const money = (minor: bigint) => minorToDecimal(minor, scale);
  const hand = inHandPhase(state.phase) ? state.hand : null;
  const result = state.phase === 'RESULT';
  const occupants = state.occupants.map((o): TPvpSeat => {
    const player = hand?.players.find((p) => p.memberId === o.memberId) ?? null;
    const banker = player !== null && player.seat === hand!.bankerSeat;
    const shown = player !== null && (player.shown || result);
    const evaluated = shown ? evaluateNiuHand(player.cards) : null;
    return {
      seat: o.seat,
      account: o.account,
      ready: o.ready,
      away: o.away,
      leaving: o.leaving,
      inHand: player !== null,
      bid: player?.bid ?? null,
      stake: banker ? null : (player?.stake ?? null),
      banker,
      cards: evaluated ? evaluated.arrangement : [],
      rank: evaluated?.rank ?? null,
      multiplier: evaluated?.multiplier ?? null,
      result:
        result && player?.result
          ? {
              gross: money(player.result.gross),
              rake: money(player.result.rake),
              net: money(player.result.net),
            }
          : null,
    };
  });
  return {
    tableId: state.tableId,
    nodeId: state.nodeId,
    gameCode: NIUNIU_GAME_CODE,
    roomName: state.names[lang] ?? state.names.es ?? Object.values(state.names)[0] ?? state.tableId,
    baseBet: money(state.baseBet),
    entryBalance: money(state.entryBalance),
    maxStake: money(state.baseBet * BigInt(NIUNIU_MAX_STAKE)),
    seats: state.seats,
    rakeBps: hand?.rakeBps ?? state.rakeBps,
    phase: state.phase,
    deadline: state.deadline === null ? null : new Date(state.deadline).toISOString(),
    serverTime: now.toISOString(),
    handNumber: state.handNumber,
    handId: hand?.id ?? null,
    seedHash: hand?.seedHash ?? null,
    serverSeed: result ? hand!.serverSeed : null,
    clientSeed: hand?.clientSeed ?? null,
    bankerSeat: hand?.bankerSeat ?? null,
    bankerMultiplier: hand?.bankerMultiplier ?? null,
    occupants,
    version,
  };
}

/** A member's own part: their seat, their cards (four while bidding), their hold. */
export function meOf(state: TableState, memberId: string, scale: number): TPvpMe {
  const seat = state.occupants.find((o) => o.memberId === memberId)?.seat ?? null;
  const hand = inHandPhase(state.phase) ? state.hand : null;
  const player = hand?.players.find((p) => p.memberId === memberId) ?? null;
  if (!player) return { seat, cards: [], hold: null };
  const cards =
    state.phase === 'BIDDING' ? player.cards.slice(0, OWN_CARDS_WHILE_BIDDING) : [...player.cards];
  return { seat, cards, hold: minorToDecimal(player.hold, scale) };
}
