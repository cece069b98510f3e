import { useTranslation } from 'react-i18next';
import type { TPvpSeat } from '@platform/contracts/pvp';
import { CrownIcon } from '../../../components/ui/icons';
import { useMoney } from '../../../hooks/use-money';
import { PlayingCard } from './playing-card';

const HAND_SIZE = 5;

type TPvpSeatProps = {
  seat: TPvpSeat;
  /** The member's own seat (cards from `me`, drawn larger). */
  mine: boolean;
  /** The member's own cards (four while bidding, five after); only for `mine`. */
  myCards: number[];
  bankerMultiplier: number | null;
  phase: string;
};

/** What a seat shows face up: the shown hand, else the member's own cards, else backs while in the hand. */
function cardsOf(seat: TPvpSeat, mine: boolean, myCards: number[]): Array<number | null> {
  if (seat.cards.length > 0) return seat.cards;
  if (!seat.inHand) return [];
  const known = mine ? myCards : [];
  return Array.from({ length: HAND_SIZE }, (_, index) => known[index] ?? null);
}

/** One occupied seat: the player, badges, the bank, bid and stake, the cards, the hand and the result. */
export function PvpSeatView({ seat, mine, myCards, bankerMultiplier, phase }: TPvpSeatProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const cards = cardsOf(seat, mine, myCards);
  const result = seat.result;
  return (
    <div
      className={`pvp-seat${mine ? ' pvp-seat--mine' : ''}${seat.banker ? ' pvp-seat--banker' : ''}${seat.away ? ' pvp-seat--away' : ''}`}
      data-testid={mine ? 'pvp-seat-mine' : `pvp-seat-${seat.seat}`}
      data-seat={seat.seat}
    >
      <div className="pvp-seat__head">
        {seat.banker ? (
          <span className="pvp-seat__bank" data-testid="pvp-banker" title={t('pvp.seat.banker')}>
            <CrownIcon size={14} />
            <span>×{bankerMultiplier ?? 1}</span>
            <span className="visually-hidden">{t('pvp.seat.banker')}</span>
          </span>
        ) : null}
        <span className="pvp-seat__name">{mine ? t('pvp.seat.you') : seat.account}</span>
      </div>
      <div className="pvp-seat__badges">
        {seat.ready && (phase === 'WAITING' || phase === 'STARTING') ? (
          <span className="pvp-badge pvp-badge--ready">{t('pvp.seat.ready')}</span>
        ) : null}
        {seat.away ? <span className="pvp-badge pvp-badge--away">{t('pvp.seat.away')}</span> : null}
        {seat.leaving ? <span className="pvp-badge pvp-badge--leaving">{t('pvp.seat.leaving')}</span> : null}
        {seat.inHand && seat.bid !== null && phase === 'BIDDING' ? (
          <span className="pvp-chip" data-testid="pvp-seat-bid">
            {seat.bid === 0 ? t('pvp.seat.noBid') : t('pvp.seat.bid', { multiplier: seat.bid })}
          </span>
        ) : null}
        {seat.inHand && seat.stake !== null && !seat.banker ? (
          <span className="pvp-chip pvp-chip--stake" data-testid="pvp-seat-stake">
            {t('pvp.seat.stake', { multiple: seat.stake })}
          </span>
        ) : null}
      </div>
      {cards.length > 0 ? (
        <div className="pvp-seat__cards" aria-label={t('pvp.seat.cards')}>
          {cards.map((card, index) => (
            <PlayingCard key={index} card={card} size={mine ? 'lg' : 'sm'} />
          ))}
        </div>
      ) : null}
      {seat.rank ? (
        <span className="pvp-seat__rank" data-testid="pvp-seat-rank" data-rank={seat.rank}>
          {t(`pvp.ranks.${seat.rank}`)}
          {seat.multiplier !== null && seat.multiplier > 1 ? ` ×${seat.multiplier}` : ''}
        </span>
      ) : null}
      {result ? (
        <span
          className={`pvp-seat__net${result.net > 0 ? ' is-won' : result.net < 0 ? ' is-lost' : ''}`}
          data-testid="pvp-seat-net"
          data-net={result.net}
        >
          {money(result.net, { signed: true })}
          {result.rake > 0 ? (
            <small className="pvp-seat__rake">{t('pvp.seat.rake', { amount: money(result.rake) })}</small>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
