import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { crashChains, crashRounds } from '../tables';
import { liveRounds, type CrashRoundRow } from './crash-rounds';
import { CRASH_PAUSE_MS } from './run-rounds';

/**
 * Test helpers of the crash part. A known chain of two links whose numbers were worked out by hand (python3,
 * hashlib and hmac; see crash.test.ts):
 *
 * - seed (link 2) = SHA-256("crash-test-seed-3") = f8c52216…67dca4, salt `crash-test-salt`;
 * - link 1 = SHA-256(seed bytes) = 089a95ee…bca3c09, link 0 (terminal) = SHA-256(link 1) = af964bfd…712df6a;
 * - round 1 plays link 1: crash point 4.21× (421), reached 23,958 ms after the start;
 * - round 2 plays link 2: crash point 2.24× (224), reached 13,442 ms after the start.
 */
export const KNOWN_CHAIN = {
  seed: 'f8c522166c84d13d74926d51a2ac000f0c6dbfd66a97c96e934aea957d67dca4',
  link1: '089a95ee33be36bb2c58fa9610273e564b8ca03b028be8521b7d020dcbca3c09',
  terminalHash: 'af964bfdb3030287839789d6103a220819be7b1e15e0303e1632c7000712df6a',
  salt: 'crash-test-salt',
  length: 2,
} as const;

/** Far enough for any live round to crash (a point of 10⁹× is reached in about 4 days). */
const FAR_MS = 30 * 24 * 3_600_000;

type Clock = { now(): Date; advance(ms: number): void };

/**
 * Ends whatever round is live (the clock moves on 30 days at a time: sessions opened before expire), adds the known chain and opens its first round:
 * BETTING until now + 7 s, point 4.21×. The crash part's job is run as main.ts would, with the clock's time.
 */
export async function openKnownRound(
  db: Db,
  crash: { run: (now: Date) => Promise<unknown> },
  clock: Clock,
): Promise<CrashRoundRow> {
  do {
    clock.advance(FAR_MS);
    await crash.run(clock.now());
  } while ((await liveRounds(db)).length > 0);
  await db.insert(crashChains).values({
    seed: KNOWN_CHAIN.seed,
    terminalHash: KNOWN_CHAIN.terminalHash,
    salt: KNOWN_CHAIN.salt,
    length: KNOWN_CHAIN.length,
    createdAt: clock.now(),
  });
  clock.advance(CRASH_PAUSE_MS);
  await crash.run(clock.now());
  const [round] = await db.select().from(crashRounds).orderBy(desc(crashRounds.id)).limit(1);
  if (!round || round.hash !== KNOWN_CHAIN.link1 || round.status !== 'BETTING')
    throw new Error('the known round did not open');
  return round;
}

/** A round's row now. */
export async function crashRoundNow(db: Db, id: bigint): Promise<CrashRoundRow> {
  const [row] = await db.select().from(crashRounds).where(eq(crashRounds.id, id));
  return row!;
}
