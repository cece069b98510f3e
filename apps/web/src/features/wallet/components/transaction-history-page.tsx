import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_KINDS, type TLedgerKind } from '@platform/contracts/wallet';
import { EmptyState } from '../../../components/ui/empty-state';
import { FileIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { useMoney } from '../../../hooks/use-money';
import { brandDate, formatBrandDateTime, shiftDate } from '../../../lib/brand-time';
import { errorText } from '../../../lib/error-text';
import { useAccountRecord, type TAccountRecordQuery } from '../api/get-account-record';

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

  const search = (event: FormEvent) => {
    event.preventDefault();
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

  const page = record.data;
  return (
    <div className="record-page" data-testid="account-record">
      <form className="card record-filters" noValidate onSubmit={search} data-testid="record-filters">
        <TextField
          label={t('wallet.record.startDate')}
          type="date"
          value={draft.startDate}
          max={draft.endDate}
          onChange={(startDate) => setDraft((current) => ({ ...current, startDate }))}
          error={dateError}
          testId="record-start"
        />
        <TextField
          label={t('wallet.record.endDate')}
          type="date"
          value={draft.endDate}
          min={draft.startDate}
          onChange={(endDate) => setDraft((current) => ({ ...current, endDate }))}
          testId="record-end"
        />
        <SelectField
          label={t('wallet.record.kind')}
          value={draft.kind ?? ''}
          onChange={(value) =>
            setDraft((current) => ({ ...current, kind: value === '' ? null : (value as TLedgerKind) }))
          }
          testId="record-kind"
        >
          <option value="">{t('wallet.record.allKinds')}</option>
          {LEDGER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`wallet.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <div className="record-filters__actions">
          <button type="submit" className="button button--primary" data-testid="record-search">
            {t('wallet.record.search')}
          </button>
        </div>
      </form>

      {!page ? (
        record.isError ? (
          <div className="form__error" role="alert" data-testid="record-error">
            {errorText(record.error)}
            <button type="button" className="link-button" onClick={() => void record.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <div className="spinner-row" role="status">
            <span className="spinner" aria-hidden="true" />
            <span>{t('common.loading')}</span>
          </div>
        )
      ) : page.content.length === 0 ? (
        <EmptyState icon={<FileIcon size={32} />} text={t('wallet.record.empty')} testId="record-empty" />
      ) : (
        <section className="card data-card" aria-label={t('wallet.record.tableLabel')}>
          <p className="data-card__meta" data-testid="record-total">
            {t('wallet.record.total', { count: page.totalElements })}
          </p>
          <div className={`table-wrap${record.isPlaceholderData ? ' is-stale' : ''}`}>
            <table className="data-table" data-testid="record-table">
              <thead>
                <tr>
                  <th scope="col">{t('wallet.record.time')}</th>
                  <th scope="col">{t('wallet.record.kind')}</th>
                  <th scope="col" className="is-number">
                    {t('wallet.record.amount')}
                  </th>
                  <th scope="col" className="is-number">
                    {t('wallet.record.balanceAfter')}
                  </th>
                  <th scope="col">{t('wallet.record.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {page.content.map((row) => (
                  <tr key={row.id} data-testid={`record-row-${row.id}`}>
                    <td data-label={t('wallet.record.time')} className="is-time">
                      {formatBrandDateTime(row.time, language, zone)}
                    </td>
                    <td data-label={t('wallet.record.kind')}>
                      <span className="data-table__cell">
                        <span className="data-table__kind">{t(`wallet.kinds.${row.kind}`)}</span>
                        {row.remark ? <span className="data-table__remark">{row.remark}</span> : null}
                      </span>
                    </td>
                    <td
                      data-label={t('wallet.record.amount')}
                      className={`is-number ${row.amount < 0 ? 'is-debit' : 'is-credit'}`}
                      data-testid={`record-row-${row.id}-amount`}
                    >
                      {money(row.amount, { signed: true })}
                    </td>
                    <td data-label={t('wallet.record.balanceAfter')} className="is-number">
                      {money(row.balanceAfter)}
                    </td>
                    <td data-label={t('wallet.record.reference')} className="is-reference">
                      {row.reference ?? '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={page.pageNum}
            totalPages={page.totalPages}
            busy={record.isFetching}
            onChange={(pageNo) => setQuery((current) => ({ ...current, pageNo }))}
            testId="record-pager"
          />
        </section>
      )}
    </div>
  );
}
