import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ZCaptchaValueSchema } from '@platform/contracts/identity';
import { useThrottle } from '../../../hooks/use-throttle';
import { api } from '../../../lib/api-client';

export const CAPTCHA_PATH = '/wps/captcha';
/** spec §5, §9: the captcha image refreshes at most once per second. */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1_000;

export type TCaptcha = ReturnType<typeof ZCaptchaValueSchema.parse>;

export async function getCaptcha(): Promise<TCaptcha> {
  return ZCaptchaValueSchema.parse(await api.get<unknown>(CAPTCHA_PATH));
}

/** Each `round` is a new captcha (they are single use), never served from cache. */
export const captchaQueryOptions = (round: number) =>
  queryOptions({ queryKey: ['captcha', round], queryFn: getCaptcha, staleTime: Infinity, gcTime: 0 });

/**
 * The captcha of a form while it is shown: `refresh` (the button, throttled to once per second) and
 * `renew` (after a failed submit, since a captcha is used up by it).
 */
export function useCaptcha(enabled: boolean) {
  const [round, setRound] = useState(0);
  const mayRefresh = useThrottle(CAPTCHA_REFRESH_THROTTLE_MS);
  const query = useQuery({ ...captchaQueryOptions(round), enabled });
  const renew = useCallback(() => setRound((current) => current + 1), []);
  const refresh = useCallback(() => {
    if (mayRefresh()) renew();
  }, [mayRefresh, renew]);
  return {
    captcha: query.data ?? null,
    loading: query.isFetching,
    failed: query.isError,
    failure: query.error,
    refresh,
    renew,
  };
}
