import { useTranslation } from 'react-i18next';
import type { TIncomeReport } from '@platform/contracts/agent-contracts';
import { WalletIcon } from '../../../../components/ui/icons';
import { RecordResult } from '../../../../components/ui/record-result';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useBrandZone } from '../../../../hooks/use-brand-zone';
import { useMoney } from '../../../../hooks/use-money';
import { brandDate, formatDay } from '../../../../lib/brand-time';
import { useIncome } from '../../api/get-income';
import { usePaneSearch } from '../../hooks/use-pane-search';
import { periodQuery, resolvePeriod } from '../../utils/period';
import { ReportFilters } from '../period-fields';
import { ReportRange } from '../report-range';
import { TotalsStrip } from '../totals-strip';
import { readRecordsPeriod } from './contract-records';
import '../../../../styles/contracts.css';

const KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary', 'rebate'] as const;
type TRow = TIncomeReport['rows'][number];

/** agentRevenueReport ("my income"): what the agent was paid per day, by kind, with the totals. */
export function IncomePane() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const zone = useBrandZone();
  const language = i18n.resolvedLanguage ?? 'es';
  const [params, update] = usePaneSearch();
  const today = brandDate(new Date(), zone);
  const period = readRecordsPeriod(params, today);
  const income = useIncome(resolvePeriod(period, today));
  const amount = (value: number) =>
    value === 0 ? <span className="is-muted">{money(0)}</span> : money(value);

  return (
    <div className="agent-pane-body" data-testid="income">
      <ReportFilters<object>
        key={params.toString()}
        initial={{ period, extra: {} }}
        onSearch={(next) => update(periodQuery(next))}
        testId="income"
      />
      <RecordResult query={income} isEmpty={() => false} empty={null} errorTestId="income-error" retry>
        {(report) => (
          <div className={`agent-report${income.isPlaceholderData ? ' is-stale' : ''}`}>
            <ReportRange startDate={report.startDate} endDate={report.endDate} testId="income-range" />
            <TotalsStrip
              label={t('agent.totals.label')}
              testId="income-totals"
              items={[
                {
                  key: 'total',
                  label: t('agent.income.total'),
                  value: money(report.totals.total),
                  tone: 'is-credit',
                },
                ...KINDS.map((kind) => ({
                  key: kind,
                  label: t(`agent.income.${kind}`),
                  value: money(report.totals[kind]),
                })),
              ]}
            />
            <section className="card data-card agent-table-card" aria-label={t('agent.income.tableLabel')}>
              {report.rows.length === 0 ? (
                <EmptyState
                  icon={<WalletIcon size={28} />}
                  text={t('agent.income.empty')}
                  testId="income-empty"
                />
              ) : (
                <div
                  className={`table-wrap contract-records__wrap${income.isPlaceholderData ? ' is-stale' : ''}`}
                >
                  <table className="data-table contract-records contract-income" data-testid="income-table">
                    <thead>
                      <tr>
                        <th scope="col" className="contract-records__period">
                          {t('agent.income.day')}
                        </th>
                        {KINDS.map((kind) => (
                          <th key={kind} scope="col" className="is-number">
                            {t(`agent.income.${kind}`)}
                          </th>
                        ))}
                        <th scope="col" className="is-number">
                          {t('agent.income.dayTotal')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.rows.map((row: TRow) => (
                        <tr key={row.day} data-testid={`income-row-${row.day}`}>
                          <th scope="row" className="contract-records__period">
                            {formatDay(row.day, language)}
                          </th>
                          {KINDS.map((kind) => (
                            <td
                              key={kind}
                              className="is-number"
                              data-testid={`income-row-${row.day}-${kind}`}
                            >
                              {amount(row[kind])}
                            </td>
                          ))}
                          <td
                            className="is-number contract-records__paid"
                            data-testid={`income-row-${row.day}-total`}
                          >
                            {money(row.total)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr data-testid="income-totals-row">
                        <th scope="row" className="contract-records__period">
                          {t('agent.contracts.records.totals')}
                        </th>
                        {KINDS.map((kind) => (
                          <td key={kind} className="is-number">
                            {money(report.totals[kind])}
                          </td>
                        ))}
                        <td className="is-number contract-records__paid" data-testid="income-total">
                          {money(report.totals.total)}
                        </td>
                      </tr>
                    </tfoot>
                  </table>
                </div>
              )}
            </section>
          </div>
        )}
      </RecordResult>
    </div>
  );
}
