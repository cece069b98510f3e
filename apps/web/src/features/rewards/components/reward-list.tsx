import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRewardClaimAllReply, TRewardTab } from '@platform/contracts/rewards';
import { EmptyState } from '../../../components/ui/empty-state';
import { GiftIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { useMoney } from '../../../hooks/use-money';
import { errorText } from '../../../lib/error-text';
import { useRewards } from '../api/get-rewards';
import { useClaimAllRewards, useClaimReward } from '../api/reward-actions';
import { RewardCard } from './reward-card';

/** The waiting rewards (with "claim all") or the history, paged. */
export function RewardList({ tab }: { tab: TRewardTab }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const rewards = useRewards(tab, page);
  const claimOne = useClaimReward();
  const claimAll = useClaimAllRewards();
  const [claimingId, setClaimingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const value = rewards.data;

  const onClaim = (rewardId: string, amount: number) => {
    setClaimingId(rewardId);
    setNotice(null);
    claimOne.mutate(rewardId, {
      onSuccess: () => setNotice({ tone: 'success', text: t('rewards.claimed', { amount: money(amount) }) }),
      onError: (error) => setNotice({ tone: 'error', text: errorText(error) }),
      onSettled: () => setClaimingId(null),
    });
  };

  const allText = (reply: TRewardClaimAllReply) =>
    reply.failed.length === 0
      ? t('rewards.claimedAll', { count: reply.claimed, amount: money(reply.totalAmount) })
      : t('rewards.claimedSome', {
          count: reply.claimed,
          amount: money(reply.totalAmount),
          failed: reply.failed.length,
          reason: reply.failed[0]?.message ?? '',
        });

  const onClaimAll = () => {
    setNotice(null);
    claimAll.mutate(undefined, {
      onSuccess: (reply) =>
        setNotice({ tone: reply.failed.length ? 'error' : 'success', text: allText(reply) }),
      onError: (error) => setNotice({ tone: 'error', text: errorText(error) }),
    });
  };

  if (!value) {
    return rewards.isError ? (
      <div className="form__error" role="alert">
        {errorText(rewards.error)}
        <button type="button" className="link-button" onClick={() => void rewards.refetch()}>
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
    <div className="reward-list" data-testid={`reward-list-${tab}`}>
      {tab === 'PENDING' ? (
        <section className="reward-summary" aria-label={t('rewards.summary')}>
          <div className="reward-summary__figures">
            <span className="reward-summary__label">{t('rewards.pendingTotal')}</span>
            <strong className="reward-summary__amount" data-testid="reward-pending-amount">
              {money(value.pendingAmount)}
            </strong>
            <span className="reward-summary__count">
              {t('rewards.pendingCount', { count: value.pendingCount })}
            </span>
          </div>
          <button
            type="button"
            className="button button--primary reward-summary__claim-all"
            disabled={value.pendingCount === 0 || claimAll.isPending}
            onClick={onClaimAll}
            data-testid="reward-claim-all"
          >
            {claimAll.isPending ? t('rewards.claiming') : t('rewards.claimAll')}
          </button>
        </section>
      ) : null}

      {notice ? (
        <p
          className={`reward-notice reward-notice--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          data-testid="reward-notice"
        >
          {notice.text}
        </p>
      ) : null}

      {value.content.length === 0 ? (
        <EmptyState
          icon={<GiftIcon size={28} />}
          title={tab === 'PENDING' ? t('rewards.emptyPendingTitle') : undefined}
          text={tab === 'PENDING' ? t('rewards.emptyPending') : t('rewards.emptyHistory')}
          testId={`reward-empty-${tab}`}
        />
      ) : (
        <ul className="reward-cards">
          {value.content.map((reward) => (
            <li key={reward.id}>
              <RewardCard
                reward={reward}
                claiming={claimingId === reward.id}
                disabled={claimingId !== null || claimAll.isPending}
                onClaim={() => onClaim(reward.id, reward.amount)}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={value.pageNum}
        totalPages={value.totalPages}
        onChange={setPage}
        testId={`reward-pager-${tab}`}
        busy={rewards.isFetching}
      />
    </div>
  );
}
