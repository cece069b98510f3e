import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_MAX_DAYS } from '@platform/contracts/agent-reports';
import { RecordDateFields, RecordFilters } from '../../../components/ui/record-filters';
import { SelectField } from '../../../components/ui/select-field';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { brandDate } from '../../../lib/brand-time';
import {
  PERIODS,
  periodRange,
  rangeProblem,
  type TPeriod,
  type TPeriodDraft,
  type TRangeProblem,
} from '../utils/period';

/** The text of a custom range's problem, in the page language. */
export function useRangeProblemText() {
  const { t } = useTranslation();
  return (problem: TRangeProblem): string =>
    problem === 'format'
      ? t('validation.dateFormat')
      : problem === 'order'
        ? t('agent.period.dateOrder')
        : t('agent.period.tooLong', { days: REPORT_MAX_DAYS });
}

type TPeriodFieldsProps = {
  draft: TPeriodDraft;
  onChange: (draft: TPeriodDraft) => void;
  error: string | null;
  testId: string;
};

/** The period select (today … last month, custom) and, for a custom range, its two dates. */
export function PeriodFields({ draft, onChange, error, testId }: TPeriodFieldsProps) {
  const { t } = useTranslation();
  const zone = useBrandZone();
  const choose = (value: string) => {
    const period = value as TPeriod;
    // A custom range starts from the dates of the preset it replaces.
    if (period === 'custom') onChange({ ...draft, period });
    else onChange({ period, ...periodRange(period, brandDate(new Date(), zone)) });
  };
  return (
    <>
      <SelectField
        label={t('agent.period.label')}
        value={draft.period}
        onChange={choose}
        testId={`${testId}-period`}
      >
        {PERIODS.map((period) => (
          <option key={period} value={period}>
            {t(`agent.period.presets.${period}`)}
          </option>
        ))}
      </SelectField>
      {draft.period === 'custom' ? (
        <RecordDateFields
          dates={draft}
          onChange={(dates) => onChange({ ...draft, ...dates })}
          startLabel={t('agent.period.startDate')}
          endLabel={t('agent.period.endDate')}
          error={error}
          testId={testId}
        />
      ) : null}
    </>
  );
}

type TReportFiltersProps<TExtra> = {
  /** The period and the pane's other filters as the address holds them. */
  initial: { period: TPeriodDraft; extra: TExtra };
  /** A valid search: the pane puts it in the address. */
  onSearch: (period: TPeriodDraft, extra: TExtra) => void;
  /** The pane's other fields, bound to their draft. */
  fields?: (extra: TExtra, change: (next: Partial<TExtra>) => void) => ReactNode;
  testId: string;
  className?: string;
};

/**
 * A report's filter bar: the period and the pane's own fields as a draft, checked and handed over on
 * "search". Keyed by the applied search, it starts again from the address when that changes (back button).
 */
export function ReportFilters<TExtra extends object>({
  initial,
  onSearch,
  fields,
  testId,
  className,
}: TReportFiltersProps<TExtra>) {
  const { t } = useTranslation();
  const problemText = useRangeProblemText();
  const [period, setPeriod] = useState(initial.period);
  const [extra, setExtra] = useState(initial.extra);
  const [error, setError] = useState<string | null>(null);
  const search = () => {
    const problem = period.period === 'custom' ? rangeProblem(period, REPORT_MAX_DAYS) : null;
    if (problem) {
      setError(problemText(problem));
      return;
    }
    setError(null);
    onSearch(period, extra);
  };
  return (
    <RecordFilters
      className={`agent-filters${className ? ` ${className}` : ''}`}
      onSearch={search}
      searchLabel={t('agent.filters.search')}
      testId={testId}
    >
      <PeriodFields draft={period} onChange={setPeriod} error={error} testId={testId} />
      {fields?.(extra, (next) => setExtra((current) => ({ ...current, ...next })))}
    </RecordFilters>
  );
}
