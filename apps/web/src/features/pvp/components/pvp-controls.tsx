import { useTranslation } from 'react-i18next';
import { decimalToMinor } from '@platform/contracts/money';
import type { TPvpMe, TPvpSeat, TPvpTableView } from '@platform/contracts/pvp';
import { NIUNIU_BIDS, NIUNIU_STAKES, maxStakeMultiple } from '@platform/contracts/pvp-niuniu';
import { useMoney } from '../../../hooks/use-money';
import type { TPvpMove, TPvpNotice } from '../hooks/use-pvp-live';

/** Amounts to minor units at a scale wide enough for any currency: only their ratios matter here. */
const MINOR_SCALE = 6;

/** The largest stake multiple the member's hold covers at this bank (0: none). */
export function allowedStake(view: TPvpTableView, me: TPvpMe): number {
  if (me.hold === null) return 0;
  return maxStakeMultiple(
    decimalToMinor(me.hold, MINOR_SCALE),
    decimalToMinor(view.baseBet, MINOR_SCALE),
    view.bankerMultiplier ?? 1,
  );
}

type TPvpControlsProps = {
  view: TPvpTableView;
  me: TPvpMe;
  mySeat: TPvpSeat | null;
  pending: boolean;
  notice: TPvpNotice | null;
  onMove: (move: TPvpMove) => void;
};

/** What the member can do now: sit, ready, bid, stake, show, leave; and the answer to a refused move. */
export function PvpControls({ view, me, mySeat, pending, notice, onMove }: TPvpControlsProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { phase } = view;
  const inHand = mySeat?.inHand ?? false;
  const free = view.seats - view.occupants.length;

  let body: React.ReactNode = null;
  if (!mySeat) {
    body = (
      <div className="pvp-controls__row">
        <p className="pvp-controls__hint">
          {free > 0
            ? t('pvp.controls.sitHint', { amount: money(view.entryBalance) })
            : t('pvp.controls.full')}
        </p>
        <button
          type="button"
          className="button button--primary"
          data-testid="pvp-sit"
          disabled={pending || free === 0}
          onClick={() => onMove({ type: 'pvp.sit' })}
        >
          {t('pvp.controls.sit')}
        </button>
      </div>
    );
  } else if (inHand && phase === 'BIDDING') {
    body =
      mySeat.bid === null ? (
        <div className="pvp-controls__group" role="group" aria-label={t('pvp.controls.bidTitle')}>
          <p className="pvp-controls__hint">{t('pvp.controls.bidTitle')}</p>
          <div className="pvp-controls__buttons pvp-controls__buttons--bids">
            {NIUNIU_BIDS.map((bid) => (
              <button
                key={bid}
                type="button"
                className={`button ${bid === 0 ? 'button--ghost' : 'button--primary'}`}
                data-testid={`pvp-bid-${bid}`}
                disabled={pending}
                onClick={() => onMove({ type: 'pvp.bid', multiplier: bid })}
              >
                {bid === 0 ? t('pvp.controls.noBid') : `×${bid}`}
              </button>
            ))}
          </div>
        </div>
      ) : (
        <p className="pvp-controls__hint" data-testid="pvp-my-bid">
          {mySeat.bid === 0
            ? t('pvp.controls.youDidNotBid')
            : t('pvp.controls.yourBid', { multiplier: mySeat.bid })}
        </p>
      );
  } else if (inHand && phase === 'STAKING') {
    const most = allowedStake(view, me);
    body = mySeat.banker ? (
      <p className="pvp-controls__hint">{t('pvp.controls.bankerWaits')}</p>
    ) : mySeat.stake === null ? (
      <div className="pvp-controls__group" role="group" aria-label={t('pvp.controls.stakeTitle')}>
        <p className="pvp-controls__hint">
          {t('pvp.controls.stakeTitle')}{' '}
          <span className="pvp-controls__muted">
            {t('pvp.controls.stakeHint', {
              hold: money(me.hold ?? 0),
              multiplier: view.bankerMultiplier ?? 1,
            })}
          </span>
        </p>
        <div className="pvp-controls__buttons">
          {NIUNIU_STAKES.map((multiple) => (
            <button
              key={multiple}
              type="button"
              className="button button--primary pvp-stake"
              data-testid={`pvp-stake-${multiple}`}
              disabled={pending || multiple > most}
              onClick={() => onMove({ type: 'pvp.stake', multiple })}
            >
              <span>×{multiple}</span>
              <small>{money(view.baseBet * multiple)}</small>
            </button>
          ))}
        </div>
      </div>
    ) : (
      <p className="pvp-controls__hint" data-testid="pvp-my-stake">
        {t('pvp.controls.yourStake', { multiple: mySeat.stake, amount: money(view.baseBet * mySeat.stake) })}
      </p>
    );
  } else if (inHand && phase === 'SHOWING') {
    body =
      mySeat.cards.length === 0 ? (
        <div className="pvp-controls__row">
          <p className="pvp-controls__hint">{t('pvp.controls.showHint')}</p>
          <button
            type="button"
            className="button button--primary"
            data-testid="pvp-show"
            disabled={pending}
            onClick={() => onMove({ type: 'pvp.show' })}
          >
            {t('pvp.controls.show')}
          </button>
        </div>
      ) : (
        <p className="pvp-controls__hint">{t('pvp.controls.shown')}</p>
      );
  } else if (phase === 'RESULT' && mySeat.result) {
    const net = mySeat.result.net;
    body = (
      <p
        className={`pvp-controls__result${net > 0 ? ' is-won' : net < 0 ? ' is-lost' : ''}`}
        data-testid="pvp-my-result"
      >
        {net > 0
          ? t('pvp.controls.won', { amount: money(net) })
          : net < 0
            ? t('pvp.controls.lost', { amount: money(-net) })
            : t('pvp.controls.even')}
      </p>
    );
  } else if (!inHand && (phase === 'WAITING' || phase === 'STARTING')) {
    body = mySeat.ready ? (
      <p className="pvp-controls__hint" data-testid="pvp-waiting-others">
        {t('pvp.controls.waitingOthers')}
      </p>
    ) : (
      <div className="pvp-controls__row">
        <p className="pvp-controls__hint">{t('pvp.controls.readyHint')}</p>
        <button
          type="button"
          className="button button--primary"
          data-testid="pvp-ready"
          disabled={pending}
          onClick={() => onMove({ type: 'pvp.ready' })}
        >
          {t('pvp.controls.ready')}
        </button>
      </div>
    );
  } else if (!inHand) {
    body = <p className="pvp-controls__hint">{t('pvp.controls.nextHand')}</p>;
  }

  return (
    <div className="pvp-controls card" data-testid="pvp-controls">
      {body}
      {notice ? (
        <p className="pvp-controls__error" role="alert" data-testid="pvp-error">
          {notice.kind === 'refused' ? notice.message : t(`pvp.controls.${notice.kind}`)}
        </p>
      ) : null}
      {mySeat ? (
        <button
          type="button"
          className="button button--ghost button--sm pvp-controls__leave"
          data-testid="pvp-leave"
          disabled={pending || mySeat.leaving}
          onClick={() => onMove({ type: 'pvp.leave' })}
        >
          {mySeat.leaving ? t('pvp.controls.leavingAfterHand') : t('pvp.controls.leave')}
        </button>
      ) : null}
    </div>
  );
}
