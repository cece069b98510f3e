import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs';
import { LeaderboardPanel } from './leaderboard-panel';
import { MissionsPanel } from './missions-panel';
import './missions.css';

type TTab = 'missions' | 'leaderboard';

/** /member/missionLeaderboard (spec §2): the daily and weekly missions, and the leaderboard contests. */
export function MissionLeaderboardPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TTab>('missions');
  return (
    <div className="missions-page" data-testid="mission-leaderboard">
      <Tabs
        tabs={[
          { id: 'missions', label: t('missions.tabs.missions') },
          { id: 'leaderboard', label: t('missions.tabs.leaderboard') },
        ]}
        value={tab}
        onChange={setTab}
        label={t('missions.tabs.label')}
        testId="missions-tabs"
      />
      <div role="tabpanel">{tab === 'missions' ? <MissionsPanel /> : <LeaderboardPanel />}</div>
    </div>
  );
}
