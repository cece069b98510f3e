// npm run bench: runs every benchmark one after another (each prints its own ratio against a
// baseline measured in the same run). `npm run bench -- status` runs only the named ones.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const all = readdirSync(new URL('.', import.meta.url))
  .filter((file) => file.endsWith('.ts') && file !== 'support.ts')
  .map((file) => file.replace(/\.ts$/, ''));
const wanted = process.argv.slice(2);
for (const name of wanted.length ? wanted : all) {
  if (!all.includes(name)) throw new Error(`no benchmark ${name}; have: ${all.join(', ')}`);
  console.log(`\n== bench ${name} ==`);
  execFileSync('npx', ['tsx', `bench/${name}.ts`], { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
}
