import type { FastifyReply } from 'fastify';
import { AppError } from './errors';

/**
 * Serves generated SVG art by file name (`<slug>.svg`): 404 NOT_FOUND for another name or an unknown slug;
 * otherwise the picture, cached a day, with a policy that lets it carry inline styles and nothing else.
 */
export function sendSvgArt(reply: FastifyReply, file: string, draw: (slug: string) => string | null) {
  const slug = /^([a-z0-9-]{1,60})\.svg$/.exec(file)?.[1];
  const svg = slug ? draw(slug) : null;
  if (!svg) throw new AppError('NOT_FOUND');
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}
