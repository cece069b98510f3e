import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { createTestApp } from '../../test/app';
import { putWhitelabel } from '../identity/testing';
import { callVendor, gameOf, memberWithToken, uid, type CatalogueGameRow } from './wallet-testing';

/**
 * Not counted: the balance NOTIFY after commit, and the reloads of other modules' process caches (brand
 * and settings every 2 s, the game catalogue every 60 s), which a slow machine may hit in between.
 */
const SHARED_CACHES = /pg_notify|"brand_config"|"system_settings"|"game_vendors"|from "games"/;

/**
 * The vendor wallet API's hot path in database round trips (PostgreSQL; node-postgres's client counts
 * them): a steady bet and a steady win take 6 each, the balance NOTIFY the ledger sends after commit
 * aside. A change that adds one shows here; see bench/vendor.ts for what a round trip costs.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('vendor wallet round trips (PostgreSQL)', () => {
  let app: FastifyInstance;
  let db: Db;
  let game: CatalogueGameRow;
  let statements: string[] | null = null;
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;

  beforeAll(async () => {
    const t = await createTestApp();
    app = t.app;
    db = t.db;
    game = await gameOf(db, 'PG');
    // Loyalty's follow-up of a settlement (points, the VIP level) runs after the reply, off the hot path,
    // and would land among the next call's statements: with its flags off it does nothing.
    await putWhitelabel(app, { PTSYS3: false, VIP3: false });
    proto.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0];
      const text = typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '');
      if (statements && !SHARED_CACHES.test(text)) statements.push(text.replace(/\s+/g, ' ').trim());
      return original.apply(this, args);
    };
  });

  afterAll(() => {
    proto.query = original;
  });

  async function counted(run: () => Promise<unknown>): Promise<string[]> {
    statements = [];
    try {
      await run();
      return statements;
    } finally {
      statements = null;
    }
  }

  it('a bet takes 6 round trips and its win 6, the win reading no member', async () => {
    const member = await memberWithToken(app, db, 'PG', game, { balance: 100 });
    const pair = (round: string) => {
      const common = {
        user: member.account,
        currency: 'MXN',
        token: member.token,
        game_code: game.gameCode,
        round,
      };
      const bet = {
        ...common,
        request_uuid: uid('req'),
        transaction_uuid: uid('bet'),
        round_closed: false,
        amount: 100,
      };
      const win = {
        ...common,
        request_uuid: uid('req'),
        transaction_uuid: uid('win'),
        reference_transaction_uuid: bet.transaction_uuid,
        round_closed: true,
        amount: 150,
      };
      return { bet, win };
    };
    // The first pair warms the process's caches (catalogue, launch-token grant, ledger account ids).
    const warm = pair(uid('round'));
    await callVendor(app, 'PG', 'transaction/bet', warm.bet);
    await callVendor(app, 'PG', 'transaction/win', warm.win);

    const { bet, win } = pair(uid('round'));
    let reply: Awaited<ReturnType<typeof callVendor>> | null = null;
    const onBet = await counted(async () => (reply = await callVendor(app, 'PG', 'transaction/bet', bet)));
    expect(reply!.reply).toMatchObject({ status: 'RS_OK', balance: 9_950 });
    const onWin = await counted(async () => (reply = await callVendor(app, 'PG', 'transaction/win', win)));
    expect(reply!.reply).toMatchObject({ status: 'RS_OK', balance: 10_100 });

    expect(onBet, onBet.join('\n')).toHaveLength(6);
    expect(onWin, onWin.join('\n')).toHaveLength(6);
    for (const list of [onBet, onWin]) {
      expect(list.filter((text) => text === 'begin')).toHaveLength(1);
      expect(list.filter((text) => text === 'commit')).toHaveLength(1);
    }
    // The bet reads the member's status (rule 3), never its grant; the win neither.
    expect(onBet.filter((text) => text.includes('from "members"'))).toHaveLength(1);
    expect(onBet.some((text) => text.includes('launch_tokens'))).toBe(false);
    expect(onWin.some((text) => text.includes('"members"') || text.includes('launch_tokens'))).toBe(false);
  });
});
