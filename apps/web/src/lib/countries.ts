import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCountriesReplySchema, type ZCountrySchema } from '@platform/contracts/identity';
import { api } from './api-client';

export const COUNTRIES_PATH = '/wps/system/countries';

export type TCountry = ReturnType<typeof ZCountrySchema.parse>;

export async function getCountries(): Promise<TCountry[]> {
  return ZCountriesReplySchema.shape.value.parse(await api.get<unknown>(COUNTRIES_PATH));
}

/** Country dialing codes hardly ever change: fetched once per visit. */
export const countriesQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'countries'], queryFn: getCountries, staleTime: Infinity });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
