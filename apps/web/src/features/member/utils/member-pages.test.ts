import { describe, expect, it } from 'vitest';
import { allFlags } from '../../../test/fixtures';
import { findMemberPage, visibleMemberPages } from './member-pages';

describe('member-centre pages', () => {
  it('offer manualRebate only with the MANPLAYREB3 flag', () => {
    expect(visibleMemberPages(allFlags())).not.toContain('manualRebate');
    expect(visibleMemberPages(allFlags({ MANPLAYREB3: true }))).toContain('manualRebate');
    expect(findMemberPage('manualRebate', allFlags())).toBeNull();
  });

  it('offer the VIP page after the reward centre only with the VIP3 flag', () => {
    expect(visibleMemberPages(allFlags())).not.toContain('vip');
    const pages = visibleMemberPages(allFlags({ VIP3: true }));
    expect(pages[pages.indexOf('rewardCenter') + 1]).toBe('vip');
    expect(findMemberPage('VIP', allFlags({ VIP3: true }))).toBe('vip');
  });

  it('match the page in the path case-insensitively', () => {
    expect(findMemberPage('depositV2', allFlags())).toBe('depositv2');
    expect(findMemberPage('nope', allFlags())).toBeNull();
  });
});
