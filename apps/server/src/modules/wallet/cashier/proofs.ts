import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** spec §9: a proof image is png or jpg, at most 5 MB. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_FILE = /^[a-f0-9]{32}\.(png|jpg)$/;

/** png or jpg by their first bytes (the name and the declared type are not trusted). */
export function imageKind(bytes: Uint8Array): 'png' | 'jpg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/** Stores a proof image under a random name (written to a temporary file, then renamed). */
export async function storeProof(dir: string, bytes: Buffer, kind: 'png' | 'jpg'): Promise<string> {
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  const temporary = path.join(dir, `.${name}.tmp`);
  await writeFile(temporary, bytes, { mode: 0o600 });
  await rename(temporary, path.join(dir, name));
  return name;
}
