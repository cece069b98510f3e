import type { TWhitelabel, TWhitelabelFlag } from '@platform/contracts/whitelabel';

export type TAccountMenuKey =
  | 'bettingRecord'
  | 'accountRecord'
  | 'personalLoss'
  | 'rewardCenter'
  | 'messages'
  | 'points'
  | 'myAccount'
  | 'agent'
  | 'manualRebate'
  | 'signOut';

export type TAccountMenuItem = { key: TAccountMenuKey; to: string | null };

type TAccountMenuEntry = TAccountMenuItem & { flag?: TWhitelabelFlag; agentsOnly?: boolean };

/**
 * The header account menu of spec §2, in order; `to: null` is the sign-out action. `messages` (the inbox,
 * messageV2) is ours: spec §2 puts an unread badge on messages, and the menu is where the header shows it.
 */
const ACCOUNT_MENU: readonly TAccountMenuEntry[] = [
  { key: 'bettingRecord', to: '/member/personalHistoryCopy' },
  { key: 'accountRecord', to: '/member/transactionHistory' },
  { key: 'personalLoss', to: '/member/personalProfit' },
  { key: 'rewardCenter', to: '/member/rewardCenter' },
  { key: 'messages', to: '/member/messageV2' },
  { key: 'points', to: '/pointMall', flag: 'PTSYS3' },
  { key: 'myAccount', to: '/member/securityCenter' },
  { key: 'agent', to: '/agentHome', agentsOnly: true },
  { key: 'manualRebate', to: '/member/manualRebate', flag: 'MANPLAYREB3' },
  { key: 'signOut', to: null },
];

/** The items this member sees: points with PTSYS3, manual rebate with MANPLAYREB3, agent for agents. */
export function accountMenuItems(whitelabel: Partial<TWhitelabel>, isAgent: boolean): TAccountMenuItem[] {
  return ACCOUNT_MENU.filter(
    (entry) => (!entry.flag || whitelabel[entry.flag] === true) && (!entry.agentsOnly || isAgent),
  ).map(({ key, to }) => ({ key, to }));
}
