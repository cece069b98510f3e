import {
  ZLotteryResultSchema,
  type TLotteryKind,
  type TLotteryResult,
  type TVnPrize,
} from '@platform/contracts/lottery';
import { AppError } from '../../../platform/errors';

/**
 * Whether a result has the shape of its kind's draws (lottery.md "Prize structure"): the prize counts and
 * digits of a Vietnamese result, the 23 numbers of 4D, the values of the fast games.
 */

type PrizeShape = Partial<Record<TVnPrize, readonly [count: number, digits: number]>>;

const MB: PrizeShape = {
  DB: [1, 5],
  G1: [1, 5],
  G2: [2, 5],
  G3: [6, 5],
  G4: [4, 4],
  G5: [6, 4],
  G6: [3, 3],
  G7: [4, 2],
};
const NAM_TRUNG: PrizeShape = {
  DB: [1, 6],
  G1: [1, 5],
  G2: [1, 5],
  G3: [2, 5],
  G4: [7, 5],
  G5: [1, 4],
  G6: [3, 4],
  G7: [1, 3],
  G8: [1, 2],
};
const VN_SHAPES: Partial<Record<TLotteryKind, PrizeShape>> = {
  VN_MB: MB,
  VN_FAST: MB,
  VN_MN: NAM_TRUNG,
  VN_MT: NAM_TRUNG,
};

function vnShapeOk(shape: PrizeShape, prizes: Partial<Record<TVnPrize, string[]>>): boolean {
  const names = Object.keys(prizes) as TVnPrize[];
  if (names.some((name) => !shape[name])) return false;
  return Object.entries(shape).every(([name, [count, digits]]) => {
    const numbers = prizes[name as TVnPrize];
    return numbers?.length === count && numbers.every((n) => n.length === digits && /^\d+$/.test(n));
  });
}

function fastShapeOk(kind: TLotteryKind, values: number[]): boolean {
  if (kind === 'FAST_5D') return values.length === 5 && values.every((v) => v >= 0 && v <= 9);
  if (kind === 'DICE_3') return values.length === 3 && values.every((v) => v >= 1 && v <= 6);
  if (kind === 'RACE_10')
    return values.length === 10 && [...values].sort((a, b) => a - b).every((v, i) => v === i + 1);
  return false;
}

export function resultShapeOk(kind: TLotteryKind, result: TLotteryResult): boolean {
  const parsed = ZLotteryResultSchema.safeParse(result);
  if (!parsed.success || parsed.data.kind !== kind) return false;
  const value = parsed.data;
  if (value.kind === 'SEA_4D') {
    const all = [value.first, value.second, value.third, ...value.starter, ...value.consolation];
    return new Set(all).size === all.length;
  }
  if ('values' in value) return fastShapeOk(kind, value.values);
  const shape = VN_SHAPES[kind];
  return shape ? vnShapeOk(shape, value.prizes) : false;
}

/** The result parsed and checked against the kind (LOTTERY_RESULT_INVALID otherwise). */
export function checkResult(kind: TLotteryKind, result: unknown): TLotteryResult {
  const parsed = ZLotteryResultSchema.safeParse(result);
  if (!parsed.success || !resultShapeOk(kind, parsed.data)) throw new AppError('LOTTERY_RESULT_INVALID');
  return parsed.data;
}
