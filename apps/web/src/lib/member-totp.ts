import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMemberTotpStatusSchema, type TMemberTotpStatus } from '@platform/contracts/login-verification';
import { useAppStore } from '../stores/app-store';
import { api } from './api-client';
import { MEMBER_QUERY_KEY } from './member-info';

export const MEMBER_TOTP_PATH = '/wps/member/security/totp';
export const MEMBER_TOTP_QUERY_KEY = [...MEMBER_QUERY_KEY, 'security', 'totp'] as const;

/** GET /wps/member/security/totp: the member's authenticator (Security Center, withdrawals). */
export async function getMemberTotpStatus(): Promise<TMemberTotpStatus> {
  return ZMemberTotpStatusSchema.parse(await api.get<unknown>(MEMBER_TOTP_PATH));
}

export const memberTotpStatusQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...MEMBER_TOTP_QUERY_KEY, token],
    queryFn: getMemberTotpStatus,
    enabled: token !== null,
    staleTime: 30_000,
  });

export function useMemberTotpStatus() {
  const token = useAppStore((state) => state.token);
  return useQuery(memberTotpStatusQueryOptions(token));
}
