import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BONUS_STATUSES } from '@platform/contracts/promotions';
import type { TBonus } from '@platform/contracts/bonuses';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { GiftIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { Tabs } from '../../../components/ui/tabs';
import { useMoney } from '../../../hooks/use-money';
import { errorText } from '../../../lib/error-text';
import { useForfeitBonus } from '../api/forfeit-bonus';
import { useBonusSummary } from '../api/get-bonus-summary';
import { useBonuses, type TBonusFilter } from '../api/get-bonuses';
import { useBonusesRealtime } from '../hooks/use-bonuses-realtime';
import { BonusCard } from './bonus-card';
import { BonusSummaryBand } from './bonus-summary-band';
import './bonuses.css';

const FILTERS: readonly TBonusFilter[] = ['ALL', ...BONUS_STATUSES];

/** /member/bonusDetails (spec §2): every bonus with its turnover progress, expiry and state; give one up. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [filter, setFilter] = useState<TBonusFilter>('ALL');
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<TBonus | null>(null);
  const [notice, setNotice] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const summary = useBonusSummary();
  const list = useBonuses(filter, page);
  const forfeit = useForfeitBonus();
  useBonusesRealtime();

  const tabs = FILTERS.map((id) => ({ id, label: t(`bonuses.tabs.${id}`) }));
  const rows = list.data?.content ?? [];

  const confirmForfeit = () => {
    if (!asking) return;
    forfeit.mutate(asking.id, {
      onSuccess: (reply) => {
        setNotice({
          kind: 'done',
          text: t('bonuses.forfeit.done', { amount: money(reply.forfeitedAmount) }),
        });
      },
      onError: (error) => setNotice({ kind: 'error', text: errorText(error) }),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <div className="bonus-page" data-testid="bonus-details-page">
      <BonusSummaryBand summary={summary.data} />

      <Tabs
        tabs={tabs}
        value={filter}
        onChange={(next: TBonusFilter) => {
          setFilter(next);
          setPage(1);
        }}
        label={t('bonuses.tabs.label')}
        testId="bonus-tabs"
      />

      {notice ? (
        <p
          className={
            notice.kind === 'done' ? 'form__success bonus-page__notice' : 'form__error bonus-page__notice'
          }
          role={notice.kind === 'done' ? 'status' : 'alert'}
          data-testid={notice.kind === 'done' ? 'bonus-forfeit-done' : 'bonus-forfeit-error'}
        >
          {notice.text}
        </p>
      ) : null}

      {list.isPending ? (
        <div className="spinner-row" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('common.loading')}</span>
        </div>
      ) : list.isError && !list.data ? (
        <div className="form__error" role="alert" data-testid="bonus-list-error">
          {errorText(list.error)}
          <button type="button" className="link-button" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<GiftIcon size={28} />}
          title={t('bonuses.empty.title')}
          text={filter === 'ALL' ? t('bonuses.empty.all') : t('bonuses.empty.filtered')}
          testId="bonus-empty"
        >
          {filter === 'ALL' ? (
            <Link className="button button--primary" to="/promotions">
              {t('bonuses.empty.action')}
            </Link>
          ) : null}
        </EmptyState>
      ) : (
        <div className="bonus-list" aria-busy={list.isFetching} data-testid="bonus-list">
          {rows.map((bonus) => (
            <BonusCard
              key={bonus.id}
              bonus={bonus}
              onForfeit={(chosen) => {
                setNotice(null);
                setAsking(chosen);
              }}
            />
          ))}
        </div>
      )}

      <Pager
        page={page}
        totalPages={list.data?.totalPages ?? 1}
        onChange={setPage}
        busy={list.isFetching}
        testId="bonus-pager"
      />

      {asking ? (
        <ConfirmDialog
          title={t('bonuses.forfeit.title')}
          message={t('bonuses.forfeit.message', {
            title: asking.title,
            amount: money(asking.forfeitAmount ?? asking.amount),
          })}
          confirmLabel={t('bonuses.forfeit.confirm')}
          busy={forfeit.isPending}
          busyLabel={t('bonuses.forfeit.busy')}
          onConfirm={confirmForfeit}
          onCancel={() => setAsking(null)}
          testId="bonus-forfeit-dialog"
        />
      ) : null}
    </div>
  );
}
