import { useCallback } from 'react';
import { useAppStore } from '../stores/app-store';

/**
 * For actions a real account needs (spec §4 Game start, §6 trial user): returns a check that is true when a
 * logged-in, non-trial member may go on. Otherwise it opens the login popup (visitor) or the
 * "a real account is needed" dialog (trial account) and returns false.
 */
export function useRequireRealAccount(): () => boolean {
  const openModal = useAppStore((state) => state.openModal);
  return useCallback(() => {
    const { token, isTrial } = useAppStore.getState();
    if (!token) {
      openModal({ name: 'login' });
      return false;
    }
    if (isTrial) {
      openModal({ name: 'realAccount' });
      return false;
    }
    return true;
  }, [openModal]);
}
