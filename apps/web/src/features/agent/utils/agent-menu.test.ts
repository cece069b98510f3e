import { describe, expect, it } from 'vitest';
import { agentEntryPath, findAgentEntry, visibleAgentEntries, type TAgentMenuContext } from './agent-menu';

const CONTRACT_ENTRIES = [
  'agentRevenueReport',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
];

describe('agent menu', () => {
  const none: TAgentMenuContext = { whitelabel: {}, contracts: null };

  it('hides the contract entries while the consolidated contract info has not loaded', () => {
    const visible = visibleAgentEntries(none);
    for (const entry of CONTRACT_ENTRIES) expect(visible).not.toContain(entry);
    expect(findAgentEntry('agentHourSalary', none)).toBeNull();
  });

  it('shows a contract entry once its contract type is enabled', () => {
    const context: TAgentMenuContext = {
      whitelabel: {},
      contracts: { enableCt: false, salary: true, hourSalary: false, agentRealtimeSalary: false },
    };
    const visible = visibleAgentEntries(context);
    expect(visible).toContain('agentDailyWages2');
    expect(visible).not.toContain('agentHourSalary');
    expect(visible.indexOf('agentDailyWages2')).toBeGreaterThan(
      visible.indexOf('agentDownlineTransactionDetailsCopy'),
    );
  });

  it.each([
    ['enableCt', ['agentRevenueReport', 'agentDividendRecordCopy2']],
    ['salary', ['agentDailyWages2']],
    ['hourSalary', ['agentHourSalary']],
    ['agentRealtimeSalary', ['agentRealtimeSalary']],
  ] as const)('the %s switch shows exactly %j', (name, entries) => {
    const off = { enableCt: false, salary: false, hourSalary: false, agentRealtimeSalary: false };
    const visible = visibleAgentEntries({ whitelabel: {}, contracts: { ...off, [name]: true } });
    expect(CONTRACT_ENTRIES.filter((entry) => visible.includes(entry as never))).toEqual(entries);
  });

  it('finds an entry case-insensitively and builds its address with the query', () => {
    expect(findAgentEntry('agentteamoverview', none)).toBe('agentTeamOverview');
    expect(findAgentEntry('nope', none)).toBeNull();
    expect(agentEntryPath('agentTeamOverview', { period: 'today', memberId: null })).toBe(
      '/agentHome/agentTeamOverview?period=today',
    );
  });
});
