import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadedReplySchemas } from './lazy-schemas';
import { parseReply } from './reply-validator';

const CONTRACTS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/contracts/src',
);

/** The contract modules a module builds when it is evaluated: its value imports and re-exports, transitively. */
function builtWith(module: string, seen = new Set<string>()): Set<string> {
  const source = readFileSync(path.join(CONTRACTS_DIR, `${module}.ts`), 'utf8');
  for (const [, name] of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'\.\/([\w.-]+)'/gm)) {
    if (!name || seen.has(name)) continue;
    seen.add(name);
    builtWith(name, seen);
  }
  return seen;
}

describe('reply schemas, one domain at a time', () => {
  it('loads the schemas of the reply’s own domain only, and validates the reply with them', async () => {
    expect(loadedReplySchemas('messaging')).toBeUndefined();
    const value = await parseReply(
      Promise.resolve({ unreadMessage: 3 }),
      'messaging',
      (schemas) => schemas.ZUnreadCountReplySchema.shape.value,
    );
    expect(value).toEqual({ unreadMessage: 3 });
    expect(loadedReplySchemas('messaging')).toBeDefined();
    // Another domain's schemas wait for a reply of their own.
    expect(loadedReplySchemas('wallet')).toBeUndefined();
  });

  it('refuses a reply that does not match its schema', async () => {
    await expect(
      parseReply(
        Promise.resolve({ unreadMessage: 'three' }),
        'messaging',
        (schemas) => schemas.ZUnreadCountReplySchema.shape.value,
      ),
    ).rejects.toThrow();
  });
});

describe("the first load's reply schemas", () => {
  // Where the page validates replies itself (a browser without the reply-validation worker), home's status,
  // banners, notices, hot games, menus, lanes and winner board load their domain's module on the main thread,
  // evaluated whole with what it imports.
  it('build none of the wallet’s or the PVP tables’ schemas with them', () => {
    for (const domain of ['system', 'content', 'games', 'bets']) {
      const built = builtWith(domain);
      expect(built.has('wallet'), `${domain} builds the wallet's schemas`).toBe(false);
      expect(built.has('pvp'), `${domain} builds the PVP schemas`).toBe(false);
    }
    // The helpers they share instead, each a few lines.
    expect(builtWith('content').has('paging')).toBe(true);
    expect(builtWith('bets').has('pvp-tables')).toBe(true);
  });
});
