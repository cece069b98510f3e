import { afterEach, describe, expect, it, vi } from 'vitest';
import { startJobs } from './jobs';

afterEach(() => vi.useRealTimers());

describe('startJobs', () => {
  it('runs each job on its interval under its advisory lock, never twice at once, and stops', async () => {
    vi.useFakeTimers();
    const locks: bigint[] = [];
    const database = {
      withAdvisoryLock: async <T>(key: bigint, fn: () => Promise<T>) => {
        locks.push(key);
        return fn();
      },
    };
    let release: () => void = () => {};
    let runs = 0;
    const log = { error: vi.fn(), debug: vi.fn() };
    const stop = startJobs(
      [
        {
          name: 'slow',
          intervalMs: 1000,
          lockKey: 42n,
          run: () => {
            runs += 1;
            return new Promise<void>((resolve) => (release = resolve));
          },
        },
        {
          name: 'failing',
          intervalMs: 1000,
          lockKey: 43n,
          run: async () => Promise.reject(new Error('boom')),
        },
      ],
      database,
      log,
    );
    await vi.advanceTimersByTimeAsync(3500);
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(locks.filter((key) => key === 42n)).toHaveLength(2);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'failing' }), 'job failed');
    release();
    await stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });
});
