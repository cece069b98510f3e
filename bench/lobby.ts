// npm run bench:lobby — requests per second and p99 latency of the home page's reads (the category lanes
// of GCSGAME_newGameVendor, GCSGAME_hotGamesV2, the winner board GCSGAME_getRankList and one
// GCSGAME_gameList page), each against a bare Fastify route answering the same bytes, all measured in
// this run on this machine. Target: every read at least 60% of the bare route's throughput, p99 < 20 ms.
import { startServer } from '../e2e/support/server';
import { load, printRow, startBareFastify, type TLoadResult } from './support';

const READS: ReadonlyArray<[name: string, path: string]> = [
  ['GCSGAME_newGameVendor', '/wps/relay/GCSGAME_newGameVendor?platform=flash,html5-desktop&language=es'],
  ['GCSGAME_hotGamesV2', '/wps/relay/GCSGAME_hotGamesV2?platform=flash,html5-desktop&language=es'],
  ['GCSGAME_getRankList', '/wps/relay/GCSGAME_getRankList?category=ALL&limit=20&language=es'],
  ['GCSGAME_gameList (RNG p1)', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=20&language=es'],
];

const server = await startServer({ LOG_LEVEL: 'error' });
let failed = false;
try {
  const barePort = Number(new URL(server.url).port) + 1;
  for (const [name, path] of READS) {
    const sample = await (await fetch(`${server.url}${path}`)).json();
    const bare = await startBareFastify(barePort, sample);
    let baseline: TLoadResult;
    let read: TLoadResult;
    try {
      baseline = await load(`http://127.0.0.1:${barePort}/bare`);
      read = await load(`${server.url}${path}`);
    } finally {
      bare.kill();
      await new Promise((resolve) => bare.once('exit', resolve));
    }
    const ratio = read.requestsPerSecond / baseline.requestsPerSecond;
    const pass = ratio >= 0.6 && read.p99Ms < 20 && read.errors + read.non2xx === 0;
    failed ||= !pass;
    console.log(`\n${name} (${JSON.stringify(sample).length} bytes)`);
    printRow('  bare fastify (baseline)', baseline);
    printRow(`  ${name}`, read);
    console.log(
      `  ratio ${ratio.toFixed(2)} (target ≥ 0.60), p99 ${read.p99Ms} ms (target < 20) ${pass ? 'ok' : 'MISSED'}`,
    );
  }
} finally {
  await server.stop();
}
if (failed) process.exitCode = 1;
