/**
 * The first screen of a page, painted from index.html before any script runs (apps/web/index.html holds its
 * markup, between `<!--app-shell-->` and `<!--/app-shell-->`: the header with the brand, and home's notice
 * bar and first banner). On the promotions page the server writes the page down to its first card's banner
 * in place of home's part. The web app replaces it whole once the page can show itself (apps/web/src/main.tsx).
 */

/** The home page's first banner: the picture the visitor sees first (the page's largest paint). */
export type THomeBanner = { url: string; alt: string };

/**
 * What the web build wrote for the promotions page's first screen (apps/web/build/first-screens.ts): its own
 * stylesheets and, in the page's language, the texts above the first card.
 */
export type TPromotionsScreen = {
  stylesheets: readonly string[];
  texts: { title: string; lead: string; all: string };
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Only a same-origin path or an http(s) address is written into the page. */
export const isSafeImageAddress = (url: string) => /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url);

const APP_SHELL = /<!--app-shell-->[\s\S]*?<!--\/app-shell-->/;
const SHELL_MAIN = /(<!--app-shell-->[\s\S]*?<main class="site__main">)[\s\S]*?(<\/main>)/;
/** A stylesheet of the build: a path under /assets/. */
const ASSET_STYLESHEET = /^\/assets\/[\w.-]+\.css$/;

/** The promotions page's icon (apps/web components/ui/icons.tsx `GiftIcon`). */
const GIFT_ICON =
  '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" ' +
  'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">' +
  '<rect x="3.5" y="8.5" width="17" height="4" rx="1"></rect><path d="M5 12.5v7.5h14v-7.5M12 8.5V20"></path>' +
  '<path d="M12 8.5C10.5 5 7 4.5 7 6.8 7 8.5 12 8.5 12 8.5ZM12 8.5c1.5-3.5 5-4 5-1.7 0 1.7-5 1.7-5 1.7Z"></path></svg>';

/**
 * The promotions page down to its first card's banner, as the web app lays it out while the cards load
 * (apps/web features/promotions/components/promotions-page.tsx: the header, the lead, the tab row holding its
 * place with "all", the grid): the banner lands where the page's own will.
 */
function promotionsMarkup({ texts }: TPromotionsScreen, banner: string): string {
  return [
    '<section class="page promo-page">',
    `<header class="page-header"><span class="page-header__icon">${GIFT_ICON}</span>`,
    `<h1 class="page-header__title">${escapeHtml(texts.title)}</h1></header>`,
    `<p class="promo-page__lead">${escapeHtml(texts.lead)}</p>`,
    `<div class="promo-page__tabs"><div class="tabs" role="tablist">` +
      `<button type="button" role="tab" class="tabs__tab" aria-selected="true" tabindex="-1">${escapeHtml(texts.all)}</button>` +
      '</div></div>',
    '<div class="promo-grid"><article class="promo-card"><div class="promo-card__banner">',
    `<img src="${escapeHtml(banner)}" alt="" width="1200" height="400" fetchpriority="high" decoding="sync">`,
    '</div></article></div></section>',
  ].join('');
}
const SHELL_IMAGE = /(<img\s+class="banner__image")\s+src="[^"]*"\s+alt="[^"]*"/;
const SHELL_BRAND = /(<span class="site-header__brand-name">)[^<]*(<\/span>)/;

/**
 * Fills the first screen on home: the brand's name in the header and the first banner's picture and text
 * (`homeBanner`). On the promotions page (`promotions`, with its first card's banner as `pageImage`) the
 * header and the page down to that banner. Elsewhere (or without a banner) the whole first screen is left
 * out; a page's first picture (`pageImage`) is then preloaded with high priority, so it is in when the
 * page's scripts show it. Without `brandName` the header keeps the name index.html has. A page without the
 * shell's markup is returned as it is.
 */
export function withFirstScreen(
  html: string,
  {
    brandName,
    homeBanner,
    pageImage = null,
    promotions = null,
  }: {
    brandName?: string;
    homeBanner: THomeBanner | null;
    pageImage?: string | null;
    promotions?: TPromotionsScreen | null;
  },
): string {
  if (!html.includes('<!--app-shell-->')) return html;
  const page = brandName === undefined ? html : html.replace(SHELL_BRAND, `$1${escapeHtml(brandName)}$2`);
  // The promotions page with its first card: the header, the page down to that card's banner, its stylesheets.
  if (!homeBanner && promotions && pageImage && isSafeImageAddress(pageImage)) {
    const links = promotions.stylesheets
      .filter((href) => ASSET_STYLESHEET.test(href))
      .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`);
    return page
      .replace(
        SHELL_MAIN,
        (_match, open: string, close: string) => `${open}${promotionsMarkup(promotions, pageImage)}${close}`,
      )
      .replace('</head>', `    ${links.join('')}\n  </head>`);
  }
  if (homeBanner && isSafeImageAddress(homeBanner.url)) {
    return page.replace(
      SHELL_IMAGE,
      `$1 src="${escapeHtml(homeBanner.url)}" alt="${escapeHtml(homeBanner.alt)}"`,
    );
  }
  // Without the banner a header alone is all the shell could paint: the page waits for its scripts
  // instead (on a phone, an early header only starts the blocking-time clock sooner: bench:web).
  const withoutShell = page.replace(APP_SHELL, '');
  if (!pageImage || !isSafeImageAddress(pageImage)) return withoutShell;
  const preload = `<link rel="preload" as="image" href="${escapeHtml(pageImage)}" fetchpriority="high">`;
  return withoutShell.replace('</head>', `    ${preload}\n  </head>`);
}
