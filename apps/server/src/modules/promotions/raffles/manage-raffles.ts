import type { TLocalizedText } from '@platform/contracts/content';
import { decimalToMinor, minorToDecimal } from '@platform/contracts/money';
import type { TOperatorRaffle, TOperatorRaffleInput } from '@platform/contracts/raffles';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import { recordAudit, type ChangeAuthor } from '../../system/service';
import type { PromotionsContext } from '../context';
import { getRaffle, iso, prizesOf, RAFFLE_COLUMNS, type PrizeRow, type RaffleRow } from './raffle-reads';

const percent = (multiple: number) => Math.round(multiple * 100);

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
      if (!existing.has(prize.id)) throw new AppError('VALIDATION_FAILED', { fields: [`prizes.${sort}.id`] });
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

/** The operator's raffles: list, one raffle, create, update and remove (audited), a raffle's draws. */
export function createManageRaffles(ctx: PromotionsContext) {
  const db = ctx.db;

  async function operatorRaffle(raffleId: string): Promise<TOperatorRaffle> {
    const raffle = await getRaffle(db, raffleId);
    if (!raffle) throw new AppError('RAFFLE_NOT_FOUND');
    return toOperator(raffle, await prizesOf(db, [raffle.id]));
  }

  return {
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
