import i18n from 'i18next';
import { ApiError } from './api-client';
import { errorMessagesOf, loadErrorMessages } from './error-messages';
import { currentLanguage } from './i18n';

/** The text to show for a failed call: the server's message (already in the request language) or ours. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR') return i18n.t('errors.network');
    if (error.message) return error.message;
    const lang = currentLanguage();
    const messages = errorMessagesOf(lang);
    if (messages) return messages[error.code].replace('{fields}', error.fields.join(', '));
    void loadErrorMessages(lang);
  }
  return i18n.t('errors.unexpected');
}
