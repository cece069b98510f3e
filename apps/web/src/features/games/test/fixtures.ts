import type { TGameCategory } from '@platform/contracts/categories';
import type { TGameCard } from '@platform/contracts/games';

/** A game card as GCSGAME_gameList sends it. */
export function makeCard(overrides: Partial<TGameCard> & { nodeId?: string } = {}): TGameCard {
  const vassalage = overrides.vassalage ?? 'PG';
  const gameCode = overrides.gameCode ?? 'RNG001';
  const nodeId = overrides.nodeId ?? `${vassalage}-${gameCode}`;
  const name = overrides.gameName ?? `Juego ${nodeId}`;
  return {
    vassalage,
    gameCode,
    gameType: 'RNG',
    isGame: 'GAME',
    gameId: nodeId,
    nodeId,
    displayName: name,
    gameName: name,
    nodeName: name,
    lagerIcon: `/lgw/games/art/${nodeId}.svg`,
    showIcon: `/lgw/games/art/${nodeId}.svg`,
    iconUrl: `/lgw/games/art/${nodeId}.svg`,
    isHot: 0,
    isNew: false,
    platforms: ['flash', 'html5', 'html5-desktop'],
    maintenance: false,
    ...overrides,
  };
}

/** `count` cards of one vendor and category, numbered from `from`. */
export function makeCards(count: number, vassalage = 'PG', gameType: TGameCategory = 'RNG', from = 1) {
  return Array.from({ length: count }, (_, index) => {
    const gameCode = `${gameType}${String(from + index).padStart(3, '0')}`;
    return makeCard({ vassalage, gameType, gameCode, gameName: `${vassalage} ${gameCode}` });
  });
}

/** A GCSGAME_gameList page of `all`. */
export function pageOf(all: readonly TGameCard[], pageNo = 1, pageSize = 20) {
  return {
    content: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNum: pageNo,
    pageSize,
    totalPages: Math.max(1, Math.ceil(all.length / pageSize)),
    totalElements: all.length,
  };
}

const vendor = (vassalage: string, gameType: TGameCategory, displayName: string, maintenance = false) => ({
  vassalage,
  gameType,
  displayName,
  mode: 'seamless' as const,
  maintenance,
});

/** A /lgw/games/game_menus value like the demo catalogue's. */
export function makeMenus() {
  return {
    menus: [
      {
        gameType: 'RNG' as const,
        vendors: [
          vendor('PG', 'RNG', 'PG Soft'),
          vendor('JDB', 'RNG', 'JDB', true),
          vendor('BGS', 'RNG', 'BGS'),
        ],
      },
      { gameType: 'INHOUSE' as const, vendors: [vendor('TA', 'INHOUSE', 'Casa')] },
      { gameType: 'FISH' as const, vendors: [vendor('JDB', 'FISH', 'JDB'), vendor('BGS', 'FISH', 'BGS')] },
      { gameType: 'LIVE' as const, vendors: [vendor('LIVE1', 'LIVE', 'Live Uno')] },
      { gameType: 'SPORTS' as const, vendors: [vendor('SB1', 'SPORTS', 'Deportes Uno')] },
      { gameType: 'LOTT' as const, vendors: [vendor('LOTT', 'LOTT', 'Lotería')] },
    ],
    prizeMode: 'LOTT' as const,
  };
}
