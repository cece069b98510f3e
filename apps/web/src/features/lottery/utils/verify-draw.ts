import type { TLotteryKind, TLotteryResult } from '@platform/contracts/lottery';
import { drawKeyOf, drawResult, type Hmac } from '@platform/contracts/lottery-fairness';

/**
 * The verify page's computation, in the browser (lottery.md "Fairness of house draws"): SHA-256 of the
 * published seed against the hash committed when the draw opened, and the numbers recomputed from the seed
 * with HMAC-SHA256 (WebCrypto) through the same mapping the server draws with.
 */

/** The seed's bytes from hex (64 hex characters = 32 bytes), or null when it is not hex. */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  const clean = hex.trim().toLowerCase();
  if (clean.length === 0 || clean.length % 2 !== 0 || !/^[0-9a-f]+$/.test(clean)) return null;
  const bytes = new Uint8Array(clean.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const toHex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export const webCryptoHmac: Hmac = async (key, message) => {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, new Uint8Array(message)));
};

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', bytes));
}

/** Canonical JSON (keys sorted) so two results compare by content. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const sameResult = (a: TLotteryResult, b: TLotteryResult) => canonical(a) === canonical(b);

export type TVerifyInput = {
  kind: TLotteryKind;
  gameCode: string;
  numero: string;
  seedHex: string;
  /** The hash published when the draw opened (null: not given). */
  seedHash: string | null;
  /** The published result (null: not given). */
  result: TLotteryResult | null;
};

export type TVerifyOutcome =
  | { ok: false; reason: 'seed' }
  | {
      ok: true;
      hash: string;
      hashMatches: boolean | null;
      computed: TLotteryResult;
      resultMatches: boolean | null;
    };

export async function verifyDraw(input: TVerifyInput, hmac: Hmac = webCryptoHmac): Promise<TVerifyOutcome> {
  const seed = hexToBytes(input.seedHex);
  if (!seed || seed.length !== 32) return { ok: false, reason: 'seed' };
  const hash = await sha256Hex(seed);
  const computed = await drawResult(
    input.kind,
    input.seedHex.trim().toLowerCase(),
    drawKeyOf(input.gameCode, input.numero),
    hmac,
  );
  return {
    ok: true,
    hash,
    hashMatches: input.seedHash ? input.seedHash.trim().toLowerCase() === hash : null,
    computed,
    resultMatches: input.result ? sameResult(input.result, computed) : null,
  };
}
