import type { TGameCategory } from '@platform/contracts/categories';

type TMenu = { gameType: TGameCategory; vendors: readonly { vassalage: string; displayName: string }[] };

/** The vendors the filter offers: those of the chosen category, or every vendor once, in menu order. */
export function vendorOptions(
  menus: readonly TMenu[],
  gameType: TGameCategory | null,
): { vassalage: string; displayName: string }[] {
  const byCode = new Map<string, { vassalage: string; displayName: string }>();
  for (const menu of menus) {
    if (gameType !== null && menu.gameType !== gameType) continue;
    for (const vendor of menu.vendors) {
      if (!byCode.has(vendor.vassalage)) byCode.set(vendor.vassalage, vendor);
    }
  }
  return [...byCode.values()];
}
