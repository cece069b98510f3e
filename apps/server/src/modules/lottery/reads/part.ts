import type { LotteryContext, LotteryPart } from '../context';

/** The lottery's reads part. */
export function createReadsPart(ctx: LotteryContext): LotteryPart {
  void ctx;
  return {};
}
