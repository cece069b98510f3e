import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';
import { prependRouteHook } from './route-hooks';

/**
 * Who may call a route, set per route as `config: { auth }`:
 * - `public` (the default): anyone; no token is read.
 * - `optional`: anyone; a valid session token, when sent, fills `request.member` (a session that must
 *   change its password counts as no session here).
 * - `session`: any logged-in member, trial accounts included.
 * - `real`: logged in with a real (not trial) account, else 403 TRIAL_FORBIDDEN.
 * - `agent`: logged in as an agent (types 1, 2, 41, 42), else 403 FORBIDDEN.
 * Without a token 401 NOT_LOGGED_IN; with an expired or ended session 401 SESSION_EXPIRED. A session
 * that must change its password reaches only routes marked `allowDuringPasswordChange`, others answer
 * 403 PASSWORD_CHANGE_REQUIRED.
 */
export const AUTH_LEVELS = ['public', 'optional', 'session', 'real', 'agent'] as const;
export type AuthLevel = (typeof AUTH_LEVELS)[number];

/** The logged-in member as the guard resolved it (see the identity service for everything else). */
export type AuthMember = {
  id: string;
  account: string;
  type: number;
  isAgent: boolean;
  isTrial: boolean;
};

export type PasswordChangeReason = 'default' | 'expired';

export type AuthSession = {
  id: string;
  portal: 'member' | 'agent';
  /** Why the member must change the password before anything else, or null. */
  passwordChange: PasswordChangeReason | null;
  /** The login that opened this session was the member's first. */
  firstLogin: boolean;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /** Reachable by a session that must change its password (member info, change password, logout). */
    allowDuringPasswordChange?: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyRequest {
    /** Filled by the auth guard on routes with `config.auth` other than public. */
    member: AuthMember | null;
    session: AuthSession | null;
  }
}

export type SessionResolution =
  { kind: 'valid'; member: AuthMember; session: AuthSession } | { kind: 'unknown' } | { kind: 'expired' };

/** Looks a bearer token up (the identity module provides it). */
export type SessionResolver = (token: string) => Promise<SessionResolution>;

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})\s*$/i;

export function bearerToken(header: string | undefined): string | null {
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
}

async function guard(resolve: SessionResolver, request: FastifyRequest, reply: FastifyReply) {
  const { auth = 'public', allowDuringPasswordChange = false } = request.routeOptions.config;
  if (auth === 'public') return;
  const optional = auth === 'optional';
  const token = bearerToken(request.headers.authorization);
  if (!token) {
    if (optional) return;
    reply.header('www-authenticate', 'Bearer');
    throw new AppError('NOT_LOGGED_IN');
  }
  const resolution = await resolve(token);
  if (resolution.kind !== 'valid') {
    if (optional) return;
    reply.header('www-authenticate', 'Bearer');
    throw new AppError(resolution.kind === 'expired' ? 'SESSION_EXPIRED' : 'NOT_LOGGED_IN');
  }
  const { member, session } = resolution;
  if (session.passwordChange && !allowDuringPasswordChange) {
    if (optional) return;
    throw new AppError('PASSWORD_CHANGE_REQUIRED');
  }
  if ((auth === 'real' || auth === 'agent') && member.isTrial) throw new AppError('TRIAL_FORBIDDEN');
  if (auth === 'agent' && !member.isAgent) throw new AppError('FORBIDDEN');
  request.member = member;
  request.session = session;
}

/**
 * The one session guard of the app (an onRequest hook, so refused calls are answered before their body
 * is read or decrypted). Register it after the system guard; routes opt in with `config.auth`.
 */
export const authPlugin = fp<{ resolve: SessionResolver }>(
  async (app, { resolve }) => {
    app.decorateRequest('member', null);
    app.decorateRequest('session', null);
    // Only routes that read the session get the hook (first among their own onRequest hooks), so public
    // reads, most of the traffic, pay nothing for it.
    const onRequest: onRequestHookHandler = (request, reply, done) => {
      guard(resolve, request, reply).then(() => done(), done);
    };
    app.addHook('onRoute', (route) => {
      if ((route.config?.auth ?? 'public') !== 'public') prependRouteHook(route, 'onRequest', onRequest);
    });
  },
  { name: 'auth', fastify: '5.x' },
);

/** The member and session of a guarded route (`session`, `real` or `agent`). */
export function requireMember(request: FastifyRequest): { member: AuthMember; session: AuthSession } {
  if (!request.member || !request.session) throw new AppError('NOT_LOGGED_IN');
  return { member: request.member, session: request.session };
}
