import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZIncomeReportReplySchema, type TIncomeReport } from '@platform/contracts/agent-contracts';
import type { TLanguage } from '@platform/contracts/i18n';
import { api } from '../../../lib/api-client';
import type { TDateRange } from '../utils/period';
import { CONTRACTS_QUERY_KEY, useAgentQueryScope } from './keys';

export const INCOME_PATH = '/wps/agent/income';

const ZIncomeReportSchema = ZIncomeReportReplySchema.shape.value;

/** GET /wps/agent/income: what the agent was paid per brand-zone day, by kind, with the totals. */
export async function getIncome(range: TDateRange): Promise<TIncomeReport> {
  return ZIncomeReportSchema.parse(await api.get<unknown>(INCOME_PATH, { query: range }));
}

export const incomeQueryOptions = (token: string | null, language: TLanguage, range: TDateRange) =>
  queryOptions({
    queryKey: [...CONTRACTS_QUERY_KEY, 'income', token, language, range],
    queryFn: () => getIncome(range),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function useIncome(range: TDateRange) {
  const { token, language } = useAgentQueryScope();
  return useQuery(incomeQueryOptions(token, language, range));
}
