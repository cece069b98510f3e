import type { TContractTier, TContractType } from '@platform/contracts/agent-contracts';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import { systemClock, type Clock } from '../../platform/clock';
import { noCountryLookup } from '../../platform/country-lookup';
import type { Db } from '../../platform/database';
import { operatorHeaders, type TestAppOptions } from '../../test/app';
import { createTestIdentityService, uniqueAccount, uniqueIp } from '../identity/testing';
import { createUnreadPublisher } from '../messaging/events';
import { createMessagingService } from '../messaging/service';
import { createMemberEventPublisher, type MemberEventEnvelope } from '../realtime/hub';
import { createSystemService } from '../system/service';
import { createPlayer, createWalletTestApp, type TestPlayer } from '../wallet/testing';
import { createContractsService } from './service';
import { createContractSettings } from './settings';

/** Test helpers of the contract lifecycle: an app with the contract routes, agents, terms, calls. */

const noop = () => {};
export const silentLog = {
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
  level: 'silent',
  silent: noop,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

/** The contracts service on a database, its `contract` events recorded in `events`. */
export function buildTestContracts(db: Db, clock: Clock = systemClock) {
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
  const settings = createContractSettings({ db, now: () => clock.now() });
  const contracts = createContractsService({
    db,
    clock,
    log: silentLog,
    brand,
    identity,
    messaging,
    events: publisher,
    settings,
  });
  return { contracts, events, identity };
}

/**
 * The test app (wallet helpers, plain payloads; app.ts registers the contract routes), with every
 * `contract` event it publishes recorded, and a contracts service on the same database for the job's call.
 */
export async function createContractsTestApp(options: TestAppOptions = {}) {
  const testApp = await createWalletTestApp(options);
  const events: MemberEventEnvelope[] = [];
  testApp.app.realtimeEvents.subscribe((event) => events.push(event));
  const { contracts } = buildTestContracts(testApp.db, options.clock);
  return { ...testApp, contracts, events };
}

/** An agent (type 1 by default) logged in on the member site. */
export function createAgent(
  app: FastifyInstance,
  db: Db,
  input: { uplineId?: string | null; type?: 0 | 1 | 2; nickname?: string } = {},
): Promise<TestPlayer> {
  return createPlayer(app, db, { account: uniqueAccount('ct'), type: 1, ...input });
}

/** One tier; `loss` only counts for dividends. */
export const tier = (
  validBet: number,
  rate: number,
  extra: Partial<Omit<TContractTier, 'validBet' | 'rate'>> = {},
): TContractTier => ({ validBet, rate, loss: 0, activeMembers: 0, minBet: 0, ...extra });

/** A client for the contract routes. */
export function contractCalls(app: FastifyInstance) {
  const call = (options: InjectOptions) => app.inject({ remoteAddress: uniqueIp(), ...options });
  return {
    call,
    operatorOffer: (payload: Record<string, unknown>) =>
      call({ method: 'POST', url: '/admin-api/contracts', headers: operatorHeaders, payload }),
    offer: (from: TestPlayer, payload: Record<string, unknown>) =>
      call({ method: 'POST', url: '/wps/agent/contracts', headers: from.headers, payload }),
    answer: (
      by: TestPlayer,
      path: string,
      contractId: string,
      action: 'ACCEPT' | 'REJECT',
      remark?: string,
    ) => call({ method: 'POST', url: path, headers: by.headers, payload: { contractId, action, remark } }),
    terminate: (by: TestPlayer, contractId: string, remark?: string) =>
      call({
        method: 'POST',
        url: `/wps/agent/contracts/${contractId}/terminate`,
        headers: by.headers,
        payload: remark === undefined ? {} : { remark },
      }),
    mine: (by: TestPlayer, type: TContractType) =>
      call({ method: 'GET', url: `/wps/agent/contracts?type=${type}`, headers: by.headers }),
    consolidated: (by: TestPlayer) =>
      call({ method: 'GET', url: '/wps/relay/MCS2_getConsolidatedContract', headers: by.headers }),
  };
}
