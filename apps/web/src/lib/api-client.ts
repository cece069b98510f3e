import type { TErrorCode } from '@platform/contracts/errors';
import { getSessionToken } from './storage';

/** Codes of failures that never reached a server reply (no network, a reply that is not our envelope). */
export type TClientErrorCode = TErrorCode | 'NETWORK_ERROR';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: TClientErrorCode,
    message: string,
    readonly status: number,
    readonly fields: string[] = [],
    /** The reply's `value` on a refusal (a refused login carries `{ captchaRequired }`). */
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

/** Codes that mean the session token the request carried is not (or no longer) valid. */
const SESSION_LOST_CODES: ReadonlySet<string> = new Set(['NOT_LOGGED_IN', 'SESSION_EXPIRED']);

let onSessionLost: ((error: ApiError) => void) | null = null;

/**
 * The app registers one handler for a request that carried a session token and got 401 NOT_LOGGED_IN or
 * SESSION_EXPIRED (the session ended on the server): it clears the session and asks for a login.
 */
export function setSessionLostHandler(handler: ((error: ApiError) => void) | null): void {
  onSessionLost = handler;
}

export type TQuery = Record<string, string | number | boolean | null | undefined>;

export type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: TQuery;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Logout: a session that already ended is not a reason to ask for a login. */
  ignoreSessionLost?: boolean;
};

let currentLanguage: () => string = () =>
  (typeof document !== 'undefined' && document.documentElement.lang) || 'es';

/** Lets the i18n setup tell the client which language to ask for (Accept-Language). */
export function setLanguageSource(source: () => string): void {
  currentLanguage = source;
}

function buildUrl(path: string, query?: TQuery): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

type TEnvelopeLike = {
  success?: unknown;
  value?: unknown;
  message?: unknown;
  code?: unknown;
};

function isEnvelope(json: unknown): json is TEnvelopeLike {
  return typeof json === 'object' && json !== null && 'success' in json;
}

function fieldsOf(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || !('fields' in value)) return [];
  const { fields } = value as { fields: unknown };
  return Array.isArray(fields) ? fields.filter((field): field is string => typeof field === 'string') : [];
}

/**
 * Calls a `/wps` or `/lgw` route (same origin), sends the session token and the language, unwraps the
 * reply envelope and returns its `value`; every failure becomes an {@link ApiError}.
 */
export async function apiRequest<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, headers = {}, ignoreSessionLost = false } = options;
  const token = getSessionToken();
  // Form bodies (form-encoded, multipart) go as they are; fetch sets their Content-Type.
  const raw = body instanceof URLSearchParams || body instanceof FormData;
  const init: RequestInit = {
    method,
    signal,
    headers: {
      Accept: 'application/json',
      'Accept-Language': currentLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !raw ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: raw ? body : JSON.stringify(body) } : {}),
  };

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', 'Network link is abnormal, please try again', 0);
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (!isEnvelope(json)) {
    throw new ApiError('NETWORK_ERROR', 'Network link is abnormal, please try again', response.status);
  }
  if (json.success !== true || !response.ok) {
    const code = typeof json.code === 'string' ? (json.code as TErrorCode) : 'INTERNAL';
    const message = typeof json.message === 'string' ? json.message : '';
    const error = new ApiError(code, message, response.status, fieldsOf(json.value), json.value ?? null);
    if (token && response.status === 401 && SESSION_LOST_CODES.has(code) && !ignoreSessionLost) {
      onSessionLost?.(error);
    }
    throw error;
  }
  return json.value as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<TRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<TRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<TRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<TRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
