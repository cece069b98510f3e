import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** What the home page downloads before it can render: the budgets of issue 13, in gzipped bytes. */
export const INITIAL_BUDGET = { jsGzipBytes: 170_000, cssGzipBytes: 30_000 } as const;

type TManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
};

export type TInitialBundle = {
  js: { file: string; gzipBytes: number }[];
  css: { file: string; gzipBytes: number }[];
  jsGzipBytes: number;
  cssGzipBytes: number;
};

/**
 * The entry chunk of index.html and everything it imports statically (its `imports`, transitively), with
 * their stylesheets, read from Vite's build manifest: what the browser fetches before the first render.
 * Dynamic imports (lazy routes, the other language) are not counted.
 */
export function measureInitialBundle(distDir: string): TInitialBundle {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    TManifestChunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('.html'));
  if (!entry) throw new Error('the manifest has no HTML entry');
  const seen = new Set<string>();
  const jsFiles: string[] = [];
  const cssFiles = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    jsFiles.push(chunk.file);
    for (const css of chunk.css ?? []) cssFiles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  const gzipped = (file: string) => ({
    file,
    gzipBytes: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
  });
  const js = jsFiles.map(gzipped);
  const css = [...cssFiles].map(gzipped);
  const sum = (files: { gzipBytes: number }[]) => files.reduce((total, file) => total + file.gzipBytes, 0);
  return { js, css, jsGzipBytes: sum(js), cssGzipBytes: sum(css) };
}
