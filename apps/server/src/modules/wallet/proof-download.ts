import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors';

/**
 * Sends a withdrawal's proof image (member and operator downloads alike): private, never cached, never
 * sniffed or run as a page. A file gone from the disk is 404 NOT_FOUND.
 */
export async function sendProofImage(reply: FastifyReply, file: { path: string; type: string }) {
  const info = await stat(file.path).catch(() => null);
  if (!info?.isFile()) throw new AppError('NOT_FOUND');
  return reply
    .header('content-type', file.type)
    .header('content-length', info.size)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(createReadStream(file.path));
}
