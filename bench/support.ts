import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

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
