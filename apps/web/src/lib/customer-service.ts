import { revealCsPath } from '@platform/contracts/cs-path';
import type { TCustomerService } from '@platform/contracts/system';
import { safeUrl } from './safe-url';

export type TCsLink = TCustomerService & { url: string };

/** Reveals the obfuscated path (contracts/cs-path.ts); entries that do not reveal to a safe URL are dropped. */
export function toCsLink(entry: TCustomerService): TCsLink | null {
  try {
    const url = safeUrl(revealCsPath(entry.path));
    return url ? { ...entry, url } : null;
  } catch {
    return null;
  }
}

export function toCsLinks(entries: readonly TCustomerService[]): TCsLink[] {
  return entries
    .map(toCsLink)
    .filter((link): link is TCsLink => link !== null)
    .sort((a, b) => a.csPosition - b.csPosition);
}

/** Groups links by csPosition (spec §2: live chat, three telegram positions, one facebook position). */
export function groupByPosition(links: readonly TCsLink[]): Array<{ position: number; links: TCsLink[] }> {
  const groups = new Map<number, TCsLink[]>();
  for (const link of links) groups.set(link.csPosition, [...(groups.get(link.csPosition) ?? []), link]);
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([position, group]) => ({ position, links: group }));
}

const PRIMARY_CS_TYPES: ReadonlySet<TCustomerService['csType']> = new Set([
  'LIVECHAT',
  'TELEGRAM',
  'TELEGRAM 2',
]);

/** The customer-service button of the maintenance and region-blocked pages: the first live-chat or telegram entry. */
export function primaryCsLink(entries: readonly TCustomerService[]): TCsLink | null {
  return toCsLinks(entries).find((link) => PRIMARY_CS_TYPES.has(link.csType)) ?? null;
}
