import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPointReward, TPointSpendReply } from '@platform/contracts/loyalty';
import { EmptyState } from '../../../components/ui/empty-state';
import { CrownIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { useMoney } from '../../../hooks/use-money';
import { useAppStore } from '../../../stores/app-store';
import { usePointBalance } from '../api/get-point-balance';
import { usePointConfig } from '../api/get-point-config';
import { usePointRewards } from '../api/get-point-rewards';
import { ConvertBox } from './convert-box';
import { PointRecords } from './point-records';
import { PointsSummary } from './points-summary';
import { QueryState } from '../../../components/ui/query-state';
import { RedeemDialog } from './redeem-dialog';
import { RewardGrid } from './reward-grid';
import '../points.css';
import { formatPoints } from '../utils/format-points';

type TMallTab = 'mall' | 'history' | 'records';

/**
 * /pointMall (spec §2, flag PTSYS3): the points held and how they are earned, the conversion to balance,
 * the catalogue with its redeem dialog, the redeem history and every points record.
 */
export function PointMallPage() {
  const { t } = useTranslation();
  const enabled = useAppStore((state) => state.whitelabel.PTSYS3 === true);
  return (
    <section className="page point-mall" data-testid="point-mall-page">
      <PageHeader title={t('pages.pointMall.title')} icon={<CrownIcon />} />
      {enabled ? (
        <PointMall />
      ) : (
        <EmptyState
          icon={<CrownIcon size={32} />}
          text={t('pages.pointMall.empty')}
          testId="point-mall-disabled"
        />
      )}
    </section>
  );
}

function PointMall() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const number = (value: number) => formatPoints(value, i18n.resolvedLanguage);
  const balance = usePointBalance();
  const config = usePointConfig();
  const rewards = usePointRewards();
  const [tab, setTab] = useState<TMallTab>('mall');
  const [redeeming, setRedeeming] = useState<TPointReward | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const held = balance.data?.points ?? 0;

  const onRedeemed = (reward: TPointReward, reply: TPointSpendReply) => {
    setRedeeming(null);
    setNotice(
      reward.kind === 'CASH'
        ? t('loyalty.redeem.doneCash', {
            name: reward.name,
            amount: money(reply.record.amount ?? reward.cashAmount ?? 0),
            points: number(reply.points),
          })
        : t('loyalty.redeem.doneGoods', { name: reward.name, points: number(reply.points) }),
    );
  };

  return (
    <>
      <div className="point-mall__top">
        <PointsSummary balance={balance.data} config={config.data} />
        {config.data && balance.data ? (
          <ConvertBox config={config.data} held={held} />
        ) : (
          <QueryState
            error={config.error ?? balance.error}
            onRetry={() => {
              void config.refetch();
              void balance.refetch();
            }}
          />
        )}
      </div>
      {notice ? (
        <p className="point-mall__notice" role="status" data-testid="point-mall-notice">
          {notice}
        </p>
      ) : null}
      <Tabs
        tabs={[
          { id: 'mall', label: t('loyalty.tabs.mall') },
          { id: 'history', label: t('loyalty.tabs.history') },
          { id: 'records', label: t('loyalty.tabs.records') },
        ]}
        value={tab}
        onChange={setTab}
        label={t('loyalty.tabs.label')}
        testId="point-mall-tabs"
      />
      <div role="tabpanel" className="point-mall__panel">
        {tab === 'mall' ? (
          rewards.data ? (
            <RewardGrid rewards={rewards.data.rewards} held={held} onRedeem={setRedeeming} />
          ) : (
            <QueryState error={rewards.error} onRetry={() => void rewards.refetch()} />
          )
        ) : (
          <PointRecords key={tab} view={tab === 'history' ? 'SPEND' : 'ALL'} />
        )}
      </div>
      {redeeming ? (
        <RedeemDialog
          reward={redeeming}
          held={held}
          onClose={() => setRedeeming(null)}
          onDone={(reply) => onRedeemed(redeeming, reply)}
        />
      ) : null}
    </>
  );
}
