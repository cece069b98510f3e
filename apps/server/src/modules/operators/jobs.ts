import type { ScheduledJob } from '../../platform/jobs';
import type { OperatorService } from './service';

/** Advisory lock key of the operator jobs ("operjobs" in ASCII). */
export const OPERATOR_JOBS_LOCK_KEY = 0x6f7065726a6f6273n;

/** Hourly removal of failed operator logins older than a day. */
export function operatorJobs(operators: OperatorService, intervalMs = 3_600_000): ScheduledJob[] {
  return [
    {
      name: 'operators-purge',
      intervalMs,
      lockKey: OPERATOR_JOBS_LOCK_KEY,
      run: () => operators.purgeLoginFailures(),
    },
  ];
}
