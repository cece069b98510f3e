import { describe, expect, it } from 'vitest';
import { resolveGameStart } from './game-start';

const member = { isLogin: true, isTrial: false };
const game = (vassalage: string, gameCode = 'G001', isGame: 'GAME' | 'VASSALAGE' = 'GAME') => ({
  vassalage,
  gameCode,
  isGame,
});

describe('resolveGameStart (spec §4 Game start)', () => {
  it('a visitor gets the login popup, whatever the game', () => {
    const visitor = { isLogin: false, isTrial: false };
    expect(resolveGameStart(game('PG'), visitor)).toEqual({ kind: 'login' });
    expect(resolveGameStart(game('LOTT'), visitor)).toEqual({ kind: 'login' });
    expect(resolveGameStart(game('PG', 'X', 'VASSALAGE'), visitor)).toEqual({ kind: 'login' });
  });

  it('a trial account gets the real-account dialog and no launch, not even of a lottery', () => {
    const trial = { isLogin: true, isTrial: true };
    expect(resolveGameStart(game('PG'), trial)).toEqual({ kind: 'trial' });
    expect(resolveGameStart(game('TCG_LOTTO_VN'), trial)).toEqual({ kind: 'trial' });
  });

  it('TCG_LOTTO_VN goes to /vnLottery with the gameCode', () => {
    expect(resolveGameStart(game('TCG_LOTTO_VN', 'ELOTT001'), member)).toEqual({
      kind: 'navigate',
      to: '/vnLottery?gameCode=ELOTT001',
    });
  });

  it('TCG_SEA goes to /seaLottery with the gameCode', () => {
    expect(resolveGameStart(game('TCG_SEA', 'SEA7'), member)).toEqual({
      kind: 'navigate',
      to: '/seaLottery?gameCode=SEA7',
    });
  });

  it('LOTT and ELOTT go to /lottery with the gameCode (encoded)', () => {
    expect(resolveGameStart(game('LOTT', 'LOTT001'), member)).toEqual({
      kind: 'navigate',
      to: '/lottery?gameCode=LOTT001',
    });
    expect(resolveGameStart(game('ELOTT', 'a b&c'), member)).toEqual({
      kind: 'navigate',
      to: '/lottery?gameCode=a+b%26c',
    });
  });

  it('a lottery vendor card routes to its page even when it is a VASSALAGE card', () => {
    expect(resolveGameStart(game('LOTT', 'L1', 'VASSALAGE'), member)).toEqual({
      kind: 'navigate',
      to: '/lottery?gameCode=L1',
    });
  });

  it('a game of the in-house vendor TA opens its own page /house/<gameCode>', () => {
    expect(resolveGameStart(game('TA', 'INHOUSE005'), member)).toEqual({
      kind: 'navigate',
      to: '/house/INHOUSE005',
    });
    expect(resolveGameStart(game('TA', 'a b/c'), member)).toEqual({
      kind: 'navigate',
      to: '/house/a%20b%2Fc',
    });
  });

  it('a TA game still asks a visitor to log in and a trial account for a real account first', () => {
    expect(resolveGameStart(game('TA', 'INHOUSE002'), { isLogin: false, isTrial: false })).toEqual({
      kind: 'login',
    });
    expect(resolveGameStart(game('TA', 'INHOUSE002'), { isLogin: true, isTrial: true })).toEqual({
      kind: 'trial',
    });
  });

  it('the in-house PVP game, started without a room (a winner board entry), goes to the PVP list', () => {
    expect(resolveGameStart(game('TA', 'INHOUSE007'), member)).toEqual({ kind: 'navigate', to: '/pvp' });
  });

  it('the TA vendor card (VASSALAGE) opens its game list in the popup, like any vendor', () => {
    expect(resolveGameStart(game('TA', 'TA', 'VASSALAGE'), member)).toEqual({ kind: 'popup' });
  });

  it('a VASSALAGE card of another vendor opens the popup game list', () => {
    expect(resolveGameStart(game('PG', 'PG', 'VASSALAGE'), member)).toEqual({ kind: 'popup' });
  });

  it('any other game launches in place', () => {
    expect(resolveGameStart(game('PG', 'RNG001'), member)).toEqual({ kind: 'launch' });
    expect(resolveGameStart(game('TCG_LOTTO'), member)).toEqual({ kind: 'launch' });
  });
});
