import { describe, expect, it } from 'vitest';
import { withFirstScreen } from './first-screen';

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

  it('keeps the name index.html has when the brand is not known', () => {
    const page = withFirstScreen(PAGE, { homeBanner: { url: '/a.svg', alt: 'A' } });
    expect(page).toContain('<span class="site-header__brand-name">Fortuna</span>');
    expect(page).toContain('src="/a.svg"');
  });

  it('returns a page without the shell as it is', () => {
    const bare = '<html><body><div id="root"></div></body></html>';
    expect(withFirstScreen(bare, { brandName: 'X', homeBanner: { url: '/a.png', alt: '' } })).toBe(bare);
  });
});
