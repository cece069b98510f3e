import { describe, expect, it } from 'vitest';
import { makeStatus } from '../test/fixtures';
import { groupByPosition, primaryCsLink, toCsLinks } from './customer-service';

describe('customer-service links', () => {
  const entries = makeStatus().customerService;

  it('reveal the obfuscated path, drop unsafe URLs and sort by position', () => {
    const links = toCsLinks(entries);
    expect(links.map((link) => [link.csType, link.url])).toEqual([
      ['LIVECHAT', 'https://chat.example.test/room'],
      ['TELEGRAM', 'https://t.me/royal_test_vip'],
    ]);
  });

  it('group by csPosition', () => {
    expect(groupByPosition(toCsLinks(entries)).map((group) => group.position)).toEqual([1, 2]);
  });

  it('pick the first live-chat or telegram entry for the status pages', () => {
    expect(primaryCsLink(entries)?.url).toBe('https://chat.example.test/room');
    expect(primaryCsLink(entries.filter((entry) => entry.csType !== 'LIVECHAT'))?.url).toBe(
      'https://t.me/royal_test_vip',
    );
    expect(primaryCsLink([])).toBeNull();
  });

  it('skip a path that does not reveal', () => {
    expect(toCsLinks([{ csType: 'TELEGRAM', csPosition: 1, title: '', path: 'short' }])).toEqual([]);
  });
});
