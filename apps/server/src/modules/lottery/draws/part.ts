import type { LotteryContext, LotteryPart } from '../context';

/** The lottery's draws part. */
export function createDrawsPart(ctx: LotteryContext): LotteryPart {
  void ctx;
  return {};
}
