import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const LOGOUT_PATH = '/wps/session/logout';

/** DELETE /wps/session/logout. A session that already ended is fine: the result is the same. */
export async function logout(): Promise<void> {
  await api.delete<null>(LOGOUT_PATH, { ignoreSessionLost: true });
}

export const logoutMutationOptions = () =>
  mutationOptions({ mutationKey: ['session', 'logout'], mutationFn: logout });

export function useLogout() {
  return useMutation(logoutMutationOptions());
}
