import { describe, expect, it } from 'vitest';
import { pickLanguage } from './i18n';

describe('pickLanguage', () => {
  it('defaults to Spanish when nothing usable is given', () => {
    expect(pickLanguage()).toBe('es');
    expect(pickLanguage(undefined, null, '')).toBe('es');
    expect(pickLanguage('fr-FR,de;q=0.8')).toBe('es');
  });

  it('honours an explicit lang before the header', () => {
    expect(pickLanguage('en', 'es-ES')).toBe('en');
    expect(pickLanguage('xx', 'en-GB')).toBe('en');
  });

  it('ranks Accept-Language by quality, then by order', () => {
    expect(pickLanguage('fr;q=0.9,en-US;q=0.8,es;q=0.7')).toBe('en');
    expect(pickLanguage('es;q=0.5,en;q=0.9')).toBe('en');
    expect(pickLanguage('EN-us')).toBe('en');
    expect(pickLanguage('en;q=0,es')).toBe('es');
  });
});
