import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGameCard } from '@platform/contracts/games';
import { cdnImageUrl } from '../../../lib/cdn';
import { useVendorName } from '../api/get-game-menus';
import { useStartGame } from '../hooks/use-start-game';
import { PlayIcon, WrenchIcon } from './game-icons';

/**
 * A vendor tile of a game-centre row on home (sports, cockfight), drawn like the game-centre page's tiles:
 * the vendor's art and name, the category and what it opens; the whole tile starts it (a VASSALAGE card
 * opens the vendor's game list, spec §4).
 */
export function HomeVendorTile({ card }: { card: TGameCard }) {
  const { t } = useTranslation();
  const startGame = useStartGame();
  const vendorName = useVendorName(card.vassalage);
  const [artFailed, setArtFailed] = useState(false);
  const name = card.gameName || card.displayName;
  const art = cdnImageUrl(card.lagerIcon || card.iconUrl || card.showIcon);

  return (
    <button
      type="button"
      className={`vendor-tile home-vendor-tile${card.maintenance ? ' vendor-tile--maintenance' : ''}`}
      data-type={card.gameType}
      aria-label={t('lobby.rows.enterVendor', { name, vendor: vendorName })}
      data-testid={`home-vendor-tile-${card.nodeId}`}
      onClick={() => startGame(card)}
    >
      {art && !artFailed ? (
        <img
          className="vendor-tile__art"
          src={art}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setArtFailed(true)}
        />
      ) : null}
      <span className="vendor-tile__shade" aria-hidden="true" />
      <span className="vendor-tile__content">
        <span className="vendor-tile__category">{t(`categories.${card.gameType}`)}</span>
        <span className="vendor-tile__name">{vendorName}</span>
        <span className="vendor-tile__tagline">{name}</span>
        {card.maintenance ? (
          <span className="vendor-tile__maintenance">
            <WrenchIcon size={16} />
            {t('lobby.rows.maintenance')}
          </span>
        ) : (
          <span className="vendor-tile__cta">
            <PlayIcon size={16} />
            {t('lobby.rows.enter')}
          </span>
        )}
      </span>
    </button>
  );
}
