import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as unknown;
// npm's own version rules (semver comes with npm's tool chain in the workspace).
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

describe('the Node version we declare', () => {
  it('runs every installed package: none asks for a newer Node than `engines` allows (npm ci warns)', () => {
    const declared = (readJson('package.json') as { engines: { node: string } }).engines.node;
    const lowest = semver.minVersion(declared)!.version;
    const packages = (readJson('package-lock.json') as { packages: Record<string, { engines?: unknown }> })
      .packages;
    const refusing = Object.entries(packages)
      .map(([name, entry]) => [name, (entry.engines as { node?: unknown } | undefined)?.node] as const)
      .filter((pair): pair is readonly [string, string] => typeof pair[1] === 'string')
      .filter(([, node]) => !semver.satisfies(lowest, node))
      .map(([name, node]) => `${name} needs node ${node}`);
    expect(refusing, `engines says ${declared}`).toEqual([]);
  });
});
