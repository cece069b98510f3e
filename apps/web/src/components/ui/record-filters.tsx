import type { FormEvent, ReactNode } from 'react';
import { DateField } from './date-field';
import { SelectField } from './select-field';

type TRecordFiltersProps = {
  onSearch: () => void;
  searchLabel: string;
  /** `<testId>-filters` on the form, `<testId>-search` on its button. */
  testId: string;
  /** The record's own grid of fields, beside `card record-filters`. */
  className?: string;
  children: ReactNode;
};

/** The filter bar above a member-centre record: its fields, then the search button. */
export function RecordFilters({ onSearch, searchLabel, testId, className, children }: TRecordFiltersProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form
      className={`card record-filters${className ? ` ${className}` : ''}`}
      noValidate
      onSubmit={submit}
      data-testid={`${testId}-filters`}
    >
      {children}
      <div className="record-filters__actions">
        <button type="submit" className="button button--primary" data-testid={`${testId}-search`}>
          {searchLabel}
        </button>
      </div>
    </form>
  );
}

type TRecordDates = { startDate: string; endDate: string };

type TRecordDateFieldsProps = {
  dates: TRecordDates;
  /** The date the player changed. */
  onChange: (change: Partial<TRecordDates>) => void;
  startLabel: string;
  endLabel: string;
  /** The problem of the two dates, shown under the first. */
  error: string | null;
  /** `<testId>-start` and `<testId>-end`. */
  testId: string;
};

/** The first and last day of a record's period, each bounding the other's calendar. */
export function RecordDateFields({
  dates,
  onChange,
  startLabel,
  endLabel,
  error,
  testId,
}: TRecordDateFieldsProps) {
  return (
    <>
      <DateField
        label={startLabel}
        value={dates.startDate}
        max={dates.endDate}
        onChange={(startDate) => onChange({ startDate })}
        error={error}
        testId={`${testId}-start`}
      />
      <DateField
        label={endLabel}
        value={dates.endDate}
        min={dates.startDate}
        onChange={(endDate) => onChange({ endDate })}
        testId={`${testId}-end`}
      />
    </>
  );
}

type TRecordSelectProps<TValue extends string> = {
  label: string;
  /** null: no filter, the first option. */
  value: TValue | null;
  onChange: (value: TValue | null) => void;
  /** The first option, which filters nothing ("Todas las categorías"). */
  allLabel: string;
  options: readonly { value: TValue; label: string }[];
  testId: string;
};

/** A record filter that narrows to one value or, on its first option, to none. */
export function RecordSelect<TValue extends string>({
  label,
  value,
  onChange,
  allLabel,
  options,
  testId,
}: TRecordSelectProps<TValue>) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(chosen) => onChange(options.find((option) => option.value === chosen)?.value ?? null)}
      testId={testId}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
