// A PVP server in its own process, for the kill test (restart.test.ts): on PVP_DATABASE_URL, at the fixed
// time PVP_AT (ISO), the members PVP_MEMBERS (comma separated, funded) sit at the table PVP_TABLE and press
// ready; the STARTING countdown's end (the timeouts job at PVP_AT + startingMs) starts the hand and holds
// the stakes. Prints "held <handId>" and waits to be killed (SIGKILL) in the middle of the hand.
// Built like testing.ts's buildTestPvp, without the vitest helpers (this runs outside vitest).
import { PVP_DEFAULT_TIMINGS } from '@platform/contracts/pvp';
import { openPostgres } from '../../platform/database';
import { createGamesService } from '../games/service';
import { findMemberById } from '../identity/repository';
import { toMemberSummary } from '../identity/service';
import { createInHouseHands } from '../vendors/in-house-hands';
import { readBrand } from '../wallet/brand';
import { buildPvp } from './plugin';
import { readTable } from './table/store';
import { createTestLedger } from '../wallet/ledger/testing';

const noop = () => {};
const silentLog = { info: noop, warn: noop, error: noop };
const at = new Date(process.env.PVP_AT!);
const tableId = process.env.PVP_TABLE!;
const members = process.env.PVP_MEMBERS!.split(',');
const database = openPostgres(process.env.PVP_DATABASE_URL!, 2);
const db = database.db;
const clock = { now: () => at };
const ledger = createTestLedger(clock);
const { tables } = buildPvp({
  db,
  clock,
  log: silentLog,
  brand: () => readBrand(db),
  ledger,
  identity: {
    getMemberById: async (id) => {
      const row = await findMemberById(db, id);
      return row && toMemberSummary(row);
    },
  },
  games: createGamesService({ db, clock }),
  hands: createInHouseHands({ clock, ledger, log: silentLog }),
  timings: PVP_DEFAULT_TIMINGS,
});
for (const memberId of members) await tables.sit({ memberId, lang: 'es' }, tableId);
for (const memberId of members) await tables.ready({ memberId, lang: 'es' }, tableId);
await tables.tick(new Date(at.getTime() + PVP_DEFAULT_TIMINGS.startingMs));
const { state } = await readTable(db, tableId);
process.stdout.write(`held ${state.hand?.id} ${state.phase}\n`);
await new Promise((resolve) => setTimeout(resolve, 60_000));
await database.close();
