import type { TGameCategory } from '@platform/contracts/categories';
import { INHOUSE_VASSALAGE } from '@platform/contracts/games.constants';

export type TPreviewVendor = { category: TGameCategory; vassalage: string };

/** spec §9 "Home side preview loads first 3 RNG, 1 LIVE, 1 FISH vendors": how many of each, in this order. */
export const PREVIEW_FIRST: readonly (readonly [TGameCategory, number])[] = [
  ['RNG', 3],
  ['LIVE', 1],
  ['FISH', 1],
];

/** Games shown per vendor in the preview. */
export const PREVIEW_GAMES = 6;

type TMenu = { gameType: TGameCategory; vendors: readonly { vassalage: string }[] };

/** The vendors whose games the preview loads as soon as the panel opens, in the menus' vendor order. */
export function firstPreviewVendors(menus: readonly TMenu[]): TPreviewVendor[] {
  return PREVIEW_FIRST.flatMap(([category, count]) =>
    (menus.find((menu) => menu.gameType === category)?.vendors ?? [])
      .slice(0, count)
      .map((vendor) => ({ category, vassalage: vendor.vassalage })),
  );
}

export const samePreviewVendor = (a: TPreviewVendor | null, b: TPreviewVendor | null): boolean =>
  a !== null && b !== null && a.category === b.category && a.vassalage === b.vassalage;

/** The game list a vendor's preview reads: in-house vendors are listed together as RNG `INHOUSE`. */
export function previewListQuery(vendor: TPreviewVendor): { gameType: TGameCategory; vassalage: string } {
  return vendor.category === 'INHOUSE'
    ? { gameType: 'RNG', vassalage: INHOUSE_VASSALAGE }
    : { gameType: vendor.category, vassalage: vendor.vassalage };
}
