import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZAccountRecordReplySchema, type TLedgerKind } from '@platform/contracts/wallet';
import { api } from '../../../lib/api-client';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-balance';
import { useAppStore } from '../../../stores/app-store';

export const ACCOUNT_RECORD_PATH = '/wps/relay/ODSFE2_MemTransDet';
export const ACCOUNT_RECORD_PAGE_SIZE = 20;

const ZAccountRecordPageSchema = ZAccountRecordReplySchema.shape.value;
export type TAccountRecordPage = ReturnType<typeof ZAccountRecordPageSchema.parse>;
export type TAccountRecordRow = TAccountRecordPage['content'][number];

export type TAccountRecordQuery = {
  /** yyyy-MM-dd in the brand time zone, inclusive. */
  startDate: string;
  endDate: string;
  kind: TLedgerKind | null;
  pageNo: number;
};

/** GET ODSFE2_MemTransDet: the account record, filtered by dates and kind, paged. */
export async function getAccountRecord(query: TAccountRecordQuery): Promise<TAccountRecordPage> {
  return ZAccountRecordPageSchema.parse(
    await api.get<unknown>(ACCOUNT_RECORD_PATH, {
      query: {
        startDate: query.startDate,
        endDate: query.endDate,
        kind: query.kind ?? undefined,
        pageNo: query.pageNo,
        pageSize: ACCOUNT_RECORD_PAGE_SIZE,
      },
    }),
  );
}

export const accountRecordQueryOptions = (token: string | null, query: TAccountRecordQuery) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, 'account-record', token, query],
    queryFn: () => getAccountRecord(query),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function useAccountRecord(query: TAccountRecordQuery) {
  const token = useAppStore((state) => state.token);
  return useQuery(accountRecordQueryOptions(token, query));
}
