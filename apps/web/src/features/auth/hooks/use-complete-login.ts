import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TLoginValue } from '@platform/contracts/identity';
import { MEMBER_QUERY_KEY, memberInfoQueryOptions } from '../../../lib/member-info';
import { useAppStore } from '../../../stores/app-store';
import { setKnownPassword } from '../utils/known-password';

export type TLoginOutcome = 'loggedIn' | 'mustChangePassword';

type TCompleteLoginOptions = {
  /** The password typed for this login, kept in memory so a forced change does not ask for it again. */
  password?: string;
  /** Where a forced password change leads once done: `/`, or `/agentHome` from the agent login page. */
  returnTo?: string;
};

/**
 * What every successful login does (spec §4 Login): the token goes to session storage; a first login
 * raises the first-login flag; a default or expired password opens the forced change-password popup;
 * otherwise the member info loads (and with it the login state).
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  return useCallback(
    async (
      value: TLoginValue,
      { password, returnTo = '/' }: TCompleteLoginOptions = {},
    ): Promise<TLoginOutcome> => {
      const store = useAppStore.getState();
      queryClient.removeQueries({ queryKey: MEMBER_QUERY_KEY });
      store.setSession(value.token);
      if (value.firstTimeLogin) store.setFirstLogin(true);
      if (value.mustChangePassword) {
        setKnownPassword(password ?? null);
        store.requirePasswordChange({ returnTo });
        return 'mustChangePassword';
      }
      setKnownPassword(null);
      try {
        await queryClient.fetchQuery(memberInfoQueryOptions(value.token));
      } catch {
        // The session sync shows the outcome (a 401 asks for a login again).
      }
      return 'loggedIn';
    },
    [queryClient],
  );
}
