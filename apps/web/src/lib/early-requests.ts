import { api, type TQuery } from './api-client';
import { currentLanguage } from './i18n';
import { getSessionToken } from './storage';

/** A started request older than this is left alone: the page asks for fresh data itself. */
const EARLY_REQUEST_TTL_MS = 10_000;

type TStarted = { reply: Promise<unknown>; startedAt: number };

const started = new Map<string, TStarted>();

/** The same request: path, query, session and language (the server answers in the Accept-Language). */
const keyOf = (path: string, query: TQuery | undefined) =>
  JSON.stringify([path, query ?? {}, getSessionToken(), currentLanguage()]);

/**
 * Starts a GET that the page will make once its code has loaded: `main.tsx` starts it with the first
 * requests, a round trip or two sooner on a phone than the page's own code could. Returns the reply, for
 * what else the start-up code may begin once it is in.
 */
export function startEarly(path: string, query?: TQuery): Promise<unknown> {
  const key = keyOf(path, query);
  const running = started.get(key);
  if (running) return running.reply;
  const reply = api.get<unknown>(path, { query });
  // Its failure is the page's to show, when the page takes it; unclaimed, it goes nowhere.
  reply.catch(() => undefined);
  started.set(key, { reply, startedAt: Date.now() });
  return reply;
}

/**
 * The reply of a request started early for exactly this path and query (same session, same language),
 * taken once; undefined when there is none or it is too old, and the caller asks itself.
 */
export function takeEarly(path: string, query?: TQuery): Promise<unknown> | undefined {
  const key = keyOf(path, query);
  const early = started.get(key);
  started.delete(key);
  if (!early || Date.now() - early.startedAt > EARLY_REQUEST_TTL_MS) return undefined;
  return early.reply;
}
