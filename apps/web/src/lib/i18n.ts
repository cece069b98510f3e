import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@platform/contracts/i18n';
import en from '../locales/en.json';
import es from '../locales/es.json';
import { setLanguageSource } from './api-client';
import { LANGUAGE_KEY } from './storage';

export const resources = {
  es: { translation: es },
  en: { translation: en },
} as const;

export function toLanguage(candidate: string | undefined | null): TLanguage {
  const base = candidate?.toLowerCase().split('-')[0];
  return LANGUAGES.find((lang) => lang === base) ?? DEFAULT_LANGUAGE;
}

export function currentLanguage(): TLanguage {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/**
 * ES is the default (spec §1); a choice made in the language selector (or `?lang=`) is kept in
 * localStorage and wins on the next visit. The `<html lang>` follows the language.
 */
export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      detection: {
        order: ['querystring', 'localStorage'],
        lookupQuerystring: 'lang',
        lookupLocalStorage: LANGUAGE_KEY,
        caches: ['localStorage'],
      },
    });
  const syncDocument = (lng: string) => {
    document.documentElement.lang = toLanguage(lng);
  };
  syncDocument(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  i18n.on('languageChanged', syncDocument);
  setLanguageSource(currentLanguage);
  return i18n;
}

export async function changeLanguage(lang: TLanguage): Promise<void> {
  await i18n.changeLanguage(lang);
}
