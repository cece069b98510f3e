import { BlockList, isIP } from 'node:net';

export type IpFamily = 'ipv4' | 'ipv6';
export type Network = { address: string; prefix: number; family: IpFamily };

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** "::ffff:203.0.113.9" (an IPv4 client on a dual-stack socket) becomes "203.0.113.9". */
export function normalizeIp(ip: string): string {
  const mapped = MAPPED_IPV4.exec(ip);
  return mapped?.[1] ?? ip;
}

export function ipFamily(ip: string): IpFamily | null {
  const family = isIP(ip);
  return family === 4 ? 'ipv4' : family === 6 ? 'ipv6' : null;
}

/** Parses "10.0.0.0/8", "2001:db8::/32" or a single address (a /32 or /128 network). */
export function parseNetwork(text: string): Network | null {
  const [rawAddress = '', prefixText, ...rest] = text.trim().split('/');
  if (rest.length > 0) return null;
  const address = normalizeIp(rawAddress);
  const family = ipFamily(address);
  if (!family) return null;
  const max = family === 'ipv4' ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: max, family };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  return prefix <= max ? { address, prefix, family } : null;
}

/** A set of networks to test addresses against (IPv4 and IPv6). Invalid entries are reported, not added. */
export function createNetworkSet(entries: readonly string[]): { set: NetworkSet; invalid: string[] } {
  const list = new BlockList();
  const invalid: string[] = [];
  for (const entry of entries) {
    const network = parseNetwork(entry);
    if (!network) invalid.push(entry);
    else list.addSubnet(network.address, network.prefix, network.family);
  }
  return {
    set: {
      size: entries.length - invalid.length,
      contains: (ip) => {
        const address = normalizeIp(ip);
        const family = ipFamily(address);
        return family !== null && list.check(address, family);
      },
    },
    invalid,
  };
}

export type NetworkSet = { size: number; contains(ip: string): boolean };
