import { contentDemoSeeder, contentLinksSeeder } from '../modules/content/seed';
import { contractsDemoSeeder } from '../modules/contracts/seed';
import { gamesCatalogueSeeder, gamesHouseSeeder, gamesLotterySeeder } from '../modules/games/seed';
import {
  identityDemoKnownAddressesSeeder,
  identityDemoSeeder,
  identityDemoTeamSeeder,
  identitySettingsSeeder,
} from '../modules/identity/seed';
import { loyaltyMallDemoSeeder } from '../modules/loyalty/mall/seed';
import { loyaltyPointsDemoSeeder } from '../modules/loyalty/points/seed';
import { loyaltyRebateDemoSeeder } from '../modules/loyalty/rebate/seed';
import { loyaltyVipDemoSeeder } from '../modules/loyalty/vip/seed';
import { lotteryHistoryDemoSeeder } from '../modules/lottery/seed';
import { messagingDemoSeeder } from '../modules/messaging/seed';
import { operatorsDemoSeeder } from '../modules/operators/seed';
import { promotionsActivitiesDemoSeeder } from '../modules/promotions/activities/seed';
import { promotionsBonusesDemoSeeder } from '../modules/promotions/bonuses/seed';
import { promotionsRewardsDemoSeeder } from '../modules/promotions/rewards/seed';
import { promotionsRafflesDemoSeeder } from '../modules/promotions/raffles/seed';
import { promotionsMissionsDemoSeeder } from '../modules/promotions/missions/seed';
import { promotionsReferralDemoSeeder } from '../modules/promotions/referral/seed';
import { systemSeeder } from '../modules/system/seed';
import { demoBetsSeeder, pvpRoomsSeeder } from '../modules/vendors/seed';
import {
  walletChannelsDemoSeeder,
  walletDemoSeeder,
  walletDemoSummarySeeder,
  walletDemoTeamDepositsSeeder,
  walletSettingsSeeder,
} from '../modules/wallet/seed';
import { walletDemoSubWalletsSeeder } from '../modules/wallet/vendors/seed';
import type { Seeder } from './types';

/**
 * Every seeder, in the order they run. A module adds its own (`modules/<m>/seed.ts`) here, after the
 * seeders whose rows it needs.
 */
export const SEEDERS: readonly Seeder[] = [
  systemSeeder,
  identitySettingsSeeder,
  identityDemoSeeder,
  identityDemoTeamSeeder,
  identityDemoKnownAddressesSeeder,
  walletSettingsSeeder,
  walletChannelsDemoSeeder,
  walletDemoSeeder,
  walletDemoTeamDepositsSeeder,
  operatorsDemoSeeder,
  gamesCatalogueSeeder,
  gamesLotterySeeder,
  gamesHouseSeeder,
  pvpRoomsSeeder,
  demoBetsSeeder,
  walletDemoSubWalletsSeeder,
  contractsDemoSeeder,
  contentLinksSeeder,
  contentDemoSeeder,
  messagingDemoSeeder,
  promotionsActivitiesDemoSeeder,
  promotionsBonusesDemoSeeder,
  promotionsRewardsDemoSeeder,
  promotionsRafflesDemoSeeder,
  promotionsMissionsDemoSeeder,
  promotionsReferralDemoSeeder,
  loyaltyVipDemoSeeder,
  loyaltyRebateDemoSeeder,
  loyaltyMallDemoSeeder,
  loyaltyPointsDemoSeeder,
  lotteryHistoryDemoSeeder,
  // Last: the demo balances after every seeder that moves money.
  walletDemoSummarySeeder,
];
