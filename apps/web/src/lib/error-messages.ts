import type { TErrorCode } from '@platform/contracts/errors';
import type { TLanguage } from '@platform/contracts/i18n';

type TErrorMessages = Record<TErrorCode, string>;

/** Each language's error texts are their own chunk: the app loads only the active language's. */
const loaders: Record<TLanguage, () => Promise<TErrorMessages>> = {
  es: () => import('@platform/contracts/error-messages.es').then((module) => module.ERROR_MESSAGES_ES),
  en: () => import('@platform/contracts/error-messages.en').then((module) => module.ERROR_MESSAGES_EN),
};

const loaded: Partial<Record<TLanguage, TErrorMessages>> = {};
const pending: Partial<Record<TLanguage, Promise<void>>> = {};

/** Loads a language's error texts once; the i18n setup calls it for the language in use. */
export function loadErrorMessages(lang: TLanguage): Promise<void> {
  pending[lang] ??= loaders[lang]().then(
    (messages) => {
      loaded[lang] = messages;
    },
    () => {
      // A failed chunk is tried again on the next call.
      delete pending[lang];
    },
  );
  return pending[lang];
}

/** The texts of a language, when they have loaded. */
export function errorMessagesOf(lang: TLanguage): TErrorMessages | undefined {
  return loaded[lang];
}
