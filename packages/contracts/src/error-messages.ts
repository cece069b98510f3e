import type { TErrorCode } from './errors';
import { ERROR_MESSAGES_EN } from './error-messages.en';
import { ERROR_MESSAGES_ES } from './error-messages.es';
import type { TLanguage } from './i18n';

/**
 * The texts of the error codes, per language. Each language lives in its own file
 * (`error-messages.<lang>.ts`) so the web app loads only the active one; the server takes them all here.
 * `{fields}` is replaced with the names of the failing fields.
 */
export const ERROR_MESSAGES: Record<TLanguage, Record<TErrorCode, string>> = {
  es: ERROR_MESSAGES_ES,
  en: ERROR_MESSAGES_EN,
};

export function errorMessage(lang: TLanguage, code: TErrorCode, fields: string[] = []): string {
  return ERROR_MESSAGES[lang][code].replace('{fields}', fields.join(', '));
}
