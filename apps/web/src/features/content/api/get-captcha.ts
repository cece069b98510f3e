import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ZCaptchaValueSchema } from '@platform/contracts/identity';
import { useThrottle } from '../../../hooks/use-throttle';
import { api } from '../../../lib/api-client';

export const CAPTCHA_PATH = '/wps/captcha';
/** spec §5, §9: the captcha image refreshes at most once per second. */
const CAPTCHA_REFRESH_THROTTLE_MS = 1_000;

export type TCaptcha = ReturnType<typeof ZCaptchaValueSchema.parse>;

export async function getCaptcha(): Promise<TCaptcha> {
  return ZCaptchaValueSchema.parse(await api.get<unknown>(CAPTCHA_PATH));
}

const captchaQueryOptions = (round: number) =>
  queryOptions({
    queryKey: ['content', 'captcha', round],
    queryFn: getCaptcha,
    staleTime: Infinity,
    gcTime: 0,
  });

/**
 * The feedback form's captcha: `refresh` (the button, once per second at most) and `renew` (after a
 * refused submit, since the server uses a captcha up).
 */
export function useFeedbackCaptcha() {
  const [round, setRound] = useState(0);
  const mayRefresh = useThrottle(CAPTCHA_REFRESH_THROTTLE_MS);
  const query = useQuery(captchaQueryOptions(round));
  const renew = useCallback(() => setRound((current) => current + 1), []);
  const refresh = useCallback(() => {
    if (mayRefresh()) renew();
  }, [mayRefresh, renew]);
  return { captcha: query.data ?? null, loading: query.isFetching, failure: query.error, refresh, renew };
}
