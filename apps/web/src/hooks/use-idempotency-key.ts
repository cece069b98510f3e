import { useCallback, useRef } from 'react';
import { ApiError } from '../lib/api-client';
import { newRequestId } from '../lib/request-id';

/**
 * The idempotency key (requestId, reference) of the money action the player is sending. A retry of the
 * same request after a failure reuses the key, so the server moves nothing twice; a request that differs,
 * or one sent after the previous one succeeded, gets a new key.
 */
export function useIdempotencyKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown): string => {
    const fingerprint = JSON.stringify(request);
    if (current.current?.fingerprint !== fingerprint) {
      current.current = { fingerprint, key: newRequestId() };
    }
    return current.current.key;
  }, []);
  /** The action succeeded: the next one is a new action. */
  const settle = useCallback(() => {
    current.current = null;
  }, []);
  /** After a failure: the server saw this key with another request (IDEMPOTENCY_CONFLICT), so it is dropped. */
  const failed = useCallback((error: unknown) => {
    if (error instanceof ApiError && error.code === 'IDEMPOTENCY_CONFLICT') current.current = null;
  }, []);
  return { keyFor, settle, failed };
}
