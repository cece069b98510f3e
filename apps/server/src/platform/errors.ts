import { ERROR_HTTP_STATUS, type TErrorCode } from '@platform/contracts/errors';
import type { TLanguage } from '@platform/contracts/i18n';

export type AppErrorOptions = {
  /** Names of the failing input fields; listed in the message and in `value.fields`. */
  fields?: string[];
  /** Extra machine-readable facts for the client, sent as the envelope `value`. */
  details?: Record<string, unknown>;
  /** Kept for the logs only, never sent. */
  cause?: unknown;
  /**
   * What fills `{fields}` in the message, per language, when it is not a list of field names (an amount
   * written the way the language writes money). Default: `fields`.
   */
  messageFields?: (lang: TLanguage) => string[];
};

/**
 * A refusal with a stable code from @platform/contracts/errors. Use cases throw it; the one error
 * handler turns it into the reply envelope with the HTTP status of the code and a translated message.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly statusCode: number;
  readonly fields: string[];
  readonly details: Record<string, unknown> | null;
  readonly messageFields: ((lang: TLanguage) => string[]) | null;

  constructor(code: TErrorCode, options: AppErrorOptions = {}) {
    super(code, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_HTTP_STATUS[code];
    this.fields = options.fields ?? [];
    this.details = options.details ?? null;
    this.messageFields = options.messageFields ?? null;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
