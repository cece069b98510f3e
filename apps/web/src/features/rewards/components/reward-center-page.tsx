import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRewardTab } from '@platform/contracts/rewards';
import { Tabs } from '../../../components/ui/tabs';
import { useMarkRewardsSeen } from '../api/reward-actions';
import { LuckyDraw } from './lucky-draw';
import { RewardList } from './reward-list';
import '../rewards.css';

type TCenterTab = 'pending' | 'history' | 'raffle';

const LIST_TAB: Record<Exclude<TCenterTab, 'raffle'>, TRewardTab> = {
  pending: 'PENDING',
  history: 'HISTORY',
};

/**
 * /member/rewardCenter (spec §2): rewards waiting to be claimed (one or all), their history, and the lucky
 * draw. Opening the page marks the waiting rewards seen, so the unread badge drops.
 */
export function RewardCenterPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TCenterTab>('pending');
  const markSeen = useMarkRewardsSeen();
  const marked = useRef(false);

  useEffect(() => {
    if (marked.current) return;
    marked.current = true;
    markSeen.mutate();
  }, [markSeen]);

  return (
    <div className="reward-center" data-testid="reward-center-page">
      <Tabs
        tabs={[
          { id: 'pending', label: t('rewards.tabs.pending') },
          { id: 'history', label: t('rewards.tabs.history') },
          { id: 'raffle', label: t('rewards.tabs.raffle') },
        ]}
        value={tab}
        onChange={setTab}
        label={t('rewards.tabs.label')}
        testId="reward-tabs"
      />
      <div role="tabpanel" className="reward-center__panel">
        {tab === 'raffle' ? <LuckyDraw /> : <RewardList key={tab} tab={LIST_TAB[tab]} />}
      </div>
    </div>
  );
}
