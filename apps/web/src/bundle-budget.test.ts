// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, HINTED_CHUNKS } from '../build/compile-hints';
import { FIRST_SCREENS_FILE, type TFirstScreens } from '../build/first-screens';
import { INITIAL_BUDGET, measureInitialBundle, type TInitialBundle } from '../build/initial-bundle';

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST_DIR = path.join(WEB_DIR, 'dist');
const MANIFEST = path.join(DIST_DIR, '.vite/manifest.json');
const SOURCES = ['src', 'build', 'index.html', 'vite.config.ts', '../../packages/contracts/src'];

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds the web app when its build is missing or older than its sources (as the journeys do). */
function ensureBuild(): void {
  const sourcesChanged = () =>
    Math.max(...SOURCES.map((source) => newestMtime(path.join(WEB_DIR, source)))) >
    statSync(MANIFEST).mtimeMs;
  if (existsSync(MANIFEST) && !sourcesChanged()) return;
  const vite = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin/vite.js',
  );
  // A production build, as `npm run build` makes it: vitest's NODE_ENV=test would select React's dev runtime.
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: WEB_DIR,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const list = (files: TInitialBundle['js']) =>
  files.map((file) => `${file.file} ${kb(file.gzipBytes)}`).join(', ');

// The home page's start-up download, from the build manifest: gzip sizes of a build are deterministic, so
// this is a test, not a timing. What only some screens need belongs in their lazy chunks.
describe('the start-up bundle of the home page', () => {
  let bundle: TInitialBundle;

  beforeAll(() => {
    ensureBuild();
    bundle = measureInitialBundle(DIST_DIR);
  }, 180_000);

  it(`loads at most ${kb(INITIAL_BUDGET.jsGzipBytes)} of JavaScript (gzipped) before the first render`, () => {
    expect(bundle.jsGzipBytes, list(bundle.js)).toBeLessThanOrEqual(INITIAL_BUDGET.jsGzipBytes);
  });

  it(`loads at most ${kb(INITIAL_BUDGET.cssGzipBytes)} of CSS (gzipped) before the first render`, () => {
    expect(bundle.cssGzipBytes, list(bundle.css)).toBeLessThanOrEqual(INITIAL_BUDGET.cssGzipBytes);
  });

  it('keeps the other language, the error texts and the QR encoder out of it', () => {
    const files = bundle.js.map((file) => path.basename(file.file));
    expect(files.filter((file) => /^(en|error-messages\..*|qr)-/.test(file))).toEqual([]);
  });
});

// V8 compiles the functions of a file that opens with its compile hint on a background thread while the file
// streams in, instead of on the main thread at each function's first call (see build/compile-hints.ts).
describe('the compile hints of the built chunks', () => {
  const assets = () => readdirSync(path.join(DIST_DIR, 'assets')).filter((file) => file.endsWith('.js'));
  const opensWithHint = (file: string) =>
    readFileSync(path.join(DIST_DIR, 'assets', file), 'utf8').startsWith(COMPILE_HINT);

  beforeAll(() => ensureBuild(), 180_000);

  it('mark the start-up chunk and the shared chunks every first load runs', () => {
    const startup = measureInitialBundle(DIST_DIR).js.map((file) => path.basename(file.file));
    const shared = assets().filter((file) => HINTED_CHUNKS.some((name) => file.startsWith(`${name}-`)));
    expect(shared).toHaveLength(HINTED_CHUNKS.length);
    for (const file of [...startup.filter((file) => file.startsWith('index-')), ...shared])
      expect(opensWithHint(file), file).toBe(true);
    // The source map follows the line the hint adds: the first line maps to nothing.
    const entry = startup.find((file) => file.startsWith('index-')) ?? '';
    const map = JSON.parse(readFileSync(path.join(DIST_DIR, 'assets', `${entry}.map`), 'utf8')) as {
      mappings: string;
    };
    expect(map.mappings.startsWith(';')).toBe(true);
  });

  it('leave the lazy screens to be compiled as their functions are called', () => {
    const screens = assets().filter((file) => /^(promotions|member-center|agent-center|lottery)-/.test(file));
    expect(screens.length).toBeGreaterThanOrEqual(4);
    for (const file of screens) expect(opensWithHint(file), file).toBe(false);
  });
});

// What a visitor's home loads: the start-up bundle, its lobby's blocks and its notice window. Each chunk is
// evaluated whole, on a phone's main thread; the replies' schemas are built and run in the reply-validation
// worker (lib/reply-validator.ts), and the sign-in forms' parts are for other screens.
describe("home's chunks", () => {
  type TManifestChunk = { file: string; imports?: string[] };
  const HOME_LOADS = [
    'index.html',
    'src/features/content/components/notice-modal.tsx',
    'src/features/games/components/hot-games.tsx',
    'src/features/games/components/winner-board.tsx',
    'src/features/games/components/category-rows.tsx',
  ];
  const NOT_ON_HOME = ['/src/lib/validators.ts', '/src/components/ui/text-field.tsx'];
  const CONTRACTS_DIR = path.resolve(WEB_DIR, '../../packages/contracts/src');

  const sourcesOf = (file: string) => {
    const map = path.join(DIST_DIR, `${file}.map`);
    // Rolldown's runtime helpers come without a map (and hold no module).
    if (!existsSync(map)) return [];
    return (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  };
  const buildsSchemas = (source: string) =>
    source.includes('/node_modules/zod/') ||
    (source.includes('packages/contracts/src/') &&
      /^import \{[^}]*\} from 'zod';$/m.test(
        readFileSync(path.join(CONTRACTS_DIR, source.split('packages/contracts/src/')[1] ?? ''), 'utf8'),
      ));

  beforeAll(() => ensureBuild(), 180_000);

  it('build no schemas on the page and hold no form parts', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, TManifestChunk>;
    const loaded = new Set<string>();
    const visit = (key: string) => {
      if (loaded.has(key)) return;
      loaded.add(key);
      for (const imported of manifest[key]?.imports ?? []) visit(imported);
    };
    for (const key of HOME_LOADS) {
      expect(manifest[key], key).toBeDefined();
      visit(key);
    }
    const sources = [...loaded].flatMap((key) => sourcesOf(manifest[key]?.file ?? ''));
    expect(sources.some((source) => source.endsWith('/src/features/games/components/game-card.tsx'))).toBe(
      true,
    );
    expect(sources.filter(buildsSchemas)).toEqual([]);
    expect(sources.filter((source) => NOT_ON_HOME.some((module) => source.endsWith(module)))).toEqual([]);
  });

  it("leave the schemas to the reply-validation worker, one file with zod and every domain's schemas", () => {
    const workers = readdirSync(path.join(DIST_DIR, 'assets')).filter((file) =>
      /^reply-worker-[\w-]+\.js$/.test(file),
    );
    expect(workers).toHaveLength(1);
    const file = `assets/${workers[0] ?? ''}`;
    const sources = sourcesOf(file);
    expect(sources.some((source) => source.includes('/node_modules/zod/'))).toBe(true);
    for (const domain of ['system', 'content', 'games', 'bets', 'wallet', 'identity', 'messaging', 'chat'])
      expect(
        sources.some((source) => source.endsWith(`packages/contracts/src/${domain}.ts`)),
        domain,
      ).toBe(true);
    // Nothing else to fetch before the first reply can be checked.
    const code = readFileSync(path.join(DIST_DIR, file), 'utf8');
    expect(code).not.toMatch(/\bimport\s*\(|\bfrom\s*["']/);
  });

  it('checks a reply in the built worker without once asking for eval, which its policy forbids', () => {
    const file = readdirSync(path.join(DIST_DIR, 'assets')).find((name) =>
      /^reply-worker-[\w-]+\.js$/.test(name),
    );
    const code = readFileSync(path.join(DIST_DIR, 'assets', file ?? ''), 'utf8');
    // The worker's script in a realm of its own, where `Function` refuses and counts, as a policy without
    // 'unsafe-eval' would refuse (and report in the console) zod's probe for it.
    const evals: string[] = [];
    const replies: unknown[] = [];
    const scope: {
      onmessage: ((event: { data: unknown }) => void) | null;
      postMessage: (m: unknown) => void;
    } = { onmessage: null, postMessage: (message) => replies.push(JSON.parse(JSON.stringify(message))) };
    const realm = vm.createContext({ self: scope });
    realm.Function = new Proxy(vm.runInContext('Function', realm) as FunctionConstructor, {
      apply: () => {
        evals.push('Function()');
        throw new EvalError('refused by the policy');
      },
      construct: () => {
        evals.push('new Function()');
        throw new EvalError('refused by the policy');
      },
    });
    vm.runInContext(code, realm);
    const unread = ['ZUnreadCountReplySchema', 'shape', 'value'];
    scope.onmessage?.({ data: { id: 1, domain: 'messaging', path: unread, value: { unreadMessage: 2 } } });
    scope.onmessage?.({
      data: { id: 2, domain: 'messaging', path: unread, value: { unreadMessage: 'two' } },
    });
    expect(replies[0]).toEqual({ id: 1, ok: true, data: { unreadMessage: 2 } });
    expect(replies[1]).toMatchObject({ id: 2, ok: false });
    expect(evals).toEqual([]);
  });
});

// React Router's package resolves to its development build in every mode; the build takes the production one
// (see build/react-router-production.ts), so the app does not run its development warnings.
describe("React Router's build in the app", () => {
  beforeAll(() => ensureBuild(), 180_000);

  it('is the production build in every chunk', () => {
    const maps = readdirSync(path.join(DIST_DIR, 'assets')).filter((file) => file.endsWith('.js.map'));
    const routerSources = maps.flatMap((file) =>
      (
        JSON.parse(readFileSync(path.join(DIST_DIR, 'assets', file), 'utf8')) as { sources: string[] }
      ).sources.filter((source) => source.includes('node_modules/react-router/')),
    );
    expect(routerSources.length).toBeGreaterThan(0);
    expect(routerSources.filter((source) => !source.includes('/dist/production/'))).toEqual([]);
  });
});

// The server paints the promotions page's first screen, and a visitor's announcement pop-up, from what the build
// writes (build/first-screens.ts).
describe('the first screens in the build', () => {
  beforeAll(() => ensureBuild(), 180_000);

  it("names the page's stylesheet and carries the locale files' texts in every language", () => {
    const screens = JSON.parse(
      readFileSync(path.join(DIST_DIR, FIRST_SCREENS_FILE), 'utf8'),
    ) as TFirstScreens;
    expect(screens.promotions.stylesheets).toHaveLength(1);
    for (const href of screens.promotions.stylesheets) {
      expect(href).toMatch(/^\/assets\/promotions-[\w-]+\.css$/);
      expect(readFileSync(path.join(DIST_DIR, href), 'utf8')).toContain('.promo-card__banner');
    }
    for (const language of ['es', 'en']) {
      const locale = JSON.parse(readFileSync(path.join(WEB_DIR, `src/locales/${language}.json`), 'utf8')) as {
        pages: { promotions: { title: string } };
        promotions: { lead: string; tabs: { all: string } };
        common: { close: string };
        content: { notice: Record<string, string> };
      };
      expect(screens.promotions.texts[language]).toEqual({
        title: locale.pages.promotions.title,
        lead: locale.promotions.lead,
        all: locale.promotions.tabs.all,
      });
      const notice = locale.content.notice;
      expect(screens.popup.texts[language]).toEqual({
        title: notice.popupTitle,
        close: locale.common.close,
        understood: notice.understood,
        navLabel: notice.navLabel,
        previous: notice.previous,
        next: notice.next,
        count: notice.count,
      });
      expect(notice.count).toMatch(/\{\{current\}\}[\s\S]*\{\{total\}\}/);
    }
  });
});

// The build leaves zod's JSON Schema generator out (build/zod-without-json-schema.ts).
describe("zod's chunk in the build", () => {
  beforeAll(() => ensureBuild(), 180_000);

  it('holds no JSON Schema generator', () => {
    const zod = readdirSync(path.join(DIST_DIR, 'assets')).find((file) => /^zod-[\w-]+\.js\.map$/.test(file));
    const sources = JSON.parse(readFileSync(path.join(DIST_DIR, 'assets', zod ?? ''), 'utf8')) as {
      sources: string[];
      sourcesContent: string[];
    };
    const processors = sources.sources.findIndex((source) => source.endsWith('json-schema-processors.js'));
    expect(processors).toBeGreaterThanOrEqual(0);
    expect(sources.sourcesContent[processors]).toMatch(/^const unavailable = /);
  });
});
