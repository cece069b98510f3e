import { useTranslation } from 'react-i18next';
import type { TGameCard } from '@platform/contracts/games';
import { Modal } from '../../../components/ui/modal';
import { useMoney } from '../../../hooks/use-money';
import { useRooms } from '../api/get-rooms';
import { TableIcon } from './game-icons';

type TRoomChooserProps = {
  card: TGameCard;
  onEnter: () => void;
  onClose: () => void;
};

/** PVP rooms (GLS2_roomList) of a card game before it launches: base bet, minimum balance, players. */
export function RoomChooser({ card, onEnter, onClose }: TRoomChooserProps) {
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
                  <div>
                    <dt>{t('games.rooms.players')}</dt>
                    <dd>{room.onlinePlayers}</dd>
                  </div>
                </dl>
                <button
                  type="button"
                  className="button button--primary room__enter"
                  aria-label={`${t('games.rooms.enter')}: ${room.roomName}`}
                  onClick={onEnter}
                >
                  {t('games.rooms.enter')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="button button--ghost room-chooser__lobby" onClick={onEnter}>
          {t('games.rooms.playLobby')}
        </button>
      </div>
    </Modal>
  );
}
