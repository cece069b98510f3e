import {
  ArrowUpIcon,
  ChartIcon,
  ChatIcon,
  DownloadIcon,
  FileIcon,
  GiftIcon,
  HeadsetIcon,
  HourglassIcon,
  Icon,
  WalletIcon,
  ClockIcon,
  type TIconProps,
} from '../../../components/ui/icons';
import type { TAgentEntry } from '../utils/agent-menu';

export const MegaphoneIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M4 10v4a1 1 0 0 0 1 1h2l5 4V5L7 9H5a1 1 0 0 0-1 1Z" />
    <path d="M16 9a3.5 3.5 0 0 1 0 6M18.5 6.5a7 7 0 0 1 0 11" />
  </Icon>
);

export const TeamTreeIcon = (p: TIconProps) => (
  <Icon {...p}>
    <rect x="9" y="3" width="6" height="5" rx="1.2" />
    <rect x="3" y="16" width="6" height="5" rx="1.2" />
    <rect x="15" y="16" width="6" height="5" rx="1.2" />
    <path d="M12 8v4M6 16v-2.5h12V16" />
  </Icon>
);

export const UserPlusIcon = (p: TIconProps) => (
  <Icon {...p}>
    <circle cx="10" cy="8" r="3.5" />
    <path d="M3.5 20a6.5 6.5 0 0 1 13 0M19 8v6M16 11h6" />
  </Icon>
);

export const LossIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M3 6l6 6 4-4 8 8" />
    <path d="M21 11v5h-5" />
  </Icon>
);

export const LedgerIcon = (p: TIconProps) => (
  <Icon {...p}>
    <rect x="4" y="3.5" width="16" height="17" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </Icon>
);

export const PencilIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
    <path d="M13.5 6.5l4 4" />
  </Icon>
);

export const ChevronRightIcon = (p: TIconProps) => (
  <Icon {...p}>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);

export function AgentEntryIcon({ entry, size }: { entry: TAgentEntry; size?: number }) {
  switch (entry) {
    case 'deposit':
      return <DownloadIcon size={size} />;
    case 'withdraw':
      return <ArrowUpIcon size={size} />;
    case 'agentAnnouncement':
      return <MegaphoneIcon size={size} />;
    case 'agentTeamOverview':
      return <ChartIcon size={size} />;
    case 'registerCenter':
      return <UserPlusIcon size={size} />;
    case 'downlineManagmentView':
      return <TeamTreeIcon size={size} />;
    case 'personalHistoryCopy':
      return <FileIcon size={size} />;
    case 'palStatementsAgentCopy':
      return <LossIcon size={size} />;
    case 'agentRevenueReport':
      return <WalletIcon size={size} />;
    case 'agentDownlineTransactionDetailsCopy':
      return <LedgerIcon size={size} />;
    case 'agentDividendRecordCopy2':
      return <GiftIcon size={size} />;
    case 'agentDailyWages2':
      return <HourglassIcon size={size} />;
    case 'agentHourSalary':
    case 'agentRealtimeSalary':
      return <ClockIcon size={size} />;
    case 'messageV2':
      return <ChatIcon size={size} />;
    case 'customerService':
      return <HeadsetIcon size={size} />;
  }
}
