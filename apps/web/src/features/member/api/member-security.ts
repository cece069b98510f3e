import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZKnownDeviceListReplySchema,
  ZMemberTotpConfirmValueSchema,
  ZMemberTotpSetupValueSchema,
  ZSignInListReplySchema,
} from '@platform/contracts/login-verification';
import { api } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/member-info';
import { MEMBER_TOTP_PATH, MEMBER_TOTP_QUERY_KEY } from '../../../lib/member-totp';

export const SIGN_INS_PATH = '/wps/member/security/sign-ins';
export const KNOWN_DEVICES_PATH = '/wps/member/security/devices';

const SECURITY_QUERY_KEY = [...MEMBER_QUERY_KEY, 'security'] as const;
const DEVICES_QUERY_KEY = [...SECURITY_QUERY_KEY, 'devices'] as const;

export type TSignIn = ReturnType<typeof ZSignInListReplySchema.shape.value.parse>['items'][number];
export type TKnownDevice = ReturnType<typeof ZKnownDeviceListReplySchema.shape.value.parse>['items'][number];

// ---------- authenticator ----------

/** POST …/totp/setup: a new pending secret and its otpauth URI (shown as a QR code). */
export async function setupTotp() {
  return ZMemberTotpSetupValueSchema.parse(await api.post<unknown>(`${MEMBER_TOTP_PATH}/setup`, {}));
}

/** POST …/totp/confirm: the first code turns the authenticator on; the recovery codes come once. */
export async function confirmTotp(code: string) {
  return ZMemberTotpConfirmValueSchema.parse(
    await api.post<unknown>(`${MEMBER_TOTP_PATH}/confirm`, { code }),
  );
}

/** POST …/totp/disable with a code (or a recovery code). */
export async function disableTotp(code: string): Promise<void> {
  await api.post<unknown>(`${MEMBER_TOTP_PATH}/disable`, { code });
}

/** PUT …/totp/login-requirement: a code at every sign-in, or only from new addresses. */
export async function setTotpLoginRequirement(request: { requiredAtLogin: boolean; code: string }) {
  await api.put<unknown>(`${MEMBER_TOTP_PATH}/login-requirement`, request);
}

/** The authenticator's changes; each refreshes the status once done. */
export function useTotpActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: MEMBER_TOTP_QUERY_KEY });
  return {
    setup: useMutation(
      mutationOptions({ mutationKey: [...MEMBER_TOTP_QUERY_KEY, 'setup'], mutationFn: setupTotp }),
    ),
    confirm: useMutation({
      ...mutationOptions({ mutationKey: [...MEMBER_TOTP_QUERY_KEY, 'confirm'], mutationFn: confirmTotp }),
      onSuccess: refresh,
    }),
    disable: useMutation({
      ...mutationOptions({ mutationKey: [...MEMBER_TOTP_QUERY_KEY, 'disable'], mutationFn: disableTotp }),
      onSuccess: refresh,
    }),
    loginRequirement: useMutation({
      ...mutationOptions({
        mutationKey: [...MEMBER_TOTP_QUERY_KEY, 'login-requirement'],
        mutationFn: setTotpLoginRequirement,
      }),
      onSuccess: refresh,
    }),
  };
}

// ---------- sign-ins and known devices ----------

export async function getSignIns(): Promise<TSignIn[]> {
  return ZSignInListReplySchema.shape.value.parse(await api.get<unknown>(SIGN_INS_PATH)).items;
}

export const signInsQueryOptions = () =>
  queryOptions({ queryKey: [...SECURITY_QUERY_KEY, 'sign-ins'], queryFn: getSignIns });

export function useSignIns() {
  return useQuery(signInsQueryOptions());
}

export async function getKnownDevices(): Promise<TKnownDevice[]> {
  return ZKnownDeviceListReplySchema.shape.value.parse(await api.get<unknown>(KNOWN_DEVICES_PATH)).items;
}

export const knownDevicesQueryOptions = () =>
  queryOptions({ queryKey: DEVICES_QUERY_KEY, queryFn: getKnownDevices });

export function useKnownDevices() {
  return useQuery(knownDevicesQueryOptions());
}

/** DELETE …/devices/:deviceId: the next sign-in from it asks for a proof again. */
export async function forgetDevice(deviceId: string): Promise<void> {
  await api.delete<unknown>(`${KNOWN_DEVICES_PATH}/${encodeURIComponent(deviceId)}`);
}

export function useForgetDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationOptions({ mutationKey: [...DEVICES_QUERY_KEY, 'forget'], mutationFn: forgetDevice }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_KEY }),
  });
}
