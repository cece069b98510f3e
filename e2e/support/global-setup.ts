import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from './paths';
import { prepareSeededDataDir } from './server';

/** What the global setup hands to every journey file (vitest `provide`/`inject`). */
export type TSeededDataDir = { dir: string; createdAt: string };

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  export interface ProvidedContext {
    e2eSeededDataDir: TSeededDataDir;
  }
}

const SOURCES = [
  'apps/server/src',
  'apps/server/drizzle',
  'apps/web/src',
  'apps/web/index.html',
  'packages/contracts/src',
];
const OUTPUTS = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Builds the platform once before the journeys when the build is missing or older than its sources, then
 * lets the built server migrate and seed one data directory that every journey server starts from a copy
 * of (a server start on an empty directory spends most of its time migrating and seeding).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const outputs = OUTPUTS.map((file) => path.join(REPO_ROOT, file));
  const stale =
    outputs.some((file) => !existsSync(file)) ||
    Math.max(...SOURCES.map((src) => newestMtime(path.join(REPO_ROOT, src)))) >
      Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  if (stale) {
    console.log('[e2e] building the platform (npm run build)…');
    // The build `npm start` makes, without vitest's NODE_ENV=test (which would select React's dev runtime).
    const env = { ...process.env };
    delete env.NODE_ENV;
    execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit', env });
  }
  const seeded = await prepareSeededDataDir();
  project.provide('e2eSeededDataDir', { dir: seeded.dir, createdAt: new Date().toISOString() });
  return seeded.remove;
}
