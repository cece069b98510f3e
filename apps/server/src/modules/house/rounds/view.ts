import type { THouseRound, THouseStep } from '@platform/contracts/house-games';
import { minorToDecimal } from '@platform/contracts/money';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { crashChains, crashRounds, houseSeeds } from '../tables';
import type { RoundRow } from './play';

const toDecimal = (minor: unknown) => minorToDecimal(BigInt(minor as number | string | bigint));

/** A stored step as the wire shows it: money from minor units to decimals. */
export function stepView(step: Record<string, unknown>): THouseStep {
  const out: Record<string, unknown> = { ...step };
  if (out.win !== undefined) out.win = toDecimal(out.win);
  if (out.amount !== undefined) out.amount = toDecimal(out.amount);
  if (Array.isArray(out.wins)) {
    out.wins = (out.wins as Array<Record<string, unknown>>).map((win) => ({
      ...win,
      win: toDecimal(win.win),
    }));
  }
  return out as THouseStep;
}

/**
 * Rounds as game recall shows them, with what verifies them: the seed pair (server seed once revealed) or
 * the crash round's chain link (once crashed). One query per table whatever the number of rounds.
 */
export async function roundViews(db: Db, rows: readonly RoundRow[]): Promise<THouseRound[]> {
  const seedIds = [...new Set(rows.flatMap((row) => (row.seedId === null ? [] : [row.seedId])))];
  const crashIds = [...new Set(rows.flatMap((row) => (row.crashRoundId === null ? [] : [row.crashRoundId])))];
  const seeds = new Map(
    (seedIds.length ? await db.select().from(houseSeeds).where(inArray(houseSeeds.id, seedIds)) : []).map(
      (seed) => [seed.id, seed],
    ),
  );
  const crashes = new Map(
    (crashIds.length ? await db.select().from(crashRounds).where(inArray(crashRounds.id, crashIds)) : []).map(
      (round) => [round.id, round],
    ),
  );
  const chainIds = [...new Set([...crashes.values()].map((round) => round.chainId))];
  const chains = new Map(
    (chainIds.length ? await db.select().from(crashChains).where(inArray(crashChains.id, chainIds)) : []).map(
      (chain) => [chain.id, chain],
    ),
  );
  return rows.map((row) => {
    const game = row.state.game ?? {};
    const open = row.status === 'OPEN';
    const cashout = open ? (game.cashout as { multiplier: number; win: string } | undefined) : undefined;
    let fairness: THouseRound['fairness'];
    const crash = row.crashRoundId === null ? undefined : crashes.get(row.crashRoundId);
    if (crash) {
      const chain = chains.get(crash.chainId)!;
      fairness = {
        scheme: 'chain',
        crashRoundId: crash.id.toString(),
        roundHash: crash.status === 'CRASHED' ? crash.hash : null,
        salt: chain.salt,
        terminalHash: chain.terminalHash,
      };
    } else {
      const seed = row.seedId === null ? undefined : seeds.get(row.seedId);
      fairness = {
        scheme: 'seed',
        serverSeedHash: seed?.serverSeedHash ?? '',
        serverSeed: seed?.status === 'REVEALED' ? seed.serverSeed : null,
        clientSeed: seed?.clientSeed ?? '',
        nonce: row.nonce ?? 0,
      };
    }
    return {
      id: row.id,
      gameCode: row.gameCode,
      kind: row.kind,
      status: row.status,
      stake: minorToDecimal(row.stake),
      win: minorToDecimal(row.win),
      balanceBefore: minorToDecimal(row.balanceBefore),
      balanceAfter: row.balanceAfter === null ? null : minorToDecimal(row.balanceAfter),
      createdAt: row.createdAt.toISOString(),
      settledAt: row.settledAt ? row.settledAt.toISOString() : null,
      steps: row.state.steps.map(stepView),
      mines: typeof game.mineCount === 'number' ? game.mineCount : null,
      minedCells: !open && Array.isArray(game.cells) ? (game.cells as number[]) : null,
      cashout: cashout ? { multiplier: cashout.multiplier, win: toDecimal(cashout.win) } : null,
      fairness,
    };
  });
}
