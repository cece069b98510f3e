import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import { formatWait, phoneAuthMessageOf, SignInProviderError, toE164 } from './sign-in-providers';

describe('phone-auth messages', () => {
  it.each([
    ['auth/invalid-phone-number', 'invalidPhone'],
    ['auth/missing-phone-number', 'missingPhone'],
    ['auth/too-many-requests', 'tooManyRequests'],
    ['auth/invalid-verification-code', 'invalidCode'],
    ['auth/missing-verification-code', 'missingCode'],
    ['auth/captcha-check-failed', 'captchaFailed'],
    ['auth/quota-exceeded', 'quotaExceeded'],
    ['auth/operation-not-allowed', 'operationNotAllowed'],
    ['auth/code-expired', 'codeExpired'],
    ['auth/session-expired', 'codeExpired'],
    ['auth/popup-closed-by-user', 'popupClosed'],
    ['auth/internal-error', 'unknown'],
  ])('%s reads as %s', (code, message) => {
    expect(phoneAuthMessageOf(new SignInProviderError(code))).toBe(message);
  });

  it('anything that is not a provider refusal is an unknown error', () => {
    expect(phoneAuthMessageOf(new TypeError('Failed to fetch'))).toBe('unknown');
  });

  it('has every message in Spanish and English, as the spec words them', () => {
    const keys = Object.keys(es.signInProviders.phoneAuth).sort();
    expect(Object.keys(en.signInProviders.phoneAuth).sort()).toEqual(keys);
    expect(keys).toHaveLength(11);
    expect(es.signInProviders.phoneAuth.tooManyRequests).toContain('5 minutos');
    expect(en.signInProviders.phoneAuth.tooManyRequests).toContain('5 minutes');
    expect(es.signInProviders.phoneAuth.quotaExceeded).toContain('atención al cliente');
    expect(en.signInProviders.phoneAuth.operationNotAllowed).toContain('customer service');
  });
});

describe('helpers', () => {
  it('writes numbers in E.164 and waits as m:ss', () => {
    expect(toE164('+52', '55 1234-5678')).toBe('+525512345678');
    expect(formatWait(300)).toBe('5:00');
    expect(formatWait(61)).toBe('1:01');
  });
});
