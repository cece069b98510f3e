/* The languages and the language picker, without zod (the web app's start-up code imports them). */

/** Languages the brand offers; the first is the default (spec §1: EN and ES, default ES). */
export const LANGUAGES = ['es', 'en'] as const;
export const DEFAULT_LANGUAGE = 'es' as const;
export type TLanguage = (typeof LANGUAGES)[number];

/**
 * Picks a supported language from a `lang` value or an Accept-Language header ("en-US,en;q=0.9,es;q=0.8").
 * Unknown or missing values fall back to the default language.
 */
export function pickLanguage(...candidates: Array<string | undefined | null>): TLanguage {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const ranked = candidate
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
      })
      .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
      .sort((a, b) => b.q - a.q || a.index - b.index);
    for (const { tag } of ranked) {
      const base = tag.split('-')[0];
      const found = LANGUAGES.find((lang) => lang === base);
      if (found) return found;
    }
  }
  return DEFAULT_LANGUAGE;
}
