import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_HTTP_STATUS } from './errors';
import { ERROR_MESSAGES, errorMessage } from './error-messages';
import { LANGUAGES } from './i18n';

describe('error catalogue', () => {
  it('has a text for every code in every language', () => {
    for (const lang of LANGUAGES) {
      for (const code of ERROR_CODES) {
        expect(ERROR_MESSAGES[lang][code], `${lang}.${code}`).toMatch(/\S/);
      }
    }
  });

  it('uses the spec §8 wording', () => {
    expect(errorMessage('en', 'NOT_LOGGED_IN')).toBe('You are not logged in, please login.');
    expect(errorMessage('en', 'NON_MEMBER_LOGIN')).toBe('Non-member account unable to login.');
    expect(errorMessage('en', 'NON_AGENT_LOGIN')).toBe('Non-agents cannot log in.');
  });

  it('names the failing fields', () => {
    expect(errorMessage('es', 'VALIDATION_FAILED', ['username', 'password'])).toBe(
      'Revise los campos: username, password.',
    );
  });

  it('maps codes to the HTTP classes of api-conventions.md', () => {
    expect(ERROR_HTTP_STATUS.NOT_LOGGED_IN).toBe(401);
    expect(ERROR_HTTP_STATUS.TRIAL_FORBIDDEN).toBe(403);
    expect(ERROR_HTTP_STATUS.THROTTLED).toBe(429);
    expect(ERROR_HTTP_STATUS.MAINTENANCE).toBe(503);
  });
});
