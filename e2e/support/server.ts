import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './paths';

/** The default password of accounts operators and agents create in the journeys. */
export const E2E_DEFAULT_PASSWORD = 'cambiar2026';

export type TOutboxEntry = {
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
};

export type TRunningServer = {
  url: string;
  operatorKey: string;
  /** Calls the operator API with the bootstrap key. */
  admin: (method: 'GET' | 'PUT' | 'POST', route: string, body?: unknown) => Promise<Response>;
  /** Messages the outbox SMS and e-mail providers "sent" to a recipient, newest first. */
  outbox: (recipient: string) => Promise<TOutboxEntry[]>;
  logs: () => string;
  /** Stops the server and removes its data directory (after copying its `pglite` into `keepDataDirIn`). */
  stop: (options?: { keepDataDirIn?: string }) => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${logs()}`);
    try {
      const reply = await fetch(`${url}/healthz`);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy in time:\n${logs()}`);
}

export type TStartOptions = {
  /**
   * A server data directory already migrated and seeded by the built server (see `prepareSeededDataDir`):
   * its `pglite` directory is copied into the fresh data directory, so the server's own migrate and
   * seed at start find nothing pending. Without it the server migrates and seeds an empty directory.
   */
  seededFrom?: string;
};

/**
 * Starts the built server (`apps/server/dist/main.js`) as its own process on a free port with a fresh
 * PGlite data directory, exactly as `npm start` runs it.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: TStartOptions = {},
): Promise<TRunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-e2e-'));
  if (options.seededFrom) {
    cpSync(path.join(options.seededFrom, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  }
  const operatorKey = randomBytes(24).toString('hex');
  let output = '';
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPERATOR_API_KEY: operatorKey,
      LOG_LEVEL: 'warn',
      // Journeys type any captcha answer; the captcha itself is covered by the server suites.
      CAPTCHA_CHECK: 'off',
      DEFAULT_MEMBER_PASSWORD: E2E_DEFAULT_PASSWORD,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const logs = () => output;
  await waitForHealth(url, child, logs);

  const admin: TRunningServer['admin'] = (method, route, body) =>
    fetch(`${url}${route}`, {
      method,
      headers: {
        authorization: `Bearer ${operatorKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  return {
    url,
    operatorKey,
    logs,
    admin,
    outbox: async (recipient) => {
      const reply = await admin('GET', `/admin-api/outbox?recipient=${encodeURIComponent(recipient)}`);
      if (!reply.ok) throw new Error(`outbox answered ${reply.status}`);
      return ((await reply.json()) as { value: TOutboxEntry[] }).value;
    },
    stop: async (stopOptions = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (stopOptions.keepDataDirIn) {
        // Only a directory PGlite closed cleanly is a usable copy.
        if (child.exitCode !== 0) {
          throw new Error(`server stopped with ${child.exitCode ?? child.signalCode}:\n${logs()}`);
        }
        cpSync(path.join(dataDir, 'pglite'), path.join(stopOptions.keepDataDirIn, 'pglite'), {
          recursive: true,
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the built server once on a new data directory, lets it migrate and seed as at every start, stops
 * it cleanly and returns the directory, for `startServer(env, { seededFrom })` to copy. The seed does not
 * depend on the server's environment (the journeys' `env` only changes how the server runs).
 */
export async function prepareSeededDataDir(): Promise<{ dir: string; remove: () => void }> {
  const server = await startServer();
  const dir = mkdtempSync(path.join(tmpdir(), 'platform-e2e-seeded-'));
  await server.stop({ keepDataDirIn: dir });
  if (!existsSync(path.join(dir, 'pglite'))) throw new Error(`no seeded PGlite directory in ${dir}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
