import type { TLocalizedText } from '@platform/contracts/content';
import type { TLanguage } from '@platform/contracts/i18n';
import { minorToDecimal } from '@platform/contracts/money';
import type { TRaffle, TRaffleList, TRaffleWinners } from '@platform/contracts/raffles';
import { sql } from 'drizzle-orm';
import { maskAccount } from '../../vendors/reads';
import type { PromotionsContext } from '../context';
import { admits, entitlement, iso, openRaffles, prizesOf } from './raffle-reads';

/** A credited deposit may earn draws: the member's pages reload the lucky draw and the badges. */
export function createAfterDeposit(ctx: PromotionsContext) {
  return async function afterDeposit(memberId: string): Promise<void> {
    const raffles = await openRaffles(ctx.db, ctx.clock.now());
    if (raffles.some((raffle) => raffle.rule_kind === 'DEPOSIT')) ctx.notify(memberId, 'raffles');
  };
}

/** The member's draws available now, over every open raffle (counted in availablePromoCount). */
export function createClaimableCount(ctx: PromotionsContext) {
  return async function claimableCount(memberId: string): Promise<number> {
    const now = ctx.clock.now();
    const raffles = await openRaffles(ctx.db, now);
    if (raffles.length === 0) return 0;
    const member = await ctx.identity.getMemberById(memberId);
    if (!member) return 0;
    let count = 0;
    for (const raffle of raffles) {
      if (admits(raffle, member.type))
        count += (await entitlement(ctx, ctx.db, raffle, memberId, now)).available;
    }
    return count;
  };
}

/** The open raffles with the member's draws, the prize table and the member's latest draws. */
export function createListRaffles(ctx: PromotionsContext) {
  const db = ctx.db;
  return async function list(
    member: { id: string; type: number } | null,
    lang: TLanguage,
  ): Promise<TRaffleList> {
    const now = ctx.clock.now();
    const raffles = (await openRaffles(db, now)).filter((raffle) => !member || admits(raffle, member.type));
    const prizes = await prizesOf(
      db,
      raffles.map((raffle) => raffle.id),
    );
    const list: TRaffle[] = [];
    for (const raffle of raffles) {
      const mine = member
        ? await entitlement(ctx, db, raffle, member.id, now)
        : { total: 0n, earned: 0, used: 0, usedToday: 0, available: 0 };
      const recent = member
        ? (
            await db.execute<{ id: string; name: TLocalizedText; amount: string; drawn_at: Date | string }>(
              sql`select d.id::text, p.name, d.amount::text, d.drawn_at from promotion_raffle_draws d
                join promotion_raffle_prizes p on p.id = d.prize_id
                where d.raffle_id = ${raffle.id}::uuid and d.member_id = ${member.id}::uuid
                order by d.drawn_at desc, d.id limit 10`,
            )
          ).rows
        : [];
      const table = prizes.filter((prize) => prize.raffle_id === raffle.id && prize.active);
      const inStockWeight = table
        .filter((prize) => prize.stock === null || prize.stock > 0)
        .reduce((sum, prize) => sum + prize.weight, 0);
      list.push({
        id: raffle.id,
        title: ctx.textIn(raffle.title, lang),
        startsAt: iso(raffle.starts_at),
        endsAt: iso(raffle.ends_at),
        rule: {
          kind: raffle.rule_kind,
          per: minorToDecimal(BigInt(raffle.rule_per)),
          dailyCap: raffle.daily_cap,
          totalCap: raffle.total_cap,
        },
        progress: minorToDecimal(mine.total),
        drawsEarned: mine.earned,
        drawsUsed: mine.used,
        drawsAvailable: mine.available,
        prizes: table.map((prize) => ({
          id: prize.id,
          name: ctx.textIn(prize.name, lang),
          amount: minorToDecimal(BigInt(prize.amount)),
          stockLeft: prize.stock,
          chance:
            inStockWeight > 0 && (prize.stock === null || prize.stock > 0)
              ? Math.round((prize.weight / inStockWeight) * 10_000) / 100
              : 0,
          turnoverMultiple: prize.turnover_percent / 100,
        })),
        recentDraws: recent.map((row) => ({
          drawId: row.id,
          prizeName: ctx.textIn(row.name, lang),
          amount: minorToDecimal(BigInt(row.amount)),
          drawnAt: iso(row.drawn_at),
        })),
      });
    }
    return { raffles: list };
  };
}

/** The latest prizes won (amount > 0) in any raffle, accounts masked. */
export function createRaffleWinners(ctx: PromotionsContext) {
  return async function winners(lang: TLanguage, limit = 20): Promise<TRaffleWinners> {
    const { rows } = await ctx.db.execute<{
      member_id: string;
      title: TLocalizedText;
      name: TLocalizedText;
      amount: string;
      drawn_at: Date | string;
    }>(sql`select d.member_id::text, r.title, p.name, d.amount::text, d.drawn_at
      from promotion_raffle_draws d
      join promotion_raffles r on r.id = d.raffle_id
      join promotion_raffle_prizes p on p.id = d.prize_id
      where d.amount > 0 order by d.drawn_at desc, d.id limit ${limit}`);
    const members = await ctx.identity.getMembersByIds([...new Set(rows.map((row) => row.member_id))]);
    const accounts = new Map(members.map((member) => [member.id, member.account]));
    return {
      list: rows.map((row) => ({
        account: maskAccount(accounts.get(row.member_id) ?? '****'),
        raffleTitle: ctx.textIn(row.title, lang),
        prizeName: ctx.textIn(row.name, lang),
        amount: minorToDecimal(BigInt(row.amount)),
        drawnAt: iso(row.drawn_at),
      })),
    };
  };
}
