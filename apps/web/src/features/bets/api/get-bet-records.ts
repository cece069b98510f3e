import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZBetRecordReplySchema, type TBetStatus } from '@platform/contracts/bets';
import type { TGameCategory } from '@platform/contracts/categories';
import type { TLanguage } from '@platform/contracts/i18n';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toLanguage } from '../../../lib/i18n';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-balance';
import { useAppStore } from '../../../stores/app-store';

export const BET_RECORDS_PATH = '/wps/game/betRecords';
export const BET_RECORDS_PAGE_SIZE = 20;

const ZBetRecordPageSchema = ZBetRecordReplySchema.shape.value;
export type TBetRecordPage = ReturnType<typeof ZBetRecordPageSchema.parse>;

export type TBetRecordQuery = {
  /** yyyy-MM-dd in the brand time zone, inclusive. */
  startDate: string;
  endDate: string;
  gameType: TGameCategory | null;
  vassalage: string | null;
  status: TBetStatus | null;
  pageNo: number;
};

/** GET /wps/game/betRecords: the member's rounds in a date range, filtered, paged, with the range's totals. */
export async function getBetRecords(query: TBetRecordQuery, language: TLanguage): Promise<TBetRecordPage> {
  return ZBetRecordPageSchema.parse(
    await api.get<unknown>(BET_RECORDS_PATH, {
      query: {
        startDate: query.startDate,
        endDate: query.endDate,
        gameType: query.gameType ?? undefined,
        vassalage: query.vassalage ?? undefined,
        status: query.status ?? undefined,
        pageNo: query.pageNo,
        pageSize: BET_RECORDS_PAGE_SIZE,
        language,
      },
    }),
  );
}

/** Under the wallet key: whatever moves money (a round played) refreshes the record too. */
export const betRecordsQueryOptions = (token: string | null, language: TLanguage, query: TBetRecordQuery) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'bet-records', token, language, query],
    queryFn: () => getBetRecords(query, language),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function useBetRecords(query: TBetRecordQuery) {
  const token = useAppStore((state) => state.token);
  const { i18n } = useTranslation();
  return useQuery(betRecordsQueryOptions(token, toLanguage(i18n.resolvedLanguage), query));
}
