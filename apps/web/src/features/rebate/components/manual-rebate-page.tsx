import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TManualRebate } from '@platform/contracts/loyalty';
import { QueryState } from '../../../components/ui/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { WalletIcon } from '../../../components/ui/icons';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useBrandFormat } from '../../../hooks/use-brand-format';
import { useMoney } from '../../../hooks/use-money';
import { errorText } from '../../../lib/error-text';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { asUuid } from '../../../lib/request-id';
import { useClaimManualRebate, useManualRebate } from '../api/manual-rebate';
import '../rebate.css';

/** manualRebate (spec §2, flag MANPLAYREB3): the rebate not claimed yet, per category, claimed at once. */
export function ManualRebatePage() {
  const { t } = useTranslation();
  const rebate = useManualRebate();
  if (!rebate.data) {
    return <QueryState error={rebate.isError ? rebate.error : null} onRetry={() => void rebate.refetch()} />;
  }
  if (!rebate.data.enabled) {
    return (
      <EmptyState
        icon={<WalletIcon size={32} />}
        text={t('loyalty.rebate.disabled')}
        testId="rebate-disabled"
      />
    );
  }
  return <ManualRebateView rebate={rebate.data} />;
}

export function ManualRebateView({ rebate }: { rebate: TManualRebate }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const format = useBrandFormat();
  const claim = useClaimManualRebate();
  // A retry after a failure carries the same id, so a claim that did go through is not paid twice.
  const { keyFor, settle, failed } = useIdempotencyKey();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const language = i18n.resolvedLanguage ?? 'es';
  const percent = (bp: number) =>
    `${(bp / 100).toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;

  const blocked =
    rebate.total <= 0
      ? t('loyalty.rebate.nothing')
      : rebate.total < rebate.minPayout
        ? t('loyalty.rebate.belowMinimum', { amount: money(rebate.minPayout) })
        : null;

  const onClaim = () => {
    setNotice(null);
    claim.mutate(asUuid(keyFor({ total: rebate.total })), {
      onSuccess: (reply) => {
        settle();
        setNotice({
          tone: 'success',
          text: t('loyalty.rebate.claimed', { amount: money(reply.amount), validBet: money(reply.validBet) }),
        });
      },
      onError: (error) => {
        failed(error);
        setNotice({ tone: 'error', text: errorText(error) });
      },
    });
  };

  return (
    <div className="rebate-page" data-testid="manual-rebate-page">
      <section className="card rebate-claim" aria-labelledby="rebate-title">
        <h2 id="rebate-title" className="card__title">
          {t('loyalty.rebate.title')}
        </h2>
        <p className="rebate-claim__intro">{t('loyalty.rebate.intro')}</p>
        <div className="table-wrap">
          <table className="data-table rebate-table" data-testid="rebate-rows">
            <thead>
              <tr>
                <th scope="col">{t('loyalty.rebate.category')}</th>
                <th scope="col" className="is-number">
                  {t('loyalty.rebate.validBet')}
                </th>
                <th scope="col" className="is-number">
                  {t('loyalty.rebate.rate')}
                </th>
                <th scope="col" className="is-number">
                  {t('loyalty.rebate.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rebate.rows.map((row) => (
                <tr key={row.category} data-testid={`rebate-row-${row.category}`}>
                  <td data-label={t('loyalty.rebate.category')}>{t(`loyalty.categories.${row.category}`)}</td>
                  <td data-label={t('loyalty.rebate.validBet')} className="is-number">
                    {money(row.validBet)}
                  </td>
                  <td data-label={t('loyalty.rebate.rate')} className="is-number">
                    {percent(row.rateBp)}
                  </td>
                  <td
                    data-label={t('loyalty.rebate.amount')}
                    className="is-number"
                    data-testid={`rebate-row-${row.category}-amount`}
                  >
                    {money(row.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="rebate-claim__footer">
          <div className="rebate-claim__total">
            <span>{t('loyalty.rebate.total')}</span>
            <strong data-testid="rebate-total" data-amount={rebate.total}>
              {money(rebate.total)}
            </strong>
          </div>
          <button
            type="button"
            className="button button--primary button--lg"
            disabled={blocked !== null || claim.isPending}
            onClick={onClaim}
            aria-describedby={blocked ? 'rebate-blocked' : undefined}
            data-testid="rebate-claim"
          >
            {claim.isPending ? t('common.sending') : t('loyalty.rebate.claim')}
          </button>
        </div>
        {blocked ? (
          <p id="rebate-blocked" className="rebate-claim__blocked" data-testid="rebate-blocked">
            {blocked}
          </p>
        ) : null}
        {notice ? (
          <p
            className={`rebate-notice rebate-notice--${notice.tone}`}
            role={notice.tone === 'error' ? 'alert' : 'status'}
            data-testid="rebate-notice"
          >
            {notice.text}
          </p>
        ) : null}
      </section>

      <section className="card rebate-history" aria-labelledby="rebate-history-title">
        <h2 id="rebate-history-title" className="card__title">
          {t('loyalty.rebate.history')}
        </h2>
        {rebate.history.length === 0 ? (
          <EmptyState text={t('loyalty.rebate.historyEmpty')} testId="rebate-history-empty" />
        ) : (
          <div className="table-wrap">
            <table className="data-table" data-testid="rebate-history">
              <thead>
                <tr>
                  <th scope="col">{t('loyalty.rebate.date')}</th>
                  <th scope="col">{t('loyalty.rebate.mode')}</th>
                  <th scope="col" className="is-number">
                    {t('loyalty.rebate.validBet')}
                  </th>
                  <th scope="col" className="is-number">
                    {t('loyalty.rebate.amount')}
                  </th>
                  <th scope="col">{t('loyalty.rebate.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rebate.history.map((claim) => (
                  <tr key={claim.id} data-testid={`rebate-claim-${claim.id}`}>
                    <td data-label={t('loyalty.rebate.date')}>{format.dateTime(claim.createdAt)}</td>
                    <td data-label={t('loyalty.rebate.mode')}>{t(`loyalty.rebate.modes.${claim.mode}`)}</td>
                    <td data-label={t('loyalty.rebate.validBet')} className="is-number">
                      {money(claim.validBet)}
                    </td>
                    <td data-label={t('loyalty.rebate.amount')} className="is-number">
                      {money(claim.amount)}
                    </td>
                    <td data-label={t('loyalty.rebate.status')}>
                      <StatusBadge tone={claim.status === 'PAID' ? 'success' : 'info'}>
                        {t(`loyalty.rebate.statuses.${claim.status}`)}
                      </StatusBadge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
