import type { TWhitelabel, TWhitelabelFlag } from '@platform/contracts/whitelabel';

/** Member-centre pages in menu order (spec §2 "Member centre pages"; `vip` is issue 15's VIP page). */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'vip',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
export type TMemberPage = (typeof MEMBER_PAGES)[number];

export const DEFAULT_MEMBER_PAGE: TMemberPage = 'securityCenter';

/** Pages that exist only when a whitelabel flag is on. */
export const MEMBER_PAGE_FLAGS: Partial<Record<TMemberPage, TWhitelabelFlag>> = {
  manualRebate: 'MANPLAYREB3',
  vip: 'VIP3',
};

/** Pages that carry an unread badge (spec §2: missions, messages, rewards). */
export const MEMBER_PAGES_WITH_BADGE: readonly TMemberPage[] = [
  'missionLeaderboard',
  'messageV2',
  'rewardCenter',
];

export function visibleMemberPages(whitelabel: Partial<TWhitelabel>): TMemberPage[] {
  return MEMBER_PAGES.filter((page) => {
    const flag = MEMBER_PAGE_FLAGS[page];
    return !flag || whitelabel[flag] === true;
  });
}

/** The page named in the path (case-insensitive), when it exists for this brand. */
export function findMemberPage(param: string, whitelabel: Partial<TWhitelabel>): TMemberPage | null {
  const wanted = param.toLowerCase();
  return visibleMemberPages(whitelabel).find((page) => page.toLowerCase() === wanted) ?? null;
}
