import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@platform/contracts/i18n';
import { z } from 'zod';
import {
  isFirstPopupPage,
  isHomePath,
  normalisePath,
  PROMOTIONS_PATH,
} from '@platform/contracts/pages.constants';
import {
  escapeHtml,
  withFirstScreen,
  ZPopupTexts,
  ZPromotionsTexts,
  type TFirstPopup,
  type THomeBanner,
  type TPromotionsScreen,
} from './first-screen';
import type { NotFoundFallback } from './platform-plugin';

/** Paths that belong to the server, never to the single-page app. */
export const SERVER_PATH_PREFIXES = [
  '/wps',
  '/lgw',
  '/lotto',
  '/admin-api',
  '/vendor-api',
  '/docs',
  '/ws',
  '/healthz',
  '/uploads',
  '/csp-report',
];

const HASHED_ASSET = /^\/assets\//;
/**
 * The web app's workers (the reply-validation worker, apps/web/src/lib/reply-worker.ts): a worker runs under
 * the policy its own script arrives with, not the page's. It fetches nothing, imports nothing and evaluates
 * no code: it is allowed none of it. The build writes `.br` and `.gz` beside each script.
 */
const WORKER_SCRIPT = /^\/assets\/[\w-]*worker-[\w-]+\.js(\.br|\.gz)?$/;
const WORKER_POLICY = "default-src 'none'";

export function isServerPath(pathname: string): boolean {
  return SERVER_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * A navigation to a client-side route: a GET or HEAD that accepts HTML, outside the server's paths, whose
 * last segment is not a file name (missing assets stay 404 instead of becoming index.html).
 */
export function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isServerPath(pathname)) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.') && !last.endsWith('.html')) return false;
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Fortuna</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">
<h1>La aplicación web no está compilada</h1>
<p>Ejecute <code>npm run build</code> y reinicie el servidor.</p>
<h1 lang="en">The web app is not built</h1>
<p lang="en">Run <code>npm run build</code> and restart the server.</p>
</body>
</html>
`;

export type WebApp = {
  available: boolean;
  /** Registers static serving of the built assets (nothing when the build is missing). */
  register(app: FastifyInstance): Promise<void>;
  /** Answers client-side routes with index.html (or the "not built" page). */
  fallback: NotFoundFallback;
};

/** The title and description index.html shows in a language (the brand's, from the system module). */
export type TPageMeta = { lang: TLanguage; title: string; description: string };
export type PageMetaSource = (lang: TLanguage) => Promise<TPageMeta>;
/**
 * The first screen of a page in a language: the brand's name; on home its first banner; on other pages the
 * picture the page shows first (its largest paint), which the page then asks for before its scripts run.
 * Where the page shows a visitor's announcement pop-up (`popup`), the visitor's pop-up notices, or none where
 * the site does not show itself to this request (maintenance, a region it is closed to).
 */
export type FirstScreenSource = (
  lang: TLanguage,
  page: { home: boolean; pathname: string; popup: boolean; ip: string },
) => Promise<{
  brandName: string;
  homeBanner: THomeBanner | null;
  pageImage?: string | null;
  popupNotices?: TFirstPopup['notices'];
}>;
/** The security headers of a page as it goes out (its Content-Security-Policy hashes its inline scripts). */
export type PageHeadersSource = (request: FastifyRequest, html: string) => Promise<Record<string, string>>;

/**
 * Writes the brand's title, description and language into index.html: its `<title>`, the `description`,
 * `og:title` and `og:description` meta tags and `<html lang>`, where the page has them. Search engines
 * and link previews read these without running the app; the app keeps them current afterwards.
 */
export function withPageMeta(html: string, meta: TPageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  return (
    html
      .replace(/<html([^>]*)\blang="[^"]*"/, `<html$1lang="${meta.lang}"`)
      // Function replacers: a `$&` or `$'` in the brand's texts is text, not a replacement pattern.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace(
        /(<meta name="description" content=")[^"]*"/,
        (_match, open: string) => `${open}${description}"`,
      )
      .replace(/(<meta property="og:title" content=")[^"]*"/, (_match, open: string) => `${open}${title}"`)
      .replace(
        /(<meta property="og:description" content=")[^"]*"/,
        (_match, open: string) => `${open}${description}"`,
      )
  );
}

/**
 * index.html compressed for the browser (brotli, else gzip, else as it is). It is answered from the
 * not-found path, which the on-the-fly compression of routes does not reach; it carries no secret.
 */
function encodeForBrowser(
  request: FastifyRequest,
  html: string,
): { body: string | Buffer; encoding?: string } {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    return {
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  }
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(html), encoding: 'gzip' };
  return { body: html };
}

/**
 * The page's language, chosen as the web app chooses it (apps/web lib/i18n.ts): `?lang=`, else the
 * visitor's earlier choice (the `lang` cookie the app keeps beside its localStorage), else the default
 * (Spanish, spec §1). The first screen then shows what the app will show.
 */
export function pageLanguage(request: FastifyRequest): TLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  for (const candidate of [typeof query?.lang === 'string' ? query.lang : '', cookie ?? '']) {
    const base = candidate.trim().toLowerCase().split(/[-;]/)[0];
    const lang = LANGUAGES.find((supported) => supported === base);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

/** What the web build writes for the first screens it paints beyond home (apps/web/build/first-screens.ts). */
const FIRST_SCREENS_FILE = '.vite/first-screens.json';
const ZFirstScreens = z.object({
  promotions: z.object({ stylesheets: z.array(z.string()), texts: z.record(z.string(), ZPromotionsTexts) }),
  popup: z.object({ texts: z.record(z.string(), ZPopupTexts) }),
});
type TFirstScreens = z.infer<typeof ZFirstScreens>;

/** The build's first screens, or null (a build without them, or one this server cannot read). */
function readFirstScreens(webDistDir: string): TFirstScreens | null {
  try {
    return ZFirstScreens.parse(JSON.parse(readFileSync(path.join(webDistDir, FIRST_SCREENS_FILE), 'utf8')));
  } catch {
    return null;
  }
}

/**
 * The promotions page's first screen in a language, for a request that shows its cards as they come: not
 * filtered by a tab, nor opening one activity (`?tab=`, `?id=` show another card first).
 */
function promotionsScreenFor(
  screens: TFirstScreens | null,
  request: FastifyRequest,
  pathname: string,
  lang: TLanguage,
): TPromotionsScreen | null {
  if (!screens || pathname !== PROMOTIONS_PATH) return null;
  const query = request.query as Record<string, unknown> | undefined;
  if (query?.tab !== undefined || query?.id !== undefined) return null;
  const texts = screens.promotions.texts[lang];
  return texts ? { stylesheets: screens.promotions.stylesheets, texts } : null;
}

/** A visitor's announcement pop-up in a language, when the build has its window's texts and there are notices. */
function popupFor(
  screens: TFirstScreens | null,
  lang: TLanguage,
  notices: TFirstPopup['notices'] | undefined,
): TFirstPopup | null {
  const texts = screens?.popup.texts[lang];
  return texts && notices?.length ? { texts, notices } : null;
}

function setCacheHeaders(reply: FastifyReply, filePath: string, root: string) {
  const relative = `/${path.relative(root, filePath).split(path.sep).join('/')}`;
  reply.header(
    'cache-control',
    HASHED_ASSET.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  if (WORKER_SCRIPT.test(relative)) reply.header('content-security-policy', WORKER_POLICY);
}

/**
 * The built player site (apps/web/dist): hashed assets cached forever, index.html revalidated. The build
 * writes `.br` and `.gz` files beside the assets; the browser gets the best one it accepts
 * (`Vary: Accept-Encoding`), with no compression work per request. index.html carries the brand's title
 * and description in the page's language when `pageMeta` is given.
 */
export function createWebApp(
  webDistDir: string,
  {
    pageMeta,
    firstScreen,
    pageHeaders,
  }: { pageMeta?: PageMetaSource; firstScreen?: FirstScreenSource; pageHeaders?: PageHeadersSource } = {},
): WebApp {
  const indexFile = path.join(webDistDir, 'index.html');
  const available = existsSync(indexFile);
  const indexHtml = available ? readFileSync(indexFile, 'utf8') : '';
  const firstScreens = available ? readFirstScreens(webDistDir) : null;
  return {
    available,
    async register(app) {
      if (!available) return;
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        cacheControl: false,
        preCompressed: true,
        // index.html goes out through the fallback below, with the brand's meta tags.
        index: false,
        allowedPath: (pathName) => pathName !== '/index.html',
        setHeaders: (reply, filePath) => setCacheHeaders(reply, filePath, webDistDir),
      });
    },
    async fallback(request, reply) {
      if (!isAppNavigation(request)) return false;
      if (!available) {
        reply
          .code(503)
          .header('cache-control', 'no-store')
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
          )
          .type('text/html; charset=utf-8')
          .send(NOT_BUILT_PAGE);
        return true;
      }
      const lang = pageLanguage(request);
      let html = pageMeta ? withPageMeta(indexHtml, await pageMeta(lang)) : indexHtml;
      // The first screen: the brand's header, and on home the first banner, painted before the scripts run.
      if (firstScreen) {
        const pathname = request.url.split('?')[0] ?? '/';
        const home = isHomePath(pathname);
        // The pop-up needs the build's texts for it; without them the page is asked nothing about it.
        const popup = firstScreens !== null && isFirstPopupPage(pathname);
        // Should the brand or the banners fail to load, the page goes out without its first screen.
        const filled = await firstScreen(lang, { home, pathname, popup, ip: request.ip }).catch(() => null);
        html = withFirstScreen(html, {
          brandName: filled?.brandName,
          homeBanner: home ? (filled?.homeBanner ?? null) : null,
          pageImage: home ? null : (filled?.pageImage ?? null),
          promotions: home ? null : promotionsScreenFor(firstScreens, request, normalisePath(pathname), lang),
          popup: popup ? popupFor(firstScreens, lang, filled?.popupNotices) : null,
        });
      }
      // The policy is made for the page as sent: a script the server wrote into it is hashed, nothing else.
      if (pageHeaders) reply.headers(await pageHeaders(request, html));
      const { body, encoding } = encodeForBrowser(request, html);
      if (encoding) reply.header('content-encoding', encoding);
      reply
        .code(200)
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Encoding, Cookie')
        .type('text/html; charset=utf-8')
        .send(body);
      return true;
    },
  };
}
