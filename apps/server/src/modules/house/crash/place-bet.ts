import { HOUSE_LIMITS, type TCrashBetRequest, type TCrashPlay } from '@platform/contracts/house-games';
import type { TLanguage } from '@platform/contracts/i18n';
import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import { sql } from 'drizzle-orm';
import { AppError, isAppError } from '../../../platform/errors';
import { formatMoney } from '../../../platform/money-text';
import { startRound } from '../rounds/play';
import type { StoredRoundState } from '../tables';
import {
  betView,
  bettingRound,
  CRASH_GAME,
  maskPlayer,
  type CrashBetRow,
  type CrashContext,
} from './crash-rounds';

const AND: Record<TLanguage, string> = { es: 'y', en: 'and' };

/** HOUSE_BET_OUT_OF_RANGE with the range written in the member's language ("$ 1,00 y $ 1.000,00"). */
function outOfRange(currency: { code: string; symbol: string; scale: number }) {
  const { minBet, maxBet } = HOUSE_LIMITS.CRASH;
  const min = minorToDecimal(BigInt(minBet), currency.scale);
  const max = minorToDecimal(BigInt(maxBet), currency.scale);
  return new AppError('HOUSE_BET_OUT_OF_RANGE', {
    fields: ['amount'],
    details: { min, max },
    messageFields: (lang) => [
      `${formatMoney(min, currency, lang)} ${AND[lang]} ${formatMoney(max, currency, lang)}`,
    ],
  });
}

/**
 * A bet in the crash round taking bets: one per member and round (the house round's key is
 * `crash:<roundId>`; a second is CRASH_ALREADY_BET), refused once betting closed (CRASH_NOT_BETTING, checked
 * inside the stake's transaction with the round row locked FOR SHARE, so the round cannot start while a bet
 * is being taken). The stake goes through the vendor wallet service (a bet record of vendor TA); the bet
 * rides until its auto cash-out, a cash-out or the crash.
 */
export async function placeCrashBet(
  ctx: CrashContext,
  memberId: string,
  input: Pick<TCrashBetRequest, 'amount' | 'autoCashout'>,
): Promise<TCrashPlay> {
  const { currency } = await ctx.brand();
  let stake: bigint;
  try {
    stake = decimalToMinor(input.amount, currency.scale);
  } catch {
    throw new AppError('HOUSE_BET_INVALID', { fields: ['amount'] });
  }
  if (stake < BigInt(HOUSE_LIMITS.CRASH.minBet) || stake > BigInt(HOUSE_LIMITS.CRASH.maxBet)) {
    throw outOfRange(currency);
  }
  const auto = input.autoCashout == null ? null : Math.round(input.autoCashout * 100);

  const round = await bettingRound(ctx.db);
  if (!round || ctx.clock.now() >= round.bettingEndsAt) throw new AppError('CRASH_NOT_BETTING');
  const requestKey = `crash:${round.id}`;
  const member = await ctx.identity.getMemberById(memberId);
  const player = maskPlayer(member?.account ?? '');

  let play: Awaited<ReturnType<typeof startRound>>;
  try {
    play = await startRound(ctx, {
      memberId,
      gameCode: CRASH_GAME.gameCode,
      kind: 'CRASH',
      requestKey,
      stake,
      seeded: false,
      crashRoundId: round.id,
      play: async (_seed, tx) => {
        const { rows } = await tx.execute<{ status: string; betting_ends_at: string | Date }>(
          sql`select status, betting_ends_at from crash_rounds where id = ${round.id}::bigint for share`,
        );
        const row = rows[0];
        if (!row || row.status !== 'BETTING' || ctx.clock.now() >= new Date(row.betting_ends_at)) {
          throw new AppError('CRASH_NOT_BETTING');
        }
        const state: StoredRoundState = {
          steps: [{ type: 'bet', amount: stake.toString(), autoCashout: auto === null ? null : auto / 100 }],
          game: { auto, player },
        };
        return { state, win: 0n, open: true };
      },
    });
  } catch (error) {
    // The round's key again with another stake (with the same stake it replays, below): a second bet.
    if (isAppError(error) && error.code === 'IDEMPOTENCY_CONFLICT') throw new AppError('CRASH_ALREADY_BET');
    throw error;
  }
  if (play.replayed) throw new AppError('CRASH_ALREADY_BET');

  const bet: CrashBetRow = {
    id: play.round.id,
    memberId,
    player,
    status: 'OPEN',
    stake,
    win: 0n,
    auto,
    cashedOutAt: null,
  };
  ctx.feed.change('bet', round, [bet], currency.scale);
  return {
    roundId: round.id.toString(),
    bet: betView(bet, currency.scale, memberId),
    balance: minorToDecimal(play.balance, currency.scale),
  };
}
