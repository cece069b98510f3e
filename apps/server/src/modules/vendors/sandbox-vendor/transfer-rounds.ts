import { createHash } from 'node:crypto';
import type { TBrandConfig } from '@platform/contracts/system';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/database';
import { dateIn } from '../../../platform/zoned-time';
import type { GamesService } from '../../games/service';
import { sandboxVendor as sandboxStore } from '../../wallet/repository';
import { openBetRecord, recordBonusWin, settleBetRecord } from '../bet-records';
import { findLaunchToken } from '../launch-tokens';
import { claimVendorTransaction, queryOf } from '../repository';
import type { RoundError, TransferPlay } from './backend';
import type { SandboxSession } from './session';

/**
 * Transfer-mode games of the sandbox. The member's money for these games sits at the vendor (the
 * wallet's sandbox transfer vendor keeps it in its own store, filled and emptied by GCS_walletTransfer),
 * so a round moves nothing in our ledger: the vendor takes the stake and pays the win on its side, and
 * reports the settled round to the platform, which records it (bet record and daily totals, through the
 * same bet-record statements as the seamless wallet API; idempotent by the round's transaction ids).
 *
 * A transfer vendor never calls the wallet API, so the launch token is checked here directly: bets need
 * an unexpired token bound to this vendor and game.
 */

class Refused extends Error {
  constructor(readonly reason: RoundError) {
    super(reason);
  }
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export function createTransferPlay(deps: {
  db: Db;
  clock: Clock;
  games: GamesService;
  brand: () => Promise<TBrandConfig>;
}): TransferPlay {
  async function grantOf(session: SandboxSession) {
    const grant = await findLaunchToken(deps.db, session.token);
    if (!grant || grant.vendor !== session.vendor || grant.nodeId !== session.nodeId)
      return 'INVALID_SESSION' as const;
    if (grant.expiresAt.getTime() <= deps.clock.now().getTime()) return 'TOKEN_EXPIRED' as const;
    return grant;
  }

  return {
    async balance(session) {
      const grant = await grantOf(session);
      if (typeof grant === 'string') return { error: grant };
      return { memberId: grant.memberId, balance: await sandboxStore.balance(deps.db, grant.memberId) };
    },

    async play(session, round) {
      const grant = await grantOf(session);
      if (typeof grant === 'string') return { error: grant, balance: null };
      const game = (await deps.games.catalogueIndex()).byNode(session.nodeId);
      if (!game) return { error: 'INVALID_SESSION', balance: null };
      const { timeZone } = await deps.brand();
      const memberId = grant.memberId;
      try {
        await deps.db.transaction(async (tx) => {
          const query = queryOf(tx);
          const at = deps.clock.now();
          const day = dateIn(timeZone, at);
          const common = { vendor: game.vendor, memberId, at };
          const betUuid = `${round.id}:bet`;
          if (
            !(await claimVendorTransaction(query, {
              ...common,
              transactionUuid: betUuid,
              kind: 'BET',
              requestHash: hash({ round: round.id, stake: String(round.stake) }),
            }))
          ) {
            return; // already recorded
          }
          if (!(await sandboxStore.debit(tx, memberId, round.stake))) throw new Refused('NOT_ENOUGH_MONEY');
          const recordId = await openBetRecord(query, {
            ...common,
            transactionUuid: betUuid,
            gameCode: game.gameCode,
            gameType: game.gameType,
            nodeId: game.nodeId,
            round: round.id,
            amount: round.stake,
            roundClosed: false,
            reply: { status: 'RS_OK', mode: 'transfer' },
          });
          const winUuid = `${round.id}:win`;
          await claimVendorTransaction(query, {
            ...common,
            transactionUuid: winUuid,
            kind: 'WIN',
            requestHash: hash({ round: round.id, payout: String(round.payout) }),
          });
          if (round.payout > 0n) await sandboxStore.credit(tx, memberId, round.payout);
          await settleBetRecord(query, {
            vendor: game.vendor,
            bet: {
              id: recordId,
              transactionUuid: betUuid,
              memberId,
              round: round.id,
              kind: 'BET',
              status: 'OPEN',
              betAmount: round.stake,
              payout: 0n,
              gameCode: game.gameCode,
              gameType: game.gameType,
            },
            winUuid,
            amount: round.payout,
            roundClosed: round.jackpot === 0n,
            at,
            day,
            reply: { status: 'RS_OK', mode: 'transfer' },
          });
          if (round.jackpot > 0n) {
            const jackpotUuid = `${round.id}:jackpot`;
            await claimVendorTransaction(query, {
              ...common,
              transactionUuid: jackpotUuid,
              kind: 'WIN',
              requestHash: hash({ round: round.id, jackpot: String(round.jackpot) }),
            });
            await sandboxStore.credit(tx, memberId, round.jackpot);
            await recordBonusWin(query, {
              ...common,
              transactionUuid: jackpotUuid,
              kind: 'JACKPOT',
              gameCode: game.gameCode,
              gameType: game.gameType,
              nodeId: game.nodeId,
              round: round.id,
              amount: round.jackpot,
              roundClosed: true,
              day,
              reply: { status: 'RS_OK', mode: 'transfer' },
            });
          }
        });
      } catch (error) {
        if (error instanceof Refused) {
          return { error: error.reason, balance: await sandboxStore.balance(deps.db, memberId) };
        }
        throw error;
      }
      return { balance: await sandboxStore.balance(deps.db, memberId) };
    },
  };
}
