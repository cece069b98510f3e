/**
 * The first screen of the home page, painted from index.html before any script runs (apps/web/index.html
 * holds its markup, between `<!--app-shell-->` and `<!--/app-shell-->`: the header with the brand, the
 * notice bar and the first banner). The web app replaces it whole once the page can show itself
 * (apps/web/src/main.tsx).
 */

/** The home page's first banner: the picture the visitor sees first (the page's largest paint). */
export type THomeBanner = { url: string; alt: string };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Only a same-origin path or an http(s) address is written into the page. */
export const isSafeImageAddress = (url: string) => /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url);

const APP_SHELL = /<!--app-shell-->[\s\S]*?<!--\/app-shell-->/;
const SHELL_IMAGE = /(<img\s+class="banner__image")\s+src="[^"]*"\s+alt="[^"]*"/;
const SHELL_BRAND = /(<span class="site-header__brand-name">)[^<]*(<\/span>)/;

/**
 * Fills the first screen on home: the brand's name in the header and the first banner's picture and text
 * (`homeBanner`). Elsewhere (or without a banner) the whole first screen is left out; a page's first
 * picture (`pageImage`, such as the first promotion's banner) is then preloaded with high priority, so it
 * is in when the page's scripts show it. Without `brandName` the header keeps the name index.html has. A
 * page without the shell's markup is returned as it is.
 */
export function withFirstScreen(
  html: string,
  {
    brandName,
    homeBanner,
    pageImage = null,
  }: { brandName?: string; homeBanner: THomeBanner | null; pageImage?: string | null },
): string {
  if (!html.includes('<!--app-shell-->')) return html;
  const page = brandName === undefined ? html : html.replace(SHELL_BRAND, `$1${escapeHtml(brandName)}$2`);
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
