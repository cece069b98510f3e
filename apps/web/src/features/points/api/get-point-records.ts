import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TLanguage } from '@platform/contracts/i18n';
import { ZPointRecordPageSchema, type TPointRecordPage } from '@platform/contracts/loyalty';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { toLanguage } from '../../../lib/i18n';
import { useAppStore } from '../../../stores/app-store';
import { POINTS_QUERY_KEY } from './keys';

export const POINT_RECORDS_PATH = '/wps/relay/MCS2_getRedeemPointList';
export const POINT_RECORDS_PAGE_SIZE = 10;

export type TPointRecordView = 'ALL' | 'EARN' | 'SPEND';

/** GET MCS2_getRedeemPointList: points records (SPEND is the mall's redeem history), newest first, a page at a time. */
export async function getPointRecords(
  view: TPointRecordView,
  pageNo: number,
  language: TLanguage,
): Promise<TPointRecordPage> {
  return ZPointRecordPageSchema.parse(
    await api.get<unknown>(POINT_RECORDS_PATH, {
      query: { view, pageNo, pageSize: POINT_RECORDS_PAGE_SIZE, lang: language },
    }),
  );
}

export const pointRecordsQueryOptions = (
  token: string | null,
  language: TLanguage,
  view: TPointRecordView,
  pageNo: number,
) =>
  queryOptions({
    queryKey: [...POINTS_QUERY_KEY, 'records', token, language, view, pageNo],
    queryFn: () => getPointRecords(view, pageNo, language),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function usePointRecords(view: TPointRecordView, pageNo: number) {
  const token = useAppStore((state) => state.token);
  const { i18n } = useTranslation();
  return useQuery(pointRecordsQueryOptions(token, toLanguage(i18n.resolvedLanguage), view, pageNo));
}
