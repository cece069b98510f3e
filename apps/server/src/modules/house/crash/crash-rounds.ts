import {
  HOUSE_GAMES,
  type TCrashBet,
  type TCrashRound,
  type THouseGameDefinition,
} from '@platform/contracts/house-games';
import { minorToDecimal } from '@platform/contracts/money';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import type { ChainCache } from './chain';
import type { CrashFeed } from './events';
import type { HouseContext } from '../context';
import { crashRounds } from '../tables';

/** The crash part's context: the module's, its round events and this process's chain links. */
export type CrashContext = HouseContext & { feed: CrashFeed; chains: ChainCache };

export type CrashRoundRow = typeof crashRounds.$inferSelect;

/** The CRASH game of the TA catalogue (its bets' game code). */
export const CRASH_GAME: THouseGameDefinition = HOUSE_GAMES.find((game) => game.kind === 'CRASH')!;

/** A crash bet (a house round of kind CRASH) as the round's views need it; money in minor units. */
export type CrashBetRow = {
  id: string;
  memberId: string;
  /** The player's masked account (kept in the bet when it was placed). */
  player: string;
  status: string;
  stake: bigint;
  win: bigint;
  /** The auto cash-out in hundredths, or null. */
  auto: number | null;
  /** The multiplier cashed out at (hundredths), or null (riding, or lost). */
  cashedOutAt: number | null;
};

/** `demo_player` → `de***r` (a short name keeps its first character). */
export function maskPlayer(account: string): string {
  if (account.length <= 3) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-1)}`;
}

type BetQueryRow = {
  id: string;
  member_id: string;
  player: string | null;
  status: string;
  stake: string;
  win: string;
  auto: number | string | null;
  cashed_out_at: number | string | null;
};

const toBetRow = (row: BetQueryRow): CrashBetRow => ({
  id: row.id,
  memberId: row.member_id,
  player: row.player ?? '***',
  status: row.status,
  stake: BigInt(row.stake),
  win: BigInt(row.win),
  auto: row.auto === null ? null : Number(row.auto),
  cashedOutAt: row.cashed_out_at === null ? null : Number(row.cashed_out_at),
});

/**
 * The bets of a crash round (in the order they were placed), or of one member (`memberId`), or only the
 * OPEN ones (`open`), at most `limit`, the auto cash-outs up to `autoUpTo` hundredths only.
 */
export async function crashBets(
  db: Db,
  crashRoundId: bigint,
  options: { memberId?: string; open?: boolean; autoUpTo?: number; limit?: number } = {},
): Promise<CrashBetRow[]> {
  const { rows } = await db.execute<BetQueryRow>(sql`
    select h.id::text as id, h.member_id::text as member_id, h.state->'game'->>'player' as player, h.status, h.stake::text as stake,
      h.win::text as win, (h.state->'game'->>'auto')::int as auto,
      (select round((s->>'multiplier')::numeric * 100)::int from jsonb_array_elements(h.state->'steps') s
        where s->>'type' = 'cashout' limit 1) as cashed_out_at
    from house_rounds h
    where h.crash_round_id = ${crashRoundId}::bigint
      ${options.memberId ? sql`and h.member_id = ${options.memberId}::uuid` : sql``}
      ${options.open ? sql`and h.status = 'OPEN'` : sql``}
      ${options.autoUpTo === undefined ? sql`` : sql`and (h.state->'game'->>'auto')::int <= ${options.autoUpTo}`}
    order by h.created_at, h.id
    ${options.limit === undefined ? sql`` : sql`limit ${options.limit}`}`);
  return rows.map(toBetRow);
}

/** A bet as the page shows it; `mine` for the member who asks. */
export function betView(bet: CrashBetRow, scale: number, viewer: string | null): TCrashBet {
  const open = bet.status === 'OPEN';
  return {
    player: bet.player,
    amount: minorToDecimal(bet.stake, scale),
    autoCashout: bet.auto === null ? null : bet.auto / 100,
    cashedOutAt: bet.cashedOutAt === null ? null : bet.cashedOutAt / 100,
    win: open ? null : minorToDecimal(bet.win, scale),
    mine: viewer !== null && bet.memberId === viewer,
  };
}

/** A round as the page shows it: the point and hash only once crashed. */
export function roundView(row: CrashRoundRow, bets: TCrashBet[] = []): TCrashRound {
  const crashed = row.status === 'CRASHED';
  return {
    id: row.id.toString(),
    status: row.status,
    bettingEndsAt: row.bettingEndsAt.toISOString(),
    startedAt: row.status === 'BETTING' ? null : row.bettingEndsAt.toISOString(),
    crashPoint: crashed ? row.crashPoint / 100 : null,
    hash: crashed ? row.hash : null,
    bets,
  };
}

/** Rounds not yet CRASHED, oldest first (normally at most one). */
export const liveRounds = (db: Db) =>
  db.select().from(crashRounds).where(ne(crashRounds.status, 'CRASHED')).orderBy(crashRounds.id);

export async function findCrashRound(db: Db, id: bigint): Promise<CrashRoundRow | null> {
  const [row] = await db.select().from(crashRounds).where(eq(crashRounds.id, id));
  return row ?? null;
}

/** The newest round taking bets (by status; the caller checks the time). */
export async function bettingRound(db: Db): Promise<CrashRoundRow | null> {
  const [row] = await db
    .select()
    .from(crashRounds)
    .where(eq(crashRounds.status, 'BETTING'))
    .orderBy(desc(crashRounds.id))
    .limit(1);
  return row ?? null;
}

/** The newest round that has started (RUNNING or CRASHED). */
export async function lastStartedRound(db: Db): Promise<CrashRoundRow | null> {
  const [row] = await db
    .select()
    .from(crashRounds)
    .where(and(ne(crashRounds.status, 'BETTING')))
    .orderBy(desc(crashRounds.id))
    .limit(1);
  return row ?? null;
}
