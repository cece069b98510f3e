import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPvpMe, TPvpTableView } from '@platform/contracts/pvp';
import { useMoney } from '../../../hooks/use-money';
import { seatPositions } from '../utils/table-state';
import { PvpSeatView } from './pvp-seat';

type TPvpTableProps = {
  view: TPvpTableView;
  me: TPvpMe;
  /** Sitting is possible (the member is not seated and no move is on its way): a free seat is a button. */
  canSit: boolean;
  onSit: (seat: number) => void;
};

/** The felt: the seats around an oval table (the member's own at the bottom), the bank and the pot's rake. */
export function PvpTable({ view, me, canSit, onSit }: TPvpTableProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const bySeat = new Map(view.occupants.map((occupant) => [occupant.seat, occupant]));
  const totalRake =
    view.phase === 'RESULT' ? view.occupants.reduce((sum, seat) => sum + (seat.result?.rake ?? 0), 0) : 0;

  return (
    <div className="pvp-felt" data-testid="pvp-table" data-seats={view.seats}>
      <div className="pvp-felt__oval" aria-hidden="true">
        <span className="pvp-felt__logo">{view.roomName}</span>
        {totalRake > 0 ? (
          <span className="pvp-felt__rake">{t('pvp.table.rakeTaken', { amount: money(totalRake) })}</span>
        ) : null}
      </div>
      <ul className="pvp-felt__seats" aria-label={t('pvp.table.seats')}>
        {seatPositions(view.seats, me.seat).map(({ seat, x, y }) => {
          const occupant = bySeat.get(seat);
          const style = {
            '--x': `${(x * 100).toFixed(2)}%`,
            '--y': `${(y * 100).toFixed(2)}%`,
          } as CSSProperties;
          const mine = seat === me.seat;
          return (
            <li
              key={seat}
              className={`pvp-felt__place${mine ? ' pvp-felt__place--mine' : ''}${y < 0.15 ? ' pvp-felt__place--top' : ''}`}
              style={style}
            >
              {occupant ? (
                <PvpSeatView
                  seat={occupant}
                  mine={mine}
                  myCards={me.cards}
                  bankerMultiplier={view.bankerMultiplier}
                  phase={view.phase}
                />
              ) : canSit ? (
                <button
                  type="button"
                  className="pvp-empty pvp-empty--open"
                  data-testid={`pvp-sit-${seat}`}
                  onClick={() => onSit(seat)}
                >
                  {t('pvp.table.sitHere')}
                </button>
              ) : (
                <span className="pvp-empty">{t('pvp.table.free')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
