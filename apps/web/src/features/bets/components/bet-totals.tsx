import type { TBetTotals } from '@platform/contracts/bets';
import { useTranslation } from 'react-i18next';
import type { TRecordColumn } from '../../../components/ui/record-table';
import { useMoney } from '../../../hooks/use-money';

/** Colour of a player's result: green when the player won, red when the player lost. */
export function winLossClass(amount: number): string {
  if (amount > 0) return 'is-credit';
  if (amount < 0) return 'is-debit';
  return 'is-even';
}

type TBetTotalsProps = {
  totals: TBetTotals;
  /** What the totals cover, read by screen readers (e.g. "Totales del periodo"). */
  label: string;
  testId: string;
};

/** The totals of a period: rounds, amount bet, valid bet, payout and the player's profit or loss. */
export function BetTotals({ totals, label, testId }: TBetTotalsProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const items = [
    { key: 'count', label: t('bets.totals.count'), value: String(totals.count) },
    { key: 'betAmount', label: t('bets.columns.bet'), value: money(totals.betAmount) },
    { key: 'validBet', label: t('bets.columns.validBet'), value: money(totals.validBet) },
    { key: 'payout', label: t('bets.columns.payout'), value: money(totals.payout) },
  ];
  return (
    <section className="bet-totals" aria-label={label} data-testid={testId}>
      <dl className="bet-totals__list">
        {items.map((item) => (
          <div key={item.key} className="bet-totals__item">
            <dt>{item.label}</dt>
            <dd data-testid={`${testId}-${item.key}`}>{item.value}</dd>
          </div>
        ))}
        <div className={`bet-totals__item bet-totals__item--result ${winLossClass(totals.winLoss)}`}>
          <dt>{t('bets.columns.winLoss')}</dt>
          <dd data-testid={`${testId}-winLoss`}>{money(totals.winLoss, { signed: true })}</dd>
          <dd className="bet-totals__hint">
            {totals.winLoss > 0
              ? t('bets.totals.won')
              : totals.winLoss < 0
                ? t('bets.totals.lost')
                : t('bets.totals.even')}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The amounts of a round or of a period's totals as table columns: bet, valid bet and payout. */
export function useBetAmountColumns<TRow extends Omit<TBetTotals, 'count' | 'winLoss'>>(
  className?: string,
): TRecordColumn<TRow>[] {
  const { t } = useTranslation();
  const money = useMoney();
  const columns: TRecordColumn<TRow>[] = [
    { key: 'bet', label: t('bets.columns.bet'), cell: (row) => money(row.betAmount) },
    { key: 'validBet', label: t('bets.columns.validBet'), cell: (row) => money(row.validBet) },
    { key: 'payout', label: t('bets.columns.payout'), cell: (row) => money(row.payout) },
  ];
  return columns.map((column) => ({ ...column, numeric: true, className }));
}
