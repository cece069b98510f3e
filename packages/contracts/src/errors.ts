import { z } from 'zod';

/**
 * Stable machine codes of every refusal the API can give. The HTTP status of each code is fixed here so
 * the server's single error handler and the web client agree on what a code means.
 */
export const ERROR_HTTP_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  BAD_PAYLOAD: 400,
  PLAIN_PAYLOAD_REFUSED: 400,
  NOT_LOGGED_IN: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  TRIAL_FORBIDDEN: 403,
  NON_MEMBER_LOGIN: 403,
  NON_AGENT_LOGIN: 403,
  REGION_RESTRICTED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CAPTCHA_REQUIRED: 400,
  INSUFFICIENT_BALANCE: 409,
  THROTTLED: 429,
  MAINTENANCE: 503,
  INTERNAL: 500,
} as const;

export type TErrorCode = keyof typeof ERROR_HTTP_STATUS;
export const ERROR_CODES = Object.keys(ERROR_HTTP_STATUS) as [TErrorCode, ...TErrorCode[]];
export const ZErrorCodeSchema = z.enum(ERROR_CODES);
