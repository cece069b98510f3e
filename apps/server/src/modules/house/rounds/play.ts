import type { THouseGameKind } from '@platform/contracts/house-games';
import { HOUSE_BET_CATEGORY, HOUSE_VENDOR } from '@platform/contracts/house-games';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import { nameUuid } from '../../../platform/name-uuid';
import type { HouseContext } from '../context';
import { houseRounds, type StoredRoundState } from '../tables';
import { takeNonce, type BetSeed } from './seeds';

export type RoundRow = typeof houseRounds.$inferSelect;

/** What a game decides when a round starts (or a step is played): the state, the win so far, whether it goes on. */
export type RoundOutcome = {
  state: StoredRoundState;
  /** The win to pay when the round ends now (ignored while `open`). */
  win: bigint;
  /** True while the round waits for the player (free spins, mines) or for the shared round (crash). */
  open: boolean;
};

export type StartRoundInput = {
  memberId: string;
  gameCode: string;
  kind: THouseGameKind;
  /** The member's idempotency key (requestId; crash: `crash:<roundId>`). */
  requestKey: string;
  stake: bigint;
  /** Seeded games: true (a nonce is taken); crash: false (its outcome is the shared round's). */
  seeded: boolean;
  crashRoundId?: bigint;
  /**
   * Decides the round from its seed (null when not seeded), inside the bet's transaction. May also write
   * (crash checks its round there); throwing AppError refuses the bet, nothing moved.
   */
  play: (seed: BetSeed | null, tx: Db) => Promise<RoundOutcome> | RoundOutcome;
};

export type RoundPlay = { round: RoundRow; balance: bigint; replayed: boolean };

const spendable = (state: { balance: bigint; held: bigint }) => state.balance - state.held;

/** The id of a member's round for a key (the bet record's transaction_uuid): a retry sends the same bet. */
export const roundIdOf = (memberId: string, requestKey: string) =>
  nameUuid(`house-round:${memberId}:${requestKey}`);

/**
 * Starts a round: the stake through the vendor wallet service (one BET movement, a bet record of vendor
 * TA, category RNG), the nonce, the outcome and the round row in one transaction; then, when the round is
 * already over (a spin without free spins, a dice roll), its settlement (one WIN movement, zero for a
 * loss). A crash between the two leaves an OPEN round whose outcome is decided (`state.game.settleWin`):
 * the `house-rounds` job settles it, exactly once. A repeat of the key returns the stored round.
 */
export async function startRound(ctx: HouseContext, input: StartRoundInput): Promise<RoundPlay> {
  const id = roundIdOf(input.memberId, input.requestKey);
  const placed = await ctx.wallet.placeBets({
    vendor: HOUSE_VENDOR,
    memberId: input.memberId,
    key: `house:${input.memberId}:${input.requestKey}`,
    bets: [
      {
        transactionUuid: id,
        gameCode: input.gameCode,
        gameType: HOUSE_BET_CATEGORY,
        nodeId: `${HOUSE_VENDOR}-${input.gameCode}`,
        round: id,
        amount: input.stake,
      },
    ],
    within: async (tx) => {
      const now = ctx.clock.now();
      const after = spendable(await ctx.ledger.mainBalance(tx, input.memberId));
      const seed = input.seeded ? await takeNonce(tx, input.memberId, now) : null;
      const outcome = await input.play(seed, tx);
      const state: StoredRoundState = outcome.open
        ? outcome.state
        : { ...outcome.state, game: { ...outcome.state.game, settleWin: outcome.win.toString() } };
      const [row] = await tx
        .insert(houseRounds)
        .values({
          id,
          memberId: input.memberId,
          gameCode: input.gameCode,
          kind: input.kind,
          requestKey: input.requestKey,
          seedId: seed?.seedId ?? null,
          nonce: seed?.nonce ?? null,
          crashRoundId: input.crashRoundId ?? null,
          stake: input.stake,
          balanceBefore: after + input.stake,
          state,
          createdAt: now,
        })
        .returning();
      return { row: row!, outcome };
    },
  });
  if (placed.replayed || !placed.result) {
    const round = await findRound(ctx.db, input.memberId, id);
    if (!round) throw new AppError('HOUSE_ROUND_NOT_FOUND');
    return { round, balance: placed.balance, replayed: true };
  }
  const { row, outcome } = placed.result;
  if (outcome.open) return { round: row, balance: placed.balance, replayed: false };
  return settleRound(ctx, { memberId: input.memberId, roundId: id, win: outcome.win, state: row.state });
}

export type SettleRoundInput = {
  memberId: string;
  roundId: string;
  win: bigint;
  /** The round's final state (steps); default: the stored one. */
  state?: StoredRoundState;
  /** Ledger key; default `house:settle:<roundId>` (one settlement per round). */
  key?: string;
};

/**
 * Ends an OPEN round: its win (zero for a loss) through the vendor wallet service, and the round SETTLED
 * with its balance after, in one transaction. Only a round still OPEN is settled (the bet record's row
 * lock): a second settlement of the same round (a double click, the recovery job, a crash settlement)
 * pays nothing and gets HOUSE_ROUND_FINISHED.
 */
export async function settleRound(ctx: HouseContext, input: SettleRoundInput): Promise<RoundPlay> {
  let settledRow: RoundRow | null = null;
  let balance = 0n;
  await ctx.wallet.settleBets({
    vendor: HOUSE_VENDOR,
    key: input.key ?? `house:settle:${input.roundId}`,
    items: [{ transactionUuid: input.roundId, memberId: input.memberId, win: input.win }],
    within: async (tx, settled) => {
      if (!settled.has(input.roundId)) return;
      balance = spendable(await ctx.ledger.mainBalance(tx, input.memberId));
      const state = input.state ? stripSettleWin(input.state) : undefined;
      const [row] = await tx
        .update(houseRounds)
        .set({
          status: 'SETTLED',
          win: input.win,
          balanceAfter: balance,
          settledAt: ctx.clock.now(),
          ...(state ? { state } : {}),
        })
        .where(and(eq(houseRounds.id, input.roundId), eq(houseRounds.status, 'OPEN')))
        .returning();
      if (!row) throw new Error('house round: bet record open but round not OPEN');
      settledRow = row;
    },
  });
  if (!settledRow) throw new AppError('HOUSE_ROUND_FINISHED');
  return { round: settledRow, balance, replayed: false };
}

function stripSettleWin(state: StoredRoundState): StoredRoundState {
  if (!state.game || !('settleWin' in state.game)) return state;
  const { settleWin: _settled, ...game } = state.game;
  return { ...state, game };
}

export async function findRound(db: Db, memberId: string, roundId: string): Promise<RoundRow | null> {
  const [row] = await db
    .select()
    .from(houseRounds)
    .where(and(eq(houseRounds.id, roundId), eq(houseRounds.memberId, memberId)));
  return row ?? null;
}

/**
 * Locks the member's OPEN round for a step (a free spin, a reveal, a cash-out): HOUSE_ROUND_NOT_FOUND for
 * another member's or an unknown id, HOUSE_ROUND_FINISHED when it is over.
 */
export async function lockOpenRound(tx: Db, memberId: string, roundId: string): Promise<RoundRow> {
  if (!/^[0-9a-f-]{36}$/.test(roundId)) throw new AppError('HOUSE_ROUND_NOT_FOUND');
  const [row] = await tx
    .select()
    .from(houseRounds)
    .where(and(eq(houseRounds.id, roundId), eq(houseRounds.memberId, memberId)))
    .for('update');
  if (!row) throw new AppError('HOUSE_ROUND_NOT_FOUND');
  // Over but not yet paid (its settlement is on its way or left to the recovery job): no more steps.
  if (row.status !== 'OPEN' || row.state.game?.settleWin !== undefined)
    throw new AppError('HOUSE_ROUND_FINISHED');
  return row;
}
