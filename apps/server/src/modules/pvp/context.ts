import type { TPvpTimings } from '@platform/contracts/pvp';
import type { TBrandConfig } from '@platform/contracts/system';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import type { ScheduledJob } from '../../platform/jobs';
import type { GamesService } from '../games/service';
import type { IdentityService } from '../identity/service';
import type { GameEventPublisher, PvpTopicMessage } from '../realtime/hub';
import type { InHouseHands } from '../vendors/in-house-hands';
import type { Ledger } from '../wallet/ledger/ledger';

/** What the PVP module is built from (app.ts passes it). */
export type PvpModuleOptions = {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  brand: () => Promise<TBrandConfig>;
  ledger: Ledger;
  identity: Pick<IdentityService, 'getMemberById'>;
  games: Pick<GamesService, 'catalogueIndex' | 'recordPlay' | 'findGame'>;
  /** The vendor wallet service's in-process side for hands: holds at the start, one settlement at the end. */
  hands: InHouseHands;
  /** Table events to the `/ws` followers of every process; default: this process only (tests). */
  gameEvents?: Pick<GameEventPublisher<PvpTopicMessage>, 'publish'>;
  /** Phase lengths (tests shorten them); default PVP_DEFAULT_TIMINGS. */
  timings?: Partial<TPvpTimings>;
  /** How often the timeouts job looks for phases that ended (ms); default 250. */
  tickMs?: number;
};

/** What the module's use cases use: the options with the timings filled in and a publisher. */
export type PvpContext = Omit<PvpModuleOptions, 'timings' | 'gameEvents'> & {
  timings: TPvpTimings;
  gameEvents: Pick<GameEventPublisher<PvpTopicMessage>, 'publish'>;
};

/** One part of the module: its player routes, operator routes and jobs. */
export type PvpPart = {
  routes?: FastifyPluginAsync;
  adminRoutes?: FastifyPluginAsync;
  jobs?: ScheduledJob[];
};
