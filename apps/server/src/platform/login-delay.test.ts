import { describe, expect, it } from 'vitest';
import { loginDelayMs, loginRetryAfterSeconds } from './login-delay';

describe('login delay', () => {
  it('is none below the threshold, then 30 s doubling with each failure, up to the cap', () => {
    const cap = 15 * 60_000;
    expect([4, 5, 6, 7, 8, 9, 10, 11, 500].map((failures) => loginDelayMs(failures, 5, cap))).toEqual([
      0,
      30_000,
      60_000,
      120_000,
      240_000,
      480_000,
      cap,
      cap,
      cap,
    ]);
  });

  it('counts from the latest failure', () => {
    const latest = new Date('2030-03-01T12:00:00Z');
    const rule = { threshold: 2, capMs: 60_000 };
    const at = (ms: number) => new Date(latest.getTime() + ms);
    expect(loginRetryAfterSeconds({ failures: 1, latest }, rule, at(0))).toBe(0);
    expect(loginRetryAfterSeconds({ failures: 2, latest }, rule, at(1_000))).toBe(29);
    expect(loginRetryAfterSeconds({ failures: 2, latest }, rule, at(30_000))).toBe(0);
    expect(loginRetryAfterSeconds({ failures: 3, latest }, rule, at(30_000))).toBe(30);
    expect(loginRetryAfterSeconds({ failures: 0, latest: null }, rule, at(0))).toBe(0);
  });
});
