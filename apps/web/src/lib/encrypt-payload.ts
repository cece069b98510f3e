import { JWE_ALG, JWE_ENC } from '@platform/contracts/system';
import { api, ApiError, apiRequest } from './api-client';

/** The `value` of GET /wps/system/encryption-key (ZEncryptionKeyReplySchema). */
type TEncryptionJwk = {
  kty: 'RSA';
  kid: string;
  alg: string;
  enc: string;
  use: string;
  n: string;
  e: string;
};

export const ENCRYPTION_KEY_PATH = '/wps/system/encryption-key';

let cachedKey: Promise<TEncryptionJwk> | null = null;

function encryptionKey(): Promise<TEncryptionJwk> {
  cachedKey ??= api.get<TEncryptionJwk>(ENCRYPTION_KEY_PATH).catch((error: unknown) => {
    cachedKey = null;
    throw error;
  });
  return cachedKey;
}

/** Forgets the cached key (after a `BAD_PAYLOAD` reply, when the server may have rotated it). */
export function resetEncryptionKey(): void {
  cachedKey = null;
}

/**
 * The body of a route the spec marks "encrypted" (api-conventions.md): the JSON of the real request as a
 * compact JWE (RSA-OAEP-256 / A256GCM) to the server's public key, with its `kid`.
 * jose is loaded on first use so it stays out of the start-up bundle.
 */
export async function encryptPayload(body: unknown): Promise<{ payload: string }> {
  const [jwk, { CompactEncrypt, importJWK }] = await Promise.all([encryptionKey(), import('jose')]);
  const key = await importJWK({ kty: jwk.kty, n: jwk.n, e: jwk.e }, JWE_ALG);
  const payload = await new CompactEncrypt(new Uint8Array(new TextEncoder().encode(JSON.stringify(body))))
    .setProtectedHeader({ alg: JWE_ALG, enc: JWE_ENC, kid: jwk.kid })
    .encrypt(key);
  return { payload };
}

/**
 * Sends a request whose body the spec marks "encrypted". A BAD_PAYLOAD reply may mean the server has
 * rotated its key since we fetched it: the key is fetched again and the request repeated once.
 */
export async function sendEncrypted<T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
  const send = async () => apiRequest<T>(path, { method, body: await encryptPayload(body) });
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'BAD_PAYLOAD') throw error;
    resetEncryptionKey();
    return send();
  }
}
