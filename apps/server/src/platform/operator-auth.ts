import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from './errors';

/** Who acted, as written to the audit log, until operator accounts exist. */
export const OPERATOR_KEY_ACTOR = 'operator-key';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares `Authorization: Bearer <key>` with the operator key in constant time. */
export function createOperatorKeyCheck(operatorApiKey: string): onRequestAsyncHookHandler {
  const expected = digest(operatorApiKey);
  return async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) {
      reply.header('www-authenticate', 'Bearer realm="admin-api"');
      throw new AppError('NOT_LOGGED_IN');
    }
  };
}

export type AdminApiOptions = {
  operatorApiKey: string;
  /** Route plugins of the modules, registered under /admin-api behind the one key check. */
  routes: Array<(admin: FastifyInstance) => PromiseLike<unknown>>;
};

/**
 * The operator API: every route under /admin-api, including unknown ones, passes one key check, so that
 * paths cannot be probed without the key.
 */
export async function adminApi(admin: FastifyInstance, options: AdminApiOptions) {
  admin.addHook('onRequest', createOperatorKeyCheck(options.operatorApiKey));
  admin.setNotFoundHandler(async () => {
    throw new AppError('NOT_FOUND');
  });
  for (const routes of options.routes) await admin.register(routes);
}
