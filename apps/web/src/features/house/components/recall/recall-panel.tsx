import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { THouseRound } from '@platform/contracts/house-games';
import { QueryState } from '../../../../components/ui/query-state';
import { StatusBadge, type TStatusTone } from '../../../../components/ui/status-badge';
import { useBrandFormat } from '../../../../hooks/use-brand-format';
import { useMoney } from '../../../../hooks/use-money';
import { useHouseRounds } from '../../api/get-rounds';
import { RoundSteps } from './round-steps';
import './recall.css';

const STATUS_TONE: Record<THouseRound['status'], TStatusTone> = {
  OPEN: 'warning',
  SETTLED: 'success',
  REFUNDED: 'neutral',
};

export const houseVerifyPath = (roundId: string) => `/houseVerify?${new URLSearchParams({ roundId })}`;

/**
 * Game recall (as regulators require): the member's last 10 rounds of the game with the time in the brand's
 * time zone, stake, win, the balance before and after, and every step of each round on demand.
 */
export function RecallPanel({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const rounds = useHouseRounds(gameCode);
  const [open, setOpen] = useState<string | null>(null);
  if (!rounds.data) return <QueryState error={rounds.error} onRetry={() => void rounds.refetch()} />;
  return (
    <section className="house-recall" aria-labelledby="house-recall-title" data-testid="house-recall">
      <h2 id="house-recall-title" className="house-recall__title">
        {t('house.recall.title')}
      </h2>
      {rounds.data.length === 0 ? (
        <p className="house-recall__empty">{t('house.recall.empty')}</p>
      ) : (
        <ol className="house-recall__list">
          {rounds.data.map((round) => (
            <RecallRow
              key={round.id}
              round={round}
              expanded={open === round.id}
              onToggle={() => setOpen(open === round.id ? null : round.id)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function RecallRow({
  round,
  expanded,
  onToggle,
}: {
  round: THouseRound;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useBrandFormat();
  const panelId = `house-round-${round.id}`;
  return (
    <li className={`card house-recall__round${expanded ? ' is-open' : ''}`} data-testid="house-recall-round">
      <button
        type="button"
        className="house-recall__summary"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span className="house-recall__time">{format.dateTime(round.createdAt)}</span>
        <StatusBadge tone={STATUS_TONE[round.status]}>{t(`house.recall.status.${round.status}`)}</StatusBadge>
        <span className="house-recall__figures">
          <span>
            <small>{t('house.recall.stake')}</small> {money(round.stake)}
          </span>
          <span className={round.win > 0 ? 'is-won' : undefined}>
            <small>{t('house.recall.win')}</small> {money(round.win)}
          </span>
        </span>
        <span className="house-recall__balance">
          <small>{t('house.recall.balance')}</small> {money(round.balanceBefore)} →{' '}
          {round.balanceAfter === null ? t('house.recall.pending') : money(round.balanceAfter)}
        </span>
      </button>
      {expanded ? (
        <div id={panelId} className="house-recall__detail">
          <RoundSteps round={round} />
          <p className="house-recall__id">
            {t('house.recall.roundId', { id: round.id })}
            {round.fairness.scheme === 'seed'
              ? ` · ${t('house.recall.nonce', { nonce: round.fairness.nonce })}`
              : ''}
          </p>
          <Link className="button button--ghost house-recall__verify" to={houseVerifyPath(round.id)}>
            {t('house.recall.verify')}
          </Link>
        </div>
      ) : null}
    </li>
  );
}
