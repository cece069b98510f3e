import type { onRequestHookHandler, preValidationHookHandler, RouteOptions } from 'fastify';

/**
 * Puts `hook` first among a route's own hooks of that name, from an `onRoute` hook. Guards that only some
 * routes need (the session guard, payload decryption) are attached this way instead of as app-wide hooks
 * that every request would pass through to find out they do not apply.
 */
export function prependRouteHook(
  route: RouteOptions,
  name: 'onRequest' | 'preValidation',
  hook: onRequestHookHandler | preValidationHookHandler,
): void {
  const own: unknown = route[name];
  const list = own === undefined ? [] : Array.isArray(own) ? own : [own];
  (route as unknown as Record<string, unknown>)[name] = [hook, ...list];
}
