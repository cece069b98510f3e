import type { TFunction } from 'i18next';
import type { TLotteryBetType } from '@platform/contracts/lottery';

export const PICK_WORDS = ['BIG', 'SMALL', 'ODD', 'EVEN', 'DRAGON', 'TIGER'] as const;
export type TPickWord = (typeof PICK_WORDS)[number];

export const isPickWord = (pick: string): pick is TPickWord =>
  (PICK_WORDS as readonly string[]).includes(pick);

/** A pick as shown: a word in the page language, a number as it is. */
export function pickLabel(t: TFunction, pick: string): string {
  return isPickWord(pick) ? t(`lottery.words.${pick}`) : pick;
}

/** The picks of a ticket or a line in one short text (a long list is counted, not listed). */
export function picksLabel(t: TFunction, picks: readonly string[]): string {
  if (picks.length === 0) return t('lottery.slip.noPicksShort');
  if (picks.length > 12) return t('lottery.slip.manyPicks', { count: picks.length });
  return picks.map((pick) => pickLabel(t, pick)).join(', ');
}

/** The position of a type that has one: a 5D digit place, a front/middle/back three, a race place, a dragon–tiger pair. */
export function positionLabel(t: TFunction, betType: TLotteryBetType, position: number): string {
  if (betType === 'P5_STRAIGHT3' || betType === 'P5_GROUP3' || betType === 'P5_GROUP6') {
    return t(`lottery.position.three${position as 1 | 2 | 3}`);
  }
  if (betType.startsWith('P5_')) return t('lottery.position.digit', { n: position });
  if (betType === 'R10_DT') return t('lottery.position.dragonTiger', { n: position, m: 11 - position });
  return t('lottery.position.place', { n: position });
}

/** A bet type's name (Vietnamese names stay, with their meaning). */
export const betTypeName = (t: TFunction, betType: TLotteryBetType) => t(`lottery.betTypes.${betType}.name`);
