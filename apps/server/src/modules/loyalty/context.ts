import type { TLocalizedText } from '@platform/contracts/content';
import type { TLanguage } from '@platform/contracts/i18n';
import type { TRealtimeMemberEvent } from '@platform/contracts/realtime';
import type { TBrandConfig } from '@platform/contracts/system';
import type { TWhitelabelFlag } from '@platform/contracts/whitelabel';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { ScheduledJob } from '../../platform/jobs';
import type { IdentityService } from '../identity/service';
import type { Promotions } from '../promotions/plugin';
import type { MemberEventPublisher } from '../realtime/hub';
import type { CreditedDeposit } from '../wallet/context';
import type { Ledger } from '../wallet/ledger/ledger';
import type { WalletService } from '../wallet/service';
import { createLoyaltySettings, type LoyaltySettings } from './settings';

/** What the loyalty module is built from (app.ts passes it). */
export type LoyaltyModuleOptions = {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  brand: () => Promise<TBrandConfig>;
  ledger: Ledger;
  identity: Pick<IdentityService, 'getMemberById' | 'findMemberByAccount'>;
  /** The payment password behind redeem and convert (the wallet's check: same refusals and lockout). */
  wallet: Pick<WalletService, 'checkPaymentPassword'>;
  /** The reward centre: VIP bonuses, rebates and cashback wait there to be claimed. */
  promotions: Pick<Promotions['ctx'], 'offerReward' | 'notify'>;
  events: MemberEventPublisher;
};

/** What every use case of every part may use. */
export type LoyaltyContext = LoyaltyModuleOptions & {
  settings: LoyaltySettings;
  /** Refuses with 403 FEATURE_DISABLED when the brand's whitelabel flag is off. */
  requireFlag(flag: TWhitelabelFlag): Promise<void>;
  /** Whether the brand's whitelabel flag is on. */
  flagOn(flag: TWhitelabelFlag): Promise<boolean>;
  /** Tells the member's open pages that a part changed (the `loyalty` realtime event); never throws. */
  notify(memberId: string, part: Extract<TRealtimeMemberEvent, { type: 'loyalty' }>['part']): void;
  /** A text written per language, in the language asked, else Spanish, else any. */
  textIn(text: TLocalizedText, lang: TLanguage): string;
};

/** One part of the module: its player routes, operator routes, jobs and what it does after a deposit. */
export type LoyaltyPart = {
  routes?: FastifyPluginAsync;
  adminRoutes?: FastifyPluginAsync;
  jobs?: ScheduledJob[];
  afterDepositCredited?: (deposit: CreditedDeposit) => Promise<void>;
};

export function createLoyaltyContext(options: LoyaltyModuleOptions): LoyaltyContext {
  const flagOn = async (flag: TWhitelabelFlag) => (await options.brand()).whitelabel[flag] === true;
  return {
    ...options,
    settings: createLoyaltySettings(options.db, () => options.clock.now()),
    flagOn,
    async requireFlag(flag) {
      if (!(await flagOn(flag))) throw new AppError('FEATURE_DISABLED');
    },
    notify(memberId, part) {
      try {
        options.events.publish([{ memberId, event: { type: 'loyalty', part } }]);
      } catch (error) {
        options.log.warn({ err: error, memberId, part }, 'loyalty event not published');
      }
    },
    textIn: (text, lang) => text[lang] ?? text.es ?? Object.values(text).find(Boolean) ?? '',
  };
}
