import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark';
import { ClockIcon, LogoutIcon, UserIcon } from '../../../components/ui/icons';
import { useMemberInfo } from '../../../lib/member-info';
import { useAppStore } from '../../../stores/app-store';
import { useConsolidatedContract } from '../api/get-consolidated-contract';
import {
  agentEntryPath,
  DEFAULT_AGENT_ENTRY,
  findAgentEntry,
  visibleAgentEntries,
  type TAgentEntry,
  type TAgentMenuContext,
} from '../utils/agent-menu';
import { formatBrandTime, formatGmtOffset } from '../utils/brand-clock';
import { AgentEntryIcon } from './agent-icons';
import { AgentPane, type TAgentComposition } from './agent-pane';

export const AGENT_CLOCK_TICK_MS = 1_000;

const ALL_CONTRACTS = { enableCt: true, salary: true, hourSalary: true, agentRealtimeSalary: true };

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

function AgentTopBar() {
  const { t } = useTranslation();
  const brand = useAppStore((state) => state.brand);
  const openModal = useAppStore((state) => state.openModal);
  const { data: member } = useMemberInfo();
  const offset = brand?.utcOffsetMinutes ?? 0;
  return (
    <header className="agent-topbar">
      <span className="agent-topbar__brand">
        <BrandMark size={30} />
        <span className="agent-topbar__title">{t('agent.center.title')}</span>
      </span>
      <span className="agent-topbar__time" title={t('agent.center.timeZone')}>
        <ClockIcon size={18} />
        <span data-testid="agent-gmt">{formatGmtOffset(offset)}</span>
        <BrandClock offsetMinutes={offset} />
      </span>
      <span className="agent-topbar__account">
        <UserIcon size={18} />
        <span className="agent-topbar__name" data-testid="agent-nickname">
          {member ? member.nickname || member.account : ''}
        </span>
        <button
          type="button"
          className="link-button agent-topbar__signout"
          data-testid="agent-signout"
          aria-label={t('agent.center.signOut')}
          onClick={() => openModal({ name: 'logout' })}
        >
          <LogoutIcon size={16} />
          <span>{t('agent.center.signOut')}</span>
        </button>
      </span>
    </header>
  );
}

type TAgentMenuProps = {
  entries: readonly TAgentEntry[];
  active: TAgentEntry;
  badges: Partial<Record<TAgentEntry, number>>;
};

/** The left menu; on phones a strip that scrolls sideways inside its own box, the open entry brought into view. */
function AgentMenu({ entries, active, badges }: TAgentMenuProps) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    const strip = nav.current;
    const item = strip?.querySelector<HTMLElement>('.agent-menu__item.is-active');
    if (!strip || !item || strip.scrollWidth <= strip.clientWidth) return;
    const box = strip.getBoundingClientRect();
    const rect = item.getBoundingClientRect();
    const left = strip.scrollLeft + rect.left - box.left - (box.width - rect.width) / 2;
    strip.scrollTo?.({ left: Math.max(0, left) });
  }, [active]);

  return (
    <nav ref={nav} className="agent-menu" aria-label={t('agent.menu.label')} data-testid="agent-menu">
      <ul>
        {entries.map((entry) => {
          const count = badges[entry] ?? 0;
          const current = entry === active;
          return (
            <li key={entry}>
              <NavLink
                to={agentEntryPath(entry)}
                className={() => `agent-menu__item${current ? ' is-active' : ''}`}
                aria-current={current ? 'page' : undefined}
                data-testid={`agent-menu-${entry}`}
              >
                <AgentEntryIcon entry={entry} size={19} />
                <span>{t(`agent.menu.${entry}`)}</span>
                {count > 0 ? <span className="badge">{count > 99 ? '99+' : count}</span> : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

type TAgentCenterPageProps = TAgentComposition & {
  /** Unread counts per entry (platform messages). */
  badges?: Partial<Record<TAgentEntry, number>>;
  /** What the app adds around the centre (the live-chat window). */
  children?: ReactNode;
};

/**
 * /agentHome and /agentHome/<entry> (spec §2 "Agent centre"): the top bar with the brand's GMT offset and
 * live clock, the left menu in the spec's order, and the open entry's pane. `/agentHome` opens the team
 * overview; an entry that is unknown or hidden for this agent does too (never an empty pane).
 */
export function AgentCenterPage({ badges = {}, children, ...composition }: TAgentCenterPageProps) {
  const { t } = useTranslation();
  const { entry: param } = useParams();
  const whitelabel = useAppStore((state) => state.whitelabel);
  const contracts = useConsolidatedContract();
  const context: TAgentMenuContext = { whitelabel, contracts: contracts.data ?? null };
  const entry = param ? findAgentEntry(param, context) : null;

  if (!entry) {
    // A contract entry's address waits for the switches that may show it before sending the agent home.
    if (param && contracts.isPending && findAgentEntry(param, { whitelabel, contracts: ALL_CONTRACTS })) {
      return (
        <div className="spinner-row" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('common.loading')}</span>
        </div>
      );
    }
    return <Navigate to={agentEntryPath(DEFAULT_AGENT_ENTRY)} replace />;
  }

  return (
    <div className="agent-center" data-testid="agent-center-page">
      <AgentTopBar />
      <div className="agent-center__body">
        <AgentMenu entries={visibleAgentEntries(context)} active={entry} badges={badges} />
        <main className="agent-center__pane" data-testid={`agent-pane-${entry}`}>
          <header className="page-header">
            <span className="page-header__icon">
              <AgentEntryIcon entry={entry} />
            </span>
            <h1 className="page-header__title">{t(`agent.menu.${entry}`)}</h1>
          </header>
          <AgentPane entry={entry} {...composition} />
        </main>
      </div>
      {children}
    </div>
  );
}
