import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCountryCsv, parseCountryCsv } from './country-lookup';
import { createNetworkSet, normalizeIp, parseNetwork } from './ip';

describe('networks', () => {
  it('parses IPv4 and IPv6 CIDRs and single addresses', () => {
    expect(parseNetwork('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
    expect(parseNetwork('2001:db8::/32')).toEqual({ address: '2001:db8::', prefix: 32, family: 'ipv6' });
    expect(parseNetwork('192.0.2.7')).toEqual({ address: '192.0.2.7', prefix: 32, family: 'ipv4' });
    expect(parseNetwork('::1')).toEqual({ address: '::1', prefix: 128, family: 'ipv6' });
  });

  it.each(['10.0.0.0/33', '2001:db8::/129', 'example.com', '10.0.0.0/8/1', '10.0.0/8', '10.0.0.0/x', ''])(
    'refuses %j',
    (text) => expect(parseNetwork(text)).toBeNull(),
  );

  it('treats an IPv4-mapped IPv6 client as the IPv4 address', () => {
    expect(normalizeIp('::ffff:203.0.113.9')).toBe('203.0.113.9');
    const { set } = createNetworkSet(['203.0.113.0/24']);
    expect(set.contains('::ffff:203.0.113.9')).toBe(true);
  });

  it('matches addresses of both families and reports invalid entries', () => {
    const { set, invalid } = createNetworkSet(['198.51.100.0/24', '2001:db8:abcd::/48', 'bogus']);
    expect(invalid).toEqual(['bogus']);
    expect(set.size).toBe(2);
    expect(set.contains('198.51.100.200')).toBe(true);
    expect(set.contains('198.51.101.1')).toBe(false);
    expect(set.contains('2001:db8:abcd:12::1')).toBe(true);
    expect(set.contains('2001:db8:abce::1')).toBe(false);
    expect(set.contains('not-an-ip')).toBe(false);
  });
});

describe('country lookup from a "cidr,country" file', () => {
  const csv = [
    'network,country',
    '# documentation ranges',
    '203.0.113.0/24,MX',
    '198.51.100.0/22,US',
    '198.51.100.128/25,CA',
    '2001:db8::/32,DE',
    '2001:db8:1::/48,fr',
    '',
    'not-a-network,XX',
    '192.0.2.0/24,TOOLONG',
  ].join('\n');

  it('finds the country of IPv4 and IPv6 addresses, the most specific range first', () => {
    const table = parseCountryCsv(csv);
    expect(table.size).toBe(5);
    expect(table.lookup('203.0.113.77')).toBe('MX');
    expect(table.lookup('198.51.100.5')).toBe('US');
    expect(table.lookup('198.51.100.200')).toBe('CA');
    expect(table.lookup('198.51.103.255')).toBe('US');
    expect(table.lookup('2001:db8:5::1')).toBe('DE');
    expect(table.lookup('2001:db8:1:ffff::1')).toBe('FR');
    expect(table.lookup('::ffff:203.0.113.1')).toBe('MX');
  });

  it('answers null outside every range and for non-addresses', () => {
    const table = parseCountryCsv(csv);
    expect(table.lookup('8.8.8.8')).toBeNull();
    expect(table.lookup('2001:db9::1')).toBeNull();
    expect(table.lookup('garbage')).toBeNull();
  });

  it('reports the lines it could not read, but not a header', () => {
    expect(parseCountryCsv(csv).invalidLines).toEqual([9, 10]);
  });

  it('loads a file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'geo-'));
    try {
      await writeFile(path.join(dir, 'geo.csv'), '10.1.0.0/16,"BR"\r\n');
      const table = await loadCountryCsv(path.join(dir, 'geo.csv'));
      expect(table.lookup('10.1.2.3')).toBe('BR');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
