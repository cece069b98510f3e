import { pickLanguage, type TLanguage } from '@platform/contracts/i18n';
import type { FastifyRequest } from 'fastify';

/** The language of a request: `?lang=` first, then Accept-Language, else the default (es). */
export function requestLanguage(request: FastifyRequest): TLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = typeof query?.lang === 'string' ? query.lang : undefined;
  return pickLanguage(lang, request.headers['accept-language']);
}
