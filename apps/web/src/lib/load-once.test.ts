import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once and gives every caller the same result', async () => {
    const load = vi.fn(() => Promise.resolve('texts'));
    const get = loadOnce(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual(['texts', 'texts']);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('lost'))
      .mockResolvedValue('ok');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('lost');
    await expect(get()).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
