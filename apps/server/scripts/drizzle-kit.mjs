// Runs drizzle-kit with `drizzle-orm` resolved from this package: npm keeps drizzle-orm inside
// apps/server/node_modules while drizzle-kit is hoisted to the root, where its own
// `import('drizzle-orm/version')` would not find it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const hooks = new URL('./drizzle-orm-hooks.mjs', import.meta.url).href;
const kitEntry = createRequire(path.join(serverRoot, 'package.json')).resolve('drizzle-kit');
const bin = path.join(path.dirname(kitEntry), 'bin.cjs');
const register = `data:text/javascript,import{register}from"node:module";register(${JSON.stringify(hooks)});`;

const result = spawnSync(process.execPath, ['--import', register, bin, ...process.argv.slice(2)], {
  cwd: serverRoot,
  stdio: 'inherit',
  env: { ...process.env, NODE_PATH: path.join(serverRoot, 'node_modules') },
});
process.exit(result.status ?? 1);
