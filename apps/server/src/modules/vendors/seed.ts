import { randomBytes } from 'node:crypto';
import { PVP_MAX_SEATS } from '@platform/contracts/pvp';
import type { TBrandConfig } from '@platform/contracts/system';
import type { TVendorMethod } from '@platform/contracts/vendor-wallet';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/database';
import type { Seeder } from '../../seed/types';
import { RETIRED_PVP_NODE_IDS } from '../games/catalogue.default';
import { createGamesService, type CatalogueGame } from '../games/service';
import * as identityRepository from '../identity/repository';
import { toMemberSummary } from '../identity/service';
import { readBrand } from '../wallet/brand';
import { createBalancePublisher } from '../wallet/ledger/events';
import { createLedger } from '../wallet/ledger/ledger';
import { withinDemoWeek } from '../wallet/seed';
import { issueLaunchToken } from './launch-tokens';
import { insertRoomIfAbsent } from './reads-repository';
import { findVendorTransaction, queryOf } from './repository';
import { createVendorSecrets, signVendorBody } from './secrets';
import { pvpRooms } from './tables';
import { createVendorWallet } from './wallet-api';

/** PVP rooms of every PVP game of the catalogue: base bet and entry balance in whole currency units. */
export const ROOM_TIERS = [
  { suffix: 'novatos', names: { es: 'Sala Novatos', en: 'Beginners Room' }, baseBet: 1, minBalance: 20 },
  { suffix: 'clasica', names: { es: 'Sala Clásica', en: 'Classic Room' }, baseBet: 5, minBalance: 100 },
  { suffix: 'alta', names: { es: 'Sala Alta', en: 'High Stakes Room' }, baseBet: 20, minBalance: 400 },
  { suffix: 'vip', names: { es: 'Sala VIP', en: 'VIP Room' }, baseBet: 100, minBalance: 2_000 },
] as const;

const fixedClock = (at: { now: Date }) => ({ now: () => at.now });

/**
 * The PVP rooms (GLS2_roomList) of the catalogue's PVP games: 4 per game (3 for the vendor JL), 6 seats each
 * (the in-house Niu-Niu TA-INHOUSE007 plays one table per room). The rooms of retired games are removed.
 */
export const pvpRoomsSeeder: Seeder = {
  name: 'vendors.pvp-rooms',
  demo: false,
  async run(db) {
    await db.delete(pvpRooms).where(inArray(pvpRooms.nodeId, [...RETIRED_PVP_NODE_IDS]));
    const { scale } = (await readBrand(db)).currency;
    const unit = 10n ** BigInt(scale);
    const index = await createGamesService({ db, clock: fixedClock({ now: new Date() }) }).catalogueIndex();
    for (const game of index.games().filter((g) => g.gameType === 'PVP' && g.isGame === 'GAME')) {
      const tiers = game.vendor === 'JL' ? ROOM_TIERS.slice(0, 3) : ROOM_TIERS;
      for (const [order, tier] of tiers.entries()) {
        await insertRoomIfAbsent(db, {
          id: `${game.nodeId}-${tier.suffix}`,
          nodeId: game.nodeId,
          names: tier.names,
          baseBet: BigInt(tier.baseBet) * unit,
          minBalance: BigInt(tier.minBalance) * unit,
          sortOrder: order,
          seats: PVP_MAX_SEATS,
        });
      }
    }
  },
};

/** One demo round: game, stake and payout in whole units, days ago; `jackpot` adds a jackpot win. */
type DemoRound = { nodeId: string; stake: number; payout: number; daysAgo: number; jackpot?: number };

/** Rounds of the demo accounts: a week of play with wins and losses, two of them jackpot hits. */
export const DEMO_ROUNDS: Readonly<Record<string, readonly DemoRound[]>> = {
  demo_player: [
    { nodeId: 'PG-RNG001', stake: 10, payout: 0, daysAgo: 5 },
    { nodeId: 'PG-RNG001', stake: 10, payout: 50, daysAgo: 5 },
    { nodeId: 'JDB-FISH001', stake: 20, payout: 0, daysAgo: 4 },
    { nodeId: 'LIVE1-LIVE001', stake: 50, payout: 100, daysAgo: 3 },
    { nodeId: 'CQ9-RNG002', stake: 5, payout: 0, daysAgo: 2 },
    { nodeId: 'PVP1-PVP001', stake: 20, payout: 38, daysAgo: 1 },
    { nodeId: 'EG2-RNG001', stake: 10, payout: 0, daysAgo: 0 },
    { nodeId: 'TA-INHOUSE001', stake: 5, payout: 25, daysAgo: 0, jackpot: 500 },
  ],
  demo_agent: [
    { nodeId: 'FC-RNG001', stake: 100, payout: 1_000, daysAgo: 6 },
    { nodeId: 'LIVE2-LIVE003', stake: 200, payout: 0, daysAgo: 4 },
    { nodeId: 'JL-FISH001', stake: 50, payout: 120, daysAgo: 2 },
    { nodeId: 'BGS-RNG001', stake: 20, payout: 0, daysAgo: 1, jackpot: 2_000 },
    { nodeId: 'PG-RNG002', stake: 50, payout: 250, daysAgo: 0 },
  ],
  demo_downline: [
    { nodeId: 'JDB-RNG001', stake: 10, payout: 15, daysAgo: 3 },
    { nodeId: 'CQ9-FISH001', stake: 10, payout: 0, daysAgo: 2 },
    { nodeId: 'JL-RNG003', stake: 5, payout: 100, daysAgo: 1 },
  ],
  demo_subagent: [
    { nodeId: 'LIVE1-LIVE002', stake: 100, payout: 195, daysAgo: 2 },
    { nodeId: 'PVP1-PVP002', stake: 50, payout: 0, daysAgo: 0 },
  ],
};

/**
 * Demo play: the demo accounts' rounds go through the vendor wallet API itself (signed bet and win
 * callbacks, as the sandbox vendor sends them), so the winner board, the betting record and the P&L
 * show real records, ledger movements and daily totals on a fresh start. Runs after the catalogue and
 * the demo balances.
 */
export const demoBetsSeeder: Seeder = {
  name: 'vendors.demo-bets',
  demo: true,
  async run(db, ctx) {
    const brand = await readBrand(db);
    const playRound = await createDemoRoundPlayer(db, brand);
    const base = Date.now();
    let rounds = 0;
    for (const [account, plays] of Object.entries(DEMO_ROUNDS)) {
      const member = await identityRepository.findMemberByAccount(db, account);
      if (!member) continue;
      for (const [n, play] of plays.entries()) {
        const played = await playRound({
          ...play,
          account,
          memberId: member.id,
          round: `demo-${account}-${n + 1}`,
          // Spread over the day (hours before now, days ago), so "today" holds only rounds already played.
          at: withinDemoWeek(
            brand.timeZone,
            new Date(base),
            new Date(base - play.daysAgo * 86_400_000 - (n + 1) * 7 * 60_000),
          ),
        });
        if (played) rounds += 1;
      }
    }
    ctx.log(`demo rounds played: ${rounds}`);
  },
};

/** One demo round: stake, payout and an optional jackpot in whole currency units. */
export type DemoRoundPlay = {
  account: string;
  memberId: string;
  nodeId: string;
  /** The round id; its bet is `<round>:bet`, so a round played before is skipped. */
  round: string;
  /** When the bet is placed; the win follows `winAfterMs` later (0 by default). */
  at: Date;
  winAfterMs?: number;
  stake: number;
  payout: number;
  jackpot?: number;
};

/**
 * Plays demo rounds through the vendor wallet API itself (signed bet and win callbacks, as the sandbox
 * vendor sends them), so demo play leaves real records, ledger movements and daily totals. The returned
 * function plays one round and says whether it did (false: not a seamless game of the catalogue, or played
 * before). Signed with a key of this run only: the player signs and the wallet API verifies with the same
 * secrets.
 */
export async function createDemoRoundPlayer(db: Db, brand: TBrandConfig) {
  const unit = 10n ** BigInt(brand.currency.scale);
  const at = { now: new Date() };
  const clock = fixedClock(at);
  const games = createGamesService({ db, clock });
  const index = await games.catalogueIndex();
  const secrets = createVendorSecrets({ base: randomBytes(32).toString('hex'), env: {} });
  const wallet = createVendorWallet({
    db,
    clock,
    log: { error: () => {}, warn: () => {} } as never,
    ledger: createLedger({
      clock,
      publisher: createBalancePublisher(),
      currency: async () => brand.currency.code,
    }),
    brand: async () => brand,
    members: {
      getMemberById: async (id) => {
        const row = await identityRepository.findMemberById(db, id);
        return row ? toMemberSummary(row) : null;
      },
      findMemberByAccount: async (account) => {
        const row = await identityRepository.findMemberByAccount(db, account);
        return row ? toMemberSummary(row) : null;
      },
    },
    games,
    secrets,
  });
  const send = async (vendor: string, method: TVendorMethod, body: Record<string, unknown>) => {
    const raw = Buffer.from(JSON.stringify(body));
    const outcome = await wallet.handle(vendor, method, raw, signVendorBody(secrets.secretOf(vendor), raw));
    if (outcome.reply.status !== 'RS_OK') {
      throw new Error(`demo round refused: ${vendor} ${method} ${outcome.reply.status}`);
    }
  };
  return async function playRound(play: DemoRoundPlay): Promise<boolean> {
    const game: CatalogueGame | null = index.byNode(play.nodeId);
    if (!game || game.mode !== 'seamless') return false;
    const round = play.round;
    if (await findVendorTransaction(queryOf(db), game.vendor, `${round}:bet`)) return false;
    at.now = play.at;
    const { token } = await issueLaunchToken(db, {
      memberId: play.memberId,
      vendor: game.vendor,
      gameCode: game.gameCode,
      nodeId: game.nodeId,
      now: at.now,
    });
    const common = {
      user: play.account,
      currency: brand.currency.code,
      token,
      round,
      game_code: game.gameCode,
    };
    await send(game.vendor, 'transaction/bet', {
      ...common,
      request_uuid: `${round}-r1`,
      transaction_uuid: `${round}:bet`,
      round_closed: false,
      amount: Number(BigInt(play.stake) * unit),
    });
    at.now = new Date(play.at.getTime() + (play.winAfterMs ?? 0));
    await send(game.vendor, 'transaction/win', {
      ...common,
      request_uuid: `${round}-r2`,
      transaction_uuid: `${round}:win`,
      reference_transaction_uuid: `${round}:bet`,
      round_closed: !play.jackpot,
      amount: Number(BigInt(play.payout) * unit),
    });
    if (play.jackpot) {
      await send(game.vendor, 'transaction/win', {
        ...common,
        request_uuid: `${round}-r3`,
        transaction_uuid: `${round}:jackpot`,
        kind: 'jackpot',
        round_closed: true,
        amount: Number(BigInt(play.jackpot) * unit),
      });
    }
    return true;
  };
}
