import type { TWhitelabel } from '@platform/contracts/whitelabel';

/**
 * The contract switches of the consolidated contract info (spec §2: `enableCt`, `salary`, `hourSalary`,
 * `agentRealtimeSalary`; GET /wps/relay/MCS2_getConsolidatedContract). The agent centre passes them once
 * they have loaded.
 */
export type TContractSwitches = {
  enableCt: boolean;
  salary: boolean;
  hourSalary: boolean;
  agentRealtimeSalary: boolean;
};

/** What the menu's predicates may look at. */
export type TAgentMenuContext = {
  whitelabel: Partial<TWhitelabel>;
  /** null: the consolidated contract info has not loaded (or failed): every contract entry stays hidden. */
  contracts: TContractSwitches | null;
};

/** The entries of the agent centre in the spec's order (§2 "Agent centre"); each is `/agentHome/<name>`. */
export const AGENT_ENTRIES = [
  'deposit',
  'withdraw',
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'messageV2',
  'customerService',
] as const;
export type TAgentEntry = (typeof AGENT_ENTRIES)[number];

/** `/agentHome` opens the team overview. */
export const DEFAULT_AGENT_ENTRY: TAgentEntry = 'agentTeamOverview';

export const AGENT_HOME_PATH = '/agentHome';

export type TAgentMenuItem = {
  name: TAgentEntry;
  /** Whether the entry shows (and its address opens) for this agent. */
  enabled: (context: TAgentMenuContext) => boolean;
};

const always = () => true;

/**
 * The contract entries show only when the consolidated contract info enables their contract type:
 * `enableCt` the dividend record and my income, `salary` daily wages, `hourSalary` hourly salary,
 * `agentRealtimeSalary` real-time salary. Without the info they stay hidden.
 */
const contract =
  (switchOn: (contracts: TContractSwitches) => boolean) =>
  ({ contracts }: TAgentMenuContext): boolean =>
    contracts !== null && switchOn(contracts);

export const AGENT_MENU: readonly TAgentMenuItem[] = [
  { name: 'deposit', enabled: always },
  { name: 'withdraw', enabled: always },
  { name: 'agentAnnouncement', enabled: always },
  { name: 'agentTeamOverview', enabled: always },
  { name: 'registerCenter', enabled: always },
  { name: 'downlineManagmentView', enabled: always },
  { name: 'personalHistoryCopy', enabled: always },
  { name: 'palStatementsAgentCopy', enabled: always },
  { name: 'agentRevenueReport', enabled: contract((switches) => switches.enableCt) },
  { name: 'agentDownlineTransactionDetailsCopy', enabled: always },
  { name: 'agentDividendRecordCopy2', enabled: contract((switches) => switches.enableCt) },
  { name: 'agentDailyWages2', enabled: contract((switches) => switches.salary) },
  { name: 'agentHourSalary', enabled: contract((switches) => switches.hourSalary) },
  { name: 'agentRealtimeSalary', enabled: contract((switches) => switches.agentRealtimeSalary) },
  { name: 'messageV2', enabled: always },
  { name: 'customerService', enabled: always },
];

export function visibleAgentEntries(context: TAgentMenuContext): TAgentEntry[] {
  return AGENT_MENU.filter((item) => item.enabled(context)).map((item) => item.name);
}

/** The entry named in the path (case-insensitive) when it shows for this agent, else null. */
export function findAgentEntry(param: string, context: TAgentMenuContext): TAgentEntry | null {
  const wanted = param.toLowerCase();
  return visibleAgentEntries(context).find((entry) => entry.toLowerCase() === wanted) ?? null;
}

/** The address of an entry, with its query (filters, drill-down) when given. */
export function agentEntryPath(
  entry: TAgentEntry,
  query?: Record<string, string | null | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return `${AGENT_HOME_PATH}/${entry}${search ? `?${search}` : ''}`;
}
