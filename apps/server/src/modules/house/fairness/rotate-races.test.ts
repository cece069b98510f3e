import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { THouseFairness } from '@platform/contracts/house-games';
import { verifyRound } from '@platform/contracts/house-verify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../platform/clock';
import type { Database, Db } from '../../../platform/database';
import { openTestFilePool } from '../../../test/app';
import { fundedMember } from '../../vendors/in-house-testing';
import { checkLedger } from '../../wallet/ledger/check';
import type { HouseContext } from '../context';
import type { HouseGames } from '../plugin';
import { roundViews } from '../rounds/view';
import { houseRounds, houseSeeds } from '../tables';
import { buildTestHouse } from '../testing';

const RACERS = 12;
const hmac = (key: Uint8Array, message: Uint8Array) => createHmac('sha256', key).update(message).digest();
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/**
 * Seed rotation under concurrency on PostgreSQL (PGlite runs one query at a time): rotations racing bets
 * (each bet plays exactly one pair at a nonce of its own, and every round of a revealed pair recomputes),
 * rotations racing a mines start (the pair of a round still to play is never revealed), and rotations
 * racing each other (no pair revealed twice, one pair active).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('seed rotation under concurrency (PostgreSQL)', () => {
  let pool: Database;
  let db: Db;
  let house: HouseGames;
  let ctx: HouseContext;

  beforeAll(async () => {
    pool = await openTestFilePool(RACERS + 4);
    db = pool.db;
    ({ house, ctx } = buildTestHouse(db, systemClock));
  });
  afterAll(async () => {
    await pool?.close();
  });

  const member = () => fundedMember(db, ctx.ledger, 100_000n);
  const roll = (memberId: string) =>
    house.dice.roll(memberId, {
      requestId: `race-${randomUUID()}`,
      gameCode: 'INHOUSE002',
      amount: 1,
      target: 5000,
      direction: 'OVER',
    });
  const seedsOf = (memberId: string) => db.select().from(houseSeeds).where(eq(houseSeeds.memberId, memberId));
  const failures = (results: PromiseSettledResult<unknown>[]) =>
    results.flatMap((result) =>
      result.status === 'rejected' ? [String((result.reason as Error).message)] : [],
    );

  it('rotations racing bets: each bet on one pair at its own nonce; revealed pairs recompute', async () => {
    const memberId = await member();
    await house.fairness.read(memberId);
    const results = await Promise.allSettled(
      Array.from({ length: RACERS * 2 }, (_, i) =>
        i % 4 === 1 ? house.fairness.rotate(memberId) : roll(memberId),
      ),
    );
    expect(failures(results)).toEqual([]);
    const seeds = await seedsOf(memberId);
    expect(seeds.filter((seed) => seed.status === 'ACTIVE')).toHaveLength(1);
    const rounds = await db.select().from(houseRounds).where(eq(houseRounds.memberId, memberId));
    expect(rounds).toHaveLength(RACERS * 2 - RACERS / 2);
    // Per pair: its rounds' nonces are exactly 0 … nonce − 1, each once.
    for (const seed of seeds) {
      const nonces = rounds.filter((round) => round.seedId === seed.id).map((round) => round.nonce!);
      expect(nonces.sort((a, b) => a - b)).toEqual(Array.from({ length: seed.nonce }, (_, i) => i));
    }
    await house.fairness.rotate(memberId);
    for (const view of await roundViews(db, rounds)) {
      expect(verifyRound(view, null, hmac, sha256).ok).toBe(true);
    }
    expect(await checkLedger(db)).toEqual([]);
  });

  it('rotations racing a mines start: the pair of a round still to play is never revealed', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const memberId = await member();
      await house.fairness.read(memberId);
      const start = house.mines.start(memberId, {
        requestId: `race-${randomUUID()}`,
        gameCode: 'INHOUSE003',
        amount: 1,
        mines: 3,
      });
      const rotations = Array.from({ length: 3 }, () => house.fairness.rotate(memberId));
      const results = await Promise.allSettled([start, ...rotations]);
      expect(results[0]!.status).toBe('fulfilled');
      for (const result of results.slice(1)) {
        if (result.status === 'rejected')
          expect((result.reason as { code?: string }).code).toBe('HOUSE_SEED_ROUND_OPEN');
      }
      const [round] = await db
        .select()
        .from(houseRounds)
        .where(and(eq(houseRounds.memberId, memberId), eq(houseRounds.status, 'OPEN')));
      const [seed] = await db.select().from(houseSeeds).where(eq(houseSeeds.id, round!.seedId!));
      expect(seed!.status).toBe('ACTIVE');
      expect(seed!.revealedAt).toBeNull();
    }
  });

  it('rotations at once: each pair revealed once, one pair active', async () => {
    const memberId = await member();
    const first = await house.fairness.read(memberId);
    const results = await Promise.allSettled(
      Array.from({ length: RACERS }, () => house.fairness.rotate(memberId)),
    );
    expect(failures(results)).toEqual([]);
    const replies = results.map((result) => (result as PromiseFulfilledResult<THouseFairness>).value);
    const revealed = replies.map((reply) => reply.previous!.serverSeedHash);
    // Every rotation revealed a different pair; together they are the first pair and all but the last new one.
    expect(new Set(revealed).size).toBe(RACERS);
    expect(revealed).toContain(first.active.serverSeedHash);
    const seeds = await seedsOf(memberId);
    expect(seeds).toHaveLength(RACERS + 1);
    const active = seeds.filter((seed) => seed.status === 'ACTIVE');
    expect(active).toHaveLength(1);
    expect(revealed).not.toContain(active[0]!.serverSeedHash);
  });
});
