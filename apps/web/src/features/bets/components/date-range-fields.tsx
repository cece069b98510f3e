import { useTranslation } from 'react-i18next';
import { BET_QUERY_MAX_DAYS } from '@platform/contracts/bets';
import { RecordDateFields } from '../../../components/ui/record-filters';
import { SelectField } from '../../../components/ui/select-field';
import {
  DATE_PRESETS,
  type TDatePreset,
  type TDateRangeDraft,
  type TRangeProblem,
} from '../utils/date-range';

type TDateRangeFieldsProps = {
  draft: TDateRangeDraft;
  onChange: (draft: TDateRangeDraft) => void;
  /** The problem of the custom dates, shown under the first date. */
  error: string | null;
  testId: string;
};

/** The period of a record: today, yesterday, the last 7 days, or two dates of the player's choice. */
export function DateRangeFields({ draft, onChange, error, testId }: TDateRangeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={t('bets.filters.period')}
        value={draft.preset}
        onChange={(preset) => onChange({ ...draft, preset: preset as TDatePreset })}
        testId={`${testId}-period`}
      >
        {DATE_PRESETS.map((preset) => (
          <option key={preset} value={preset}>
            {t(`bets.presets.${preset}`)}
          </option>
        ))}
      </SelectField>
      {draft.preset === 'custom' ? (
        <RecordDateFields
          dates={draft}
          onChange={(dates) => onChange({ ...draft, ...dates })}
          startLabel={t('bets.filters.startDate')}
          endLabel={t('bets.filters.endDate')}
          error={error}
          testId={testId}
        />
      ) : null}
    </>
  );
}

/** The text of a custom range's problem, in the page language. */
export function useRangeProblemText() {
  const { t } = useTranslation();
  return (problem: TRangeProblem): string =>
    problem === 'format'
      ? t('validation.dateFormat')
      : problem === 'order'
        ? t('bets.filters.dateOrder')
        : t('bets.filters.tooLong', { days: BET_QUERY_MAX_DAYS });
}
