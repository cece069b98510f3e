import type { TGameCategory } from '@platform/contracts/categories';
import type { TGameCard } from '@platform/contracts/games';
import type { TLanguage } from '@platform/contracts/i18n';
import type * as repository from './repository';

/** Where the generated card art is served (`/lgw/games/art/{nodeId}.svg`). */
export const ART_PREFIX = '/lgw/games/art/';

/** The spec §3 game card of a game row in one language. */
export function toCard(game: repository.GameRow, vendor: repository.VendorRow | undefined, lang: TLanguage) {
  const name = game.names[lang] ?? game.names.es ?? game.gameCode;
  // Generated art carries the title, so it is drawn in the card's language.
  const icon = game.iconUrl.startsWith(ART_PREFIX) ? `${game.iconUrl}?lang=${lang}` : game.iconUrl;
  return {
    vassalage: game.vendor,
    gameCode: game.gameCode,
    gameType: game.gameType as TGameCategory,
    isGame: game.isGame === 'VASSALAGE' ? 'VASSALAGE' : 'GAME',
    gameId: String(game.id),
    nodeId: game.nodeId,
    displayName: name,
    gameName: name,
    nodeName: name,
    lagerIcon: icon,
    showIcon: icon,
    iconUrl: icon,
    isHot: game.isHot ? 1 : 0,
    isNew: game.isNew,
    platforms: game.platforms,
    maintenance: game.maintenance || (vendor?.maintenance ?? false),
  } satisfies TGameCard;
}
