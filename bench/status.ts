// npm run bench:status — throughput of GET /wps/system/status (read on every page load, with the
// maintenance/region guard and the settings cache on the path) against a bare Fastify route answering
// the same bytes, both measured in this run on this machine.
import { startServer } from '../e2e/support/server';
import { load, printRow, startBareFastify } from './support';

const server = await startServer({ LOG_LEVEL: 'error' });
try {
  const sample = await (await fetch(`${server.url}/wps/system/status`)).json();
  const barePort = Number(new URL(server.url).port) + 1;
  const bare = await startBareFastify(barePort, sample);
  try {
    const baseline = await load(`http://127.0.0.1:${barePort}/bare`);
    const status = await load(`${server.url}/wps/system/status`);
    printRow('bare fastify (baseline)', baseline);
    printRow('GET /wps/system/status', status);
    console.log(
      `ratio status/baseline: ${(status.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`,
    );
  } finally {
    bare.kill();
  }
} finally {
  await server.stop();
}
