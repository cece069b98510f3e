import { describe, expect, it } from 'vitest';
import { allFlags } from '../../../test/fixtures';
import { accountMenuItems } from './account-menu';

const keys = (...args: Parameters<typeof accountMenuItems>) =>
  accountMenuItems(...args).map((item) => item.key);

describe('account menu items (spec §2 header)', () => {
  it('a member without flags sees the base items, ending with sign out', () => {
    expect(keys(allFlags(), false)).toEqual([
      'bettingRecord',
      'accountRecord',
      'personalLoss',
      'rewardCenter',
      'messages',
      'myAccount',
      'signOut',
    ]);
  });

  it('points need PTSYS3, manual rebate needs MANPLAYREB3, agent needs an agent', () => {
    expect(keys(allFlags({ PTSYS3: true, MANPLAYREB3: true }), true)).toEqual([
      'bettingRecord',
      'accountRecord',
      'personalLoss',
      'rewardCenter',
      'messages',
      'points',
      'myAccount',
      'agent',
      'manualRebate',
      'signOut',
    ]);
    expect(keys(allFlags({ PTSYS3: true }), false)).toContain('points');
    expect(keys(allFlags({ PTSYS3: true }), false)).not.toContain('agent');
  });

  it('links to the member-centre pages of spec §2', () => {
    const items = accountMenuItems(allFlags({ PTSYS3: true, MANPLAYREB3: true }), true);
    expect(Object.fromEntries(items.map((item) => [item.key, item.to]))).toEqual({
      bettingRecord: '/member/personalHistoryCopy',
      accountRecord: '/member/transactionHistory',
      personalLoss: '/member/personalProfit',
      rewardCenter: '/member/rewardCenter',
      messages: '/member/messageV2',
      points: '/pointMall',
      myAccount: '/member/securityCenter',
      agent: '/agentHome',
      manualRebate: '/member/manualRebate',
      signOut: null,
    });
  });
});
