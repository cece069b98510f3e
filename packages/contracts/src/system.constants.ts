/* System constants without zod, for the web app's start-up code. */

/** spec §2 System status views / §4: 0 normal, 1 maintenance, 2 region restricted. */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
