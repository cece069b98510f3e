import { describe, expect, it } from 'vitest';
import { isSideMenuHidden } from './side-menu-visibility';

describe('isSideMenuHidden', () => {
  it.each(['/seamless', '/lottert', '/vnlottery', '/sealottery', '/vnLottery', '/seaLottery', '/SEAMLESS/'])(
    'hides the side menu on %s (case-insensitive)',
    (path) => expect(isSideMenuHidden(path)).toBe(true),
  );

  it.each(['/', '/index', '/promotions', '/rng', '/member/withdraw', '/seamless-extra'])(
    'shows it on %s',
    (path) => expect(isSideMenuHidden(path)).toBe(false),
  );

  it('hides it on any game page', () => {
    expect(isSideMenuHidden('/lottery', true)).toBe(true);
  });
});
