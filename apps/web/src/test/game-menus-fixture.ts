import type { TGameCategory } from '@platform/contracts/categories';
import type { TGameMenus } from '../lib/game-menus';

type TVendorSpec = string | { vassalage: string; displayName?: string; maintenance?: boolean };

/** A GET /lgw/games/game_menus value from `[category, vendors]` pairs, in that order. */
export function makeMenus(
  entries: readonly (readonly [TGameCategory, readonly TVendorSpec[]])[],
  prizeMode: TGameMenus['prizeMode'] = 'ELOTT',
): TGameMenus {
  return {
    prizeMode,
    menus: entries.map(([gameType, vendors]) => ({
      gameType,
      vendors: vendors.map((spec) => {
        const vendor = typeof spec === 'string' ? { vassalage: spec } : spec;
        return {
          vassalage: vendor.vassalage,
          gameType,
          displayName: vendor.displayName ?? vendor.vassalage,
          mode: 'seamless' as const,
          maintenance: vendor.maintenance ?? false,
        };
      }),
    })),
  };
}

/** The seeded catalogue's menus (17 vendors: the header panel is large). */
export const SEEDED_MENUS = makeMenus([
  ['RNG', [{ vassalage: 'PG', displayName: 'PG Soft' }, 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']],
  ['INHOUSE', [{ vassalage: 'TA', displayName: 'Casa' }]],
  ['FISH', ['JDB', 'CQ9', 'FC', 'JL', 'BGS']],
  [
    'LIVE',
    [
      { vassalage: 'LIVE1', displayName: 'Live Uno', maintenance: true },
      { vassalage: 'LIVE2', displayName: 'Live Dos' },
    ],
  ],
  ['PVP', [{ vassalage: 'PVP1', displayName: 'Mesa PVP' }, 'JL']],
  ['SPORTS', [{ vassalage: 'SB1', displayName: 'Deportes Uno' }]],
  ['ESPORTS', [{ vassalage: 'ESB1', displayName: 'eSports Arena' }]],
  ['COCKFIGHT', [{ vassalage: 'DS88', displayName: 'DS88 Gallos' }]],
  ['LOTT', [{ vassalage: 'LOTT', displayName: 'Lotería' }]],
  ['ELOTT', [{ vassalage: 'TCG_LOTTO_VN', displayName: 'Lotto VN' }]],
]);
