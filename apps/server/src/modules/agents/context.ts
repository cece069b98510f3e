import type { TBrandConfig } from '@platform/contracts/system';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/database';
import type { ContentService } from '../content/service';
import type { IdentityService } from '../identity/service';
import type { WalletService } from '../wallet/service';
import type { AgentSettings } from './settings';

/** What the agent centre's team use cases use: identity (members, the team tree), wallet balances, content. */
export type AgentsContext = {
  db: Db;
  clock: Clock;
  brand: () => Promise<TBrandConfig>;
  identity: Pick<
    IdentityService,
    | 'isInTeam'
    | 'teamPath'
    | 'listTeam'
    | 'createAccount'
    | 'checkAccountName'
    | 'defaultMemberPassword'
    | 'findMemberByAccount'
    | 'moveMember'
    | 'invitationLinks'
  >;
  wallet: Pick<WalletService, 'balancesOf'>;
  content: Pick<ContentService, 'agentAnnouncements'>;
  settings: AgentSettings;
};

/** The agent making the call. */
export type Caller = { id: string; account: string };

/** `<origin>/register`: origin from the request, else the brand's main domain. */
export function registerUrlBase(origin: string | null, brand: TBrandConfig): string {
  if (origin) return `${origin}/register`;
  const domain = brand.mainDomain.trim() || 'localhost';
  return `https://${domain}/register`;
}
