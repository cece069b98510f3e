import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { RecordTable, type TRecordColumn } from '../../../components/ui/record-table';

type TReportTableCardProps<TRow> = {
  /** The pane's name, for the section's label. */
  label: string;
  icon: ReactNode;
  /** `<testId>-empty`, `<testId>-table`, `<testId>-pager`. */
  testId: string;
  rowTestId: string;
  className: string;
  columns: readonly TRecordColumn<TRow>[];
  page: { content: TRow[]; pageNum: number; totalPages: number };
  rowKey: (row: TRow) => string;
  /** The query behind the page: placeholder data greys the table while the next page loads. */
  query: { isPlaceholderData: boolean; isFetching: boolean };
  onPage: (page: number) => void;
};

/** The table card of a team report (team betting, user loss, account details): rows with a pager, or empty. */
export function ReportTableCard<TRow>({
  label,
  icon,
  testId,
  rowTestId,
  className,
  columns,
  page,
  rowKey,
  query,
  onPage,
}: TReportTableCardProps<TRow>) {
  const { t } = useTranslation();
  return (
    <section className="card data-card agent-table-card" aria-label={label}>
      {page.content.length === 0 ? (
        <EmptyState icon={icon} text={t('agent.reports.empty')} testId={`${testId}-empty`} />
      ) : (
        <RecordTable
          columns={columns}
          rows={page.content}
          rowKey={rowKey}
          rowTestId={rowTestId}
          className={className}
          testId={`${testId}-table`}
          stale={query.isPlaceholderData}
          pager={{
            page: page.pageNum,
            totalPages: page.totalPages,
            busy: query.isFetching,
            onChange: onPage,
            testId: `${testId}-pager`,
          }}
        />
      )}
    </section>
  );
}
