/** The source of "now" for use cases, replaceable in tests (maintenance windows, expiry). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
