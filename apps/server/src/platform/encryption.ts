import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { JWE_ALG, JWE_ENC, ZEncryptedBodySchema } from '@platform/contracts/system';
import { calculateJwkThumbprint, compactDecrypt, decodeProtectedHeader } from 'jose';
import { AppError } from './errors';

/** The public half of a payload key, as `GET /wps/system/encryption-key` serves it. */
export type PublicPayloadJwk = {
  kty: 'RSA';
  kid: string;
  alg: typeof JWE_ALG;
  enc: typeof JWE_ENC;
  use: 'enc';
  n: string;
  e: string;
};

export type PayloadKey = { kid: string; privateKey: KeyObject; publicJwk: PublicPayloadJwk };

/** The current key (served to clients) and the previous one, still accepted after a rotation. */
export type Keyring = { current: PayloadKey; previous: PayloadKey | null };

export function generatePayloadKeyPem(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

async function toPayloadKey(pem: string, label: string): Promise<PayloadKey> {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey({ key: pem, format: 'pem' });
  } catch (error) {
    throw new Error(`${label} is not a readable PKCS#8 PEM private key`, { cause: error });
  }
  const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  if (privateKey.asymmetricKeyType !== 'rsa' || bits < 2048) {
    throw new Error(`${label} must be an RSA key of at least 2048 bits`);
  }
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const n = String(jwk.n);
  const e = String(jwk.e);
  // The kid is the RFC 7638 thumbprint, so every process holding the same key announces the same kid.
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n, e });
  return { kid, privateKey, publicJwk: { kty: 'RSA', kid, alg: JWE_ALG, enc: JWE_ENC, use: 'enc', n, e } };
}

export async function createKeyring(currentPem: string, previousPem: string | null = null): Promise<Keyring> {
  return {
    current: await toPayloadKey(currentPem, 'JWE_PRIVATE_KEY'),
    previous: previousPem ? await toPayloadKey(previousPem, 'JWE_PREVIOUS_PRIVATE_KEY') : null,
  };
}

const decryptOptions = { keyManagementAlgorithms: [JWE_ALG], contentEncryptionAlgorithms: [JWE_ENC] };

function candidateKeys(keyring: Keyring, kid: unknown): PayloadKey[] {
  const all = keyring.previous ? [keyring.current, keyring.previous] : [keyring.current];
  if (kid === undefined) return all;
  return all.filter((key) => key.kid === kid);
}

/**
 * Decrypts a compact JWE (RSA-OAEP-256 / A256GCM) made with the current or the previous public key
 * (chosen by `kid`; both are tried when the header has none) and parses the JSON inside.
 * Anything that does not decrypt to JSON is `BAD_PAYLOAD`.
 */
export async function decryptPayload(keyring: Keyring, jwe: string): Promise<unknown> {
  let kid: unknown;
  try {
    kid = decodeProtectedHeader(jwe).kid;
  } catch (error) {
    throw new AppError('BAD_PAYLOAD', { cause: error });
  }
  for (const key of candidateKeys(keyring, kid)) {
    let plaintext: Uint8Array;
    try {
      ({ plaintext } = await compactDecrypt(jwe, key.privateKey, decryptOptions));
    } catch {
      continue;
    }
    try {
      return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plaintext)) as unknown;
    } catch (error) {
      throw new AppError('BAD_PAYLOAD', { cause: error });
    }
  }
  throw new AppError('BAD_PAYLOAD');
}

export type EncryptedBodyOptions = { keyring: Keyring; allowPlainPayloads: boolean };

/**
 * The body of a route marked `config: { encrypted: true }`: `{ "payload": "<compact JWE>" }` becomes the
 * decrypted JSON, which the route's own body schema then validates. A plain body is refused unless
 * ALLOW_PLAIN_PAYLOADS (development and tests).
 */
export async function openEncryptedBody(body: unknown, options: EncryptedBodyOptions): Promise<unknown> {
  const isEnvelope =
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.keys(body).join() === 'payload';
  if (!isEnvelope) {
    if (options.allowPlainPayloads) return body;
    throw new AppError('PLAIN_PAYLOAD_REFUSED');
  }
  const envelope = ZEncryptedBodySchema.safeParse(body);
  if (!envelope.success) throw new AppError('BAD_PAYLOAD');
  return decryptPayload(options.keyring, envelope.data.payload);
}
