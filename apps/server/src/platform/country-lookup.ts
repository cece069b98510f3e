import { readFile } from 'node:fs/promises';
import { ipFamily, normalizeIp, parseNetwork, type IpFamily } from './ip';

/** Finds the ISO 3166-1 alpha-2 country of a client address; null when unknown. */
export type CountryLookup = { lookup(ip: string): string | null };

export const noCountryLookup: CountryLookup = { lookup: () => null };

function ipv4ToBigInt(ip: string): bigint {
  return ip.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function ipv6ToBigInt(ip: string): bigint {
  let text = ip.split('%')[0] ?? '';
  const lastColon = text.lastIndexOf(':');
  const tailPart = text.slice(lastColon + 1);
  if (tailPart.includes('.')) {
    const v4 = ipv4ToBigInt(tailPart);
    text = `${text.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.reduce((acc, group) => (acc << 16n) | BigInt(parseInt(group, 16)), 0n);
}

function ipToBigInt(ip: string, family: IpFamily): bigint {
  return family === 'ipv4' ? ipv4ToBigInt(ip) : ipv6ToBigInt(ip);
}

type Range = { start: bigint; end: bigint; country: string; parent: number };

/**
 * Index of CIDR ranges for one address family. CIDR blocks are either nested or disjoint, so after
 * sorting by start (wider first) each range remembers its innermost enclosing range; a lookup is a binary
 * search followed by a walk outwards, and returns the most specific match.
 */
function buildIndex(entries: Array<Omit<Range, 'parent'>>): Range[] {
  const sorted = [...entries].sort((a, b) =>
    a.start === b.start ? (a.end > b.end ? -1 : a.end < b.end ? 1 : 0) : a.start < b.start ? -1 : 1,
  );
  const ranges: Range[] = [];
  const stack: number[] = [];
  for (const entry of sorted) {
    while (stack.length > 0 && ranges[stack[stack.length - 1]!]!.end < entry.start) stack.pop();
    ranges.push({ ...entry, parent: stack.length > 0 ? stack[stack.length - 1]! : -1 });
    stack.push(ranges.length - 1);
  }
  return ranges;
}

function findIn(ranges: Range[], value: bigint): string | null {
  let low = 0;
  let high = ranges.length - 1;
  let index = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (ranges[mid]!.start <= value) {
      index = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  while (index >= 0) {
    const range = ranges[index]!;
    if (value <= range.end) return range.country;
    index = range.parent;
  }
  return null;
}

export type CountryTable = CountryLookup & { size: number; invalidLines: number[] };

/**
 * Parses "cidr,country" lines (IPv4 and IPv6; a header line, blank lines and `#` comments are skipped),
 * for example exported from a GeoIP country database.
 */
export function parseCountryCsv(text: string): CountryTable {
  const byFamily: Record<IpFamily, Array<Omit<Range, 'parent'>>> = { ipv4: [], ipv6: [] };
  const invalidLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) return;
    const [cidr = '', rawCountry = ''] = trimmed.split(',').map((cell) => cell.trim().replace(/^"|"$/g, ''));
    const network = parseNetwork(cidr);
    const country = rawCountry.toUpperCase();
    if (!network || !/^[A-Z]{2}$/.test(country)) {
      if (index > 0) invalidLines.push(index + 1);
      return;
    }
    const bits = network.family === 'ipv4' ? 32n : 128n;
    const hostBits = bits - BigInt(network.prefix);
    const start = (ipToBigInt(network.address, network.family) >> hostBits) << hostBits;
    byFamily[network.family].push({ start, end: start + (1n << hostBits) - 1n, country });
  });
  const index = { ipv4: buildIndex(byFamily.ipv4), ipv6: buildIndex(byFamily.ipv6) };
  return {
    size: index.ipv4.length + index.ipv6.length,
    invalidLines,
    lookup: (ip) => {
      const address = normalizeIp(ip);
      const family = ipFamily(address);
      return family ? findIn(index[family], ipToBigInt(address, family)) : null;
    },
  };
}

export async function loadCountryCsv(file: string): Promise<CountryTable> {
  return parseCountryCsv(await readFile(file, 'utf8'));
}
