import { useState } from 'react';
import { useCountries } from '../lib/countries';
import { useAppStore } from '../stores/app-store';

/**
 * The dialing code of a mobile-number field: the visitor's choice, else the code of the country the
 * server located them in, else the first country of the list.
 */
export function useDialingCode() {
  const { data: countries = [] } = useCountries();
  const country = useAppStore((state) => state.location?.country);
  const [chosen, setChosen] = useState<string | null>(null);
  const fallback =
    countries.find((entry) => entry.countryCode === country)?.countryDialingCode ??
    countries[0]?.countryDialingCode ??
    '';
  return { countries, dialingCode: chosen ?? fallback, setDialingCode: setChosen };
}
