import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { vi } from 'vitest';
import { ERROR_HTTP_STATUS, type TErrorCode } from '@platform/contracts/errors';
import type { TSystemStatusValue } from '@platform/contracts/system';
import { ENCRYPTION_KEY_PATH, resetEncryptionKey } from '../lib/encrypt-payload';
import { envelope, jsonResponse, makeStatus } from './fixtures';

/** A request as the fake server saw it; encrypted bodies are already decrypted. */
export type TApiCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** JSON, the decrypted JSON of a `{ payload }` body, the fields of a form-encoded body, or the FormData. */
  body: unknown;
  encrypted: boolean;
};

export type TApiReply = { status: number; body: unknown };
export type TApiHandler = TApiReply | ((call: TApiCall) => TApiReply | Promise<TApiReply>);
/** Routes keyed "METHOD /path", e.g. "POST /wps/session/login". */
export type TApiRoutes = Record<string, TApiHandler>;

export const ok = (value: unknown = null): TApiReply => ({ status: 200, body: envelope(value) });

export const fail = (code: TErrorCode, message: string, value: unknown = null): TApiReply => ({
  status: ERROR_HTTP_STATUS[code],
  body: { success: false, value, message, code },
});

/** A handler that answers each call with the next reply, the last one again once they run out (polling). */
export function replies(...list: TApiReply[]): TApiHandler {
  let index = 0;
  return () => {
    const reply = list[Math.min(index, list.length - 1)];
    index += 1;
    if (!reply) throw new Error('replies() needs at least one reply');
    return reply;
  };
}

/** A handler whose call never reaches the server (fetch rejects, as with no network). */
export const networkDown = (): TApiReply => {
  throw new TypeError('Failed to fetch');
};

export const COUNTRIES = [
  { countryCode: 'MX', countryDialingCode: '+52', name: 'México' },
  { countryCode: 'US', countryDialingCode: '+1', name: 'United States' },
];

let keyPair: ReturnType<typeof makeKeyPair> | null = null;

async function makeKeyPair() {
  const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  const jwk = {
    ...(await exportJWK(publicKey)),
    kid: 'test-key',
    alg: 'RSA-OAEP-256',
    enc: 'A256GCM',
    use: 'enc',
  };
  return { jwk, privateKey };
}

/** A real RSA key pair (made once per test file): the app encrypts to it, the fake server decrypts. */
function testKeys() {
  keyPair ??= makeKeyPair();
  return keyPair;
}

async function readBody(body: BodyInit | null | undefined): Promise<{ body: unknown; encrypted: boolean }> {
  if (body === undefined || body === null) return { body: undefined, encrypted: false };
  if (body instanceof URLSearchParams) return { body: Object.fromEntries(body), encrypted: false };
  if (body instanceof FormData) return { body, encrypted: false };
  const json = JSON.parse(String(body)) as unknown;
  if (typeof json === 'object' && json !== null && 'payload' in json) {
    const { privateKey } = await testKeys();
    const { plaintext } = await compactDecrypt(String((json as { payload: unknown }).payload), privateKey);
    return { body: JSON.parse(new TextDecoder().decode(plaintext)) as unknown, encrypted: true };
  }
  return { body: json, encrypted: false };
}

/**
 * Replaces fetch with a small fake server answering reply envelopes: the system status, the encryption
 * key, the country list, and the given routes; anything else is a 404 envelope. Returns the calls seen.
 */
export function mockApi(
  routes: TApiRoutes = {},
  status: TSystemStatusValue | 'network-error' = makeStatus(),
) {
  resetEncryptionKey();
  const calls: TApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    if (url.pathname === '/wps/system/status') {
      if (status === 'network-error') throw new TypeError('Failed to fetch');
      return jsonResponse(envelope(status));
    }
    if (method === 'GET' && url.pathname === ENCRYPTION_KEY_PATH) {
      return jsonResponse(envelope((await testKeys()).jwk));
    }
    const { body, encrypted } = await readBody(init.body);
    const call: TApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      body,
      encrypted,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (handler) {
      const reply = typeof handler === 'function' ? await handler(call) : handler;
      return jsonResponse(reply.body, reply.status);
    }
    if (method === 'GET' && url.pathname === '/wps/system/countries')
      return jsonResponse(envelope(COUNTRIES));
    return jsonResponse({ success: false, value: null, message: 'Not found.', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route);
  return { fetchMock, calls, callsTo };
}
