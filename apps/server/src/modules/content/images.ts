import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_IMAGE_KINDS, CONTENT_IMAGE_MAX_BYTES } from '@platform/contracts/content';
import { AppError } from '../../platform/errors';

export type ImageKind = (typeof CONTENT_IMAGE_KINDS)[number];

export const CONTENT_IMAGE_URL_PREFIX = '/uploads/content/';
/** Stored names: the SHA-256 of the bytes and the kind, so a name never changes meaning (immutable cache). */
export const CONTENT_IMAGE_FILE = /^[a-f0-9]{64}\.(png|jpg|gif|webp)$/;

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The image kind by its first bytes (the file name and the declared type are not trusted). SVG is not
 * accepted: it is a document that can carry script.
 */
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  ) {
    return 'gif';
  }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

/** Checks and writes an uploaded image; returns its stored file name. Nothing is written when refused. */
export async function storeImage(dir: string, bytes: Buffer): Promise<{ file: string; kind: ImageKind }> {
  if (bytes.length > CONTENT_IMAGE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
  const kind = detectImageKind(bytes);
  if (!kind || bytes.length < 16) throw new AppError('UNSUPPORTED_FILE');
  const file = `${createHash('sha256').update(bytes).digest('hex')}.${kind}`;
  const target = path.join(dir, file);
  if (await stat(target).catch(() => null)) return { file, kind };
  await mkdir(dir, { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.part`;
  await writeFile(temporary, bytes, { mode: 0o644 });
  await rename(temporary, target);
  return { file, kind };
}

/** `url` on one of the brand's image CDNs (spec §9: picked at random) when it is a site path; else as is. */
export function onImageCdn(url: string, cdn: string | null): string {
  if (!cdn || !url.startsWith('/') || url.startsWith('//')) return url;
  return `${cdn.replace(/\/+$/, '')}${url}`;
}
