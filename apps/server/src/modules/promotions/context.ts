import type { TLocalizedText } from '@platform/contracts/content';
import type { TLanguage } from '@platform/contracts/i18n';
import type { TRealtimeMemberEvent } from '@platform/contracts/realtime';
import type { TBrandConfig } from '@platform/contracts/system';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import type { ScheduledJob } from '../../platform/jobs';
import type { IdentityService } from '../identity/service';
import type { MessagingService } from '../messaging/service';
import type { MemberEventPublisher } from '../realtime/hub';
import type { CreditedDeposit } from '../wallet/context';
import type { Ledger } from '../wallet/ledger/ledger';
import { issueBonus, type IssueBonusInput, type IssuedBonus } from './bonuses/issue-bonus';
import { offerReward, type OfferRewardInput } from './rewards/offer-reward';

/** What the promotions module is built from (app.ts passes it). */
export type PromotionsModuleOptions = {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  brand: () => Promise<TBrandConfig>;
  ledger: Ledger;
  identity: IdentityService;
  messaging: MessagingService;
  events: MemberEventPublisher;
  /** Where manual applications' images are stored (DATA_DIR/uploads/promotions). */
  uploadDir: string;
  /** The public address of the site (invite links), when configured. */
  publicUrl: string | null;
};

/** What every use case of every part may use. */
export type PromotionsContext = PromotionsModuleOptions & {
  /** Issues a bonus in a transaction opened by `ledger.transaction` (see bonuses/issue-bonus.ts). */
  issueBonus(tx: Db, input: IssueBonusInput): Promise<IssuedBonus>;
  /** Puts a reward into the member's reward centre (idempotent by its source key; see rewards/offer-reward.ts). */
  offerReward(executor: Db, input: OfferRewardInput): Promise<{ rewardId: string; created: boolean }>;
  /** Tells the member's open pages that a part changed (the `promotions` realtime event); never throws. */
  notify(memberId: string, part: Extract<TRealtimeMemberEvent, { type: 'promotions' }>['part']): void;
  /** A text written per language, in the language asked, else Spanish, else any. */
  textIn(text: TLocalizedText, lang: TLanguage): string;
};

/** One part of the module: its player routes, operator routes, jobs and what it does after a deposit. */
export type PromotionsPart = {
  routes?: FastifyPluginAsync;
  adminRoutes?: FastifyPluginAsync;
  jobs?: ScheduledJob[];
  /** Called once per credited deposit, after it committed (a catch-up job must cover a missed call). */
  afterDepositCredited?: (deposit: CreditedDeposit) => Promise<void>;
};

export function createPromotionsContext(options: PromotionsModuleOptions): PromotionsContext {
  return {
    ...options,
    issueBonus: (tx, input) => issueBonus(options.ledger, tx, options.clock.now(), input),
    offerReward: (executor, input) => offerReward(executor, options.clock.now(), input),
    notify(memberId, part) {
      try {
        options.events.publish([{ memberId, event: { type: 'promotions', part } }]);
      } catch (error) {
        options.log.warn({ err: error, memberId, part }, 'promotions event not published');
      }
    },
    textIn: (text, lang) => text[lang] ?? text.es ?? Object.values(text).find(Boolean) ?? '',
  };
}
