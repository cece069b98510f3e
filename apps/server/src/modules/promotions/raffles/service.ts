import { randomUUID } from 'node:crypto';
import type { TLocalizedText } from '@platform/contracts/content';
import type { TLanguage } from '@platform/contracts/i18n';
import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import type {
  TOperatorRaffle,
  TOperatorRaffleInput,
  TRaffle,
  TRaffleClaimReply,
  TRaffleList,
  TRaffleRuleKind,
  TRaffleWinners,
} from '@platform/contracts/raffles';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import { dateIn } from '../../../platform/zoned-time';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import { maskAccount } from '../../vendors/reads';
import type { PromotionsContext } from '../context';
import { cryptoRandomInt, drawsAvailable, pickWeighted, type RandomInt } from './pick';

const DAY_MS = 86_400_000;

type RaffleRow = {
  id: string;
  title: TLocalizedText;
  starts_at: Date | string;
  ends_at: Date | string;
  enabled: boolean;
  member_types: number[] | null;
  rule_kind: TRaffleRuleKind;
  rule_per: string;
  daily_cap: number | null;
  total_cap: number | null;
  bonus_valid_days: number | null;
  created_at: Date | string;
  updated_at: Date | string;
};

type PrizeRow = {
  id: string;
  raffle_id: string;
  name: TLocalizedText;
  amount: string;
  weight: number;
  stock: number | null;
  turnover_percent: number;
  active: boolean;
  drawn: string | number;
};

const RAFFLE_COLUMNS = sql`id::text, title, starts_at, ends_at, enabled, member_types, rule_kind, rule_per::text,
  daily_cap, total_cap, bonus_valid_days, created_at, updated_at`;

const iso = (value: Date | string) => new Date(value).toISOString();
const percent = (multiple: number) => Math.round(multiple * 100);

export type Entitlement = {
  total: bigint;
  earned: number;
  used: number;
  usedToday: number;
  available: number;
};

export function createRafflesService(ctx: PromotionsContext, random: RandomInt = cryptoRandomInt) {
  const db = ctx.db;

  const today = async (now: Date) => dateIn((await ctx.brand()).timeZone, now);

  async function prizesOf(executor: Db, raffleIds: string[]): Promise<PrizeRow[]> {
    if (raffleIds.length === 0) return [];
    const ids = sql.join(
      raffleIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const { rows } = await executor.execute<PrizeRow>(sql`select p.id::text, p.raffle_id::text, p.name,
        p.amount::text, p.weight, p.stock, p.turnover_percent, p.active,
        (select count(*) from promotion_raffle_draws d where d.prize_id = p.id) as drawn
      from promotion_raffle_prizes p where p.raffle_id in (${ids}) order by p.active desc, p.sort, p.id`);
    return rows;
  }

  /** What the member deposited (credited) or bet (settled valid bet) in the raffle's window so far. */
  async function progressOf(executor: Db, raffle: RaffleRow, memberId: string, now: Date): Promise<bigint> {
    const from = iso(raffle.starts_at);
    const to = new Date(Math.min(new Date(raffle.ends_at).getTime(), now.getTime() + 1)).toISOString();
    const { rows } =
      raffle.rule_kind === 'DEPOSIT'
        ? await executor.execute<{ total: string | null }>(sql`select sum(amount)::text as total
            from deposit_orders where member_id = ${memberId}::uuid and status = 'CREDITED'
              and updated_at >= ${from}::timestamptz and updated_at < ${to}::timestamptz`)
        : await executor.execute<{ total: string | null }>(sql`select sum(valid_bet)::text as total
            from bet_records where member_id = ${memberId}::uuid and status = 'SETTLED'
              and settled_at >= ${from}::timestamptz and settled_at < ${to}::timestamptz`);
    return BigInt(rows[0]?.total ?? 0);
  }

  async function entitlement(
    executor: Db,
    raffle: RaffleRow,
    memberId: string,
    now: Date,
  ): Promise<Entitlement> {
    const day = await today(now);
    const total = await progressOf(executor, raffle, memberId, now);
    const usage = await executor.execute<{ used: string | number; used_today: string | number }>(sql`select
        count(*) as used, count(*) filter (where day = ${day}::date) as used_today
      from promotion_raffle_draws where raffle_id = ${raffle.id}::uuid and member_id = ${memberId}::uuid`);
    const used = Number(usage.rows[0]?.used ?? 0);
    const usedToday = Number(usage.rows[0]?.used_today ?? 0);
    const { earned, available } = drawsAvailable({
      total,
      per: BigInt(raffle.rule_per),
      totalCap: raffle.total_cap,
      dailyCap: raffle.daily_cap,
      used,
      usedToday,
    });
    return { total, earned, used, usedToday, available };
  }

  const isOpen = (raffle: RaffleRow, now: Date) =>
    raffle.enabled &&
    new Date(raffle.starts_at).getTime() <= now.getTime() &&
    now.getTime() < new Date(raffle.ends_at).getTime();

  const admits = (raffle: RaffleRow, memberType: number) =>
    raffle.member_types === null || raffle.member_types.includes(memberType);

  async function openRaffles(now: Date): Promise<RaffleRow[]> {
    const { rows } = await db.execute<RaffleRow>(sql`select ${RAFFLE_COLUMNS} from promotion_raffles
      where enabled and starts_at <= ${now.toISOString()}::timestamptz and ends_at > ${now.toISOString()}::timestamptz
      order by ends_at, id`);
    return rows;
  }

  function toOperator(raffle: RaffleRow, prizes: PrizeRow[]): TOperatorRaffle {
    return {
      id: raffle.id,
      title: raffle.title as Record<string, string>,
      startsAt: iso(raffle.starts_at),
      endsAt: iso(raffle.ends_at),
      enabled: raffle.enabled,
      memberTypes: raffle.member_types,
      rule: {
        kind: raffle.rule_kind,
        per: minorToDecimal(BigInt(raffle.rule_per)),
        dailyCap: raffle.daily_cap,
        totalCap: raffle.total_cap,
      },
      bonusValidDays: raffle.bonus_valid_days,
      prizes: prizes
        .filter((prize) => prize.raffle_id === raffle.id)
        .map((prize) => ({
          id: prize.id,
          name: prize.name as Record<string, string>,
          amount: minorToDecimal(BigInt(prize.amount)),
          weight: prize.weight,
          stock: prize.stock,
          turnoverMultiple: prize.turnover_percent / 100,
          active: prize.active,
          drawn: Number(prize.drawn),
        })),
      createdAt: iso(raffle.created_at),
      updatedAt: iso(raffle.updated_at),
    };
  }

  async function getRaffle(executor: Db, raffleId: string): Promise<RaffleRow | null> {
    const { rows } = await executor.execute<RaffleRow>(
      sql`select ${RAFFLE_COLUMNS} from promotion_raffles where id = ${raffleId}::uuid`,
    );
    return rows[0] ?? null;
  }

  async function operatorRaffle(raffleId: string): Promise<TOperatorRaffle> {
    const raffle = await getRaffle(db, raffleId);
    if (!raffle) throw new AppError('RAFFLE_NOT_FOUND');
    return toOperator(raffle, await prizesOf(db, [raffle.id]));
  }

  async function writePrizes(tx: Db, raffleId: string, prizes: TOperatorRaffleInput['prizes']) {
    const existing = new Set((await prizesOf(tx, [raffleId])).map((prize) => prize.id));
    const kept: string[] = [];
    for (const [sort, prize] of prizes.entries()) {
      const values = {
        name: JSON.stringify(prize.name),
        amount: String(decimalToMinor(prize.amount)),
        percent: percent(prize.turnoverMultiple),
      };
      if (prize.id) {
        if (!existing.has(prize.id))
          throw new AppError('VALIDATION_FAILED', { fields: [`prizes.${sort}.id`] });
        kept.push(prize.id);
        await tx.execute(sql`update promotion_raffle_prizes set name = ${values.name}::jsonb,
            amount = ${values.amount}::bigint, weight = ${prize.weight}, stock = ${prize.stock},
            turnover_percent = ${values.percent}, sort = ${sort}, active = true
          where id = ${prize.id}::uuid and raffle_id = ${raffleId}::uuid`);
      } else {
        await tx.execute(sql`insert into promotion_raffle_prizes (raffle_id, name, amount, weight, stock,
            turnover_percent, sort, active)
          values (${raffleId}::uuid, ${values.name}::jsonb, ${values.amount}::bigint, ${prize.weight},
            ${prize.stock}, ${values.percent}, ${sort}, true)`);
      }
    }
    for (const id of existing) {
      if (!kept.includes(id)) {
        await tx.execute(sql`update promotion_raffle_prizes set active = false where id = ${id}::uuid`);
      }
    }
  }

  const raffleValues = (input: TOperatorRaffleInput) => ({
    title: JSON.stringify(input.title),
    memberTypes: input.memberTypes === null ? null : JSON.stringify(input.memberTypes),
    per: String(decimalToMinor(input.rule.per)),
  });

  return {
    /** A credited deposit may earn draws: the member's pages reload the lucky draw and the badges. */
    async afterDeposit(memberId: string): Promise<void> {
      const raffles = await openRaffles(ctx.clock.now());
      if (raffles.some((raffle) => raffle.rule_kind === 'DEPOSIT')) ctx.notify(memberId, 'raffles');
    },

    /** The member's draws available now, over every open raffle (counted in availablePromoCount). */
    async claimableCount(memberId: string): Promise<number> {
      const now = ctx.clock.now();
      const raffles = await openRaffles(now);
      if (raffles.length === 0) return 0;
      const member = await ctx.identity.getMemberById(memberId);
      if (!member) return 0;
      let count = 0;
      for (const raffle of raffles) {
        if (admits(raffle, member.type)) count += (await entitlement(db, raffle, memberId, now)).available;
      }
      return count;
    },

    /** The open raffles with the member's draws, the prize table and the member's latest draws. */
    async list(member: { id: string; type: number } | null, lang: TLanguage): Promise<TRaffleList> {
      const now = ctx.clock.now();
      const raffles = (await openRaffles(now)).filter((raffle) => !member || admits(raffle, member.type));
      const prizes = await prizesOf(
        db,
        raffles.map((raffle) => raffle.id),
      );
      const list: TRaffle[] = [];
      for (const raffle of raffles) {
        const mine = member
          ? await entitlement(db, raffle, member.id, now)
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
    },

    /** The latest prizes won (amount > 0) in any raffle, accounts masked. */
    async winners(lang: TLanguage, limit = 20): Promise<TRaffleWinners> {
      const { rows } = await db.execute<{
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
    },

    /**
     * Draws once (`MCS2_claimRafflePromotion`): the member-raffle row locked (a member's draws of a raffle
     * run one at a time), the draws left checked, a prize picked by weight among those in stock, its stock
     * taken (`stock - 1 where stock > 0`), the bonus issued (key `raffle:<drawId>`) and the draw recorded,
     * in one transaction.
     */
    async claim(
      member: { id: string; type: number },
      raffleId: string,
      lang: TLanguage,
    ): Promise<TRaffleClaimReply> {
      const now = ctx.clock.now();
      const day = await today(now);
      const reply = await ctx.ledger.transaction(db, async (tx) => {
        const raffle = await getRaffle(tx, raffleId);
        if (!raffle || !raffle.enabled || !admits(raffle, member.type))
          throw new AppError('RAFFLE_NOT_FOUND');
        if (!isOpen(raffle, now)) throw new AppError('PROMOTION_NOT_OPEN');
        await tx.execute(sql`insert into promotion_raffle_entries (raffle_id, member_id, draws_used, updated_at)
          values (${raffleId}::uuid, ${member.id}::uuid, 0, ${now.toISOString()}::timestamptz)
          on conflict (raffle_id, member_id) do nothing`);
        await tx.execute(sql`select draws_used from promotion_raffle_entries
          where raffle_id = ${raffleId}::uuid and member_id = ${member.id}::uuid for update`);
        const before = await entitlement(tx, raffle, member.id, now);
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
    },

    // ----- operator -----

    async adminList(): Promise<{ list: TOperatorRaffle[] }> {
      const { rows } = await db.execute<RaffleRow>(
        sql`select ${RAFFLE_COLUMNS} from promotion_raffles order by starts_at desc, id`,
      );
      const prizes = await prizesOf(
        db,
        rows.map((row) => row.id),
      );
      return { list: rows.map((row) => toOperator(row, prizes)) };
    },

    adminGet: operatorRaffle,

    async create(input: TOperatorRaffleInput, author: ChangeAuthor): Promise<TOperatorRaffle> {
      const now = ctx.clock.now().toISOString();
      const values = raffleValues(input);
      const id = await db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ id: string }>(sql`insert into promotion_raffles (title, starts_at,
            ends_at, enabled, member_types, rule_kind, rule_per, daily_cap, total_cap, bonus_valid_days, created_at,
            updated_at)
          values (${values.title}::jsonb, ${input.startsAt}::timestamptz, ${input.endsAt}::timestamptz,
            ${input.enabled}, ${values.memberTypes}::jsonb, ${input.rule.kind}, ${values.per}::bigint,
            ${input.rule.dailyCap}, ${input.rule.totalCap}, ${input.bonusValidDays}, ${now}::timestamptz,
            ${now}::timestamptz)
          returning id::text as id`);
        const raffleId = rows[0]!.id;
        for (const prize of input.prizes) {
          if (prize.id) throw new AppError('VALIDATION_FAILED', { fields: ['prizes.id'] });
        }
        await writePrizes(tx, raffleId, input.prizes);
        await recordAudit(tx, {
          actor: author.actor,
          action: 'promotions.raffle.create',
          target: `raffle:${raffleId}`,
          before: null,
          after: input,
          requestId: author.requestId,
        });
        return raffleId;
      });
      return operatorRaffle(id);
    },

    async update(
      raffleId: string,
      input: TOperatorRaffleInput,
      author: ChangeAuthor,
    ): Promise<TOperatorRaffle> {
      const before = await operatorRaffle(raffleId);
      const values = raffleValues(input);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update promotion_raffles set title = ${values.title}::jsonb,
            starts_at = ${input.startsAt}::timestamptz, ends_at = ${input.endsAt}::timestamptz,
            enabled = ${input.enabled}, member_types = ${values.memberTypes}::jsonb, rule_kind = ${input.rule.kind},
            rule_per = ${values.per}::bigint, daily_cap = ${input.rule.dailyCap}, total_cap = ${input.rule.totalCap},
            bonus_valid_days = ${input.bonusValidDays}, updated_at = ${ctx.clock.now().toISOString()}::timestamptz
          where id = ${raffleId}::uuid`);
        await writePrizes(tx, raffleId, input.prizes);
        await recordAudit(tx, {
          actor: author.actor,
          action: 'promotions.raffle.update',
          target: `raffle:${raffleId}`,
          before,
          after: input,
          requestId: author.requestId,
        });
      });
      return operatorRaffle(raffleId);
    },

    /** Removes a raffle nobody drew yet; one with draws is switched off instead (its records stay). */
    async remove(raffleId: string, author: ChangeAuthor): Promise<{ deleted: boolean }> {
      const before = await operatorRaffle(raffleId);
      const drawn = before.prizes.some((prize) => prize.drawn > 0);
      await db.transaction(async (tx) => {
        if (drawn) {
          await tx.execute(sql`update promotion_raffles set enabled = false,
            updated_at = ${ctx.clock.now().toISOString()}::timestamptz where id = ${raffleId}::uuid`);
        } else {
          await tx.execute(sql`delete from promotion_raffle_prizes where raffle_id = ${raffleId}::uuid`);
          await tx.execute(sql`delete from promotion_raffle_entries where raffle_id = ${raffleId}::uuid`);
          await tx.execute(sql`delete from promotion_raffles where id = ${raffleId}::uuid`);
        }
        await recordAudit(tx, {
          actor: author.actor,
          action: drawn ? 'promotions.raffle.disable' : 'promotions.raffle.delete',
          target: `raffle:${raffleId}`,
          before,
          after: null,
          requestId: author.requestId,
        });
      });
      return { deleted: !drawn };
    },

    async adminDraws(raffleId: string, query: { pageNo: number; pageSize: number; account?: string }) {
      if (!(await getRaffle(db, raffleId))) throw new AppError('RAFFLE_NOT_FOUND');
      let memberFilter = sql`true`;
      if (query.account) {
        const member = await ctx.identity.findMemberByAccount(query.account);
        if (!member) throw new AppError('USER_NOT_FOUND');
        memberFilter = sql`d.member_id = ${member.id}::uuid`;
      }
      const where = sql`d.raffle_id = ${raffleId}::uuid and ${memberFilter}`;
      const [total, page] = await Promise.all([
        db.execute<{ count: string | number }>(
          sql`select count(*) as count from promotion_raffle_draws d where ${where}`,
        ),
        db.execute<{
          id: string;
          member_id: string;
          prize_id: string;
          name: TLocalizedText;
          amount: string;
          bonus_id: string | null;
          drawn_at: Date | string;
        }>(sql`select d.id::text, d.member_id::text, d.prize_id::text, p.name, d.amount::text, d.bonus_id::text,
            d.drawn_at
          from promotion_raffle_draws d join promotion_raffle_prizes p on p.id = d.prize_id
          where ${where} order by d.drawn_at desc, d.id
          limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`),
      ]);
      const members = await ctx.identity.getMembersByIds([...new Set(page.rows.map((row) => row.member_id))]);
      const accounts = new Map(members.map((member) => [member.id, member.account]));
      const totalElements = Number(total.rows[0]?.count ?? 0);
      return {
        content: page.rows.map((row) => ({
          id: row.id,
          memberId: row.member_id,
          account: accounts.get(row.member_id) ?? null,
          prizeId: row.prize_id,
          prizeName: ctx.textIn(row.name, 'es'),
          amount: minorToDecimal(BigInt(row.amount)),
          bonusId: row.bonus_id,
          drawnAt: iso(row.drawn_at),
        })),
        pageNum: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(totalElements / query.pageSize),
        totalElements,
      };
    },
  };
}
export type RafflesService = ReturnType<typeof createRafflesService>;
