import { createHash, timingSafeEqual } from 'node:crypto';
import type { TOperatorRole } from '@platform/contracts/operators';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from './errors';

/** Who acted, as written to the audit log, when the bootstrap OPERATOR_API_KEY was used. */
export const OPERATOR_KEY_ACTOR = 'operator-key';

/**
 * Who called an /admin-api route: the holder of the bootstrap key (a super-admin that passes every role
 * check) or an operator logged in with an operator session token.
 */
export type OperatorPrincipal =
  | { kind: 'key'; actor: typeof OPERATOR_KEY_ACTOR; role: 'SUPER' }
  | {
      kind: 'session';
      /** `operator:<username>`, for the audit log. */
      actor: string;
      operatorId: string;
      username: string;
      role: TOperatorRole;
      sessionId: string;
    };

/** Looks up an operator session token (the operators module provides it); null when unknown or expired. */
export type OperatorSessionResolver = (
  token: string,
) => Promise<Extract<OperatorPrincipal, { kind: 'session' }> | null>;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyContextConfig {
    /** Operator roles allowed on an /admin-api route (the key passes all). Default: ADMIN only. */
    operatorRoles?: readonly TOperatorRole[];
    /** An /admin-api route reachable without credentials (the operator login). */
    operatorPublic?: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyRequest {
    /** Filled on /admin-api routes by the operator check. */
    operator: OperatorPrincipal | null;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();
const BEARER = /^Bearer\s+(\S+)\s*$/i;

function refuse(reply: Parameters<onRequestAsyncHookHandler>[1]): never {
  reply.header('www-authenticate', 'Bearer realm="admin-api"');
  throw new AppError('NOT_LOGGED_IN');
}

/**
 * The one check of /admin-api: `Authorization: Bearer <key or operator session token>`. The key is
 * compared in constant time; anything else is looked up as an operator session. Then the route's
 * `operatorRoles` (default ADMIN) must include the operator's role (403 OPERATOR_ROLE_FORBIDDEN).
 */
export function createOperatorCheck(
  operatorApiKey: string,
  resolveSession: OperatorSessionResolver | null = null,
): onRequestAsyncHookHandler {
  const expected = digest(operatorApiKey);
  return async (request, reply) => {
    const config = request.routeOptions.config;
    if (config.operatorPublic) return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) refuse(reply);
    if (timingSafeEqual(digest(token), expected)) {
      request.operator = { kind: 'key', actor: OPERATOR_KEY_ACTOR, role: 'SUPER' };
      return;
    }
    const principal = resolveSession ? await resolveSession(token) : null;
    if (!principal) refuse(reply);
    request.operator = principal;
    if (request.is404) return;
    const roles = config.operatorRoles ?? ['ADMIN'];
    if (!roles.includes(principal.role)) throw new AppError('OPERATOR_ROLE_FORBIDDEN');
  };
}

/** Compares `Authorization: Bearer <key>` with the operator key in constant time (key only). */
export function createOperatorKeyCheck(operatorApiKey: string): onRequestAsyncHookHandler {
  return createOperatorCheck(operatorApiKey, null);
}

/** The audit-log actor of an /admin-api request: `operator-key` or `operator:<username>`. */
export function operatorActor(request: FastifyRequest): string {
  return request.operator?.actor ?? OPERATOR_KEY_ACTOR;
}

export type AdminApiOptions = {
  operatorApiKey: string;
  /** Operator session tokens (the operators module); without it only the key is accepted. */
  resolveOperatorSession?: OperatorSessionResolver;
  /** Route plugins of the modules, registered under /admin-api behind the one check. */
  routes: Array<(admin: FastifyInstance) => PromiseLike<unknown>>;
};

/**
 * The operator API: every route under /admin-api, including unknown ones, passes one check, so that
 * paths cannot be probed without credentials.
 */
export async function adminApi(admin: FastifyInstance, options: AdminApiOptions) {
  admin.decorateRequest('operator', null);
  admin.addHook(
    'onRequest',
    createOperatorCheck(options.operatorApiKey, options.resolveOperatorSession ?? null),
  );
  admin.setNotFoundHandler(async () => {
    throw new AppError('NOT_FOUND');
  });
  for (const routes of options.routes) await admin.register(routes);
}
