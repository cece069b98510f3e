import {
  ZAccountRecordQuerySchema,
  ZAccountRecordReplySchema,
  ZBalanceReplySchema,
  ZConsolidatedFundsReplySchema,
  ZMerchantWalletReplySchema,
  ZWalletTransferReplySchema,
  ZWalletTransferRequestSchema,
} from '@platform/contracts/wallet';
import { ZRecallReplySchema } from '@platform/contracts/sub-wallets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/auth';
import { errorReplies, ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import type { WalletService } from './service';

const tags = ['wallet'];

/** Wallet calls of spec §7 "Wallet and member": balances, sub-wallet transfers, the account record. */
export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  app.get(
    '/wps/v2/wallets/balance',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'The main wallet: balance, held by pending withdrawals, available, withdrawable',
        description:
          'Amounts are decimals with the currency scale. `available` = balance − held is what can be bet, transferred or withdrawn; trial accounts have `withdrawable` 0.',
        response: { 200: ZBalanceReplySchema, ...errorReplies(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await wallet.balances.balance(requireMember(request).member));
    },
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary:
          'Main wallet, transfer-mode vendor sub-wallets (balance as the vendor reports it) and the total',
        description:
          '`pending` is true while a transfer to or from that vendor waits for the vendor’s answer.',
        response: { 200: ZConsolidatedFundsReplySchema, ...errorReplies(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await wallet.balances.consolidated(requireMember(request).member));
    },
  );

  app.get(
    '/wps/relay/GCS_merchantWallet',
    {
      schema: {
        tags,
        summary:
          'isSingle: true when no transfer-mode vendor is configured (every game plays from the main wallet)',
        response: { 200: ZMerchantWalletReplySchema },
      },
    },
    async () => ok(wallet.balances.merchantWallet()),
  );

  app.post(
    '/wps/relay/GCS_walletTransfer',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Move money between the main wallet (MAIN) and a transfer-mode vendor sub-wallet',
        description: `Exactly one of \`from\` and \`to\` is MAIN, the other a vendor code from the consolidated funds (404 WALLET_NOT_FOUND otherwise). \`reference\` is the client's idempotency key: a retry with it moves nothing twice and answers the transfer's current state; the same reference with another amount or direction is 409 IDEMPOTENCY_CONFLICT.

\`status\`: SUCCESS (done), FAILED (the vendor refused; money to the vendor is back in the main wallet), PENDING (the vendor did not answer: money to the vendor stays debited, money from the vendor is not credited, until the vendor is asked again — by a retry with the same reference or by the resolver job; the platform never guesses).

Refusals move nothing: 400 VALIDATION_FAILED (amount not positive or with more decimals than the currency), 400 AMOUNT_OUT_OF_RANGE (value.minAmount, value.maxAmount), 409 INSUFFICIENT_BALANCE, 403 TRIAL_FORBIDDEN.`,
        body: ZWalletTransferRequestSchema,
        response: { 200: ZWalletTransferReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await wallet.vendorTransfers.transfer(requireMember(request).member, request.body)),
  );

  app.post(
    '/wps/v2/wallets/recall',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Bring every transfer-mode sub-wallet back to the main wallet (ours: the seamless area)',
        description: `One transfer out of each sub-wallet with money, each with its own idempotency key derived from the sub-wallet's state, so concurrent or repeated calls bring each balance back once. Per sub-wallet: SUCCESS, FAILED (the vendor refused; the money stays there), PENDING (no answer yet, or an earlier transfer still waits: nothing is credited until the vendor answers, by the resolver job or a later call), UNAVAILABLE (the vendor's balance could not be read). Sub-wallets without money or pending transfers are not listed. \`funds\` are the consolidated funds after it. 403 TRIAL_FORBIDDEN for trial accounts.`,
        response: { 200: ZRecallReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (request) => ok(await wallet.recallAll(requireMember(request).member)),
  );

  app.get(
    '/wps/relay/ODSFE2_MemTransDet',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary:
          'The account record: main-wallet movements between two dates (brand time zone), newest first',
        description:
          "startDate and endDate are yyyy-MM-dd in the brand time zone, inclusive, at most 366 days apart; `kind` filters by ledger kind. Rows: time (UTC ISO), kind, signed amount (positive credits the member), balance after, reference, remark (for bets, wins and rollbacks the game's name in the request's language).",
        querystring: ZAccountRecordQuerySchema,
        response: { 200: ZAccountRecordReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await wallet.balances.accountRecord(
          requireMember(request).member,
          request.query,
          requestLanguage(request),
        ),
      );
    },
  );
};
