import { describe, expect, it } from 'vitest';
import type { TWinnerItem } from '@platform/contracts/bets';
import { maskedName, nextTickerOffset, splitWinnerLists, tickerMoves, winnerToCard } from './winner-board';

const vo = (n: number, overrides: Partial<TWinnerItem> = {}): TWinnerItem => ({
  iconUrl: `/lgw/games/art/PG-RNG00${n}.svg`,
  customerName: `ju***${n}`,
  winAmount: 100 * n,
  nodeId: `PG-RNG00${n}`,
  gameCode: `RNG00${n}`,
  gameName: `Juego ${n}`,
  gameType: 'RNG',
  vassalage: 'PG',
  isGame: 'GAME',
  winTime: '2025-01-01T12:00:00.000Z',
  ...overrides,
});

describe('winner board lists', () => {
  it('keep every jackpot entry and the first 9 biggest wins, in the server order', () => {
    const list = [
      ...Array.from({ length: 12 }, (_, i) => ({ listType: 'WIN' as const, vo: vo(i + 1) })),
      ...Array.from({ length: 11 }, (_, i) => ({ listType: 'JACKPOT' as const, vo: vo(i + 20) })),
    ];
    const { jackpots, wins } = splitWinnerLists(list);
    expect(jackpots.map((item) => item.nodeId)).toHaveLength(11);
    expect(wins.map((item) => item.gameName)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `Juego ${n}`));
  });

  it('scroll only with more entries than limitMoveNum 3', () => {
    expect(tickerMoves(3)).toBe(false);
    expect(tickerMoves(4)).toBe(true);
    expect(tickerMoves(0)).toBe(false);
  });

  it('advance 0.5 per frame and wrap after one copy of the list', () => {
    expect(nextTickerOffset(0, 100)).toBe(0.5);
    expect(nextTickerOffset(99.5, 100)).toBe(0);
    expect(nextTickerOffset(99.75, 100)).toBe(0.25);
    expect(nextTickerOffset(10, 0)).toBe(0);
  });

  it('never show a customer name in full', () => {
    expect(maskedName('ju***7')).toBe('ju***7');
    expect(maskedName('demo_player')).toBe('d***r');
    expect(maskedName('a')).toBe('a***');
  });

  it('build the card that starts the entry’s game', () => {
    const card = winnerToCard(vo(3, { isGame: 'VASSALAGE', vassalage: 'SB1', gameType: 'SPORTS' }));
    expect(card).toMatchObject({
      nodeId: 'PG-RNG003',
      gameCode: 'RNG003',
      vassalage: 'SB1',
      gameType: 'SPORTS',
      isGame: 'VASSALAGE',
      gameName: 'Juego 3',
      iconUrl: '/lgw/games/art/PG-RNG003.svg',
    });
  });
});
