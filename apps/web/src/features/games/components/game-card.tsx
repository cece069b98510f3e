import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGameCard } from '@platform/contracts/games';
import { cdnImageUrl } from '../../../lib/cdn';
import { useAppStore } from '../../../stores/app-store';
import { useEnterRoom } from '../hooks/use-enter-room';
import { isHousePvpGame } from '../utils/game-start';
import { useOwnGameCardKit, usePageGameCardKit, type TGameCardKit } from './game-card-kit';
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
export function GameCard(props: TGameCardProps) {
  const kit = usePageGameCardKit();
  return kit ? <GameCardView {...props} kit={kit} /> : <GameCardWithOwnKit {...props} />;
}

/** A card outside the page's kit provider (a test, a screen of its own) builds the kit itself. */
function GameCardWithOwnKit(props: TGameCardProps) {
  return <GameCardView {...props} kit={useOwnGameCardKit()} />;
}

const GameCardView = memo(function GameCardView({
  card,
  subtitle,
  kit,
}: TGameCardProps & { kit: TGameCardKit }) {
  const { t } = useTranslation();
  const { startGame, toggleFavourite } = kit;
  const vendorName = kit.vendorName(card.vassalage);
  const [artFailed, setArtFailed] = useState(false);
  const [choosingRoom, setChoosingRoom] = useState(false);
  const name = card.gameName || card.displayName;
  const favourite = kit.favouriteIds?.has(card.nodeId) ?? false;
  const art = cdnImageUrl(card.iconUrl || card.showIcon || card.lagerIcon);
  // The line under the name: the vendor, or what the list shows instead (a vendor tile's category).
  const byline = subtitle ?? vendorName;

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
        aria-label={byline ? t('games.card.playBy', { name, byline }) : t('games.card.play', { name })}
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
        {/* A space between the name and the vendor line (the flex column ignores it): read as the button's
            text, they would otherwise run into one word ("Fortuna de OroPG Soft") its name does not contain. */}
        <span className="game-card__body">
          <span className="game-card__name">{name}</span> <span className="game-card__vendor">{byline}</span>
        </span>
      </button>
      {/* Over the art, outside the button (which is named by the text it shows: WCAG's label in name). */}
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
        <CardRoomChooser
          card={card}
          tables={housePvp}
          onClose={() => setChoosingRoom(false)}
          onStart={() => {
            setChoosingRoom(false);
            startGame(card);
          }}
        />
      ) : null}
    </article>
  );
});

/** The rooms of a PVP card (with its seat-taking state), mounted only while the player chooses. */
function CardRoomChooser({
  card,
  tables,
  onClose,
  onStart,
}: {
  card: TGameCard;
  tables: boolean;
  onClose: () => void;
  onStart: () => void;
}) {
  const enterRoom = useEnterRoom();
  return (
    <RoomChooser
      card={card}
      onClose={onClose}
      entering={enterRoom.entering}
      error={enterRoom.error}
      tables={tables}
      onEnter={(room) => {
        // The in-house PVP game seats the member at the room's table; other vendors launch as before.
        if (tables && room) {
          enterRoom.enter(room, onClose);
          return;
        }
        onStart();
      }}
    />
  );
}
