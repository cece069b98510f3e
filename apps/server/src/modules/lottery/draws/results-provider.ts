import type { TLotteryResult } from '@platform/contracts/lottery';

/** An official draw as a results provider is asked about it. */
export type OfficialDraw = {
  drawId: string;
  gameCode: string;
  numero: string;
  province: string | null;
  drawAt: Date;
  /** The sandbox provider's seed (it draws like the house); real providers ignore it. */
  seed: string | null;
};

/**
 * Where official results (Vietnamese provinces, 4D) come from. A real provider fetches the published
 * results over the internet; the built-in sandbox provider (`sandbox-results.ts`) draws them offline the
 * same way as house draws, from the draw's committed seed.
 */
export type LotteryResultsProvider = {
  name: string;
  /** The result once published, or null (not yet: asked again on the next run). */
  fetch(draw: OfficialDraw): Promise<TLotteryResult | null>;
};
