import { describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse } from '../test/fixtures';
import { api, ApiError, setSessionLostHandler } from './api-client';
import { setSessionToken } from './storage';

describe('api client', () => {
  it('sends the bearer token and the language, and returns the envelope value', async () => {
    setSessionToken('tok-1');
    const fetchMock = vi.fn(async () => jsonResponse(envelope({ ok: 1 })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.get('/wps/member/info', { query: { a: 1, b: undefined } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wps/member/info?a=1');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['Accept-Language']).toBe('es');
  });

  it('sends no Authorization header without a session', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(envelope(null)));
    vi.stubGlobal('fetch', fetchMock);
    await api.post('/wps/feedback', { content: 'x' });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(init.body).toBe('{"content":"x"}');
  });

  it('turns an error envelope into an ApiError with code, status and fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          {
            success: false,
            value: { fields: ['username', 'password'] },
            message: 'Revise',
            code: 'VALIDATION_FAILED',
          },
          400,
        ),
      ),
    );
    const error = (await api.get('/wps/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.code, error.status, error.message, error.fields]).toEqual([
      'VALIDATION_FAILED',
      400,
      'Revise',
      ['username', 'password'],
    ]);
  });

  it('reports a network failure or a non-envelope reply as NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/wps/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html></html>', { status: 502 })),
    );
    await expect(api.get('/wps/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 502 });
  });

  it('keeps the refusal value (a refused login carries captchaRequired)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          { success: false, value: { captchaRequired: true }, message: 'No', code: 'INVALID_CREDENTIALS' },
          401,
        ),
      ),
    );
    const error = (await api.post('/wps/session/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.value).toEqual({ captchaRequired: true });
  });

  it('reports a lost session only for a request that carried a token and got NOT_LOGGED_IN or SESSION_EXPIRED', async () => {
    const lost = vi.fn();
    setSessionLostHandler(lost);
    const reply = (code: string) =>
      vi.fn(async () => jsonResponse({ success: false, value: null, message: 'x', code }, 401));

    vi.stubGlobal('fetch', reply('INVALID_CREDENTIALS'));
    setSessionToken('tok-1');
    await api.post('/wps/session/login', {}).catch(() => undefined);
    expect(lost).not.toHaveBeenCalled();

    vi.stubGlobal('fetch', reply('SESSION_EXPIRED'));
    await api.delete('/wps/session/logout', { ignoreSessionLost: true }).catch(() => undefined);
    expect(lost).not.toHaveBeenCalled();
    await api.get('/wps/member/info').catch(() => undefined);
    expect(lost).toHaveBeenCalledTimes(1);

    sessionStorage.clear();
    vi.stubGlobal('fetch', reply('NOT_LOGGED_IN'));
    await api.get('/wps/member/info').catch(() => undefined);
    expect(lost).toHaveBeenCalledTimes(1);
    setSessionLostHandler(null);
  });

  it('sends form-encoded and multipart bodies as they are, without a JSON content type', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(envelope(null)));
    vi.stubGlobal('fetch', fetchMock);
    await api.post('/wps/member/password/email', new URLSearchParams({ username: 'ana', email: 'a@b.co' }));
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});
