/**
 * The first screen of the player site, painted from index.html before any script runs (apps/web/index.html
 * holds its markup, between `<!--app-shell-->` and `<!--/app-shell-->`: the header with the brand, and on
 * home the notice bar and the first banner, between `<!--home-shell-->` and `<!--/home-shell-->`). The
 * web app replaces it whole once the page can show itself (apps/web/src/main.tsx).
 */

/** The home page's first banner: the picture the visitor sees first (the page's largest paint). */
export type THomeBanner = { url: string; alt: string };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Only a same-origin path or an http(s) address is written into the page. */
export const isSafeImageAddress = (url: string) => /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url);

const HOME_SHELL = /<!--home-shell-->[\s\S]*?<!--\/home-shell-->/;
const SHELL_IMAGE = /(<img\s+class="banner__image")\s+src="[^"]*"\s+alt="[^"]*"/;
const SHELL_BRAND = /(<span class="site-header__brand-name">)[^<]*(<\/span>)/;

/**
 * Fills the first screen: the brand's name in the header; on home the first banner's picture and text
 * (`homeBanner`), elsewhere (or without a banner) the home part is left out. Without `brandName` the
 * header keeps the name index.html has. A page without the shell's markup is returned as it is.
 */
export function withFirstScreen(
  html: string,
  { brandName, homeBanner }: { brandName?: string; homeBanner: THomeBanner | null },
): string {
  if (!html.includes('<!--app-shell-->')) return html;
  let page = brandName === undefined ? html : html.replace(SHELL_BRAND, `$1${escapeHtml(brandName)}$2`);
  if (homeBanner && isSafeImageAddress(homeBanner.url)) {
    page = page.replace(
      SHELL_IMAGE,
      `$1 src="${escapeHtml(homeBanner.url)}" alt="${escapeHtml(homeBanner.alt)}"`,
    );
  } else {
    page = page.replace(HOME_SHELL, '');
  }
  return page;
}
