import { randomUUID } from 'node:crypto';
import { minorToDecimal } from '@platform/contracts/money';
import type { TBrandConfig } from '@platform/contracts/system';
import { ZVendorReplySchema, type TVendorMethod, type TVendorReply } from '@platform/contracts/vendor-wallet';
import type { GamesService } from '../../games/service';
import type { VendorSecrets } from '../secrets';
import { signVendorBody } from '../secrets';
import { decodeSession, type SandboxSession } from './session';
import { JACKPOT_MULTIPLIER, spin, type SandboxOutcomeMode, type SpinOutcome } from './outcome';

/**
 * The sandbox vendor's own server ("vendor backend"). For a seamless game it behaves as an external
 * vendor does: it knows the member only by account and launch token and moves money only through the
 * platform's signed vendor wallet API (`transaction/bet`, then `transaction/win`, paid even when zero).
 * For a transfer-mode game it plays against the member's balance at the vendor (the wallet's sandbox
 * transfer vendor) and reports each settled round to the platform's record ingestion.
 */

/** Stakes the page offers, in whole currency units. */
export const SANDBOX_STAKES = [1, 5, 10, 50, 100] as const;

export type RoundError =
  | 'NOT_ENOUGH_MONEY'
  | 'TOKEN_EXPIRED'
  | 'INVALID_SESSION'
  | 'USER_DISABLED'
  | 'INVALID_STAKE'
  | 'UNAVAILABLE';

export type RoundResult =
  | {
      ok: true;
      round: string;
      stake: number;
      payout: number;
      multiplier: number;
      jackpot: number;
      reels: [string, string, string];
      balance: number;
    }
  | { ok: false; error: RoundError; balance: number | null };

export type PageState =
  | {
      ok: true;
      session: SandboxSession;
      /** The signed session the page sends back with each round. */
      sessionValue: string;
      gameName: string;
      iconUrl: string;
      balance: number;
      currencySymbol: string;
      currencyCode: string;
      stakes: readonly number[];
    }
  | { ok: false; error: RoundError; language: SandboxSession['language'] | null };

/** How a transfer-mode round is played at the vendor side and reported (see transfer-rounds.ts). */
export type TransferPlay = {
  balance(session: SandboxSession): Promise<{ memberId: string; balance: bigint } | { error: RoundError }>;
  play(
    session: SandboxSession,
    round: { id: string; stake: bigint; payout: bigint; jackpot: bigint },
  ): Promise<{ balance: bigint } | { error: RoundError; balance: bigint | null }>;
};

export type SandboxBackendDeps = {
  secrets: VendorSecrets;
  sessionKey: string;
  /** POSTs a signed body to the platform's vendor wallet API (`/vendor-api/{vendor}/{method}`). */
  deliver: (
    path: string,
    rawBody: string,
    signature: string,
  ) => Promise<{ statusCode: number; body: string }>;
  games: GamesService;
  brand: () => Promise<TBrandConfig>;
  outcome: SandboxOutcomeMode;
  rtp: number;
  transfer: TransferPlay | null;
  log: { warn(details: object, message: string): void };
};

class Unanswered extends Error {}

const ERROR_OF: Partial<Record<TVendorReply['status'], RoundError>> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'NOT_ENOUGH_MONEY',
  RS_ERROR_TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  RS_ERROR_INVALID_TOKEN: 'INVALID_SESSION',
  RS_ERROR_USER_DISABLED: 'USER_DISABLED',
};

/** stake × multiplier in minor units (multipliers have at most one decimal). */
export const payoutOf = (stake: bigint, multiplier: number) =>
  (stake * BigInt(Math.round(multiplier * 10))) / 10n;

export function createSandboxVendorBackend(deps: SandboxBackendDeps) {
  async function call(
    vendor: string,
    method: TVendorMethod,
    body: Record<string, unknown>,
  ): Promise<TVendorReply> {
    const raw = JSON.stringify(body);
    let answer: { statusCode: number; body: string };
    try {
      answer = await deps.deliver(
        `/vendor-api/${vendor}/${method}`,
        raw,
        signVendorBody(deps.secrets.secretOf(vendor), raw),
      );
    } catch (error) {
      throw new Unanswered(String(error));
    }
    const parsed = answer.statusCode === 200 ? ZVendorReplySchema.safeParse(safeJson(answer.body)) : null;
    if (!parsed?.success) throw new Unanswered(`HTTP ${answer.statusCode}`);
    return parsed.data;
  }

  /** Money owed to the player is sent until the platform answers (idempotent by transaction_uuid). */
  async function callUntilAnswered(vendor: string, method: TVendorMethod, body: Record<string, unknown>) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await call(vendor, method, body);
      } catch (error) {
        if (attempt >= 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  }

  async function currency() {
    const brand = await deps.brand();
    return brand.currency;
  }

  const base = (session: SandboxSession, code: string) => ({
    request_uuid: randomUUID(),
    user: session.account,
    currency: code,
    token: session.token,
  });

  /** One seamless round: bet, then its win (zero when lost), then a jackpot win when hit. */
  async function playSeamless(session: SandboxSession, stake: bigint, outcome: SpinOutcome, round: string) {
    const { code, scale } = await currency();
    const betUuid = `${round}:bet`;
    let bet: TVendorReply;
    try {
      bet = await call(session.vendor, 'transaction/bet', {
        ...base(session, code),
        transaction_uuid: betUuid,
        round,
        round_closed: false,
        game_code: session.gameCode,
        amount: Number(stake),
      });
    } catch (error) {
      // No answer: the bet may or may not have been taken; a rollback undoes it either way (or leaves a tombstone).
      deps.log.warn({ round, err: error }, 'sandbox vendor: bet unanswered, rolling back');
      await callUntilAnswered(session.vendor, 'transaction/rollback', {
        ...base(session, code),
        transaction_uuid: `${round}:rollback`,
        reference_transaction_uuid: betUuid,
        round,
        game_code: session.gameCode,
      }).catch((rollbackError: unknown) =>
        deps.log.warn({ round, err: rollbackError }, 'sandbox vendor: rollback unanswered'),
      );
      return { ok: false as const, error: 'UNAVAILABLE' as const, balance: null };
    }
    if (bet.status !== 'RS_OK') {
      return {
        ok: false as const,
        error: ERROR_OF[bet.status] ?? ('UNAVAILABLE' as const),
        balance: bet.balance === undefined ? null : minorToDecimal(BigInt(bet.balance), scale),
      };
    }
    const payout = payoutOf(stake, outcome.multiplier);
    const jackpot = outcome.jackpot ? stake * BigInt(JACKPOT_MULTIPLIER) : 0n;
    let last = await callUntilAnswered(session.vendor, 'transaction/win', {
      ...base(session, code),
      transaction_uuid: `${round}:win`,
      reference_transaction_uuid: betUuid,
      round,
      round_closed: jackpot === 0n,
      game_code: session.gameCode,
      amount: Number(payout),
    });
    if (jackpot > 0n && last.status === 'RS_OK') {
      last = await callUntilAnswered(session.vendor, 'transaction/win', {
        ...base(session, code),
        transaction_uuid: `${round}:jackpot`,
        kind: 'jackpot',
        round,
        round_closed: true,
        game_code: session.gameCode,
        amount: Number(jackpot),
      });
    }
    if (last.status !== 'RS_OK') deps.log.warn({ round, status: last.status }, 'sandbox vendor: win refused');
    return {
      ok: true as const,
      round,
      stake: minorToDecimal(stake, scale),
      payout: minorToDecimal(payout, scale),
      multiplier: outcome.multiplier,
      jackpot: minorToDecimal(jackpot, scale),
      reels: outcome.reels,
      balance: minorToDecimal(BigInt(last.balance ?? bet.balance ?? 0), scale),
    };
  }

  async function playTransfer(session: SandboxSession, stake: bigint, outcome: SpinOutcome, round: string) {
    const { scale } = await currency();
    if (!deps.transfer) return { ok: false as const, error: 'UNAVAILABLE' as const, balance: null };
    const payout = payoutOf(stake, outcome.multiplier);
    const jackpot = outcome.jackpot ? stake * BigInt(JACKPOT_MULTIPLIER) : 0n;
    const result = await deps.transfer.play(session, { id: round, stake, payout, jackpot });
    if ('error' in result) {
      return {
        ok: false as const,
        error: result.error,
        balance: result.balance === null ? null : minorToDecimal(result.balance, scale),
      };
    }
    return {
      ok: true as const,
      round,
      stake: minorToDecimal(stake, scale),
      payout: minorToDecimal(payout, scale),
      multiplier: outcome.multiplier,
      jackpot: minorToDecimal(jackpot, scale),
      reels: outcome.reels,
      balance: minorToDecimal(result.balance, scale),
    };
  }

  /** One round of a session; `forced` fixes the outcome (the demo seeder; never reachable over HTTP). */
  async function playRound(
    session: SandboxSession,
    stake: bigint,
    forced?: SpinOutcome,
  ): Promise<RoundResult> {
    const outcome = forced ?? spin(deps.outcome, deps.rtp);
    const round = `sbxr-${randomUUID()}`;
    return session.walletVendor
      ? playTransfer(session, stake, outcome, round)
      : playSeamless(session, stake, outcome, round);
  }

  return {
    playRound,

    /** What the game page shows first: the game, the member's balance (or why it cannot be played). */
    async open(sessionValue: unknown): Promise<PageState> {
      const session = decodeSession(deps.sessionKey, sessionValue);
      if (!session) return { ok: false, error: 'INVALID_SESSION', language: null };
      const { code, symbol, scale } = await currency();
      const index = await deps.games.catalogueIndex();
      const game = index.byNode(session.nodeId);
      if (!game) return { ok: false, error: 'INVALID_SESSION', language: session.language };
      let balance: bigint;
      if (session.walletVendor) {
        const state = deps.transfer
          ? await deps.transfer.balance(session)
          : { error: 'UNAVAILABLE' as const };
        if ('error' in state) return { ok: false, error: state.error, language: session.language };
        balance = state.balance;
      } else {
        let info: TVendorReply;
        try {
          info = await call(session.vendor, 'user/info', base(session, code));
        } catch {
          return { ok: false, error: 'UNAVAILABLE', language: session.language };
        }
        if (info.status !== 'RS_OK') {
          return { ok: false, error: ERROR_OF[info.status] ?? 'UNAVAILABLE', language: session.language };
        }
        balance = BigInt(info.balance ?? 0);
      }
      return {
        ok: true,
        session,
        sessionValue: sessionValue as string,
        gameName: game.nameIn(session.language),
        iconUrl: game.iconUrl,
        balance: minorToDecimal(balance, scale),
        currencySymbol: symbol,
        currencyCode: code,
        stakes: SANDBOX_STAKES,
      };
    },

    /** A round asked for by the page: the session must verify and the stake be one the page offers. */
    async round(sessionValue: unknown, stake: unknown): Promise<RoundResult> {
      const session = decodeSession(deps.sessionKey, sessionValue);
      if (!session) return { ok: false, error: 'INVALID_SESSION', balance: null };
      if (typeof stake !== 'number' || !(SANDBOX_STAKES as readonly number[]).includes(stake)) {
        return { ok: false, error: 'INVALID_STAKE', balance: null };
      }
      const { scale } = await currency();
      return playRound(session, BigInt(stake) * 10n ** BigInt(scale));
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type SandboxVendorBackend = ReturnType<typeof createSandboxVendorBackend>;
