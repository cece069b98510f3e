import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGameCard } from '@platform/contracts/games';
import { useFavouriteIds, useToggleFavourite } from '../api/favourites';
import { useVendorName } from '../api/get-game-menus';
import { cdnImageUrl } from '../../../lib/cdn';
import { useAppStore } from '../../../stores/app-store';
import { useEnterRoom } from '../hooks/use-enter-room';
import { useStartGame } from '../hooks/use-start-game';
import { isHousePvpGame } from '../utils/game-start';
import { HeartIcon, PlayIcon, WrenchIcon } from './game-icons';
import { RoomChooser } from './room-chooser';

type TGameCardProps = {
  card: TGameCard;
  /** Shown under the name instead of the vendor's name (a vendor tile shows its category, for instance). */
  subtitle?: string;
};

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/**
 * A game card (spec §3): art, name, vendor, HOT / NEW badges and the maintenance state; the whole card
 * starts the game (spec §4 Game start), the heart toggles the favourite (visitors get the login popup).
 */
export function GameCard({ card, subtitle }: TGameCardProps) {
  const { t } = useTranslation();
  const startGame = useStartGame();
  const enterRoom = useEnterRoom();
  const favourites = useFavouriteIds();
  const toggleFavourite = useToggleFavourite();
  const vendorName = useVendorName(card.vassalage);
  const [artFailed, setArtFailed] = useState(false);
  const [choosingRoom, setChoosingRoom] = useState(false);
  const name = card.gameName || card.displayName;
  const favourite = favourites.data?.has(card.nodeId) ?? false;
  const art = cdnImageUrl(card.iconUrl || card.showIcon || card.lagerIcon);

  // A member may pick a PVP game's table first (GLS2_roomList); everyone else goes through the start rules.
  const housePvp = isHousePvpGame(card);
  const start = () => {
    const { token, isTrial } = useAppStore.getState();
    if (card.gameType === 'PVP' && card.isGame === 'GAME' && token && !isTrial) setChoosingRoom(true);
    else startGame(card);
  };

  return (
    <article
      className={`game-card${card.maintenance ? ' game-card--maintenance' : ''}`}
      data-testid={`game-card-${card.nodeId}`}
      data-game-type={card.gameType}
    >
      <button
        type="button"
        className="game-card__play"
        aria-label={t('games.card.play', { name })}
        data-testid={`game-card-${card.nodeId}-play`}
        onClick={start}
      >
        <span className="game-card__art" data-type={card.gameType}>
          {art && !artFailed ? (
            <img
              src={art}
              alt={name}
              loading="lazy"
              decoding="async"
              width={240}
              height={240}
              onError={() => setArtFailed(true)}
            />
          ) : (
            <span className="game-card__initials" aria-hidden="true">
              {initialsOf(name)}
            </span>
          )}
          <span className="game-card__hover" aria-hidden="true">
            <span className="game-card__hover-button">
              <PlayIcon size={18} />
              {t('games.card.playNow')}
            </span>
          </span>
        </span>
        <span className="game-card__badges">
          {card.isHot === 1 ? (
            <span className="game-badge game-badge--hot" data-testid={`game-card-${card.nodeId}-hot`}>
              {t('games.card.hot')}
            </span>
          ) : null}
          {card.isNew ? (
            <span className="game-badge game-badge--new" data-testid={`game-card-${card.nodeId}-new`}>
              {t('games.card.new')}
            </span>
          ) : null}
        </span>
        {card.maintenance ? (
          <span className="game-card__maintenance" data-testid={`game-card-${card.nodeId}-maintenance`}>
            <WrenchIcon size={16} />
            {t('games.card.maintenance')}
          </span>
        ) : null}
        <span className="game-card__body">
          <span className="game-card__name">{name}</span>
          <span className="game-card__vendor">{subtitle ?? vendorName}</span>
        </span>
      </button>
      <button
        type="button"
        className="game-card__fav"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'games.card.removeFavourite' : 'games.card.addFavourite', { name })}
        data-testid={`game-card-${card.nodeId}-fav`}
        onClick={() => toggleFavourite(card)}
      >
        <HeartIcon size={18} filled={favourite} />
      </button>
      {choosingRoom ? (
        <RoomChooser
          card={card}
          onClose={() => setChoosingRoom(false)}
          entering={enterRoom.entering}
          error={enterRoom.error}
          tables={housePvp}
          onEnter={(room) => {
            // The in-house PVP game seats the member at the room's table; other vendors launch as before.
            if (housePvp && room) {
              enterRoom.enter(room, () => setChoosingRoom(false));
              return;
            }
            setChoosingRoom(false);
            startGame(card);
          }}
        />
      ) : null}
    </article>
  );
}
