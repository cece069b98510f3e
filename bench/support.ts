import { spawn, type ChildProcess } from 'node:child_process';
import { request, type Agent } from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';

export type TLoadResult = { requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number };

/** Drives one URL with autocannon: a warm-up, then the measured run. */
export async function load(url: string, { connections = 16, seconds = 5 } = {}): Promise<TLoadResult> {
  await autocannon({ url, connections, duration: 1 });
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** A bare Fastify process answering one JSON route: the baseline of the server's own overhead. */
export async function startBareFastify(port: number, body: unknown): Promise<ChildProcess> {
  const script = `
    const fastify = require('fastify')({ logger: false });
    const body = ${JSON.stringify(JSON.stringify(body))};
    fastify.get('/bare', (_req, reply) => reply.type('application/json').send(body));
    fastify.listen({ port: ${port}, host: '127.0.0.1' }).then(() => process.stdout.write('ready\\n'));
  `;
  const child = spawn(process.execPath, ['-e', script], {
    cwd: new URL('../apps/server/', import.meta.url).pathname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`bare fastify exited with ${code}`)));
  });
  return child;
}

export function printRow(name: string, result: TLoadResult): void {
  console.log(
    `${name.padEnd(28)} ${result.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(result.p99Ms).padStart(4)} ms   errors ${result.errors + result.non2xx}`,
  );
}

/** The PostgreSQL the database benchmarks use: it must allow CREATE DATABASE. */
export const BENCH_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh scratch database `bench_<bench>_<pid>` for one benchmark run, or exits the process with a
 * "skipped" line when PostgreSQL is not there. `drop()` removes it (connections or not).
 */
export async function scratchDatabase(bench: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${bench}_${process.pid}`;
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(
      `PostgreSQL unavailable at ${BENCH_ADMIN_URL} (${(error as Error).message}): bench:${bench} skipped`,
    );
    process.exit(0);
  }
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * A keep-alive JSON POST to a server under test: `post(path, body, headers)` resolves with the status and the
 * raw reply (the benches time requests, so nothing is parsed here).
 */
export function jsonPoster(agent: Agent, baseUrl: () => string) {
  return (path: string, body: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(path, baseUrl());
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}

/** A timed phase of a bench: how many calls completed in how many seconds. */
export type TPhase = { count: number; seconds: number };
export const perSecond = (phase: TPhase) => phase.count / phase.seconds;
/** The fastest of several phases (benches alternate their phases and keep each one's best). */
export const bestPhase = (phases: TPhase[]) =>
  phases.reduce((a, b) => (perSecond(a) >= perSecond(b) ? a : b));

/** Runs `workers` loops of `call` for `seconds`: each loop calls again as soon as its call resolved. */
export async function measure(
  workers: number,
  seconds: number,
  call: (worker: number, index: number) => Promise<void>,
): Promise<TPhase> {
  const started = performance.now();
  const until = started + seconds * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let index = 0; performance.now() < until; index += 1) {
        await call(worker, index);
        count += 1;
      }
    }),
  );
  return { count, seconds: (performance.now() - started) / 1000 };
}
