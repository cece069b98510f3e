import { createHmac, timingSafeEqual } from 'node:crypto';
import { LANGUAGES, type TLanguage } from '@platform/contracts/i18n';
import { z } from 'zod';

/**
 * The sandbox vendor's game session, carried in the game page's address (`?session=`) and signed with
 * the sandbox's own key, so that any server process can serve the page and no database row is needed:
 * which member (account), game and launch token the page plays with.
 */
export type SandboxSession = {
  token: string;
  account: string;
  vendor: string;
  gameCode: string;
  nodeId: string;
  language: TLanguage;
  /** Transfer mode: the sub-wallet the game plays from; null: seamless (main wallet, through the wallet API). */
  walletVendor: string | null;
  backUrl: string | null;
};

const ZSessionSchema = z.object({
  t: z.string().min(1).max(256),
  u: z.string().min(1).max(64),
  v: z.string().min(1).max(24),
  g: z.string().min(1).max(64),
  n: z.string().min(1).max(64),
  l: z.enum(LANGUAGES),
  w: z.string().max(24).nullable(),
  b: z.string().max(500).nullable(),
});

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export function encodeSession(key: string, session: SandboxSession): string {
  const payload = Buffer.from(
    JSON.stringify({
      t: session.token,
      u: session.account,
      v: session.vendor,
      g: session.gameCode,
      n: session.nodeId,
      l: session.language,
      w: session.walletVendor,
      b: session.backUrl,
    }),
  ).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/** The session of a signed value, or null when it is malformed or its signature does not match. */
export function decodeSession(key: string, value: unknown): SandboxSession | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = ZSessionSchema.safeParse(json);
  if (!parsed.success) return null;
  const s = parsed.data;
  return {
    token: s.t,
    account: s.u,
    vendor: s.v,
    gameCode: s.g,
    nodeId: s.n,
    language: s.l,
    walletVendor: s.w,
    backUrl: s.b,
  };
}
