import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../components/ui/brand-mark';
import { BriefcaseIcon, ClockIcon, LogoutIcon, UserIcon } from '../../../components/ui/icons';
import { EmptyState } from '../../../components/ui/empty-state';
import { useMemberInfo } from '../../../lib/member-info';
import { useAppStore } from '../../../stores/app-store';
import { formatBrandTime, formatGmtOffset } from '../utils/brand-clock';

export const AGENT_CLOCK_TICK_MS = 1_000;

function BrandClock({ offsetMinutes }: { offsetMinutes: number }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), AGENT_CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <time className="agent-topbar__clock" data-testid="agent-clock">
      {formatBrandTime(now, offsetMinutes)}
    </time>
  );
}

/** /agentHome (spec §2): top bar with GMT offset and live clock; the agent issue fills the menu and panes. */
export function AgentCenterPage() {
  const { t } = useTranslation();
  const brand = useAppStore((state) => state.brand);
  const openModal = useAppStore((state) => state.openModal);
  const { data: member } = useMemberInfo();
  const offset = brand?.utcOffsetMinutes ?? 0;
  return (
    <div className="agent-center" data-testid="agent-center-page">
      <header className="agent-topbar">
        <span className="agent-topbar__brand">
          <BrandMark size={30} />
          <span>{t('agent.center.title')}</span>
        </span>
        <span className="agent-topbar__time" title={t('agent.center.timeZone')}>
          <ClockIcon size={18} />
          <span data-testid="agent-gmt">{formatGmtOffset(offset)}</span>
          <BrandClock offsetMinutes={offset} />
        </span>
        <span className="agent-topbar__account">
          <UserIcon size={18} />
          <span data-testid="agent-nickname">{member ? member.nickname || member.account : ''}</span>
          <button
            type="button"
            className="link-button"
            data-testid="agent-signout"
            onClick={() => openModal({ name: 'logout' })}
          >
            <LogoutIcon size={16} />
            {t('agent.center.signOut')}
          </button>
        </span>
      </header>
      <main className="agent-center__pane">
        <EmptyState icon={<BriefcaseIcon size={32} />} text={t('agent.center.empty')} />
      </main>
    </div>
  );
}
