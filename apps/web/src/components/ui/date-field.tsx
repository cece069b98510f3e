import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, parseCalendarDate } from '../../lib/brand-time';
import { FieldShell } from './field-shell';
import { Icon } from './icons';

type TDateFieldProps = {
  label: string;
  /** `yyyy-MM-dd`; while the typed text is not a whole date, that text ('' when empty), which no date check passes. */
  value: string;
  onChange: (value: string) => void;
  testId: string;
  min?: string;
  max?: string;
  required?: boolean;
  error?: string | null;
  autoComplete?: string;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Digits typed in any way as `dd/mm/aaaa` (the separators come by themselves); a pasted `yyyy-MM-dd` too. */
function maskDate(text: string, language: string): string {
  if (ISO_DATE.test(text.trim())) return formatCalendarDate(text.trim(), language);
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/**
 * A date shown and typed in the page language's order (`dd/mm/aaaa` in Spanish), whatever the browser's
 * locale, which a native date input would follow; the button opens the browser's calendar.
 */
export function DateField({
  label,
  value,
  onChange,
  testId,
  min,
  max,
  required = false,
  error,
  autoComplete,
}: TDateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  const [text, setText] = useState(() => (value ? formatCalendarDate(value, language) : ''));
  const pickerRef = useRef<HTMLInputElement>(null);

  // A value set from outside (a preset period, a reset) or another language shows anew; a value the
  // typing itself produced leaves the text as typed.
  const [shown, setShown] = useState({ value, language });
  if (shown.value !== value || shown.language !== language) {
    setShown({ value, language });
    const typed = parseCalendarDate(text, language) === value || (value !== '' && !ISO_DATE.test(value));
    if (!typed) setText(value ? formatCalendarDate(value, language) : '');
  }

  const type = (typed: string) => {
    const next = maskDate(typed, language);
    setText(next);
    onChange(parseCalendarDate(next, language) || next);
  };

  const openCalendar = () => {
    const picker = pickerRef.current;
    if (!picker) return;
    try {
      picker.showPicker();
    } catch {
      picker.focus();
    }
  };

  return (
    <FieldShell label={label} testId={testId} required={required} error={error}>
      {({ id, aria }) => (
        <div className="field__control date-field">
          <input
            {...aria}
            id={id}
            className="field__input"
            inputMode="numeric"
            autoComplete={autoComplete ?? 'off'}
            placeholder={t('records.datePlaceholder')}
            value={text}
            onChange={(event) => type(event.target.value)}
            data-testid={testId}
          />
          <button
            type="button"
            className="field__adornment"
            aria-label={t('records.openCalendar')}
            onClick={openCalendar}
            data-testid={`${testId}-calendar`}
          >
            <Icon size={18}>
              <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
              <path d="M3.5 10h17M8 3v4M16 3v4" />
            </Icon>
          </button>
          <input
            ref={pickerRef}
            type="date"
            className="date-field__picker"
            tabIndex={-1}
            aria-hidden="true"
            value={ISO_DATE.test(value) ? value : ''}
            min={min}
            max={max}
            onChange={(event) => {
              if (event.target.value) onChange(event.target.value);
            }}
          />
        </div>
      )}
    </FieldShell>
  );
}
