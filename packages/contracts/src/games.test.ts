import { describe, expect, it } from 'vitest';
import { prizeMode, regroupLanes, type TLane } from './games';

type Card = { vassalage: string; code: string };
const card = (vassalage: string, code = vassalage) => ({ vassalage, code });
const lane = (title: TLane<Card>['title'], cards: Card[]): TLane<Card> => ({
  title,
  cards,
  gameClassify: 'ALL',
});

describe('regroupLanes', () => {
  it('pulls e-sports and cockfight vendors out of SPORTS, right after SPORTS', () => {
    const lanes = regroupLanes(
      [lane('SPORTS', [card('SB1'), card('ESB1'), card('DS88')]), lane('LOTT', [card('LOTT')])],
      { esports: ['ESB1'] },
    );
    expect(lanes.map((l) => [l.title, l.cards.map((c) => c.vassalage)])).toEqual([
      ['SPORTS', ['SB1']],
      ['ESPORTS', ['ESB1']],
      ['COCKFIGHT', ['DS88']],
      ['LOTT', ['LOTT']],
    ]);
  });

  it('forms INHOUSE from excluded RNG vendors right after RNG', () => {
    const lanes = regroupLanes(
      [lane('RNG', [card('PG'), card('TA', 'crash'), card('JDB')]), lane('FISH', [card('JDB')])],
      { esports: [] },
    );
    expect(lanes.map((l) => l.title)).toEqual(['RNG', 'INHOUSE', 'FISH']);
    expect(lanes[1]?.cards).toEqual([card('TA', 'crash')]);
    expect(lanes[0]?.cards.map((c) => c.vassalage)).toEqual(['PG', 'JDB']);
  });

  it('drops lanes left empty and merges with an existing lane of the same title', () => {
    const lanes = regroupLanes(
      [lane('SPORTS', [card('ESB1')]), lane('ESPORTS', [card('ESB2')]), lane('RNG', [card('TA')])],
      { esports: ['ESB1'], inhouse: ['TA'] },
    );
    expect(lanes.map((l) => [l.title, l.cards.map((c) => c.vassalage)])).toEqual([
      ['ESPORTS', ['ESB1', 'ESB2']],
      ['INHOUSE', ['TA']],
    ]);
  });

  it('does not change its input', () => {
    const input = [lane('SPORTS', [card('SB1'), card('DS88')])];
    regroupLanes(input, { esports: [] });
    expect(input[0]?.cards).toHaveLength(2);
  });
});

describe('prizeMode', () => {
  it('is ELOTT when the ELOTT lane has a TCG_LOTTO_VN or LOTT card', () => {
    expect(prizeMode([lane('ELOTT', [card('TCG_LOTTO_VN')])])).toBe('ELOTT');
    expect(prizeMode([lane('ELOTT', [card('X'), card('LOTT')])])).toBe('ELOTT');
  });

  it('is LOTT otherwise', () => {
    expect(prizeMode([lane('ELOTT', [card('OTHER')])])).toBe('LOTT');
    expect(prizeMode([lane('LOTT', [card('LOTT')])])).toBe('LOTT');
    expect(prizeMode([])).toBe('LOTT');
  });
});
