import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ZLoginValueSchema, type TLoginValue } from '@platform/contracts/identity';
import { sendEncrypted } from '../../../lib/encrypt-payload';

export const FREE_PLAY_PATH = '/wps/session/login/freeplay';

/** A client random value for the free-play request (the server wants at least 8 characters). */
function clientRandom(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** POST /wps/session/login/freeplay, encrypted: creates and logs in a trial account. */
export async function loginFreePlay(): Promise<TLoginValue> {
  const body = { os: 'web', platform: 'W', random: clientRandom(), gatewayVersion: 3 };
  return ZLoginValueSchema.parse(await sendEncrypted<unknown>('POST', FREE_PLAY_PATH, body));
}

export const loginFreePlayMutationOptions = () =>
  mutationOptions({ mutationKey: ['session', 'freeplay'], mutationFn: loginFreePlay });

export function useLoginFreePlay() {
  return useMutation(loginFreePlayMutationOptions());
}
