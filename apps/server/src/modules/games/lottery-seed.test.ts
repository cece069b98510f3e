import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/database';
import { getTestDb } from '../../test/app';
import { LOTTERY_GAMES } from '../lottery/games/definitions';
import { gameSeeds, lotteryGameSeeds } from './catalogue.default';
import { gamesLotterySeeder } from './seed';

/** The lottery's catalogue (issue 16): its four vassalages and 14 games, also added to older databases. */
describe('the lottery in the game catalogue', () => {
  let db: Db;
  beforeAll(async () => {
    db = await getTestDb();
  });

  it('has the 14 games of the lottery definitions, with their vendors, categories and names', () => {
    const seeds = lotteryGameSeeds();
    expect(seeds.map((seed) => `${seed.vendor}-${seed.gameCode}`)).toEqual(
      LOTTERY_GAMES.map((game) => `${game.vendor}-${game.gameCode}`),
    );
    const category = Object.fromEntries(seeds.map((seed) => [seed.vendor, seed.gameType]));
    expect(category).toEqual({ TCG_LOTTO_VN: 'ELOTT', TCG_SEA: 'LOTT', LOTT: 'LOTT', ELOTT: 'ELOTT' });
    expect(seeds[0]).toMatchObject({
      gameCode: 'VNFAST',
      sortOrder: 0,
      names: { es: 'Vietnam Rápida 1 min' },
    });
    expect(gameSeeds().filter((seed) => ['LOTT', 'ELOTT'].includes(seed.gameType))).toHaveLength(14);
  });

  it('a fresh database lists them in the lobby order: the fast Vietnamese draw opens the ELOTT lane', async () => {
    const vendors = await db.execute<{ code: string; display_name: string; mode: string }>(sql`select code,
        display_name, mode from game_vendors where code in ('TCG_LOTTO_VN', 'ELOTT', 'LOTT', 'TCG_SEA')
      order by sort_order`);
    expect(vendors.rows).toEqual([
      { code: 'TCG_LOTTO_VN', display_name: 'Lotto VN', mode: 'seamless' },
      { code: 'ELOTT', display_name: 'E-Lotto', mode: 'seamless' },
      { code: 'LOTT', display_name: 'TC Lotto', mode: 'seamless' },
      { code: 'TCG_SEA', display_name: 'SEA 4D', mode: 'seamless' },
    ]);
    const first = await db.execute<{ node_id: string }>(sql`select g.node_id from games g
      join game_vendors v on v.code = g.vendor where g.game_type = 'ELOTT' order by v.sort_order, g.sort_order limit 1`);
    expect(first.rows).toEqual([{ node_id: 'TCG_LOTTO_VN-VNFAST' }]);
  });

  it('an older database gets the lottery games and loses the three placeholders', async () => {
    // The catalogue before issue 16: three placeholder games (one a favourite), no TCG_SEA or ELOTT games.
    await db.execute(sql`delete from games where vendor in ('TCG_SEA', 'ELOTT') or node_id = 'LOTT-LOTT5D'`);
    await db.execute(sql`insert into games (vendor, game_code, game_type, node_id, names, icon_url, platforms)
      values ('LOTT', 'LOTT001', 'LOTT', 'LOTT-LOTT001', '{"es":"Lotería Clásica","en":"Classic Lottery"}',
        '/x.svg', '[]'), ('TCG_LOTTO_VN', 'ELOTT001', 'ELOTT', 'TCG_LOTTO_VN-ELOTT001', '{"es":"a","en":"a"}',
        '/x.svg', '[]')`);
    const member = await db.execute<{ id: string }>(sql`select id from members limit 1`);
    await db.execute(sql`insert into game_favourites (member_id, node_id)
      values (${member.rows[0]!.id}::uuid, 'LOTT-LOTT001')`);
    await db.transaction((tx) =>
      gamesLotterySeeder.run(tx, { demo: false, log: () => {}, announce: () => {} }),
    );
    const lottery = await db.execute<{ node_id: string }>(sql`select node_id from games
      where vendor in ('TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT') order by node_id`);
    expect(lottery.rows.map((row) => row.node_id)).toEqual(
      LOTTERY_GAMES.map((game) => `${game.vendor}-${game.gameCode}`).sort(),
    );
    const favourites = await db.execute(sql`select 1 from game_favourites where node_id = 'LOTT-LOTT001'`);
    expect(favourites.rows).toEqual([]);
  });
});
