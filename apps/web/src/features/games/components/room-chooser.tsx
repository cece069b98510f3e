import { useTranslation } from 'react-i18next';
import type { TGameCard } from '@platform/contracts/games';
import { Modal } from '../../../components/ui/modal';
import { useMoney } from '../../../hooks/use-money';
import { useRooms, type TRoom } from '../api/get-rooms';
import { TableIcon } from './game-icons';

type TRoomChooserProps = {
  card: TGameCard;
  /** A room chosen, or null for the game's own lobby. */
  onEnter: (room: TRoom | null) => void;
  onClose: () => void;
  /** The room whose launch is on its way (its button waits). */
  entering?: string | null;
  /** A refused launch, shown under its room. */
  error?: { roomId: string; message: string } | null;
  /**
   * The in-house PVP game: its rooms show the seats taken at their table, and it has no lobby of its own
   * to go to without a room.
   */
  tables?: boolean;
};

/**
 * PVP rooms (GLS2_roomList) of a card game before it launches: base bet, minimum balance, players (the
 * in-house game: the seats taken of its table's).
 */
export function RoomChooser({
  card,
  onEnter,
  onClose,
  entering = null,
  error = null,
  tables = false,
}: TRoomChooserProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const rooms = useRooms(card);
  const name = card.gameName || card.displayName;

  return (
    <Modal
      title={t('games.rooms.title', { name })}
      closeLabel={t('common.close')}
      onClose={onClose}
      size="md"
      testId="room-chooser"
    >
      <div className="room-chooser">
        <p className="room-chooser__intro">{t('games.rooms.intro')}</p>
        {rooms.isPending ? (
          <ul className="room-list" aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <li key={index} className="room skeleton" />
            ))}
          </ul>
        ) : rooms.isError || rooms.data.length === 0 ? (
          <p className="room-chooser__note" role="status" data-testid="room-chooser-empty">
            {t(rooms.isError ? 'games.rooms.error' : 'games.rooms.empty')}
          </p>
        ) : (
          <ul className="room-list" data-testid="room-list">
            {rooms.data.map((room) => (
              <li key={room.roomId} className="room" data-testid={`room-${room.roomId}`}>
                <span className="room__icon" aria-hidden="true">
                  <TableIcon size={20} />
                </span>
                <span className="room__name">{room.roomName}</span>
                <dl className="room__facts">
                  <div>
                    <dt>{t('games.rooms.baseBet')}</dt>
                    <dd>{money(room.baseBet)}</dd>
                  </div>
                  <div>
                    <dt>{t('games.rooms.minBalance')}</dt>
                    <dd>{money(room.minBalance)}</dd>
                  </div>
                  {tables ? (
                    <div>
                      <dt>{t('games.rooms.seats')}</dt>
                      <dd data-testid="room-seats">
                        {room.seated}/{room.seats}
                      </dd>
                    </div>
                  ) : (
                    <div>
                      <dt>{t('games.rooms.players')}</dt>
                      <dd>{room.onlinePlayers}</dd>
                    </div>
                  )}
                </dl>
                <button
                  type="button"
                  className="button button--primary room__enter"
                  aria-label={`${t('games.rooms.enter')}: ${room.roomName}`}
                  aria-busy={entering === room.roomId}
                  disabled={entering !== null}
                  onClick={() => onEnter(room)}
                >
                  {t('games.rooms.enter')}
                </button>
                {error?.roomId === room.roomId ? (
                  <p className="room__error" role="alert" data-testid="room-error">
                    {error.message}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {!tables ? (
          <button
            type="button"
            className="button button--ghost room-chooser__lobby"
            onClick={() => onEnter(null)}
          >
            {t('games.rooms.playLobby')}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
