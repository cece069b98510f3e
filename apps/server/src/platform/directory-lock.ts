import { readFile, unlink, writeFile } from 'node:fs/promises';

export class DatabaseInUseError extends Error {
  constructor(
    readonly file: string,
    readonly owner: number,
  ) {
    super(
      `the embedded database is in use by process ${owner} (${file}); stop it first or use another DATA_DIR`,
    );
    this.name = 'DatabaseInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An exclusive lock file holding the owner's pid. PGlite's data directory must never be opened by two
 * processes at once (for example `npm run seed` while the server runs), so the second one fails clearly.
 * A lock left by a process that no longer exists is taken over.
 */
export async function acquireDirectoryLock(file: string): Promise<() => Promise<void>> {
  const mine = String(process.pid);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await writeFile(file, mine, { flag: 'wx' });
      return async () => {
        const owner = await readFile(file, 'utf8').catch(() => null);
        if (owner === mine) await unlink(file).catch(() => {});
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
        throw new DatabaseInUseError(file, owner);
      }
      await unlink(file).catch(() => {});
    }
  }
  throw new Error(`could not take the lock ${file}`);
}
