import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PHONE_AUTH_COUNTDOWN_SECONDS,
  PHONE_AUTH_RETRY_WAIT_SECONDS,
} from '@platform/contracts/sign-in-providers';
import type { TSendRefusal } from '../../../components/ui/send-code-button';
import {
  formatWait,
  isTooManyRequests,
  phoneAuthMessageOf,
  toE164,
  type TPhoneAuthFlow,
} from '../utils/sign-in-providers';

/**
 * The SMS code through a third-party phone-auth provider (whitelabel PHONEAUTH3): the send button counts
 * down 1 minute (spec §4: "firebase sms: 1 minute", not 60 × expiredMinutes), refusals read as the spec's
 * phone-auth messages (§8), and "too many requests" keeps the button disabled for 5 minutes (§9).
 */
export function usePhoneAuth(flow: TPhoneAuthFlow | null) {
  const { t } = useTranslation();
  return useMemo(() => {
    if (!flow) return null;
    const messageOf = (error: unknown) => t(`signInProviders.phoneAuth.${phoneAuthMessageOf(error)}`);
    const sendRefusal: TSendRefusal = {
      text: messageOf,
      waitSeconds: (error) => (isTooManyRequests(error) ? PHONE_AUTH_RETRY_WAIT_SECONDS : null),
      waitLabel: (secondsLeft) => t('signInProviders.retryIn', { time: formatWait(secondsLeft) }),
    };
    return {
      flow,
      messageOf,
      sendRefusal,
      /** Texts the code; the countdown is 1 minute whatever the provider's code lifetime. */
      send: async (to: { mobileNum: string; countryDialingCode: string }) => {
        await flow.sendCode(toE164(to.countryDialingCode, to.mobileNum));
        return { expiredMinutes: 1, resendInSeconds: PHONE_AUTH_COUNTDOWN_SECONDS };
      },
    };
  }, [flow, t]);
}

export type TPhoneAuth = NonNullable<ReturnType<typeof usePhoneAuth>>;
