import type { LotteryContext, LotteryPart } from '../context';

/** The lottery's tickets part. */
export function createTicketsPart(ctx: LotteryContext): LotteryPart {
  void ctx;
  return {};
}
