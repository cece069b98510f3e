import {
  BriefcaseIcon,
  ChartIcon,
  ChatIcon,
  CrownIcon,
  DownloadIcon,
  FileIcon,
  GiftIcon,
  ShieldIcon,
  SparkIcon,
  UsersIcon,
  ArrowUpIcon,
} from '../../../components/ui/icons';
import type { TMemberPage } from '../utils/member-pages';

export function MemberPageIcon({ page }: { page: TMemberPage }) {
  switch (page) {
    case 'securityCenter':
      return <ShieldIcon />;
    case 'transferFund':
      return <BriefcaseIcon />;
    case 'depositv2':
      return <DownloadIcon />;
    case 'withdraw':
    case 'transferUpline':
      return <ArrowUpIcon />;
    case 'personalHistoryCopy':
    case 'transactionHistory':
      return <FileIcon />;
    case 'personalProfit':
      return <ChartIcon />;
    case 'bonusDetails':
    case 'rewardCenter':
      return <GiftIcon />;
    case 'referral':
      return <UsersIcon />;
    case 'missionLeaderboard':
      return <CrownIcon />;
    case 'messageV2':
      return <ChatIcon />;
    default:
      return <SparkIcon />;
  }
}
