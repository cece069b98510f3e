import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRaffle, TRaffleClaimReply } from '@platform/contracts/raffles';
import { EmptyState } from '../../../components/ui/empty-state';
import { SparkIcon } from '../../../components/ui/icons';
import { useBrandFormat } from '../../../hooks/use-brand-format';
import { useMoney } from '../../../hooks/use-money';
import { errorText } from '../../../lib/error-text';
import { useClaimRaffle, useRaffleWinners, useRaffles, useRefreshRaffles } from '../api/raffles';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { PrizeWheel, wheelStop } from './prize-wheel';

/** The lucky-draw tab: each open raffle with its wheel, then the latest winners. */
export function LuckyDraw() {
  const { t } = useTranslation();
  const raffles = useRaffles();

  if (!raffles.data) {
    return raffles.isError ? (
      <div className="form__error" role="alert">
        {errorText(raffles.error)}
        <button type="button" className="link-button" onClick={() => void raffles.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    ) : (
      <div className="spinner-row" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  }

  return (
    <div className="lucky-draw" data-testid="lucky-draw">
      {raffles.data.raffles.length === 0 ? (
        <EmptyState icon={<SparkIcon size={28} />} text={t('rewards.raffle.none')} testId="raffle-empty" />
      ) : (
        raffles.data.raffles.map((raffle) => <RaffleCard key={raffle.id} raffle={raffle} />)
      )}
      <RaffleWinners />
    </div>
  );
}

function RaffleCard({ raffle }: { raffle: TRaffle }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useBrandFormat();
  const reducedMotion = useReducedMotion();
  const claim = useClaimRaffle();
  const refresh = useRefreshRaffles();
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<TRaffleClaimReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<TRaffleClaimReply | null>(null);
  // The wheel keeps the segments it spun with until the result is shown (a prize may run out meanwhile).
  const [frozen, setFrozen] = useState<TRaffle['prizes'] | null>(null);
  const segments = frozen ?? raffle.prizes;

  const reveal = () => {
    if (!pending.current) return;
    setResult(pending.current);
    pending.current = null;
    setSpinning(false);
    setFrozen(null);
    refresh();
  };

  const draw = () => {
    setError(null);
    setResult(null);
    claim.mutate(raffle.id, {
      onSuccess: (reply) => {
        pending.current = reply;
        const index = segments.findIndex((prize) => prize.id === reply.prize.id);
        if (index < 0 || reducedMotion) {
          reveal();
          return;
        }
        setFrozen(segments);
        setSpinning(true);
        setRotation((current) => wheelStop(index, segments.length, current));
        // Should the transition's end never be reported (a hidden tab), the result still shows.
        window.setTimeout(reveal, 4_500);
      },
      onError: (reason) => {
        setError(errorText(reason));
        refresh();
      },
    });
  };

  const busy = claim.isPending || spinning;
  const ruleText = t(
    raffle.rule.kind === 'DEPOSIT' ? 'rewards.raffle.ruleDeposit' : 'rewards.raffle.ruleBet',
    {
      amount: money(raffle.rule.per),
    },
  );

  return (
    <section className="raffle-card" data-testid="raffle-card" data-raffle-id={raffle.id}>
      <header className="raffle-card__header">
        <h2 className="raffle-card__title">{raffle.title}</h2>
        <p className="raffle-card__rule">{ruleText}</p>
        <p className="raffle-card__window">
          {t('rewards.raffle.endsOn', { date: format.dateTime(raffle.endsAt) })}
        </p>
      </header>

      <div className="raffle-card__stage">
        <PrizeWheel
          prizes={segments}
          rotation={rotation}
          spinning={spinning}
          reducedMotion={reducedMotion}
          onStopped={reveal}
          label={(prize) => (prize.amount > 0 ? money(prize.amount) : t('rewards.raffle.tryAgainShort'))}
        />
        <div className="raffle-card__draws">
          <span className="raffle-card__draws-label">{t('rewards.raffle.drawsLeft')}</span>
          <strong className="raffle-card__draws-count" data-testid="raffle-draws">
            {raffle.drawsAvailable}
          </strong>
          <span className="raffle-card__progress">
            {t(
              raffle.rule.kind === 'DEPOSIT'
                ? 'rewards.raffle.progressDeposit'
                : 'rewards.raffle.progressBet',
              {
                amount: money(raffle.progress),
                used: raffle.drawsUsed,
              },
            )}
          </span>
          <button
            type="button"
            className="button button--primary button--lg raffle-card__spin"
            disabled={busy || raffle.drawsAvailable <= 0}
            onClick={draw}
            data-testid="raffle-spin"
          >
            {busy ? t('rewards.raffle.spinning') : t('rewards.raffle.spin')}
          </button>
          {raffle.drawsAvailable <= 0 && !busy ? (
            <span className="raffle-card__hint">{t('rewards.raffle.noDraws')}</span>
          ) : null}
        </div>
      </div>

      <div aria-live="polite">
        {result ? (
          <p
            className={`raffle-result${result.won ? ' raffle-result--won' : ''}`}
            data-testid="raffle-result"
            data-won={result.won}
          >
            {result.won
              ? t('rewards.raffle.won', { prize: result.prize.name, amount: money(result.prize.amount) })
              : t('rewards.raffle.noPrize')}
          </p>
        ) : null}
        {error ? (
          <p className="reward-notice reward-notice--error" role="alert" data-testid="raffle-error">
            {error}
          </p>
        ) : null}
      </div>

      <details className="raffle-prizes" open>
        <summary>{t('rewards.raffle.prizeTable')}</summary>
        <table className="raffle-prizes__table" data-testid="raffle-prizes">
          <thead>
            <tr>
              <th scope="col">{t('rewards.raffle.prize')}</th>
              <th scope="col" className="is-numeric">
                {t('rewards.raffle.chance')}
              </th>
              <th scope="col" className="is-numeric">
                {t('rewards.raffle.stock')}
              </th>
            </tr>
          </thead>
          <tbody>
            {raffle.prizes.map((prize) => (
              <tr key={prize.id} className={prize.stockLeft === 0 ? 'is-out' : undefined}>
                <td>
                  <span className="raffle-prizes__name">{prize.name}</span>
                  <span className="raffle-prizes__amount">
                    {prize.amount > 0 ? money(prize.amount) : t('rewards.raffle.tryAgain')}
                  </span>
                </td>
                <td className="is-numeric">{t('rewards.raffle.percent', { value: prize.chance })}</td>
                <td className="is-numeric">
                  {prize.stockLeft === null
                    ? t('rewards.raffle.unlimited')
                    : prize.stockLeft === 0
                      ? t('rewards.raffle.soldOut')
                      : prize.stockLeft}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>

      {raffle.recentDraws.length > 0 ? (
        <div className="raffle-mine">
          <h3 className="raffle-mine__title">{t('rewards.raffle.myDraws')}</h3>
          <ul className="raffle-mine__list" data-testid="raffle-my-draws">
            {raffle.recentDraws.map((draw) => (
              <li key={draw.drawId}>
                <span>{draw.amount > 0 ? draw.prizeName : t('rewards.raffle.noPrizeShort')}</span>
                <strong>{draw.amount > 0 ? money(draw.amount) : '—'}</strong>
                <span className="raffle-mine__when">{format.dateTime(draw.drawnAt)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function RaffleWinners() {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useBrandFormat();
  const winners = useRaffleWinners();
  const list = winners.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="raffle-winners" aria-label={t('rewards.raffle.winners')} data-testid="raffle-winners">
      <h2 className="raffle-winners__title">{t('rewards.raffle.winners')}</h2>
      <ul className="raffle-winners__list">
        {list.slice(0, 10).map((winner, index) => (
          <li key={`${winner.drawnAt}-${index}`}>
            <span className="raffle-winners__account">{winner.account}</span>
            <span className="raffle-winners__prize">{winner.prizeName}</span>
            <strong className="raffle-winners__amount">{money(winner.amount)}</strong>
            <span className="raffle-winners__when">{format.dateTime(winner.drawnAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
