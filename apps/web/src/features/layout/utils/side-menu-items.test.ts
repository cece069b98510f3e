import { describe, expect, it } from 'vitest';
import type { TGameCategory } from '@platform/contracts/categories';
import { activeCategory, buildSideMenuCategories } from './side-menu-items';

const menu = (gameType: TGameCategory, ...vendors: string[]) => ({
  gameType,
  vendors: vendors.map((vassalage) => ({ vassalage })),
});

/** The seeded order of GET /lgw/games/game_menus (after the spec §4 re-grouping). */
const MENUS = [
  menu('RNG', 'PG', 'EG2'),
  menu('INHOUSE', 'TA'),
  menu('FISH', 'JDB'),
  menu('LIVE'),
  menu('SPORTS', 'SB1'),
  menu('LOTT', 'LOTT'),
  menu('ELOTT', 'TCG_LOTTO_VN'),
];

const at = (path: string) => {
  const [pathname = '/', search = ''] = path.split('?');
  return { pathname, search: search ? `?${search}` : '' };
};

describe('buildSideMenuCategories', () => {
  it('keeps the menu order, skips categories without vendors and links each to its page', () => {
    const items = buildSideMenuCategories(MENUS, at('/index'), { LOTT: 'LOTT001', ELOTT: 'ELOTT001' });
    expect(items.map((item) => [item.category, item.to])).toEqual([
      ['RNG', '/rng'],
      ['INHOUSE', '/rng?vassalage=INHOUSE'],
      ['FISH', '/fish'],
      ['SPORTS', '/sports'],
      ['LOTT', '/lottery?gameCode=LOTT001'],
      ['ELOTT', '/vnLottery?gameCode=ELOTT001'],
    ]);
  });

  it('starts a lottery with its first vendor game: TCG_SEA on /seaLottery, others on /lottery', () => {
    const items = buildSideMenuCategories(
      [menu('LOTT', 'TCG_SEA', 'LOTT'), menu('ELOTT', 'GW', 'TCG_LOTTO_VN')],
      at('/'),
      { LOTT: 'SEA 01', ELOTT: 'GW9' },
    );
    expect(items).toEqual([
      expect.objectContaining({
        to: '/seaLottery?gameCode=SEA%2001',
        launchVendor: 'TCG_SEA',
        pending: false,
      }),
      expect.objectContaining({ to: '/lottery?gameCode=GW9', launchVendor: 'GW', pending: false }),
    ]);
  });

  it('marks a lottery whose first game is not known yet as pending, and falls back to its centre page without games', () => {
    const items = buildSideMenuCategories(MENUS, at('/'), { ELOTT: null });
    const lott = items.find((item) => item.category === 'LOTT');
    const elott = items.find((item) => item.category === 'ELOTT');
    expect(lott).toMatchObject({ to: '/lott', launchVendor: 'LOTT', pending: true });
    expect(elott).toMatchObject({ to: '/elott', launchVendor: 'TCG_LOTTO_VN', pending: false });
    expect(items.find((item) => item.category === 'RNG')).toMatchObject({
      launchVendor: null,
      pending: false,
    });
  });

  it('highlights exactly one item, taken from the path and the vassalage', () => {
    const activeOf = (path: string) =>
      buildSideMenuCategories(MENUS, at(path))
        .filter((item) => item.active)
        .map((item) => item.category);
    expect(activeOf('/rng?vassalage=INHOUSE')).toEqual(['INHOUSE']);
    expect(activeOf('/rng?vassalage=ta')).toEqual(['INHOUSE']);
    expect(activeOf('/rng')).toEqual(['RNG']);
    expect(activeOf('/rng?vassalage=PG')).toEqual(['RNG']);
    expect(activeOf('/FISH/')).toEqual(['FISH']);
    expect(activeOf('/sports?vassalage=SB1')).toEqual(['SPORTS']);
    expect(activeOf('/elott')).toEqual(['ELOTT']);
    expect(activeOf('/index')).toEqual([]);
    expect(activeOf('/inhouse')).toEqual([]);
  });
});

describe('activeCategory', () => {
  it('is RNG on /rng when the menus have no in-house vendor and the vassalage is another vendor', () => {
    expect(activeCategory([menu('RNG', 'PG')], at('/rng?vassalage=TA'))).toBe('RNG');
    expect(activeCategory([menu('RNG', 'PG')], at('/rng?vassalage=INHOUSE'))).toBe('INHOUSE');
  });
});
