import { createHash } from 'node:crypto';
import {
  BET_QUERY_MAX_DAYS,
  ZRankListReplySchema,
  type TBetRecordQuery,
  type TBetRecordRow,
  type TBetTotals,
  type TProfitReply,
  type TRankListReply,
  type TWinnerItem,
} from '@platform/contracts/bets';
import type { TGameCategory } from '@platform/contracts/categories';
import type { TLanguage } from '@platform/contracts/i18n';
import { minorToDecimal } from '@platform/contracts/money';
import { PVP_VENDOR } from '@platform/contracts/pvp';
import type { TBrandConfig } from '@platform/contracts/system';
import type { Clock } from '../../platform/clock';
import { ok } from '../../platform/envelope';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import { pageReply, pageWindow, type PageReply, type PageRequest } from '../../platform/paging';
import { dateIn, isCalendarDate, nextDate, startOfDay } from '../../platform/zoned-time';
import { createReplyCache } from '../games/reply-cache';
import type { GamesService } from '../games/service';
import * as repository from './reads-repository';

/** Biggest wins of the winner board: settled in the last 7 days. Jackpot wins: the last 30 days. */
export const WINS_WINDOW_DAYS = 7;
export const JACKPOT_WINDOW_DAYS = 30;
/** The jackpot pool shown on the home page: a seed amount plus 1% of the stakes of the last 30 days. */
export const JACKPOT_POOL_SEED = 100_000;
export const JACKPOT_POOL_RATE_PERCENT = 1n;
/** Every visitor loads the winner board: it is cached per category and language for this long. */
export const RANK_LIST_TTL_MS = 30_000;

/** `demo_player` → `de***er`; short names keep only their first character. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

/** A stable figure per room and 5-minute slot (the sandbox has no real tables): busier at lower stakes. */
export function onlinePlayers(roomId: string, baseBetMinor: bigint, now: Date): number {
  const slot = Math.floor(now.getTime() / 300_000);
  const digest = createHash('sha256').update(`${roomId}:${slot}`).digest();
  const spread = digest.readUInt16BE(0) % 40;
  const base = baseBetMinor <= 1_000n ? 60 : baseBetMinor <= 10_000n ? 30 : 8;
  return base + spread;
}

export type VendorReadsDeps = {
  db: Db;
  clock: Clock;
  games: GamesService;
  brand: () => Promise<TBrandConfig>;
};

/**
 * A room's players: the in-house game's real occupants of its table (online = seated); a sandbox vendor's
 * room shows the sandbox figure, seated as many of them as its seats hold.
 */
function seatedAt(
  row: repository.RoomRow & { occupants: number | null },
  inHouse: boolean,
  now: Date,
): { onlinePlayers: number; seats: number; seated: number } {
  if (inHouse) {
    const seated = row.occupants ?? 0;
    return { onlinePlayers: seated, seats: row.seats, seated };
  }
  const online = onlinePlayers(row.id, row.baseBet, now);
  return { onlinePlayers: online, seats: row.seats, seated: Math.min(online, row.seats) };
}

/** Winner board, betting record, personal P&L and PVP rooms. */
export function createVendorReads({ db, clock, games, brand }: VendorReadsDeps) {
  const rankReplies = createReplyCache({ ttlMs: RANK_LIST_TTL_MS, maxEntries: 64 });
  const invalidateRankList = () => rankReplies.clear();
  games.onChange(invalidateRankList);

  async function loadRankList(category: TGameCategory | 'ALL', language: TLanguage): Promise<TRankListReply> {
    const now = clock.now();
    const [{ currency, timeZone }, index] = await Promise.all([brand(), games.catalogueIndex()]);
    const gameType = category === 'ALL' ? null : category;
    const day = 86_400_000;
    const [jackpots, wins, stakes] = await Promise.all([
      repository.listBiggestWins(db, {
        since: new Date(now.getTime() - JACKPOT_WINDOW_DAYS * day),
        kinds: ['JACKPOT'],
        gameType,
        limit: 20,
      }),
      repository.listBiggestWins(db, {
        since: new Date(now.getTime() - WINS_WINDOW_DAYS * day),
        kinds: ['BET'],
        gameType,
        limit: 20,
      }),
      repository.sumStakesSince(db, dateIn(timeZone, new Date(now.getTime() - JACKPOT_WINDOW_DAYS * day))),
    ]);
    const item = (row: repository.WinnerRow): TWinnerItem | null => {
      const game = (row.nodeId ? index.byNode(row.nodeId) : null) ?? index.byCode(row.vendor, row.gameCode);
      if (!game) return null;
      return {
        iconUrl: game.iconUrl,
        customerName: maskAccount(row.account),
        winAmount: minorToDecimal(row.amount, currency.scale),
        nodeId: game.nodeId,
        gameCode: game.gameCode,
        gameName: game.nameIn(language),
        gameType: game.gameType,
        vassalage: game.vendor,
        isGame: game.isGame,
        winTime: row.at.toISOString(),
      };
    };
    const list = [
      ...jackpots.map((row) => ({ listType: 'JACKPOT' as const, vo: item(row) })),
      ...wins.map((row) => ({ listType: 'WIN' as const, vo: item(row) })),
    ].flatMap((entry) => (entry.vo ? [{ listType: entry.listType, vo: entry.vo }] : []));
    const pool =
      BigInt(JACKPOT_POOL_SEED) * 10n ** BigInt(currency.scale) + (stakes * JACKPOT_POOL_RATE_PERCENT) / 100n;
    return { list, jackpotAmount: minorToDecimal(pool, currency.scale) };
  }

  async function dayRange(startDate: string, endDate: string) {
    const fields = [startDate, endDate].flatMap((date, i) =>
      isCalendarDate(date) ? [] : [i === 0 ? 'startDate' : 'endDate'],
    );
    if (fields.length > 0) throw new AppError('VALIDATION_FAILED', { fields });
    if (endDate < startDate) throw new AppError('VALIDATION_FAILED', { fields: ['endDate'] });
    const config = await brand();
    const from = startOfDay(config.timeZone, startDate);
    const to = startOfDay(config.timeZone, nextDate(endDate));
    // Days counted inclusively; a daylight-saving day may be 23 or 25 hours, hence the rounding.
    if (Math.round((to.getTime() - from.getTime()) / 86_400_000) > BET_QUERY_MAX_DAYS) {
      throw new AppError('VALIDATION_FAILED', {
        fields: ['startDate', 'endDate'],
        details: { maxDays: BET_QUERY_MAX_DAYS },
      });
    }
    return { from, to, scale: config.currency.scale };
  }

  const totalsOf = (totals: repository.Totals, scale: number): TBetTotals => ({
    count: totals.count,
    betAmount: minorToDecimal(totals.betAmount, scale),
    validBet: minorToDecimal(totals.validBet, scale),
    payout: minorToDecimal(totals.payout, scale),
    winLoss: minorToDecimal(totals.winLoss, scale),
  });

  async function recordPage(
    filter: repository.BetRecordFilter,
    page: PageRequest,
    scale: number,
    language: TLanguage,
  ): Promise<{ page: PageReply<TBetRecordRow & { memberId: string }>; totals: TBetTotals }> {
    const [rows, totals, index] = await Promise.all([
      repository.listBetRecords(db, filter, pageWindow(page)),
      repository.totalBetRecords(db, filter),
      games.catalogueIndex(),
    ]);
    const content = rows.map((row): TBetRecordRow & { memberId: string } => {
      const game = (row.nodeId ? index.byNode(row.nodeId) : null) ?? index.byCode(row.vendor, row.gameCode);
      return {
        id: row.id.toString(),
        memberId: row.memberId,
        round: row.round,
        vassalage: row.vendor,
        vendorName: index.vendorName(row.vendor),
        gameCode: row.gameCode,
        gameName: game?.nameIn(language) ?? row.gameCode,
        gameType: row.gameType as TGameCategory,
        kind: row.kind as TBetRecordRow['kind'],
        betAmount: minorToDecimal(row.betAmount, scale),
        validBet: minorToDecimal(row.validBet, scale),
        payout: minorToDecimal(row.payout, scale),
        winLoss: row.status === 'SETTLED' ? minorToDecimal(row.winLoss, scale) : 0,
        status: row.status as TBetRecordRow['status'],
        betTime: row.placedAt.toISOString(),
        settledTime: row.settledAt?.toISOString() ?? null,
      };
    });
    return { page: pageReply(page, content, totals.count), totals: totalsOf(totals, scale) };
  }

  return {
    invalidateRankList,

    /**
     * GCSGAME_getRankList as the envelope's JSON text: jackpot wins, then the biggest wins; cached per
     * category, limit and language for RANK_LIST_TTL_MS (every visitor loads it).
     */
    async rankListJson(input: { category: TGameCategory | 'ALL'; limit: number; language: TLanguage }) {
      return rankReplies.get(
        `${input.category}:${input.limit}:${input.language}`,
        ZRankListReplySchema,
        async () => {
          const full = await loadRankList(input.category, input.language);
          const jackpots = full.list.filter((entry) => entry.listType === 'JACKPOT').slice(0, input.limit);
          const wins = full.list.filter((entry) => entry.listType === 'WIN').slice(0, input.limit);
          return ok({ list: [...jackpots, ...wins], jackpotAmount: full.jackpotAmount });
        },
      );
    },

    /** The member's own bet records (personalHistoryCopy), newest first, with totals over the filter. */
    async betRecords(
      memberId: string,
      query: TBetRecordQuery,
      language: TLanguage,
    ): Promise<PageReply<TBetRecordRow> & { totals: TBetTotals }> {
      const { from, to, scale } = await dayRange(query.startDate, query.endDate);
      const filter = {
        memberId,
        from,
        to,
        gameType: query.gameType,
        vendor: query.vassalage,
        status: query.status,
      };
      const { page, totals } = await recordPage(filter, query, scale, language);
      return { ...page, content: page.content.map(({ memberId: _, ...row }) => row), totals };
    },

    /**
     * Bet records of several members (an agent's team), placed in [from, to), newest first, each with its
     * member's id; totals over the whole filter. The caller checks the range.
     */
    async teamBetRecords(
      input: {
        memberIds: readonly string[];
        from: Date;
        to: Date;
        gameType?: string | undefined;
        vendor?: string | undefined;
        status?: string | undefined;
      },
      page: PageRequest,
      language: TLanguage,
    ) {
      const { currency } = await brand();
      const { page: reply, totals } = await recordPage(input, page, currency.scale, language);
      return { ...reply, totals };
    },

    /**
     * Settled totals (minor units) between two brand-zone days, inclusive, per group of members: each
     * member is given with its group (default: its own id), in one query.
     */
    teamBetTotals(input: {
      memberIds: readonly string[];
      groupIds?: readonly string[];
      fromDay: string;
      toDay: string;
    }): Promise<Map<string, repository.GroupBetTotals>> {
      if (input.memberIds.length === 0) return Promise.resolve(new Map());
      return repository.sumDailyTotalsByGroup(db, {
        memberIds: input.memberIds,
        groupIds: input.groupIds ?? input.memberIds,
        fromDay: input.fromDay,
        toDay: input.toDay,
      });
    },

    /** Personal P&L (personalProfit) from the settled daily totals: per category, per day, overall. */
    async profit(memberId: string, query: { startDate: string; endDate: string }): Promise<TProfitReply> {
      const { scale } = await dayRange(query.startDate, query.endDate);
      const rows = await repository.listDailyTotals(db, {
        memberId,
        fromDay: query.startDate,
        toDay: query.endDate,
      });
      const zero = (): repository.Totals => ({
        count: 0,
        betAmount: 0n,
        validBet: 0n,
        payout: 0n,
        winLoss: 0n,
      });
      const add = (sum: repository.Totals, row: repository.Totals) => {
        sum.count += row.count;
        sum.betAmount += row.betAmount;
        sum.validBet += row.validBet;
        sum.payout += row.payout;
        sum.winLoss += row.winLoss;
      };
      const byCategory = new Map<string, repository.Totals>();
      const byDay = new Map<string, repository.Totals>();
      const totals = zero();
      for (const row of rows) {
        if (!byCategory.has(row.gameType)) byCategory.set(row.gameType, zero());
        if (!byDay.has(row.day)) byDay.set(row.day, zero());
        add(byCategory.get(row.gameType)!, row);
        add(byDay.get(row.day)!, row);
        add(totals, row);
      }
      return {
        byCategory: [...byCategory].map(([gameType, sum]) => ({
          gameType: gameType as TGameCategory,
          ...totalsOf(sum, scale),
        })),
        byDay: [...byDay].map(([date, sum]) => ({ date, ...totalsOf(sum, scale) })),
        totals: totalsOf(totals, scale),
      };
    },

    /** GLS2_roomList: the PVP rooms, optionally of one vendor or game; names in the language asked for. */
    async rooms(input: {
      vassalage?: string | undefined;
      gameCode?: string | undefined;
      language: TLanguage;
    }) {
      const [rows, index, { currency }] = await Promise.all([
        repository.listRoomsWithSeated(db),
        games.catalogueIndex(),
        brand(),
      ]);
      const now = clock.now();
      const list = rows.flatMap((row) => {
        const game = index.byNode(row.nodeId);
        if (!game) return [];
        if (input.vassalage && game.vendor !== input.vassalage) return [];
        if (input.gameCode && game.gameCode !== input.gameCode) return [];
        return [
          {
            roomId: row.id,
            nodeId: game.nodeId,
            gameCode: game.gameCode,
            vassalage: game.vendor,
            gameName: game.nameIn(input.language),
            roomName: row.names[input.language] ?? row.names.es ?? row.id,
            baseBet: minorToDecimal(row.baseBet, currency.scale),
            minBalance: minorToDecimal(row.minBalance, currency.scale),
            ...seatedAt(row, game.vendor === PVP_VENDOR, now),
          },
        ];
      });
      return { list };
    },
  };
}

export type VendorReads = ReturnType<typeof createVendorReads>;
