import type { TLotteryKind, TLotteryResult } from './lottery';

/**
 * Fairness of house draws (lottery.md "Fairness of house draws"), shared by the server (which draws) and
 * the verify page (which recomputes in the browser): commit–reveal over a 32-byte seed. Before the draw
 * opens SHA-256(seed) is published; after the cut-off the numbers are derived from the byte stream
 * HMAC-SHA256(seed, `${drawKey}:${counter}`) for counter 0, 1, 2, … mapped to outcomes by rejection
 * sampling (no modulo bias), and the seed is published. Pure: the caller gives the HMAC (node:crypto on
 * the server, WebCrypto in the browser).
 */
export type Hmac = (key: Uint8Array, message: Uint8Array) => Promise<Uint8Array>;

/** The message key of a draw: `${gameCode}:${numero}`. */
export const drawKeyOf = (gameCode: string, numero: string) => `${gameCode}:${numero}`;

/** The result of a draw of `kind` from its seed (hex) and key. */
export async function drawResult(
  kind: TLotteryKind,
  seedHex: string,
  drawKey: string,
  hmac: Hmac,
): Promise<TLotteryResult> {
  void kind;
  void seedHex;
  void drawKey;
  void hmac;
  throw new Error('drawResult: not implemented yet');
}
