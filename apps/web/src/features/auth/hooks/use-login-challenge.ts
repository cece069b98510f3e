import { useState } from 'react';
import type { TLoginChallengeValue } from '@platform/contracts/login-verification';
import { loadLaterTexts } from '../../../lib/i18n';
import { loginChallengeOf } from '../api/login-verification';

/**
 * The extra proof a login may be asked for (401 LOGIN_VERIFICATION_REQUIRED): `catchChallenge` takes a
 * refused login and, when it is a challenge, loads the step's texts (kept out of the start-up bundle) and
 * shows the step; `onVerifying` tells the popup around it.
 */
export function useLoginChallenge(onVerifying?: (verifying: boolean) => void) {
  const [challenge, setChallenge] = useState<TLoginChallengeValue | null>(null);
  const catchChallenge = async (error: unknown): Promise<boolean> => {
    const found = loginChallengeOf(error);
    if (!found) return false;
    await loadLaterTexts();
    setChallenge(found);
    onVerifying?.(true);
    return true;
  };
  const endChallenge = () => {
    setChallenge(null);
    onVerifying?.(false);
  };
  return { challenge, catchChallenge, endChallenge };
}
