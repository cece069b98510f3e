import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The names the bundler may treat as pure calls: `z` and every `Z…Schema` the contracts define. Building a
 * zod schema has no side effect, but the bundler cannot know it, so a contract file the app imports for
 * one constant would otherwise bring every schema it defines (and zod with them) into the bundle.
 */
export function pureSchemaBuilders(contractsDir: string): string[] {
  const names = new Set(['z']);
  for (const file of readdirSync(contractsDir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = readFileSync(path.join(contractsDir, file), 'utf8');
    for (const match of source.matchAll(/\bconst (Z\w+Schema)\s*=/g)) if (match[1]) names.add(match[1]);
  }
  return [...names].sort();
}
