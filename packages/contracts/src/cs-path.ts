/**
 * Customer-service `path` obfuscation (spec §3: "encrypted; the last 8 characters are a key").
 * This only keeps links from being scraped in plain text; it is not security (decisions.md).
 *
 * Scheme: UTF-8 bytes of the URL XOR-ed with the bytes of an 8-character alphanumeric key (repeating),
 * written as base64url, followed by the key itself.
 */
const KEY_LENGTH = 8;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (ch: string) => ch.charCodeAt(0));
}

function xor(bytes: Uint8Array, key: string): Uint8Array {
  const keyBytes = new TextEncoder().encode(key);
  return bytes.map((byte, i) => byte ^ keyBytes[i % keyBytes.length]!);
}

export function obfuscateCsPath(url: string, key: string): string {
  if (!/^[A-Za-z0-9]{8}$/.test(key)) throw new RangeError('key must be 8 letters or digits');
  return toBase64Url(xor(new TextEncoder().encode(url), key)) + key;
}

export function revealCsPath(path: string): string {
  if (path.length <= KEY_LENGTH) throw new RangeError('path too short');
  const key = path.slice(-KEY_LENGTH);
  return new TextDecoder().decode(xor(fromBase64Url(path.slice(0, -KEY_LENGTH)), key));
}
