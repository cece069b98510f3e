import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarly, takeEarly } from './early-requests';
import { removeSessionToken, setSessionToken } from './storage';

const envelope = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), { headers: { 'Content-Type': 'application/json' } });

describe('early requests', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ list: ['welcome'] })),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    removeSessionToken();
  });

  it('hands the started reply to the first identical request, once, without asking the server again', async () => {
    startEarly('/wps/promotions/activities', { category: undefined });
    const taken = takeEarly('/wps/promotions/activities', { category: undefined });
    await expect(taken).resolves.toEqual({ list: ['welcome'] });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(takeEarly('/wps/promotions/activities', { category: undefined })).toBeUndefined();
  });

  it('keeps a request for other data, another session or a reply too old to trust for itself', () => {
    startEarly('/wps/content/notices', { execution: 'B' });
    expect(takeEarly('/wps/content/notices', { execution: 'A' })).toBeUndefined();
    setSessionToken('member-token');
    expect(takeEarly('/wps/content/notices', { execution: 'B' })).toBeUndefined();
    removeSessionToken();
    vi.setSystemTime(Date.now() + 11_000);
    expect(takeEarly('/wps/content/notices', { execution: 'B' })).toBeUndefined();
  });

  it('passes a failure on to the request that takes it', async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('offline'));
    startEarly('/wps/content/notices', { execution: 'B' });
    await expect(takeEarly('/wps/content/notices', { execution: 'B' })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
  });
});
