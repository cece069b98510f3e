import type { Clock } from '../../../platform/clock';
import { readBrand } from '../brand';
import { createBalancePublisher } from './events';
import { createLedger, type Ledger } from './ledger';

/** The ledger as app.ts builds it (the brand's currency and time zone), for module tests and test children. */
export function createTestLedger(clock: Clock): Ledger {
  return createLedger({
    clock,
    publisher: createBalancePublisher({}),
    currency: async (executor) => (await readBrand(executor)).currency.code,
    timeZone: async (executor) => (await readBrand(executor)).timeZone,
  });
}
