import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZProfitReplySchema, type TProfitReply } from '@platform/contracts/bets';
import type { TLanguage } from '@platform/contracts/i18n';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toLanguage } from '../../../lib/i18n';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-balance';
import { useAppStore } from '../../../stores/app-store';
import type { TDateRange } from '../utils/date-range';

export const PROFIT_PATH = '/wps/game/profit';

const ZProfitSchema = ZProfitReplySchema.shape.value;

/** GET /wps/game/profit: the member's settled results in a date range, by category and by day, with totals. */
export async function getProfit(range: TDateRange, language: TLanguage): Promise<TProfitReply> {
  return ZProfitSchema.parse(
    await api.get<unknown>(PROFIT_PATH, {
      query: { startDate: range.startDate, endDate: range.endDate, language },
    }),
  );
}

export const profitQueryOptions = (token: string | null, language: TLanguage, range: TDateRange) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'profit', token, language, range],
    queryFn: () => getProfit(range, language),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function useProfit(range: TDateRange) {
  const token = useAppStore((state) => state.token);
  const { i18n } = useTranslation();
  return useQuery(profitQueryOptions(token, toLanguage(i18n.resolvedLanguage), range));
}
