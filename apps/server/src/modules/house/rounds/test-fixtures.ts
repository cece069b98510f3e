import { createHash } from 'node:crypto';
import type { THousePlay } from '@platform/contracts/house-games';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/database';
import type { TestPlayer } from '../../wallet/testing';
import { houseSeeds } from '../tables';

/**
 * Test fixtures of the rounds, fairness, dice and mines tests: a pinned seed pair whose outcomes were
 * worked out with python3's hmac (see docs/house-fairness.md), and request helpers.
 *
 * Server seed PINNED_SEED (SHA-256 of "1", as hex text), client seed "lucky-player":
 * nonce 0 → roll 1194 (11.94), mines(3) 2, 6, 11, mines(5) 2, 6, 11, 17, 20;
 * nonce 1 → roll 5210, mines(3) 16, 22, 24; nonce 2 → roll 6018, mines(5) 0, 3, 9, 14, 24;
 * nonce 3 → roll 350, mines(1) 2, mines(3) 2, 4, 5, mines(24) every cell but 0;
 * nonce 4 → roll 9585, mines(3) 2, 3, 11; nonce 5 → roll 5933, mines(3) 2, 7, 19.
 */
export const PINNED_SEED = '6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b';
export const PINNED_SEED_HASH = 'e0bc614e4fd035a488619799853b075143deea596c477b8dc077e309c0fe42e9';
export const PINNED_CLIENT_SEED = 'lucky-player';

/** Gives the member the pinned pair as its active one, at `nonce` (before any other pair exists). */
export async function pinSeedPair(db: Db, memberId: string, nonce = 0, at = new Date()): Promise<void> {
  expectHash(PINNED_SEED, PINNED_SEED_HASH);
  await db.insert(houseSeeds).values({
    memberId,
    serverSeed: PINNED_SEED,
    serverSeedHash: PINNED_SEED_HASH,
    clientSeed: PINNED_CLIENT_SEED,
    nonce,
    createdAt: at,
  });
}

function expectHash(seed: string, hash: string) {
  if (createHash('sha256').update(seed).digest('hex') !== hash) throw new Error('pinned seed hash');
}

export type HouseReply<T> = {
  status: number;
  body: { success: boolean; code: string; message: string; value: T };
};

/** A JSON request as the member (or a visitor), in a language. */
export async function call<T = THousePlay>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  who: Pick<TestPlayer, 'headers'> | null,
  payload?: unknown,
  lang = 'es',
): Promise<HouseReply<T>> {
  const reply = await app.inject({
    method,
    url,
    headers: { ...(who?.headers ?? {}), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: reply.statusCode, body: reply.json() };
}

/** A request that must succeed: its value. */
export async function play<T = THousePlay>(
  app: FastifyInstance,
  url: string,
  who: Pick<TestPlayer, 'headers'>,
  payload: unknown,
): Promise<T> {
  const reply = await call<T>(app, 'POST', url, who, payload);
  if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.value;
}
