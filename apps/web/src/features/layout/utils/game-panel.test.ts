import { describe, expect, it } from 'vitest';
import type { TGameCategory } from '@platform/contracts/categories';
import { countPanelVendors, groupGamePanel, isLargeGamePanel } from './game-panel';

const menu = (gameType: TGameCategory, ...vendors: string[]) => ({
  gameType,
  vendors: vendors.map((vassalage) => ({ vassalage, displayName: `${vassalage} name`, maintenance: false })),
});

const vendors = (count: number, prefix = 'V') => Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);

describe('groupGamePanel', () => {
  it('groups vendors under their categories in menu order, with links to the list or the centre page', () => {
    const groups = groupGamePanel([
      menu('RNG', 'PG', 'JDB'),
      menu('INHOUSE', 'TA'),
      menu('LIVE'),
      menu('FISH', 'JDB'),
      menu('SPORTS', 'SB1'),
      menu('LOTT', 'LOTT'),
    ]);
    expect(groups.map((group) => group.category)).toEqual(['RNG', 'INHOUSE', 'FISH', 'SPORTS', 'LOTT']);
    expect(groups[0]).toEqual({
      category: 'RNG',
      to: '/rng',
      vendors: [
        { vassalage: 'PG', displayName: 'PG name', to: '/rng?vassalage=PG', maintenance: false },
        { vassalage: 'JDB', displayName: 'JDB name', to: '/rng?vassalage=JDB', maintenance: false },
      ],
    });
    expect(groups[1]?.vendors[0]?.to).toBe('/rng?vassalage=INHOUSE');
    expect(groups[2]?.vendors[0]?.to).toBe('/fish?vassalage=JDB');
    expect(groups[3]).toMatchObject({ to: '/sports', vendors: [{ to: '/sports' }] });
    expect(groups[4]).toMatchObject({ to: '/lott', vendors: [{ to: '/lott' }] });
  });
});

describe('isLargeGamePanel', () => {
  it('is small with 10 vendors and large from 11 (spec §2: more than 10)', () => {
    const ten = groupGamePanel([menu('RNG', ...vendors(6)), menu('LIVE', ...vendors(4, 'L'))]);
    expect(countPanelVendors(ten)).toBe(10);
    expect(isLargeGamePanel(ten)).toBe(false);
    const eleven = groupGamePanel([menu('RNG', ...vendors(6)), menu('LIVE', ...vendors(5, 'L'))]);
    expect(isLargeGamePanel(eleven)).toBe(true);
  });

  it('counts a vendor of several categories once', () => {
    const groups = groupGamePanel([menu('RNG', ...vendors(8)), menu('FISH', ...vendors(5))]);
    expect(countPanelVendors(groups)).toBe(8);
    expect(isLargeGamePanel(groups)).toBe(false);
  });

  it('is small without vendors', () => {
    expect(isLargeGamePanel(groupGamePanel([menu('RNG')]))).toBe(false);
  });
});
