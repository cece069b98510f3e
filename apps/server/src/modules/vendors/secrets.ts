import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Each vendor's HMAC secret for the vendor wallet API (vendor-wallet-api.md "Transport"):
 * `VENDOR_SECRET_<VENDOR>` (for example `VENDOR_SECRET_PG`) when set, else derived from the platform's
 * base secret (the operator key, so an embedded install has stable secrets without configuration).
 */
export type VendorSecrets = {
  secretOf(vendor: string): string;
};

export function createVendorSecrets(options: { base: string; env?: NodeJS.ProcessEnv }): VendorSecrets {
  const env = options.env ?? process.env;
  const cache = new Map<string, string>();
  return {
    secretOf(vendor) {
      const code = vendor.toUpperCase();
      let secret = cache.get(code);
      if (!secret) {
        const configured = env[`VENDOR_SECRET_${code}`]?.trim();
        secret =
          configured || createHmac('sha256', options.base).update(`vendor-secret:${code}`).digest('hex');
        cache.set(code, secret);
      }
      return secret;
    },
  };
}

/** Lowercase hex HMAC-SHA256 of the raw body. */
export function signVendorBody(secret: string, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time check of an `X-Signature` header against the raw body. */
export function verifyVendorSignature(secret: string, rawBody: string | Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signVendorBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
