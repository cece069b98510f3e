// A settlement run in its own process, for the kill tests (settlement-races.test.ts): SETTLE_DATABASE_URL,
// SETTLE_AT (ISO), SETTLE_BATCH (records per payment); SETTLE_PAUSE_AFTER_COMPUTE=1 stops after the
// first computed period and waits to be killed. Prints "start", "computed" (a period with records to pay) and "done".
import { openPostgres } from '../../../platform/database';
import { createTestSettlement } from './testing';

const at = new Date(process.env.SETTLE_AT!);
const database = openPostgres(process.env.SETTLE_DATABASE_URL!, 2);
const { settlement } = createTestSettlement(database.db, { now: () => at });
process.stdout.write('start\n');
await settlement.settle(at, {
  batchSize: Number(process.env.SETTLE_BATCH ?? 500),
  afterCompute: async (_stream, _period, computed) => {
    if (computed.toPay === 0) return;
    process.stdout.write('computed\n');
    if (process.env.SETTLE_PAUSE_AFTER_COMPUTE === '1')
      await new Promise((resolve) => setTimeout(resolve, 60_000));
  },
});
process.stdout.write('done\n');
await database.close();
