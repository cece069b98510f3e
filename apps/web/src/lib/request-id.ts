/** A random idempotency key for one user action (requestId, reference): 32 hex characters. */
export function newRequestId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID().replace(/-/g, '');
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A key of `newRequestId` as a version-4 UUID (8-4-4-4-12), for the routes whose contract asks a UUID
 * (loyalty's redeem, conversion and rebate claim). The same key always gives the same UUID, so a retry
 * of the same request still carries the same id.
 */
export function asUuid(key: string): string {
  const hex = key
    .toLowerCase()
    .replace(/[^0-9a-f]/g, '')
    .padEnd(32, '0')
    .slice(0, 32)
    .split('');
  hex[12] = '4';
  hex[16] = (8 + (parseInt(hex[16] ?? '0', 16) & 3)).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
