import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { getTestDb } from '../../test/app';
import { createGamesService } from './service';
import { gamesHouseSeeder } from './seed';

/** The in-house Niu-Niu (issue 18) in the catalogue: first of the PVP games, also added to older databases. */
describe('the in-house PVP game in the catalogue', () => {
  let db: Db;
  beforeAll(async () => {
    db = await getTestDb();
  });

  const pvpList = async () =>
    (
      await createGamesService({ db, clock: { now: () => new Date() } }).gameList(
        { gameType: 'PVP', gameClassify: 'ALL', language: 'es', pageNo: 1, pageSize: 100 },
        null,
      )
    ).content.map((card) => card.nodeId);

  it('an older database gets TA-INHOUSE007 (TA then offers PVP) and loses the placeholder PVP1-PVP002', async () => {
    // The catalogue before issue 18: TA offers INHOUSE only, the sandbox vendor has a Niu Niu.
    await db.execute(sql`delete from games where node_id = 'TA-INHOUSE007'`);
    await db.execute(sql`update game_vendors set game_types = '["INHOUSE"]'::jsonb where code = 'TA'`);
    await db.execute(sql`insert into games (vendor, game_code, game_type, node_id, names, icon_url, platforms)
      values ('PVP1', 'PVP002', 'PVP', 'PVP1-PVP002', '{"es":"Niu Niu","en":"Bull Bull"}', '/x.svg', '[]')`);
    expect(await pvpList()).toContain('PVP1-PVP002');

    await gamesHouseSeeder.run(db, { demo: false, log: () => {}, announce: () => {} });
    const list = await pvpList();
    expect(list[0]).toBe('TA-INHOUSE007');
    expect(list).not.toContain('PVP1-PVP002');
    const { rows } = await db.execute<{ game_types: string[]; names: unknown; is_hot: boolean }>(
      sql`select v.game_types, g.names, g.is_hot from games g join game_vendors v on v.code = g.vendor
        where g.node_id = 'TA-INHOUSE007'`,
    );
    expect(rows).toEqual([
      { game_types: ['INHOUSE', 'PVP'], names: { es: 'Niu-Niu (Toro)', en: 'Niu-Niu (Bull)' }, is_hot: true },
    ]);
    // The in-house RNG list (/rng?vassalage=INHOUSE) keeps only the RNG games.
    const inhouse = await createGamesService({ db, clock: { now: () => new Date() } }).gameList(
      {
        gameType: 'RNG',
        gameClassify: 'ALL',
        vassalage: 'INHOUSE',
        language: 'es',
        pageNo: 1,
        pageSize: 100,
      },
      null,
    );
    expect(inhouse.content.map((card) => card.nodeId)).not.toContain('TA-INHOUSE007');
    expect(inhouse.content.length).toBeGreaterThan(0);
  });
});
