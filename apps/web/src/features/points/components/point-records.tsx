import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPointRecord, TPointRecordStatus } from '@platform/contracts/loyalty';
import { EmptyState } from '../../../components/ui/empty-state';
import { FileIcon } from '../../../components/ui/icons';
import { RecordTable, type TRecordColumn } from '../../../components/ui/record-table';
import { StatusBadge, type TStatusTone } from '../../../components/ui/status-badge';
import { useBrandFormat } from '../../../hooks/use-brand-format';
import { useMoney } from '../../../hooks/use-money';
import { usePointRecords, type TPointRecordView } from '../api/get-point-records';
import { QueryState } from '../../../components/ui/query-state';
import { formatPoints } from '../utils/format-points';

const STATUS_TONE: Record<TPointRecordStatus, TStatusTone> = {
  DONE: 'success',
  IN_PROCESS: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

/** Points records (spec §3): date in the brand's zone, type, ± points, amount, status (spec §4), remark. */
export function PointRecords({ view }: { view: TPointRecordView }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const format = useBrandFormat();
  const [page, setPage] = useState(1);
  const records = usePointRecords(view, page);
  const number = (value: number) => formatPoints(value, i18n.resolvedLanguage);
  const value = records.data;
  const testId = `point-records-${view.toLowerCase()}`;

  if (!value) return <QueryState error={records.error} onRetry={() => void records.refetch()} />;
  if (value.content.length === 0) {
    return (
      <EmptyState
        icon={<FileIcon size={28} />}
        text={view === 'SPEND' ? t('loyalty.records.emptySpend') : t('loyalty.records.empty')}
        testId={`${testId}-empty`}
      />
    );
  }

  const columns: TRecordColumn<TPointRecord>[] = [
    { key: 'date', label: t('loyalty.records.date'), cell: (row) => format.dateTime(row.createdAt) },
    {
      key: 'type',
      label: t('loyalty.records.type'),
      testId: 'type',
      cell: (row) => (
        <span className="point-records__type">
          {t(`loyalty.recordTypes.${row.type}`)}
          {row.rewardName ? <span className="point-records__reward">{row.rewardName}</span> : null}
        </span>
      ),
    },
    {
      key: 'points',
      label: t('loyalty.records.points'),
      numeric: true,
      testId: 'points',
      className: (row) => (row.points >= 0 ? 'is-positive' : 'is-negative'),
      cell: (row) => `${row.points > 0 ? '+' : row.points < 0 ? '−' : ''}${number(Math.abs(row.points))}`,
    },
    {
      key: 'amount',
      label: t('loyalty.records.amount'),
      numeric: true,
      testId: 'amount',
      cell: (row) => (row.amount === null ? '—' : money(row.amount)),
    },
    {
      key: 'status',
      label: t('loyalty.records.status'),
      testId: 'status',
      cell: (row) => (
        <StatusBadge tone={STATUS_TONE[row.status]}>{t(`loyalty.statuses.${row.status}`)}</StatusBadge>
      ),
    },
    { key: 'remark', label: t('loyalty.records.remark'), cell: (row) => row.remark || '—' },
  ];

  return (
    <RecordTable
      columns={columns}
      rows={value.content}
      rowKey={(row) => row.id}
      rowTestId="point-record"
      className="point-records"
      testId={testId}
      stale={records.isPlaceholderData}
      pager={{
        page: value.pageNum,
        totalPages: value.totalPages,
        busy: records.isFetching,
        onChange: setPage,
        testId: `${testId}-pager`,
      }}
    />
  );
}
