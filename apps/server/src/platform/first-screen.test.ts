import { describe, expect, it } from 'vitest';
import { POPUP_TEXTS } from '../test/first-screens';
import { withFirstScreen, type TFirstPopup } from './first-screen';

// The shell's markup as apps/web/index.html writes it (shortened to what the server fills).
const PAGE = [
  '<html><head></head><body><div id="root"><!--app-shell--><div class="site app-shell">',
  '<header class="site-header"><a class="site-header__brand" href="/">',
  '<span class="site-header__brand-name">Fortuna</span></a></header>',
  '<main class="site__main"><div class="home">',
  '<img\n  class="banner__image"\n  src=""\n  alt=""\n  width="1200" height="400" fetchpriority="high" />',
  '</div></main></div><!--/app-shell--></div></body></html>',
].join('');

describe('the first screen written into index.html', () => {
  it('shows the brand and, on home, the first banner’s picture and text', () => {
    const page = withFirstScreen(PAGE, {
      brandName: 'Suerte & Co',
      homeBanner: { url: '/lgw/content/art/home-welcome-es.svg', alt: 'Bono de "bienvenida"' },
    });
    expect(page).toContain('<span class="site-header__brand-name">Suerte &#38; Co</span>');
    expect(page).toContain(
      '<img\n  class="banner__image" src="/lgw/content/art/home-welcome-es.svg" alt="Bono de &#34;bienvenida&#34;"\n  width="1200"',
    );
  });

  it('leaves the first screen out without a banner or with an address that is not a path or http(s)', () => {
    for (const homeBanner of [
      null,
      { url: 'javascript:alert(1)', alt: 'x' },
      { url: '//evil.example/x.png', alt: 'x' },
    ]) {
      const page = withFirstScreen(PAGE, { brandName: 'Fortuna', homeBanner });
      expect(page).not.toContain('app-shell');
      expect(page).not.toContain('site-header');
      expect(page).toContain('<div id="root"></div>');
    }
    const https = withFirstScreen(PAGE, {
      brandName: 'Fortuna',
      homeBanner: { url: 'https://cdn.example/b.png?x=1&y=2', alt: '' },
    });
    expect(https).toContain('src="https://cdn.example/b.png?x=1&#38;y=2"');
  });

  it('has another page ask for its first picture before its scripts, and only a path or an http(s) one', () => {
    const page = withFirstScreen(PAGE, {
      brandName: 'Fortuna',
      homeBanner: null,
      pageImage: '/wps/promotions/art/welcome-es.svg?v="1"',
    });
    expect(page).not.toContain('app-shell');
    expect(page).toContain(
      '<link rel="preload" as="image" href="/wps/promotions/art/welcome-es.svg?v=&#34;1&#34;" fetchpriority="high">\n  </head>',
    );
    for (const pageImage of [null, 'javascript:alert(1)', '//evil.example/x.png']) {
      expect(withFirstScreen(PAGE, { brandName: 'Fortuna', homeBanner: null, pageImage })).not.toContain(
        'rel="preload"',
      );
    }
  });

  it("writes a `$&` or `$'` in a brand’s, a banner’s or a notice’s text as text", () => {
    const page = withFirstScreen(PAGE, {
      brandName: "Gana $& y $'",
      homeBanner: { url: '/a.svg', alt: "Hasta $$5.000 $'" },
      popup: { texts: POPUP_TEXTS.es, notices: [{ title: '$&', content: "<p>Premio $' y $&</p>" }] },
    });
    expect(page).toContain('<span class="site-header__brand-name">Gana $&#38; y $&#39;</span>');
    expect(page).toContain('alt="Hasta $$5.000 $&#39;"');
    expect(page).toContain('<h3 class="notice__title">$&#38;</h3>');
    expect(page).toContain("<p>Premio $' y $&</p>");
    expect(page.match(/<!--\/app-shell-->/g)).toHaveLength(1);
  });

  it('keeps the name index.html has when the brand is not known', () => {
    const page = withFirstScreen(PAGE, { homeBanner: { url: '/a.svg', alt: 'A' } });
    expect(page).toContain('<span class="site-header__brand-name">Fortuna</span>');
    expect(page).toContain('src="/a.svg"');
  });

  it('returns a page without the shell as it is', () => {
    const bare = '<html><body><div id="root"></div></body></html>';
    expect(withFirstScreen(bare, { brandName: 'X', homeBanner: { url: '/a.png', alt: '' } })).toBe(bare);
  });

  describe('with a visitor’s announcement pop-up', () => {
    const texts = POPUP_TEXTS.es;
    const popup = (titles: string[]): TFirstPopup => ({
      texts,
      notices: titles.map((title) => ({ title, content: `<p>${title} &amp; más</p>` })),
    });
    const popupOf = (page: string) =>
      /<div class="modal[\s\S]*?<\/article><\/div><\/div><\/div>/.exec(page)?.[0] ?? '';

    it('shows the first notice, and the steps between notices with the count when there are several', () => {
      const one = popupOf(
        withFirstScreen(PAGE, { homeBanner: { url: '/a.svg', alt: '' }, popup: popup(['<Aviso>']) }),
      );
      expect(one).toContain('<h3 class="notice__title">&#60;Aviso&#62;</h3>');
      expect(one).toContain('<div class="rich-text notice__body"><p><Aviso> &amp; más</p></div>');
      expect(one).not.toContain('notice__nav');
      const three = popupOf(
        withFirstScreen(PAGE, {
          homeBanner: { url: '/a.svg', alt: '' },
          popup: popup(['Uno', 'Dos', 'Tres']),
        }),
      );
      expect(three).toContain('<h3 class="notice__title">Uno</h3>');
      expect(three).not.toContain('Dos');
      expect(three).toContain('<span class="notice__count" aria-live="polite">1 de 3</span>');
      // "previous" is disabled on the first notice, as the web app has it.
      expect(three).toMatch(/notice__step" disabled="">[^]*?Anterior<\/button>/);
      expect(three).toMatch(/notice__step">Siguiente<svg/);
    });

    it('keeps the page’s own first screen under it, or the header alone, which goes with the pop-up', () => {
      const home = withFirstScreen(PAGE, { homeBanner: { url: '/a.svg', alt: '' }, popup: popup(['Uno']) });
      expect(home).toContain('src="/a.svg"');
      expect(home).toContain('<div class="modal modal--still" id="first-popup" inert="">');
      expect(home.indexOf('id="first-popup"')).toBeLessThan(home.indexOf('<!--/app-shell-->'));
      const other = withFirstScreen(PAGE, { brandName: 'Fortuna', homeBanner: null, popup: popup(['Uno']) });
      expect(other).toContain('<span class="site-header__brand-name">Fortuna</span>');
      expect(other).toContain('<main class="site__main"></main>');
      expect(other).toContain('id="first-popup" data-alone="" inert=""');
      expect(other).not.toContain('banner__image');
    });

    it('is left out without notices', () => {
      const page = withFirstScreen(PAGE, { homeBanner: null, popup: { texts, notices: [] } });
      expect(page).not.toContain('first-popup');
      expect(page).toContain('<div id="root"></div>');
    });

    it('marks, before the first paint, a tab that holds a session token or whose visitor closed it', () => {
      const page = withFirstScreen(PAGE.replace('<head>', '<head><meta charset="UTF-8" />'), {
        homeBanner: null,
        popup: popup(['Uno']),
      });
      // First in the head, before any stylesheet (which would hold it back).
      expect(page).toMatch(/^<html><head><meta charset="UTF-8" \/><script>\(function/);
      const script = /<script>([^<]*)<\/script>/.exec(page)?.[1] ?? '';
      const run = (stored: Record<string, string> | 'refused') => {
        const marks: Record<string, string> = {};
        const storage = {
          getItem: (key: string) => {
            if (stored === 'refused') throw new Error('SecurityError');
            return stored[key] ?? null;
          },
        };
        const document = {
          documentElement: { setAttribute: (name: string, value: string) => (marks[name] = value) },
        };
        new Function('document', 'window', script)(document, { sessionStorage: storage });
        return marks;
      };
      expect(run({})).toEqual({});
      expect(run({ 'announcementPopupClosed:anonymous': '1' })).toEqual({ 'data-first-popup': 'off' });
      expect(run({ token: 'abc' })).toEqual({ 'data-first-popup': 'off' });
      // A member's own closed flag is not the visitor's; without storage the web app shows it too.
      expect(run({ 'announcementPopupClosed:42': '1' })).toEqual({});
      expect(run('refused')).toEqual({});
    });
  });
});
