import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, setSessionLostHandler } from '../lib/api-client';
import { MEMBER_QUERY_KEY, memberInfoQueryOptions } from '../lib/member-info';
import { useAppStore } from '../stores/app-store';

/**
 * Keeps the login state in step with the session (spec §4 System status): a token (from the URL, session
 * storage or a login) loads the member info, and login state becomes true when it arrives. A password
 * change that must happen first holds the load back. A request whose session ended (401) clears the
 * session and asks for a login.
 */
export function SessionSync() {
  const queryClient = useQueryClient();
  const token = useAppStore((state) => state.token);
  const forced = useAppStore((state) => state.forcedPasswordChange !== null);
  const setMember = useAppStore((state) => state.setMember);
  const setLoadingMember = useAppStore((state) => state.setLoadingMember);
  const requirePasswordChange = useAppStore((state) => state.requirePasswordChange);
  const member = useQuery({ ...memberInfoQueryOptions(token), enabled: token !== null && !forced });

  useEffect(() => {
    setSessionLostHandler(() => {
      const store = useAppStore.getState();
      store.clearSession();
      queryClient.removeQueries({ queryKey: MEMBER_QUERY_KEY });
      store.openModal({ name: 'login', reason: 'notLoggedIn' });
    });
    return () => setSessionLostHandler(null);
  }, [queryClient]);

  const { data, error, isFetching } = member;

  useEffect(() => {
    if (token && isFetching && !data) setLoadingMember(true);
  }, [token, isFetching, data, setLoadingMember]);

  useEffect(() => {
    if (!data) return;
    setMember(data);
    if (data.mustChangePassword && !useAppStore.getState().forcedPasswordChange) {
      requirePasswordChange({ returnTo: '/' });
    }
  }, [data, setMember, requirePasswordChange]);

  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.code === 'PASSWORD_CHANGE_REQUIRED') {
      requirePasswordChange({ returnTo: '/' });
      return;
    }
    setLoadingMember(false);
  }, [error, requirePasswordChange, setLoadingMember]);

  return null;
}
