import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { TLotteryKind, TLotteryResult } from '@platform/contracts/lottery';
import { drawResult, type Hmac } from '@platform/contracts/lottery-fairness';

/**
 * The server's side of the commit–reveal fairness (lottery.md, docs/lottery-fairness.md): a new secret seed
 * per draw, its public SHA-256 commitment, and the result drawn from it with node:crypto's HMAC through the
 * mapping the browser's verify page uses (`@platform/contracts/lottery-fairness`).
 */

/** A new random 32-byte seed (hex, 64 characters). */
export const newSeed = (): string => randomBytes(32).toString('hex');

/** SHA-256 (lower-case hex) of the seed's bytes (not of its hex text): published while the seed is secret. */
export const seedHashOf = (seedHex: string): string =>
  createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

/** HMAC-SHA256 with node:crypto. */
export const nodeHmac: Hmac = async (key, message) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());

/** The result of a draw of `kind` from its seed (hex) and draw key (`drawKeyOf(gameCode, numero)`). */
export const houseResult = (kind: TLotteryKind, seedHex: string, drawKey: string): Promise<TLotteryResult> =>
  drawResult(kind, seedHex, drawKey, nodeHmac);
