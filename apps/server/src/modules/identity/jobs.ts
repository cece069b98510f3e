import type { ScheduledJob } from '../../platform/jobs';
import type { IdentityService } from './service';

/** Advisory lock key of the identity jobs ("identjob" in ASCII). */
export const IDENTITY_JOBS_LOCK_KEY = 0x6964656e746a6f62n;

/** Hourly removal of expired sessions, captchas, SMS codes, reset links and old login failures. */
export function identityJobs(identity: IdentityService, intervalMs = 3_600_000): ScheduledJob[] {
  return [
    {
      name: 'identity-purge',
      intervalMs,
      lockKey: IDENTITY_JOBS_LOCK_KEY,
      run: () => identity.purgeExpired(),
    },
  ];
}
