import type { ReactNode } from 'react';
import { Pager } from './pager';

export type TRecordColumn<TRow> = {
  key: string;
  /** The heading, and the cell's label where the table turns into one card per row. */
  label: string;
  /** What the heading shows when it is more than the label (a second line). */
  heading?: ReactNode;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
  /** false: the cell goes without its label in the card layout; its content says what it is. */
  labelled?: boolean;
  className?: string | ((row: TRow) => string);
  /** `<row's test id>-<testId>` on the cell. */
  testId?: string;
  cell: (row: TRow) => ReactNode;
};

type TRecordTableProps<TRow> = {
  columns: readonly TRecordColumn<TRow>[];
  rows: readonly TRow[];
  rowKey: (row: TRow) => string;
  /** `<rowTestId>-<row's key>` on each row. */
  rowTestId: string;
  /** The table's own classes beside `data-table`. */
  className?: string;
  testId?: string;
  /** Showing the previous page while the next one loads. */
  stale?: boolean;
  /** The record's pages, under the table. */
  pager?: {
    page: number;
    totalPages: number;
    busy: boolean;
    onChange: (page: number) => void;
    testId: string;
  };
};

function classes(...names: (string | false | undefined)[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}

/** The table of a member-centre record, one row per entry, with its pager. */
export function RecordTable<TRow>({
  columns,
  rows,
  rowKey,
  rowTestId,
  className,
  testId,
  stale = false,
  pager,
}: TRecordTableProps<TRow>) {
  return (
    <>
      <div className={classes('table-wrap', stale && 'is-stale')}>
        <table className={classes('data-table', className)} data-testid={testId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={classes(column.numeric && 'is-number')}>
                  {column.heading ?? column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const id = `${rowTestId}-${rowKey(row)}`;
              return (
                <tr key={rowKey(row)} data-testid={id}>
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      data-label={column.labelled === false ? undefined : column.label}
                      className={classes(
                        column.numeric && 'is-number',
                        typeof column.className === 'function' ? column.className(row) : column.className,
                      )}
                      data-testid={column.testId ? `${id}-${column.testId}` : undefined}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pager ? <Pager {...pager} /> : null}
    </>
  );
}
