/**
 * The first screen of a page, painted from index.html before any script runs (apps/web/index.html holds its
 * markup, between `<!--app-shell-->` and `<!--/app-shell-->`: the header with the brand, and home's notice
 * bar and first banner). On the promotions page the server writes the page down to its first card's banner
 * in place of home's part; on the pages that show a visitor's announcement pop-up, the pop-up over it. The web
 * app replaces it whole once the page can show itself (apps/web/src/main.tsx).
 */
import { z } from 'zod';
import {
  ANONYMOUS_POPUP_KEY,
  POPUP_CLOSED_KEY_PREFIX,
  SESSION_TOKEN_KEY,
} from '@platform/contracts/pages.constants';

/** The home page's first banner: the picture the visitor sees first (the page's largest paint). */
export type THomeBanner = { url: string; alt: string };

/**
 * What the web build wrote for the promotions page's first screen (apps/web/build/first-screens.ts): its own
 * stylesheets and, in the page's language, the texts above the first card.
 */
export type TPromotionsScreen = {
  stylesheets: readonly string[];
  texts: z.infer<typeof ZPromotionsTexts>;
};

/** The texts above the promotions page's first card, in one language. */
export const ZPromotionsTexts = z.object({ title: z.string(), lead: z.string(), all: z.string() });

/** The texts of the announcement pop-up's window in the page's language (apps/web build/first-screens.ts). */
export const ZPopupTexts = z.object({
  title: z.string(),
  close: z.string(),
  understood: z.string(),
  navLabel: z.string(),
  previous: z.string(),
  next: z.string(),
  /** "{{current}} de {{total}}", as i18next writes it. */
  count: z.string(),
});
export type TPopupTexts = z.infer<typeof ZPopupTexts>;

/**
 * A visitor's announcement pop-up (spec §4): its window's texts and the visitor's pop-up notices, the first of
 * which it shows. `content` is the notice's HTML as the content module serves it (sanitised).
 */
export type TFirstPopup = { texts: TPopupTexts; notices: readonly { title: string; content: string }[] };

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
const ICON_ATTRIBUTES =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" ' +
  'stroke-linejoin="round" aria-hidden="true" focusable="false"';
/** The web's icons the pop-up shows (components/ui/icons.tsx `CloseIcon`, content-icons.tsx's chevrons). */
const CLOSE_ICON = `<svg width="20" height="20" ${ICON_ATTRIBUTES}><path d="M6 6l12 12M18 6 6 18"></path></svg>`;
const CHEVRON_LEFT = `<svg width="18" height="18" ${ICON_ATTRIBUTES}><path d="m15 6-6 6 6 6"></path></svg>`;
const CHEVRON_RIGHT = `<svg width="18" height="18" ${ICON_ATTRIBUTES}><path d="m9 6 6 6-6 6"></path></svg>`;

const FIRST_POPUP_ID = 'first-popup';
/**
 * Runs first in `<head>`, before the first paint and without waiting for the stylesheets (a script after them
 * would hold the parser until they had loaded): the pop-up is a
 * visitor's, once per session (the web app's popup-rule.ts), so a tab that holds a session token or the
 * visitor's closed flag is marked and the stylesheet hides the pop-up there (apps/web styles/layout.css), with
 * the first screen when the pop-up was all it had to show (`data-alone`). Without storage the web app shows
 * the pop-up, and so does this.
 */
export const FIRST_POPUP_SCRIPT =
  `(function(){try{var s=window.sessionStorage;if(!s.getItem(${JSON.stringify(SESSION_TOKEN_KEY)})&&` +
  `s.getItem(${JSON.stringify(`${POPUP_CLOSED_KEY_PREFIX}:${ANONYMOUS_POPUP_KEY}`)})!=="1")return}catch(e){return}` +
  `document.documentElement.setAttribute("data-first-popup","off")})()`;
const HEAD_START = /<head>(\s*<meta charset="[^"]*"\s*\/?>)?/i;

/**
 * The announcement pop-up as the web app opens it over the page (apps/web features/content/components
 * notice-modal.tsx in components/ui/modal.tsx: the first notice, the steps between notices when there are
 * several, "understood"), so its text lands where the app's will. It is a picture until the app takes over:
 * `inert` (nothing in it can be clicked or focused, nor is it read out), without the app's test ids.
 */
function popupMarkup({ texts, notices }: TFirstPopup, alone: boolean): string {
  const [notice] = notices;
  if (!notice) return '';
  const count = texts.count.replace('{{current}}', '1').replace('{{total}}', String(notices.length));
  const nav =
    notices.length > 1
      ? `<nav class="notice__nav" aria-label="${escapeHtml(texts.navLabel)}">` +
        `<button type="button" class="button button--ghost notice__step" disabled="">${CHEVRON_LEFT}${escapeHtml(texts.previous)}</button>` +
        `<span class="notice__count" aria-live="polite">${escapeHtml(count)}</span>` +
        `<button type="button" class="button button--ghost notice__step">${escapeHtml(texts.next)}${CHEVRON_RIGHT}</button></nav>`
      : '';
  return [
    `<div class="modal modal--still" id="${FIRST_POPUP_ID}"${alone ? ' data-alone=""' : ''} inert="">`,
    `<div class="modal__panel modal__panel--md" role="dialog" aria-modal="true" aria-labelledby="${FIRST_POPUP_ID}-title" tabindex="-1">`,
    `<header class="modal__header"><h2 id="${FIRST_POPUP_ID}-title" class="modal__title">${escapeHtml(texts.title)}</h2>`,
    `<button type="button" class="icon-button" aria-label="${escapeHtml(texts.close)}">${CLOSE_ICON}</button></header>`,
    `<div class="modal__body"><article class="notice"><h3 class="notice__title">${escapeHtml(notice.title)}</h3>`,
    notice.content ? `<div class="rich-text notice__body">${notice.content}</div>` : '',
    nav,
    `<div class="notice__actions"><button type="button" class="button button--primary">${escapeHtml(texts.understood)}</button></div>`,
    '</article></div></div></div>',
  ].join('');
}

const SHELL_END = '<!--/app-shell-->';
const SHELL_IMAGE = /(<img\s+class="banner__image")\s+src="[^"]*"\s+alt="[^"]*"/;
const SHELL_BRAND = /(<span class="site-header__brand-name">)[^<]*(<\/span>)/;

/**
 * Fills the first screen on home: the brand's name in the header and the first banner's picture and text
 * (`homeBanner`). On the promotions page (`promotions`, with its first card's banner as `pageImage`) the
 * header and the page down to that banner. With `popup` (a page that shows a visitor's pop-up, which has
 * notices to show), the pop-up over the page; elsewhere than those two, over the header alone. Otherwise the
 * whole first screen is left out; a page's first picture (`pageImage`) is then preloaded with high
 * priority, so it is in when the page's scripts show it. Without `brandName` the header keeps the name
 * index.html has. A page without the shell's markup is returned as it is.
 */
export function withFirstScreen(
  html: string,
  {
    brandName,
    homeBanner,
    pageImage = null,
    promotions = null,
    popup = null,
  }: {
    brandName?: string;
    homeBanner: THomeBanner | null;
    pageImage?: string | null;
    promotions?: TPromotionsScreen | null;
    popup?: TFirstPopup | null;
  },
): string {
  if (!html.includes('<!--app-shell-->')) return html;
  // Replacers are functions throughout: a `$&` or `$'` in a brand's, a banner's or a notice's text is text.
  const page =
    brandName === undefined
      ? html
      : html.replace(
          SHELL_BRAND,
          (_match, open: string, close: string) => `${open}${escapeHtml(brandName)}${close}`,
        );
  const withPopup = (filled: string, alone: boolean) =>
    popup?.notices.length
      ? filled
          .replace(SHELL_END, () => `${popupMarkup(popup, alone)}${SHELL_END}`)
          .replace(HEAD_START, (start) => `${start}<script>${FIRST_POPUP_SCRIPT}</script>`)
      : filled;
  const safeImage = pageImage !== null && isSafeImageAddress(pageImage) ? pageImage : null;
  // The promotions page with its first card: the header, the page down to that card's banner, its stylesheets.
  if (!homeBanner && promotions && safeImage) {
    const links = promotions.stylesheets
      .filter((href) => ASSET_STYLESHEET.test(href))
      .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`);
    const filled = page
      .replace(
        SHELL_MAIN,
        (_match, open: string, close: string) => `${open}${promotionsMarkup(promotions, safeImage)}${close}`,
      )
      .replace('</head>', `    ${links.join('')}\n  </head>`);
    return withPopup(filled, false);
  }
  if (homeBanner && isSafeImageAddress(homeBanner.url)) {
    const filled = page.replace(
      SHELL_IMAGE,
      (_match, open: string) =>
        `${open} src="${escapeHtml(homeBanner.url)}" alt="${escapeHtml(homeBanner.alt)}"`,
    );
    return withPopup(filled, false);
  }
  const preload = safeImage
    ? `    <link rel="preload" as="image" href="${escapeHtml(safeImage)}" fetchpriority="high">\n  </head>`
    : '</head>';
  // A visitor's pop-up over the header: the page's own part waits for its scripts, under the pop-up.
  if (popup?.notices.length) {
    const header = page.replace(SHELL_MAIN, '$1$2').replace('</head>', () => preload);
    return withPopup(header, true);
  }
  // Without the banner or the pop-up a header alone is all the shell could paint: the page waits for its
  // scripts instead (on a phone, an early header only starts the blocking-time clock sooner: bench:web).
  return page.replace(APP_SHELL, '').replace('</head>', () => preload);
}
