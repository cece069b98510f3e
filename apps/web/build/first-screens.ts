import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** Where the build writes what the server needs to paint a page's first screen (read by the server). */
export const FIRST_SCREENS_FILE = '.vite/first-screens.json';

/** The texts of the promotions page's first screen, by key in the locale files. */
export const PROMOTIONS_TEXT_KEYS = {
  title: 'pages.promotions.title',
  lead: 'promotions.lead',
  all: 'promotions.tabs.all',
} as const;

/** The texts of a visitor's announcement pop-up in the first screen (the web app's NoticeModal and Modal). */
export const POPUP_TEXT_KEYS = {
  title: 'content.notice.popupTitle',
  close: 'common.close',
  understood: 'content.notice.understood',
  navLabel: 'content.notice.navLabel',
  previous: 'content.notice.previous',
  next: 'content.notice.next',
  count: 'content.notice.count',
} as const;

/** The route module of the promotions page: its stylesheets style the first screen. */
const PROMOTIONS_ROUTE = /[\\/]src[\\/]app[\\/]routes[\\/]promotions\.tsx$/;

export type TFirstScreens = {
  promotions: {
    /** The page's own stylesheets (beside the start-up one), as the browser asks for them. */
    stylesheets: string[];
    /** Per language, the texts above the first card (they set where its banner lands). */
    texts: Record<string, Record<keyof typeof PROMOTIONS_TEXT_KEYS, string>>;
  };
  /** Per language, the texts of the announcement pop-up's window (`count` as i18next writes it). */
  popup: { texts: Record<string, Record<keyof typeof POPUP_TEXT_KEYS, string>> };
};

function textAt(texts: unknown, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`first screens: the locale text ${key} is missing`);
  return value;
}

/** The stylesheets a chunk brings, with those of the chunks it imports, but not the start-up's. */
function stylesheetsOf(bundle: OutputBundle, chunk: OutputChunk, startup: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const visit = (current: OutputChunk, seen: Set<string>) => {
    if (seen.has(current.fileName)) return;
    seen.add(current.fileName);
    for (const css of current.viteMetadata?.importedCss ?? []) if (!startup.has(css)) found.add(css);
    for (const file of current.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported, seen);
    }
  };
  visit(chunk, new Set());
  return [...found];
}

/**
 * Writes `FIRST_SCREENS_FILE`: for the promotions page, its stylesheets and, in every language, the texts
 * above its first card; in every language, the texts of the announcement pop-up's window. The server paints
 * that page's first screen, and a visitor's pop-up, from index.html with them (as it paints home's), so the
 * visitor sees them before the scripts have loaded; the texts come from the locale files (one per language),
 * the one place they are written.
 */
export function firstScreens(localesDir: string): Plugin {
  const languages = readdirSync(localesDir)
    .filter((file) => /^[a-z]{2}\.json$/.test(file))
    .map((file) => file.slice(0, 2));
  return {
    name: 'platform:first-screens',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const route = chunks.find(
        (chunk) => chunk.facadeModuleId && PROMOTIONS_ROUTE.test(chunk.facadeModuleId),
      );
      if (!entry || !route)
        throw new Error('first screens: the entry or the promotions route chunk is missing');
      const startup = new Set(entry.viteMetadata?.importedCss ?? []);
      const locales = languages.map((language): [string, unknown] => [
        language,
        JSON.parse(readFileSync(path.join(localesDir, `${language}.json`), 'utf8')),
      ]);
      const textsOf = <TKeys extends Record<string, string>>(keys: TKeys) =>
        Object.fromEntries(
          locales.map(([language, locale]) => [
            language,
            Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, textAt(locale, key)])),
          ]),
        ) as Record<string, Record<keyof TKeys, string>>;
      const screens: TFirstScreens = {
        promotions: {
          stylesheets: stylesheetsOf(bundle, route, startup).map((file) => `/${file}`),
          texts: textsOf(PROMOTIONS_TEXT_KEYS),
        },
        popup: { texts: textsOf(POPUP_TEXT_KEYS) },
      };
      this.emitFile({ type: 'asset', fileName: FIRST_SCREENS_FILE, source: JSON.stringify(screens) });
    },
  };
}
