import { systemClock, type Clock } from '../../../platform/clock';
import { noCountryLookup } from '../../../platform/country-lookup';
import type { Db } from '../../../platform/database';
import { silentLog } from '../../contracts/lifecycle-testing';
import { createTestIdentityService } from '../../identity/testing';
import { createUnreadPublisher } from '../../messaging/events';
import { createMessagingService } from '../../messaging/service';
import { createMemberEventPublisher, type MemberEventEnvelope } from '../../realtime/hub';
import { createSystemService } from '../../system/service';
import { createPromotionsContext } from '../context';
import { createTestLedger } from '../../wallet/ledger/testing';

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
  const ledger = createTestLedger(clock);
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
