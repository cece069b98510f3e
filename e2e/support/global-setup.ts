import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

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

/** Builds the platform once before the journeys when the build is missing or older than its sources. */
export default function setup(): void {
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
}
