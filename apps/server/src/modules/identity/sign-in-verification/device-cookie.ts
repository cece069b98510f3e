import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DeviceCookie } from '../context';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS } from './sign-ins';

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The device id of the request's cookie, when it is one we could have set. */
export function readDeviceId(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== DEVICE_COOKIE) continue;
    const value = rest.join('=');
    return DEVICE_ID.test(value) ? value : null;
  }
  return null;
}

/**
 * The request's device cookie; `issue` sets it on the reply (long-lived, httpOnly, SameSite=Lax, Secure
 * over https) so the browser is recognised at its next sign-in.
 */
export function deviceCookieOf(request: FastifyRequest, reply: FastifyReply): DeviceCookie {
  const id = readDeviceId(request);
  return {
    id,
    issue(next) {
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${DEVICE_COOKIE}=${next}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
      );
    },
  };
}
