import type { TBrandConfig } from '@platform/contracts/system';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import type { ScheduledJob } from '../../platform/jobs';
import type { GamesService } from '../games/service';
import type { IdentityService } from '../identity/service';
import type { MemberEventPublisher } from '../realtime/hub';
import type { InHouseWallet } from '../vendors/in-house-wallet';
import type { Ledger } from '../wallet/ledger/ledger';
import type { LotteryResultsProvider } from './draws/results-provider';
import { createLotterySettings, type LotterySettingsStore } from './settings';

/** What the lottery module is built from (app.ts passes it). */
export type LotteryModuleOptions = {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  brand: () => Promise<TBrandConfig>;
  ledger: Ledger;
  identity: Pick<IdentityService, 'getMemberById'>;
  games: Pick<GamesService, 'catalogueIndex' | 'recordPlay' | 'findGame'>;
  /** The vendor wallet service's in-process side: every stake, win and refund of a ticket. */
  wallet: InHouseWallet;
  events: MemberEventPublisher;
  /** Results of official draws (Vietnamese, 4D); default: the built-in sandbox provider. */
  results?: LotteryResultsProvider;
};

/** What every use case of every part may use. */
export type LotteryContext = Omit<LotteryModuleOptions, 'results'> & {
  settings: LotterySettingsStore;
  results: LotteryResultsProvider;
};

/** One part of the module: its player routes, operator routes and jobs. */
export type LotteryPart = {
  routes?: FastifyPluginAsync;
  adminRoutes?: FastifyPluginAsync;
  jobs?: ScheduledJob[];
};

export function createLotteryContext(
  options: LotteryModuleOptions,
  defaultResults: () => LotteryResultsProvider,
): LotteryContext {
  return {
    ...options,
    settings: createLotterySettings(options.db, () => options.clock.now()),
    results: options.results ?? defaultResults(),
  };
}
