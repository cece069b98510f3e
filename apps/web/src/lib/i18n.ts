import i18n, { type BackendModule, type LanguageDetectorModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@platform/contracts/i18n.constants';
import type { TLanguage } from '@platform/contracts/i18n';
import es from 'virtual:locale-texts/es/startup';
import { setLanguageSource } from './api-client';
import { loadErrorMessages } from './error-messages';
import { afterFirstPaint } from './first-paint';
import { LANGUAGE_KEY, readLocal, writeLocal } from './storage';
import { loadOnce } from './load-once';

/**
 * Spanish, the default and fallback language, comes with the app (but for the sections only later screens
 * use, see {@link loadLaterTexts}); the others load when chosen.
 */
export const resources = {
  es: { translation: es },
} as const;

const otherLanguages: Record<Exclude<TLanguage, 'es'>, () => Promise<ResourceKey>> = {
  en: () => import('../locales/en.json').then((module) => module.default),
};

/**
 * Loads a language's texts on first use. i18next waits for it before it switches, so a language change
 * never shows keys or the other language.
 */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = otherLanguages[toLanguage(language) as Exclude<TLanguage, 'es'>];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** A language code as the browser detector accepted one (letters, digits, `-`, `_`). */
const SAFE_LANGUAGE_CODE = /^[A-Za-z0-9_-]{1,35}$/;

/** The `lang` query parameter of the address (or of a `#…?` hash route), as i18next's browser detector read it. */
function queryLanguage(): string | undefined {
  const { search, hash } = window.location;
  const query = !search && hash.includes('?') ? hash.slice(hash.indexOf('?')) : search;
  let found: string | undefined;
  for (const param of query.slice(1).split('&')) {
    const at = param.indexOf('=');
    if (at > 0 && param.slice(0, at) === 'lang') found = param.slice(at + 1);
  }
  return found;
}

/** The cookie the server reads to write index.html in the visitor's language (server platform/web-app.ts). */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The language chosen before: `?lang=` first, then the one kept in localStorage; the language in use is
 * kept there. (What i18next-browser-languagedetector did with this configuration, in a few lines.)
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    [queryLanguage(), readLocal(LANGUAGE_KEY) || undefined].filter(
      (code): code is string => code !== undefined && SAFE_LANGUAGE_CODE.test(code),
    ),
  cacheUserLanguage: (language) => {
    if (language === 'cimode') return;
    writeLocal(LANGUAGE_KEY, language);
    // The server paints the first screen (index.html) in this language on the next visit.
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
  },
};

/** Adds a part of the Spanish texts, once. */
const addTexts = (load: () => Promise<{ default: ResourceKey }>) =>
  loadOnce(() =>
    load().then((module) => {
      i18n.addResourceBundle('es', 'translation', module.default, true, false);
    }),
  );

const sectionTexts = { promotions: addTexts(() => import('virtual:locale-texts/es/promotions')) };
const laterTexts = addTexts(() => import('virtual:locale-texts/es/later'));

/** The promotions page's Spanish texts alone (its route loads them with its code). */
export function loadSectionTexts(section: keyof typeof sectionTexts): Promise<void> {
  return sectionTexts[section]();
}

/**
 * The Spanish texts of the screens that are not part of the start-up bundle (the agent centre, the cashier):
 * their route loads them with its code. Other languages load whole when chosen.
 */
export function loadLaterTexts(): Promise<void> {
  return Promise.all([laterTexts(), loadSectionTexts('promotions')]).then(() => undefined);
}

let ready: Promise<unknown> = Promise.resolve();

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
  ready = i18n
    .use(lazyLocales)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      resources,
      partialBundledLanguages: true,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  const syncDocument = (lng: string) => {
    document.documentElement.lang = toLanguage(lng);
    // The error texts are for failures: they load once the first screen has painted, off its requests
    // (lib/error-text.ts asks for them itself should a failure come first).
    afterFirstPaint(() => void loadErrorMessages(toLanguage(lng)));
  };
  syncDocument(i18n.resolvedLanguage ?? DEFAULT_LANGUAGE);
  i18n.on('languageChanged', syncDocument);
  setLanguageSource(currentLanguage);
  return i18n;
}

/** Resolves when the texts of the language detected at start have loaded (at once for Spanish). */
export function i18nReady(): Promise<unknown> {
  return ready;
}

export async function changeLanguage(lang: TLanguage): Promise<void> {
  await i18n.changeLanguage(lang);
}
