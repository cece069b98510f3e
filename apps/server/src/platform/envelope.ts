import { ZErrorEnvelopeSchema, type TOkEnvelope } from '@platform/contracts/envelope';

/** The success envelope of every /wps, /lgw and /admin-api reply. */
export const ok = <T>(value: T): TOkEnvelope<T> => ({ success: true, value, message: null });

type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 502 | 503;

/** Documents error replies of a route (the OpenAPI document shows the envelope for each status). */
export function errorReplies<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof ZErrorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorEnvelopeSchema])) as Record<
    S,
    typeof ZErrorEnvelopeSchema
  >;
}
