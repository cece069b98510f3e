import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock } from './directory-lock';

describe('acquireDirectoryLock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('lets one holder in and refuses a second until released', async () => {
    const file = path.join(dir, 'db.lock');
    const release = await acquireDirectoryLock(file);
    expect(await readFile(file, 'utf8')).toBe(String(process.pid));
    await expect(acquireDirectoryLock(file)).rejects.toThrow(/in use by process/);
    await release();
    const again = await acquireDirectoryLock(file);
    await again();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const file = path.join(dir, 'db.lock');
    await writeFile(file, '2147483646');
    const release = await acquireDirectoryLock(file);
    expect(await readFile(file, 'utf8')).toBe(String(process.pid));
    await release();
  });
});
