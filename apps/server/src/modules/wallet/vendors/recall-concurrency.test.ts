import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { type Database, type Db } from '../../../platform/database';
import { getTestKeyring, openTestFilePool, TEST_OPERATOR_API_KEY, testConfig } from '../../../test/app';
import { sandboxVendor } from '../repository';
import { balanceOf, createPlayer, expectLedgerClean, requestId, type TestPlayer } from '../testing';
import type { TransferVendorAdapter } from './registry';
import { createSandboxVendor } from './sandbox-vendor';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * "Recall all" on PostgreSQL (PGlite runs one query at a time): the app runs on its own pool of 40
 * connections, and the sandbox vendor answers transfers after a delay, so that many recalls of one
 * member overlap while a transfer is in flight.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('recall all under concurrency (PostgreSQL)', () => {
  let pool: Database;
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    pool = await openTestFilePool(40);
    db = pool.db;
    const sandbox = createSandboxVendor(db);
    const slow: TransferVendorAdapter = {
      ...sandbox,
      transferOut: async (input) => {
        await sleep(30);
        return sandbox.transferOut(input);
      },
    };
    app = await buildApp({
      config: testConfig({ ALLOW_PLAIN_PAYLOADS: 'true' }),
      database: pool,
      operatorApiKey: TEST_OPERATOR_API_KEY,
      keyring: await getTestKeyring(),
      transferVendors: [slow],
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await pool?.close();
  });

  const recall = (player: TestPlayer) =>
    app.inject({ method: 'POST', url: '/wps/v2/wallets/recall', headers: player.headers });

  it('N concurrent recalls per member move each sub-wallet balance back exactly once', async () => {
    const players = await Promise.all(
      [120, 75.5, 300, 1].map(async (amount) => {
        const player = await createPlayer(app, db, { balance: amount + 10 });
        const moved = await app.inject({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: player.headers,
          payload: { from: 'MAIN', to: 'SBX', amount, reference: requestId('ref') },
        });
        expect(moved.json().value).toMatchObject({ status: 'SUCCESS', main: 10, subWallet: amount });
        return { player, amount };
      }),
    );

    const replies = await Promise.all(
      players.flatMap(({ player }) => Array.from({ length: 12 }, () => recall(player))),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(replies.map(() => 200));
    // Every reply reports the one transfer (done or still in flight) or nothing left to bring back.
    for (const reply of replies) {
      for (const item of reply.json().value.transfers) expect(['SUCCESS', 'PENDING']).toContain(item.status);
    }

    for (const { player, amount } of players) {
      expect((await balanceOf(app, player)).balance).toBe(amount + 10);
      expect(await sandboxVendor.balance(db, player.id)).toBe(0n);
      const outs = await db.execute(
        sql`select status, amount from vendor_transfers where member_id = ${player.id} and direction = 'OUT'`,
      );
      expect(outs.rows).toEqual([{ status: 'SUCCESS', amount: String(Math.round(amount * 100)) }]);
    }
    // Afterwards a recall finds nothing to move.
    expect((await recall(players[0]!.player)).json().value.transfers).toEqual([]);
    await expectLedgerClean(db);
  });
});
