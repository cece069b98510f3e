import { describe, expect, it } from 'vitest';
import type { TGameCategory } from '@platform/contracts/categories';
import { buildHomeRows, HOME_ROW_LIMIT } from './home-rows';

type TCard = { nodeId: string };
const cards = (prefix: string, count: number): TCard[] =>
  Array.from({ length: count }, (_, i) => ({ nodeId: `${prefix}-${i + 1}` }));
const lane = (title: TGameCategory, count: number) => ({ title, cards: cards(title, count) });

describe('home category rows (spec §2, §9)', () => {
  it('follow RNG, FISH, LIVE, PVP, SPORTS, COCKFIGHT whatever order the lanes arrive in', () => {
    const rows = buildHomeRows([
      lane('COCKFIGHT', 1),
      lane('LIVE', 3),
      lane('SPORTS', 2),
      lane('RNG', 5),
      lane('PVP', 4),
      lane('FISH', 2),
    ]);
    expect(rows.map((row) => row.category)).toEqual(['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'COCKFIGHT']);
  });

  it('hide ESPORTS, the categories home does not show (LOTT, ELOTT, INHOUSE) and empty rows', () => {
    const rows = buildHomeRows([
      lane('RNG', 2),
      lane('INHOUSE', 4),
      lane('FISH', 0),
      lane('SPORTS', 1),
      lane('ESPORTS', 3),
      lane('LOTT', 2),
      lane('ELOTT', 1),
    ]);
    expect(rows.map((row) => row.category)).toEqual(['RNG', 'SPORTS']);
    expect(buildHomeRows([])).toEqual([]);
  });

  it('truncate each row to 12 cards in the server order and keep the full count', () => {
    const [rng] = buildHomeRows([lane('RNG', 40)]);
    expect(rng?.cards).toHaveLength(HOME_ROW_LIMIT);
    expect(rng?.cards[0]).toEqual({ nodeId: 'RNG-1' });
    expect(rng?.cards.at(-1)).toEqual({ nodeId: 'RNG-12' });
    expect(rng?.total).toBe(40);
  });

  it('give non-vendor rows a "more" link to their page, and arrows only over 12 items', () => {
    const rows = buildHomeRows([lane('RNG', 13), lane('FISH', 12), lane('LIVE', 1), lane('PVP', 30)]);
    expect(rows.map((row) => [row.category, row.kind, row.moreHref, row.arrows])).toEqual([
      ['RNG', 'games', '/rng', true],
      ['FISH', 'games', '/fish', false],
      ['LIVE', 'games', '/live', false],
      ['PVP', 'games', '/pvp', true],
    ]);
  });

  it('show SPORTS and COCKFIGHT as vendor rows: no "more" link, no arrows, even over 12', () => {
    const rows = buildHomeRows([lane('SPORTS', 14), lane('COCKFIGHT', 1)]);
    expect(rows.map((row) => [row.category, row.kind, row.moreHref, row.arrows])).toEqual([
      ['SPORTS', 'vendors', null, false],
      ['COCKFIGHT', 'vendors', null, false],
    ]);
    expect(rows[0]?.cards).toHaveLength(HOME_ROW_LIMIT);
  });
});
