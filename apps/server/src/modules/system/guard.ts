import { SYSTEM_STATUS } from '@platform/contracts/system';
import type { onRequestHookHandler } from 'fastify';
import { AppError } from '../../platform/errors';
import type { AccessCheck, SystemService } from './service';

const GUARDED_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];
/** Status, whitelabel, domain routes and the encryption key stay reachable so the site can show why. */
const EXEMPT_PREFIX = '/wps/system/';

export function isGuardedPath(pathname: string): boolean {
  return (
    GUARDED_PREFIXES.some((prefix) => pathname.startsWith(prefix)) && !pathname.startsWith(EXEMPT_PREFIX)
  );
}

/**
 * One onRequest hook for the player API: 503 MAINTENANCE while maintenance is in force, 403
 * REGION_RESTRICTED for a restricted client. The operator API, vendor callbacks, health, docs and static
 * files are never blocked.
 */
export function createSystemGuard(system: SystemService): onRequestHookHandler {
  const refusal = (access: AccessCheck): AppError | undefined => {
    if (access.maintenance) {
      return new AppError('MAINTENANCE', { details: { systemStatus: SYSTEM_STATUS.MAINTENANCE } });
    }
    if (access.regionRestricted) {
      return new AppError('REGION_RESTRICTED', {
        details: { systemStatus: SYSTEM_STATUS.REGION_RESTRICTED, ip: access.ip },
      });
    }
    return undefined;
  };
  // Callback style with a synchronous path while the settings are cached: every player call passes here.
  return (request, _reply, done) => {
    if (!isGuardedPath(request.url.split('?')[0] ?? '/')) return done();
    const now = system.checkAccessNow(request.ip);
    if (now) return done(refusal(now));
    system.checkAccess(request.ip).then((access) => done(refusal(access)), done);
  };
}
