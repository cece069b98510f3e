import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { operatorHeaders } from '../../test/app';
import { bearer, uniqueIp } from '../identity/testing';

let nextOperator = 0;
export const TEST_OPERATOR_PASSWORD = 'operador-seguro-2026';

/** A new active operator account (created with the operator key). */
export async function createTestOperator(
  app: FastifyInstance,
  role: 'ADMIN' | 'FINANCE' | 'SUPPORT' = 'SUPPORT',
): Promise<{ id: string; username: string; password: string }> {
  const username = `op${process.pid % 1000}.${Date.now() % 100_000}.${(nextOperator += 1)}`;
  const reply = await app.inject({
    method: 'POST',
    url: '/admin-api/operators',
    headers: operatorHeaders,
    payload: { username, password: TEST_OPERATOR_PASSWORD, role },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return { id: reply.json().value.id, username, password: TEST_OPERATOR_PASSWORD };
}

export function operatorLogin(
  app: FastifyInstance,
  body: { username: string; password: string; code?: string },
  ip = uniqueIp(),
  lang?: 'es' | 'en',
) {
  return app.inject({
    method: 'POST',
    url: '/admin-api/session/login',
    payload: body,
    remoteAddress: ip,
    headers: lang ? { 'accept-language': lang } : {},
  });
}

/** Logs in (no second factor) and returns the session's headers. */
export async function operatorSession(
  app: FastifyInstance,
  operator: { username: string; password: string },
): Promise<{ authorization: string }> {
  const reply = await operatorLogin(app, operator);
  expect(reply.statusCode, reply.body).toBe(200);
  return bearer(reply.json().value.token);
}
