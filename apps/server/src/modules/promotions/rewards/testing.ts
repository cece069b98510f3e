import { systemClock, type Clock } from '../../../platform/clock';
import { noCountryLookup } from '../../../platform/country-lookup';
import type { Db } from '../../../platform/database';
import { silentLog } from '../../contracts/lifecycle-testing';
import { createTestIdentityService } from '../../identity/testing';
import { createUnreadPublisher } from '../../messaging/events';
import { createMessagingService } from '../../messaging/service';
import { createMemberEventPublisher, type MemberEventEnvelope } from '../../realtime/hub';
import { createSystemService } from '../../system/service';
import { readBrand } from '../../wallet/brand';
import { createBalancePublisher } from '../../wallet/ledger/events';
import { createLedger } from '../../wallet/ledger/ledger';
import { createPromotionsContext } from '../context';

/** A promotions context on a database (a race pool, say), its `promotions` events recorded in `events`. */
export function buildTestPromotionsContext(db: Db, clock: Clock = systemClock) {
  const system = createSystemService({ db, countryLookup: noCountryLookup, clock, log: silentLog });
  const brand = () => system.getBrand();
  const identity = createTestIdentityService(db, clock);
  const messaging = createMessagingService({
    db,
    clock,
    log: silentLog,
    brand,
    identity,
    events: createUnreadPublisher({}),
  });
  const publisher = createMemberEventPublisher({});
  const events: MemberEventEnvelope[] = [];
  publisher.subscribe((event) => events.push(event));
  const ledger = createLedger({
    clock,
    publisher: createBalancePublisher({}),
    currency: async (executor) => (await readBrand(executor)).currency.code,
    timeZone: async (executor) => (await readBrand(executor)).timeZone,
  });
  const ctx = createPromotionsContext({
    db,
    clock,
    log: silentLog,
    brand,
    ledger,
    identity,
    messaging,
    events: publisher,
    uploadDir: '/tmp/promotions-test-uploads',
    publicUrl: null,
  });
  return { ctx, events, identity };
}
