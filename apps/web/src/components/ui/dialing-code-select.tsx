import { useTranslation } from 'react-i18next';
import type { TCountry } from '../../lib/countries';
import { ChevronDownIcon } from './icons';

type TDialingCodeSelectProps = {
  countries: readonly TCountry[];
  value: string;
  onChange: (value: string) => void;
  testId: string;
};

/**
 * The dialing-code part of a mobile-number field (GET /wps/system/countries). A compact face shows the chosen
 * code ("+52"), so the number gets the rest of the field; the native select over it lists "+52 MX" with the
 * country name as title (keyboard and screen readers use the select).
 */
export function DialingCodeSelect({ countries, value, onChange, testId }: TDialingCodeSelectProps) {
  const { t } = useTranslation();
  return (
    <span className="field__dialing">
      <span className="field__dialing-face" aria-hidden="true">
        {value || '+'}
        <ChevronDownIcon size={14} />
      </span>
      <select
        className="field__select"
        aria-label={t('fields.dialingCode')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      >
        {countries.length === 0 ? <option value="">+</option> : null}
        {countries.map((country) => (
          <option key={country.countryCode} value={country.countryDialingCode} title={country.name}>
            {`${country.countryDialingCode} ${country.countryCode}`}
          </option>
        ))}
      </select>
    </span>
  );
}
