import { useTranslation } from 'react-i18next';
import {
  SETTLEMENT_STATUSES,
  type TContractType,
  type TSettlementStatus,
} from '@platform/contracts/agent-contracts';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ChartIcon } from '../../../../components/ui/icons';
import { RecordSelect } from '../../../../components/ui/record-filters';
import { RecordResult } from '../../../../components/ui/record-result';
import { useBrandZone } from '../../../../hooks/use-brand-zone';
import { useMoney } from '../../../../hooks/use-money';
import { brandDate, shiftDate } from '../../../../lib/brand-time';
import { useContractRecords, type TContractRecordQuery } from '../../api/get-contract-records';
import { readChoice, readPage, usePaneSearch } from '../../hooks/use-pane-search';
import { periodQuery, readPeriod, resolvePeriod, type TPeriodDraft } from '../../utils/period';
import { ReportFilters } from '../period-fields';
import { ReportRange } from '../report-range';
import { TotalsStrip } from '../totals-strip';
import { ContractRecordsTable } from './contract-records-table';

/** Records open on the last 30 days (the server's default range) until another period is chosen. */
export function readRecordsPeriod(params: URLSearchParams, today: string): TPeriodDraft {
  if (params.has('period')) return readPeriod(params, today);
  return { period: 'custom', startDate: shiftDate(today, -29), endDate: today };
}

type TExtra = { status: TSettlementStatus | null };

/** A contract type's settlement records: the period and status filters, the totals, the table. */
export function ContractRecords({ type }: { type: TContractType }) {
  const { t } = useTranslation();
  const money = useMoney();
  const zone = useBrandZone();
  const [params, update] = usePaneSearch();
  const today = brandDate(new Date(), zone);
  const period = readRecordsPeriod(params, today);
  const status = readChoice(params, 'status', SETTLEMENT_STATUSES);
  const query: TContractRecordQuery = {
    type,
    ...resolvePeriod(period, today),
    status,
    pageNo: readPage(params),
  };
  const records = useContractRecords(query);

  return (
    <section
      className="contract-records-section"
      aria-labelledby="contract-records-title"
      data-testid="contract-records"
    >
      <h2 className="contract-section__title" id="contract-records-title">
        {t('agent.contracts.records.title')}
      </h2>
      <ReportFilters<TExtra>
        key={params.toString()}
        initial={{ period, extra: { status } }}
        onSearch={(next, extra) => update({ ...periodQuery(next), status: extra.status, page: null })}
        fields={(extra, change) => (
          <RecordSelect
            label={t('agent.contracts.records.status')}
            value={extra.status}
            onChange={(value) => change({ status: value })}
            allLabel={t('agent.filters.allStatuses')}
            options={SETTLEMENT_STATUSES.map((value) => ({
              value,
              label: t(`agent.contracts.settlementStatuses.${value}`),
            }))}
            testId="contract-records-status"
          />
        )}
        testId="contract-records"
      />
      <RecordResult
        query={records}
        isEmpty={() => false}
        empty={null}
        errorTestId="contract-records-error"
        retry
      >
        {(page) => (
          <div className={`agent-report${records.isPlaceholderData ? ' is-stale' : ''}`}>
            <ReportRange startDate={page.startDate} endDate={page.endDate} testId="contract-records-range" />
            <TotalsStrip
              label={t('agent.totals.label')}
              testId="contract-records-totals-strip"
              items={[
                {
                  key: 'paid',
                  label: t('agent.contracts.records.paid'),
                  value: money(page.totals.paid),
                  tone: 'is-credit',
                },
                { key: 'gross', label: t('agent.contracts.records.gross'), value: money(page.totals.gross) },
                {
                  key: 'downlineTotal',
                  label: t('agent.contracts.records.downlines'),
                  value: money(-page.totals.downlineTotal),
                },
                {
                  key: 'validBet',
                  label: t('agent.contracts.records.validBet'),
                  value: money(page.totals.validBet),
                },
                ...(type === 'DIVIDEND'
                  ? [
                      {
                        key: 'loss',
                        label: t('agent.contracts.records.loss'),
                        value: money(page.totals.loss),
                      },
                    ]
                  : []),
              ]}
            />
            <section
              className="card data-card agent-table-card contract-records-card"
              aria-label={t('agent.contracts.records.title')}
            >
              {page.content.length === 0 ? (
                <EmptyState
                  icon={<ChartIcon size={28} />}
                  text={t('agent.contracts.records.empty')}
                  testId="contract-records-empty"
                />
              ) : (
                <ContractRecordsTable
                  type={type}
                  page={page}
                  stale={records.isPlaceholderData}
                  busy={records.isFetching}
                  onPage={(next) => update({ page: next > 1 ? next : null })}
                />
              )}
            </section>
          </div>
        )}
      </RecordResult>
    </section>
  );
}
