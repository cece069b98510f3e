import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import type { TAgentEntry } from '../utils/agent-menu';
import { AccountDetailsPane } from './account-details-pane';
import { AgentEntryIcon } from './agent-icons';
import { AnnouncementPane } from './announcement-pane';
import { CustomerServicePane } from './customer-service-pane';
import { DownlinePane } from './downline-pane';
import { RegisterCenterPane } from './register-center-pane';
import { ContractPane } from './contracts/contract-pane';
import { IncomePane } from './contracts/income-pane';
import { TeamBetsPane } from './team-bets-pane';
import { TeamOverviewPane } from './team-overview-pane';
import { UserLossPane } from './user-loss-pane';

/** Entries whose page another feature owns; the app composes them in. */
export type TComposedEntry = 'deposit' | 'withdraw' | 'messageV2';

/** What the app hands the agent centre from other features (features never import each other). */
export type TAgentComposition = {
  /** The member pages shown inside the pane: the cashier's deposit and withdraw, the messages inbox. */
  pages?: Partial<Record<TComposedEntry, ReactNode>>;
  /** Shows operator HTML (announcements) the way the content feature does. */
  renderHtml?: (html: string) => ReactNode;
  /** Opens the site's live chat. */
  onLiveChat?: () => void;
};

/** The open entry's content in the right pane. */
export function AgentPane({
  entry,
  pages = {},
  renderHtml,
  onLiveChat,
}: TAgentComposition & { entry: TAgentEntry }) {
  const { t } = useTranslation();
  switch (entry) {
    case 'agentAnnouncement':
      return <AnnouncementPane renderHtml={renderHtml} />;
    case 'agentTeamOverview':
      return <TeamOverviewPane />;
    case 'registerCenter':
      return <RegisterCenterPane />;
    case 'downlineManagmentView':
      return <DownlinePane />;
    case 'personalHistoryCopy':
      return <TeamBetsPane />;
    case 'palStatementsAgentCopy':
      return <UserLossPane />;
    case 'agentDownlineTransactionDetailsCopy':
      return <AccountDetailsPane />;
    case 'agentRevenueReport':
      return <IncomePane />;
    case 'agentDividendRecordCopy2':
      return <ContractPane type="DIVIDEND" />;
    case 'agentDailyWages2':
      return <ContractPane type="DAILY_SALARY" />;
    case 'agentHourSalary':
      return <ContractPane type="HOURLY_SALARY" />;
    case 'agentRealtimeSalary':
      return <ContractPane type="REALTIME_SALARY" />;
    case 'customerService':
      return <CustomerServicePane onLiveChat={onLiveChat} />;
    case 'deposit':
    case 'withdraw':
    case 'messageV2':
      if (pages[entry]) return pages[entry];
      break;
    default:
      break;
  }
  // A composed page the app did not hand over.
  return <EmptyState icon={<AgentEntryIcon entry={entry} size={32} />} text={t('agent.center.empty')} />;
}
