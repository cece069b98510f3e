import { useTranslation } from 'react-i18next';
import type { TCountry } from '../../lib/countries';

type TDialingCodeSelectProps = {
  countries: readonly TCountry[];
  value: string;
  onChange: (value: string) => void;
  testId: string;
};

/** The dialing-code part of a mobile-number field (GET /wps/system/countries): "+52 MX", the name as title. */
export function DialingCodeSelect({ countries, value, onChange, testId }: TDialingCodeSelectProps) {
  const { t } = useTranslation();
  return (
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
  );
}
