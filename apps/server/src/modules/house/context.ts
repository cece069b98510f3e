import type { TBrandConfig } from '@platform/contracts/system';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import type { ScheduledJob } from '../../platform/jobs';
import type { GamesService } from '../games/service';
import type { IdentityService } from '../identity/service';
import type { GameEventPublisher } from '../realtime/hub';
import type { InHouseWallet } from '../vendors/in-house-wallet';
import type { Ledger } from '../wallet/ledger/ledger';

/** What the house games module is built from (app.ts passes it). */
export type HouseModuleOptions = {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  brand: () => Promise<TBrandConfig>;
  ledger: Ledger;
  identity: Pick<IdentityService, 'getMemberById'>;
  games: Pick<GamesService, 'catalogueIndex' | 'recordPlay' | 'findGame'>;
  /** The vendor wallet service's in-process side: every stake and win of a round (vendor TA). */
  wallet: InHouseWallet;
  /** Crash's round events to the `/ws` followers of every process; default: this process only (tests). */
  gameEvents?: GameEventPublisher;
};

/** What every use case of every part may use. */
export type HouseContext = HouseModuleOptions;

/** One part of the module: its player routes, operator routes and jobs. */
export type HousePart = {
  routes?: FastifyPluginAsync;
  adminRoutes?: FastifyPluginAsync;
  jobs?: ScheduledJob[];
};
