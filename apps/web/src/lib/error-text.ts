import { ERROR_MESSAGES } from '@platform/contracts/error-messages';
import i18n from 'i18next';
import { ApiError } from './api-client';
import { currentLanguage } from './i18n';

/** The text to show for a failed call: the server's message (already in the request language) or ours. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR') return i18n.t('errors.network');
    if (error.message) return error.message;
    return ERROR_MESSAGES[currentLanguage()][error.code].replace('{fields}', error.fields.join(', '));
  }
  return i18n.t('errors.unexpected');
}
