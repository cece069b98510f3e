import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadWithTimeout } from './lazy-chunk';

describe('loadWithTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is 120000 ms by the spec', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('resolves with the module when it loads in time', async () => {
    const module = { Component: () => null };
    const result = loadWithTimeout(
      () => new Promise((resolve) => setTimeout(() => resolve(module), CHUNK_LOAD_TIMEOUT_MS - 1)),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await expect(result).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with a timeout ChunkLoadError once 120000 ms have passed', async () => {
    const result = loadWithTimeout(() => new Promise(() => undefined));
    const outcome = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void result.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as ChunkLoadError).reason).toBe('timeout');
  });

  it('rejects with a failed ChunkLoadError when the import fails, and clears its timer', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadWithTimeout(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('failed');
    expect((error as ChunkLoadError).cause).toBe(cause);
    expect(vi.getTimerCount()).toBe(0);
  });
});
