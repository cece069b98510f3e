import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_WAIT_MS, firstScreenReady } from './first-screen';

describe('the first screen’s wait for the page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ends when every step has settled, failed ones included', async () => {
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    let ready = false;
    void firstScreenReady([Promise.reject(new Error('status failed')), slow, undefined]).then(
      () => (ready = true),
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(ready).toBe(false);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(ready).toBe(true);
  });

  it('ends after the longest wait even when a step never settles', async () => {
    let ready = false;
    void firstScreenReady([new Promise(() => undefined)]).then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
  });
});
