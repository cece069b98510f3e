import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MONEY_LEDGER_KINDS } from '@platform/contracts/wallet';
import { EmptyState } from '../../../components/ui/empty-state';
import { FileIcon } from '../../../components/ui/icons';
import { RecordDateFields, RecordFilters, RecordSelect } from '../../../components/ui/record-filters';
import { RecordResult } from '../../../components/ui/record-result';
import { RecordTable, type TRecordColumn } from '../../../components/ui/record-table';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { useMoney } from '../../../hooks/use-money';
import { brandDate, formatBrandDateTime, shiftDate } from '../../../lib/brand-time';
import {
  useAccountRecord,
  type TAccountRecordQuery,
  type TAccountRecordRow,
} from '../api/get-account-record';

/** The account record opens on the last 7 days, today included, in the brand time zone. */
export const DEFAULT_RECORD_DAYS = 7;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type TFilters = Omit<TAccountRecordQuery, 'pageNo'>;

/** /member/transactionHistory, the account record (spec §2): every movement of the main wallet. */
export function TransactionHistoryPage() {
  const { t, i18n } = useTranslation();
  const zone = useBrandZone();
  const money = useMoney();
  const [draft, setDraft] = useState<TFilters>(() => {
    const endDate = brandDate(new Date(), zone);
    return { startDate: shiftDate(endDate, 1 - DEFAULT_RECORD_DAYS), endDate, kind: null };
  });
  const [query, setQuery] = useState<TAccountRecordQuery>({ ...draft, pageNo: 1 });
  const [dateError, setDateError] = useState<string | null>(null);
  const record = useAccountRecord(query);
  const language = i18n.resolvedLanguage ?? 'es';

  const search = () => {
    if (!DATE.test(draft.startDate) || !DATE.test(draft.endDate)) {
      setDateError(t('validation.dateFormat'));
      return;
    }
    if (draft.startDate > draft.endDate) {
      setDateError(t('wallet.record.dateOrder'));
      return;
    }
    setDateError(null);
    setQuery({ ...draft, pageNo: 1 });
  };

  // A transfer's kind names its direction from the sender's side; the one who receives it reads where it came from.
  const kindLabel = (row: TAccountRecordRow) => {
    if (row.kind === 'TRANSFER_TO_DOWNLINE' && row.amount > 0) return t('records.fromUpline');
    if (row.kind === 'TRANSFER_TO_UPLINE' && row.amount > 0) return t('records.fromDownline');
    return t(`records.kinds.${row.kind}`);
  };

  const columns: TRecordColumn<TAccountRecordRow>[] = [
    {
      key: 'time',
      label: t('wallet.record.time'),
      className: 'is-time',
      cell: (row) => {
        // Date over time: the column stays narrow enough for the table to fit beside the menus.
        const [date, time] = formatBrandDateTime(row.time, language, zone).split(', ');
        return (
          <>
            <span className="data-table__date">{date}</span> {time}
          </>
        );
      },
    },
    {
      key: 'kind',
      label: t('wallet.record.kind'),
      cell: (row) => (
        <span className="data-table__cell">
          <span className="data-table__kind">{kindLabel(row)}</span>
          {row.remark ? <span className="data-table__remark">{row.remark}</span> : null}
        </span>
      ),
    },
    {
      key: 'amount',
      label: t('wallet.record.amount'),
      numeric: true,
      className: (row) => (row.amount < 0 ? 'is-debit' : 'is-credit'),
      testId: 'amount',
      cell: (row) => money(row.amount, { signed: true }),
    },
    {
      key: 'balanceAfter',
      label: t('wallet.record.balanceAfter'),
      numeric: true,
      cell: (row) => money(row.balanceAfter),
    },
    {
      key: 'reference',
      label: t('wallet.record.reference'),
      className: 'is-reference',
      cell: (row) =>
        row.reference ? (
          <span className="data-table__reference" title={row.reference}>
            {row.reference}
          </span>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <div className="record-page account-record" data-testid="account-record">
      <RecordFilters
        onSearch={search}
        searchLabel={t('wallet.record.search')}
        testId="record"
        className="account-record-filters"
      >
        <RecordDateFields
          dates={draft}
          onChange={(dates) => setDraft((current) => ({ ...current, ...dates }))}
          startLabel={t('wallet.record.startDate')}
          endLabel={t('wallet.record.endDate')}
          error={dateError}
          testId="record"
        />
        <RecordSelect
          label={t('wallet.record.kind')}
          value={draft.kind}
          onChange={(kind) => setDraft((current) => ({ ...current, kind }))}
          allLabel={t('wallet.record.allKinds')}
          options={MONEY_LEDGER_KINDS.map((kind) => ({ value: kind, label: t(`records.kinds.${kind}`) }))}
          testId="record-kind"
        />
      </RecordFilters>

      <RecordResult
        query={record}
        isEmpty={(page) => page.content.length === 0}
        empty={
          <EmptyState icon={<FileIcon size={32} />} text={t('wallet.record.empty')} testId="record-empty" />
        }
        errorTestId="record-error"
        retry
      >
        {(page) => (
          <section className="card data-card" aria-label={t('wallet.record.tableLabel')}>
            <p className="data-card__meta" data-testid="record-total">
              {t('wallet.record.total', { count: page.totalElements })}
            </p>
            <RecordTable
              columns={columns}
              rows={page.content}
              rowKey={(row) => row.id}
              rowTestId="record-row"
              testId="record-table"
              stale={record.isPlaceholderData}
              pager={{
                page: page.pageNum,
                totalPages: page.totalPages,
                busy: record.isFetching,
                onChange: (pageNo) => setQuery((current) => ({ ...current, pageNo })),
                testId: 'record-pager',
              }}
            />
          </section>
        )}
      </RecordResult>
    </div>
  );
}
