import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import { reportTransaction } from '../../platform/report-transaction';
import { members } from '../identity/tables';
import { pvpTables } from '../pvp/tables';
import { betDailyTotals, betRecords, pvpRooms } from './tables';

/**
 * Read queries of bet records, daily totals and PVP rooms (the writes of bets belong to the vendor wallet
 * API); PVP rooms are also written here (the seed and the operator API).
 */

export type WinnerRow = {
  account: string;
  vendor: string;
  gameCode: string;
  nodeId: string | null;
  gameType: string;
  amount: bigint;
  at: Date;
};

/**
 * The biggest settled payouts since `since` (winner board). Reads the settled-time index; `kinds` picks
 * ordinary bets (BET) or wins without a bet (JACKPOT).
 */
export async function listBiggestWins(
  db: Db,
  input: { since: Date; kinds: string[]; gameType: string | null; limit: number },
): Promise<WinnerRow[]> {
  const where = [
    gte(betRecords.settledAt, input.since),
    eq(betRecords.status, 'SETTLED'),
    inArray(betRecords.kind, input.kinds),
    sql`${betRecords.payout} > 0`,
  ];
  if (input.gameType) where.push(eq(betRecords.gameType, input.gameType));
  const rows = await db
    .select({
      account: members.account,
      vendor: betRecords.vendor,
      gameCode: betRecords.gameCode,
      nodeId: betRecords.nodeId,
      gameType: betRecords.gameType,
      amount: betRecords.payout,
      at: betRecords.settledAt,
    })
    .from(betRecords)
    .innerJoin(members, eq(members.id, betRecords.memberId))
    .where(and(...where))
    .orderBy(desc(betRecords.payout), desc(betRecords.settledAt))
    .limit(input.limit);
  return rows.map((row) => ({ ...row, at: row.at ?? new Date(0) }));
}

/** Sum of the stakes settled on or after `fromDay` (yyyy-MM-dd), from the daily totals. */
export async function sumStakesSince(db: Db, fromDay: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${betDailyTotals.betAmount})` })
    .from(betDailyTotals)
    .where(gte(betDailyTotals.day, fromDay));
  return BigInt(row?.total ?? 0);
}

export type BetRecordFilter = {
  /** One member's records (the member's own betting record) … */
  memberId?: string;
  /** … or those of several (an agent's team). */
  memberIds?: readonly string[];
  from: Date;
  to: Date;
  gameType?: string | undefined;
  vendor?: string | undefined;
  status?: string | undefined;
};

function recordWhere(filter: BetRecordFilter): SQL {
  // member_id = ? and placed_at in [from, to): the covering member index (tables.ts) serves every filter —
  // a page in its order, the totals as an index-only scan.
  const where = [
    filter.memberId !== undefined
      ? eq(betRecords.memberId, filter.memberId)
      : sql`${betRecords.memberId} = any(${sql.param(filter.memberIds ?? [])}::uuid[])`,
    gte(betRecords.placedAt, filter.from),
    lt(betRecords.placedAt, filter.to),
  ];
  if (filter.gameType) where.push(eq(betRecords.gameType, filter.gameType));
  if (filter.vendor) where.push(eq(betRecords.vendor, filter.vendor));
  if (filter.status) where.push(eq(betRecords.status, filter.status));
  return and(...where)!;
}

export type BetRecordRow = typeof betRecords.$inferSelect;

export async function listBetRecords(
  db: Db,
  filter: BetRecordFilter,
  page: { offset: number; limit: number },
): Promise<BetRecordRow[]> {
  return db
    .select()
    .from(betRecords)
    .where(recordWhere(filter))
    .orderBy(desc(betRecords.placedAt), desc(betRecords.id))
    .offset(page.offset)
    .limit(page.limit);
}

export type Totals = { count: number; betAmount: bigint; validBet: bigint; payout: bigint; winLoss: bigint };

/** Totals over the whole filter: every record counts; amounts leave out rolled-back (refunded) bets. */
export async function totalBetRecords(db: Db, filter: BetRecordFilter): Promise<Totals> {
  const live = ne(betRecords.status, 'ROLLED_BACK');
  const [row] = await db
    .select({
      count: sql<string>`count(*)`,
      betAmount: sql<string | null>`sum(${betRecords.betAmount}) filter (where ${live})`,
      validBet: sql<string | null>`sum(${betRecords.validBet}) filter (where ${live})`,
      payout: sql<string | null>`sum(${betRecords.payout}) filter (where ${live})`,
      winLoss: sql<string | null>`sum(${betRecords.winLoss}) filter (where ${live})`,
    })
    .from(betRecords)
    .where(recordWhere(filter));
  return {
    count: Number(row?.count ?? 0),
    betAmount: BigInt(row?.betAmount ?? 0),
    validBet: BigInt(row?.validBet ?? 0),
    payout: BigInt(row?.payout ?? 0),
    winLoss: BigInt(row?.winLoss ?? 0),
  };
}

export type DailyTotalRow = Totals & { day: string; gameType: string };

/** A member's settled totals per day and category between two brand-zone days (inclusive). */
export async function listDailyTotals(
  db: Db,
  input: { memberId: string; fromDay: string; toDay: string },
): Promise<DailyTotalRow[]> {
  const rows = await db
    .select({
      day: betDailyTotals.day,
      gameType: betDailyTotals.gameType,
      count: sql<string>`sum(${betDailyTotals.betCount})`,
      betAmount: sql<string>`sum(${betDailyTotals.betAmount})`,
      validBet: sql<string>`sum(${betDailyTotals.validBet})`,
      payout: sql<string>`sum(${betDailyTotals.payout})`,
      winLoss: sql<string>`sum(${betDailyTotals.winLoss})`,
    })
    .from(betDailyTotals)
    .where(
      and(
        eq(betDailyTotals.memberId, input.memberId),
        gte(betDailyTotals.day, input.fromDay),
        lte(betDailyTotals.day, input.toDay),
      ),
    )
    .groupBy(betDailyTotals.day, betDailyTotals.gameType)
    .orderBy(desc(betDailyTotals.day), asc(betDailyTotals.gameType));
  return rows.map((row) => ({
    day: row.day,
    gameType: row.gameType,
    count: Number(row.count),
    betAmount: BigInt(row.betAmount),
    validBet: BigInt(row.validBet),
    payout: BigInt(row.payout),
    winLoss: BigInt(row.winLoss),
  }));
}

/** Settled totals of a group of members, summed over the days of a range (minor units). */
export type GroupBetTotals = {
  betCount: number;
  betAmount: bigint;
  validBet: bigint;
  payout: bigint;
  winLoss: bigint;
  /** Members of the group whose valid bet over the range is above zero. */
  activeMembers: number;
};

/**
 * Settled totals between two brand-zone days (inclusive) of members given with the group each belongs to
 * (an agent's team by direct downline, or one group per member), in one scan of the daily totals: the
 * member list is joined as one unnest of two arrays, summed per member first (for the active-member
 * count), then per group. Groups without a settled bet are left out.
 */
export async function sumDailyTotalsByGroup(
  db: Db,
  input: { memberIds: readonly string[]; groupIds: readonly string[]; fromDay: string; toDay: string },
): Promise<Map<string, GroupBetTotals>> {
  const result = await reportTransaction(db, (tx) =>
    tx.execute<{
      group_id: string;
      bet_count: string;
      bet_amount: string;
      valid_bet: string;
      payout: string;
      win_loss: string;
      active: string;
    }>(sql`
    with team(member_id, group_id) as (
      select * from unnest(${sql.param(input.memberIds)}::uuid[], ${sql.param(input.groupIds)}::uuid[])
    ),
    per_member as (
      select team.group_id, d.member_id, sum(d.bet_count) as bet_count, sum(d.bet_amount) as bet_amount,
        sum(d.valid_bet) as valid_bet, sum(d.payout) as payout, sum(d.win_loss) as win_loss
      from team join ${betDailyTotals} d on d.member_id = team.member_id
      where d.day >= ${input.fromDay}::date and d.day <= ${input.toDay}::date
      group by team.group_id, d.member_id
    )
    select group_id, sum(bet_count) as bet_count, sum(bet_amount) as bet_amount, sum(valid_bet) as valid_bet,
      sum(payout) as payout, sum(win_loss) as win_loss, count(*) filter (where valid_bet > 0) as active
    from per_member group by group_id`),
  );
  return new Map(
    result.rows.map((row) => [
      row.group_id,
      {
        betCount: Number(row.bet_count),
        betAmount: BigInt(row.bet_amount),
        validBet: BigInt(row.valid_bet),
        payout: BigInt(row.payout),
        winLoss: BigInt(row.win_loss),
        activeMembers: Number(row.active),
      },
    ]),
  );
}

export type RoomRow = typeof pvpRooms.$inferSelect;

export async function listRooms(db: Db): Promise<RoomRow[]> {
  return db.select().from(pvpRooms).orderBy(asc(pvpRooms.nodeId), asc(pvpRooms.sortOrder), asc(pvpRooms.id));
}

/**
 * The rooms (listRooms' order) with the number of players seated at their table: the length of the
 * in-house PVP table's `state.occupants` (pvp_tables, one row per room once it was opened); null without
 * a table row (no in-house table: the sandbox vendors' rooms).
 */
export async function listRoomsWithSeated(db: Db): Promise<Array<RoomRow & { occupants: number | null }>> {
  const rows = await db
    .select({
      ...getTableColumns(pvpRooms),
      occupants: sql<number | null>`jsonb_array_length(${pvpTables.state} -> 'occupants')`,
    })
    .from(pvpRooms)
    .leftJoin(pvpTables, eq(pvpTables.id, pvpRooms.id))
    .orderBy(asc(pvpRooms.nodeId), asc(pvpRooms.sortOrder), asc(pvpRooms.id));
  return rows.map((row) => ({ ...row, occupants: row.occupants === null ? null : Number(row.occupants) }));
}

export async function insertRoomIfAbsent(db: Db, room: typeof pvpRooms.$inferInsert): Promise<void> {
  await db.insert(pvpRooms).values(room).onConflictDoNothing();
}

export async function findRoom(
  db: Db,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RoomRow | null> {
  const query = db.select().from(pvpRooms).where(eq(pvpRooms.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

/** The new room, or null when its id is taken. */
export async function insertRoom(db: Db, room: typeof pvpRooms.$inferInsert): Promise<RoomRow | null> {
  const [row] = await db.insert(pvpRooms).values(room).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateRoom(
  db: Db,
  id: string,
  patch: Partial<Omit<typeof pvpRooms.$inferInsert, 'id' | 'nodeId'>>,
): Promise<RoomRow | null> {
  const [row] = await db.update(pvpRooms).set(patch).where(eq(pvpRooms.id, id)).returning();
  return row ?? null;
}

export async function deleteRoom(db: Db, id: string): Promise<RoomRow | null> {
  const [row] = await db.delete(pvpRooms).where(eq(pvpRooms.id, id)).returning();
  return row ?? null;
}
