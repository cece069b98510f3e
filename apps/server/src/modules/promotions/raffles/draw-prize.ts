import { randomUUID } from 'node:crypto';
import type { TLocalizedText } from '@platform/contracts/content';
import type { TLanguage } from '@platform/contracts/i18n';
import { minorToDecimal } from '@platform/contracts/money';
import type { TRaffleClaimReply } from '@platform/contracts/raffles';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import type { PromotionsContext } from '../context';
import { drawsAvailable, pickWeighted, type RandomInt } from './pick';
import { admits, entitlement, getRaffle, isOpen, prizesOf, today, type PrizeRow } from './raffle-reads';

const DAY_MS = 86_400_000;

/**
 * Draws once (`MCS2_claimRafflePromotion`): the member-raffle row locked (a member's draws of a raffle
 * run one at a time), the draws left checked, a prize picked by weight among those in stock, its stock
 * taken (`stock - 1 where stock > 0`), the bonus issued (key `raffle:<drawId>`) and the draw recorded,
 * in one transaction.
 */
export function createDrawPrize(ctx: PromotionsContext, random: RandomInt) {
  const db = ctx.db;
  return async function claim(
    member: { id: string; type: number },
    raffleId: string,
    lang: TLanguage,
  ): Promise<TRaffleClaimReply> {
    const now = ctx.clock.now();
    const day = await today(ctx, now);
    const reply = await ctx.ledger.transaction(db, async (tx) => {
      const raffle = await getRaffle(tx, raffleId);
      if (!raffle || !raffle.enabled || !admits(raffle, member.type)) throw new AppError('RAFFLE_NOT_FOUND');
      if (!isOpen(raffle, now)) throw new AppError('PROMOTION_NOT_OPEN');
      await tx.execute(sql`insert into promotion_raffle_entries (raffle_id, member_id, draws_used, updated_at)
        values (${raffleId}::uuid, ${member.id}::uuid, 0, ${now.toISOString()}::timestamptz)
        on conflict (raffle_id, member_id) do nothing`);
      await tx.execute(sql`select draws_used from promotion_raffle_entries
        where raffle_id = ${raffleId}::uuid and member_id = ${member.id}::uuid for update`);
      const before = await entitlement(ctx, tx, raffle, member.id, now);
      if (before.available <= 0) throw new AppError('RAFFLE_NO_DRAWS');

      let candidates = (await prizesOf(tx, [raffleId])).filter(
        (prize) => prize.active && prize.weight > 0 && (prize.stock === null || prize.stock > 0),
      );
      let prize: PrizeRow | null = null;
      while (candidates.length > 0 && !prize) {
        const picked = pickWeighted(candidates, random);
        if (picked.stock === null) {
          prize = picked;
          break;
        }
        const taken = await tx.execute(sql`update promotion_raffle_prizes set stock = stock - 1
          where id = ${picked.id}::uuid and stock > 0 returning id`);
        if (taken.rows.length > 0) prize = picked;
        else candidates = candidates.filter((candidate) => candidate.id !== picked.id);
      }
      if (!prize) throw new AppError('RAFFLE_SOLD_OUT');

      const drawId = randomUUID();
      const amount = BigInt(prize.amount);
      let bonusId: string | null = null;
      if (amount > 0n) {
        const raffleTitle = raffle.title;
        const title: TLocalizedText = {};
        for (const language of new Set([...Object.keys(raffleTitle), ...Object.keys(prize.name)])) {
          const key = language as keyof TLocalizedText;
          title[key] = `${ctx.textIn(raffleTitle, key)}: ${ctx.textIn(prize.name, key)}`;
        }
        const bonus = await ctx.issueBonus(tx, {
          memberId: member.id,
          key: `raffle:${drawId}`,
          source: 'RAFFLE',
          sourceRef: raffle.id,
          title,
          amount,
          turnover: { base: 'BONUS', percent: prize.turnover_percent },
          expiresAt:
            raffle.bonus_valid_days === null
              ? null
              : new Date(now.getTime() + raffle.bonus_valid_days * DAY_MS),
        });
        bonusId = bonus.bonusId;
      }
      await tx.execute(sql`insert into promotion_raffle_draws (id, raffle_id, member_id, prize_id, amount, day,
          bonus_id, drawn_at)
        values (${drawId}::uuid, ${raffleId}::uuid, ${member.id}::uuid, ${prize.id}::uuid, ${String(amount)}::bigint,
          ${day}::date, ${bonusId}::uuid, ${now.toISOString()}::timestamptz)`);
      await tx.execute(sql`update promotion_raffle_entries
        set draws_used = draws_used + 1, updated_at = ${now.toISOString()}::timestamptz
        where raffle_id = ${raffleId}::uuid and member_id = ${member.id}::uuid`);
      return {
        drawId,
        raffleId,
        prize: { id: prize.id, name: ctx.textIn(prize.name, lang), amount: minorToDecimal(amount) },
        won: amount > 0n,
        bonusId,
        drawsAvailable: drawsAvailable({
          total: before.total,
          per: BigInt(raffle.rule_per),
          totalCap: raffle.total_cap,
          dailyCap: raffle.daily_cap,
          used: before.used + 1,
          usedToday: before.usedToday + 1,
        }).available,
      };
    });
    ctx.notify(member.id, 'raffles');
    if (reply.won) ctx.notify(member.id, 'bonuses');
    return reply;
  };
}
