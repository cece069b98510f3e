// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScriptsAfterFirstPaint } from '../build/first-paint';

const BUILT_HTML = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head><body><div id="root"></div></body></html>`;

function transformed(): string {
  const hook = loadScriptsAfterFirstPaint().transformIndexHtml as { handler: (html: string) => string };
  return hook.handler(BUILT_HTML);
}

type TPaintList = { getEntries: () => unknown[] };
type TPaintCallback = (list: TPaintList, observer: { disconnect: () => void }) => void;

/**
 * The page's loader run as the browser would, with its clock, frames and paint timing in the test's hands:
 * what it asks for, and when.
 */
function pageWith(options: { hidden?: boolean; paintTiming?: boolean } = {}) {
  const html = transformed();
  const source = /<script type="module">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  const imported: string[] = [];
  const preloads: string[] = [];
  const frames: (() => void)[] = [];
  let paintCallback: TPaintCallback | undefined;
  const disconnect = vi.fn();
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    createElement: () => ({}) as { href?: string },
    head: { append: (link: { href?: string }) => preloads.push(link.href ?? '') },
  };
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming === false ? ['navigation'] : ['paint', 'navigation'];
    constructor(callback: TPaintCallback) {
      paintCallback = callback;
    }
    observe() {}
  }
  vi.useFakeTimers();
  // `import(…)` is syntax, not a function: the test's stand-in takes its place in the source.
  const run = new Function(
    'document',
    'PerformanceObserver',
    'requestAnimationFrame',
    '__import',
    source.replace(/\bimport\(/g, '__import('),
  );
  run(
    document,
    FakeObserver,
    (frame: () => void) => frames.push(frame),
    (url: string) => imported.push(url),
  );
  return {
    html,
    imported,
    preloads,
    disconnect,
    runFrame: () => frames.shift()?.(),
    report: (names: string[]) =>
      paintCallback?.({ getEntries: () => names.map((name) => ({ name })) }, { disconnect }),
  };
}

describe('the built page starts its scripts after the first paint (build/first-paint.ts)', () => {
  afterEach(() => vi.useRealTimers());

  it('moves the entry and its preloads out of the markup into the loader', () => {
    const { html } = pageWith();
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
  });

  it('asks for nothing until the browser reports the first paint, then for the entry and its imports once', () => {
    const page = pageWith();
    page.runFrame();
    vi.advanceTimersByTime(100);
    page.report([]);
    expect(page.imported).toEqual([]);

    page.report(['first-paint', 'first-contentful-paint']);
    expect(page.imported).toEqual(['/assets/index-abc.js']);
    expect(page.preloads).toEqual(['/assets/runtime-def.js']);
    expect(page.disconnect).toHaveBeenCalled();

    vi.advanceTimersByTime(2000);
    expect(page.imported).toHaveLength(1);
  });

  it("starts on a first paint without content (a screen of the shell's colours only)", () => {
    const page = pageWith();
    page.report(['first-paint']);
    expect(page.imported).toEqual(['/assets/index-abc.js']);
  });

  it('starts after a second when no paint is reported', () => {
    const page = pageWith();
    vi.advanceTimersByTime(999);
    expect(page.imported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.imported).toEqual(['/assets/index-abc.js']);
  });

  it('starts at once in a hidden tab, which paints nothing', () => {
    expect(pageWith({ hidden: true }).imported).toEqual(['/assets/index-abc.js']);
  });

  it('starts one frame after the paint where the browser has no paint timing', () => {
    const page = pageWith({ paintTiming: false });
    expect(page.imported).toEqual([]);
    page.runFrame();
    vi.advanceTimersByTime(0);
    expect(page.imported).toEqual(['/assets/index-abc.js']);
  });
});
