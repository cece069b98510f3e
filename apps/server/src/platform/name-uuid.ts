import { createHash } from 'node:crypto';

/**
 * A UUID derived from a name (SHA-256 of it in the version 5 layout): the same name gives the same id, so a
 * retried request sends the same bet ids and replays (lottery tickets, in-house rounds).
 */
export function nameUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
