import { OPERATOR_ROLES, type TOperatorRole } from '@platform/contracts/operators';
import {
  ZAdminDepositChannelReplySchema,
  ZAdminDepositChannelsReplySchema,
  ZAdminDepositOrderReplySchema,
  ZAdminDepositOrdersReplySchema,
  ZAdminLedgerQuerySchema,
  ZAdminLedgerReplySchema,
  ZAdminOrderQuerySchema,
  ZAdminWithdrawalOrderReplySchema,
  ZAdminWithdrawalOrdersReplySchema,
  ZApproveRequestSchema,
  ZDepositChannelInputSchema,
  ZLedgerCheckReplySchema,
  ZManualAdjustmentReplySchema,
  ZManualAdjustmentRequestSchema,
  ZOrderParamsSchema,
  ZPayWithdrawalRequestSchema,
  ZRejectRequestSchema,
  ZWalletSettingsReplySchema,
  ZWalletSettingsSchema,
} from '@platform/contracts/wallet';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { operatorActor } from '../../platform/operator-auth';
import type { Actor } from './context';
import { sendProofImage } from './proof-download';
import type { WalletService } from './service';

const tags = ['operator: wallet'];
const security = [{ operatorKey: [] }];
const author = (request: FastifyRequest): Actor => ({ actor: operatorActor(request), requestId: request.id });

/** Who may call a route: `operatorRoles`, or ADMIN alone when it names none (the default of operatorRoles). */
type Access = { operatorRoles?: readonly TOperatorRole[] };
const anyRole: Access = { operatorRoles: OPERATOR_ROLES };
const finance: Access = { operatorRoles: ['ADMIN', 'FINANCE'] };
const adminOnly: Access = {};

/** A route's options: its access, stated first in the description (`note` follows), and its schema. */
function operatorRoute<S extends object>(access: Access, summary: string, schema: S, note?: string) {
  const roles = `Roles: ${(access.operatorRoles ?? ['ADMIN']).join(', ')} (and the operator key).`;
  return {
    ...(access.operatorRoles ? { config: access } : {}),
    schema: { tags, security, summary, description: note ? `${roles} ${note}` : roles, ...schema },
  };
}

/** A page of orders, filtered by status and member account. */
const listed = <R extends z.ZodType>(reply: R) => ({
  querystring: ZAdminOrderQuerySchema,
  response: { 200: reply, ...errorReplies(400, 401, 403) },
});

/** An operator decision on an order (`body` says it): 200 with the order after it, or why not. */
const decided = <B extends z.ZodType, R extends z.ZodType>(body: B, reply: R) => ({
  params: ZOrderParamsSchema,
  body,
  response: { 200: reply, ...errorReplies(400, 401, 403, 404, 409) },
});

/**
 * The wallet's operator API under /admin-api/wallet. Every change is written to the audit log (who, when,
 * what, before and after) in the same transaction as the change.
 */
export const walletAdminRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (
  app,
  { wallet },
) => {
  app.get(
    '/wallet/settings',
    operatorRoute(anyRole, 'Wallet settings', {
      response: { 200: ZWalletSettingsReplySchema, ...errorReplies(401, 403) },
    }),
    async () => ok(await wallet.settings.getForOperator()),
  );

  app.put(
    '/wallet/settings',
    operatorRoute(
      adminOnly,
      'Replace the wallet settings (audited): withdrawal limits and auto-confirmation, transfer limits, trial balance…',
      {
        body: ZWalletSettingsSchema,
        response: { 200: ZWalletSettingsReplySchema, ...errorReplies(400, 401, 403) },
      },
    ),
    async (request) => ok(await wallet.settings.change(request.body, author(request))),
  );

  // ---------- deposit channels and orders ----------

  app.get(
    '/wallet/deposit-channels',
    operatorRoute(anyRole, 'Every deposit channel, disabled ones included', {
      response: { 200: ZAdminDepositChannelsReplySchema, ...errorReplies(401, 403) },
    }),
    async () => ok(await wallet.deposits.adminChannels()),
  );

  app.put(
    '/wallet/deposit-channels/:channelId',
    operatorRoute(
      adminOnly,
      'Create or replace a deposit channel (audited)',
      {
        params: z.object({
          channelId: z.string().regex(/^[a-z0-9][a-z0-9-]{1,31}$/, 'lower-case letters, digits and -'),
        }),
        body: ZDepositChannelInputSchema,
        response: { 200: ZAdminDepositChannelReplySchema, ...errorReplies(400, 401, 403) },
      },
      'GATEWAY channels name a configured gateway adapter ("sandbox").',
    ),
    async (request) =>
      ok(await wallet.deposits.saveChannel(request.params.channelId, request.body, author(request))),
  );

  app.get(
    '/wallet/deposits',
    operatorRoute(
      anyRole,
      'Deposit orders, newest first (filter by status and member account)',
      listed(ZAdminDepositOrdersReplySchema),
    ),
    async (request) => ok(await wallet.deposits.adminList(request.query, request.query)),
  );

  app.post(
    '/wallet/deposits/:orderId/approve',
    operatorRoute(
      finance,
      'Approve a PENDING bank-transfer deposit: credits the member once (audited)',
      decided(ZApproveRequestSchema, ZAdminDepositOrderReplySchema),
      "409 ORDER_STATE_CONFLICT unless PENDING and BANK_TRANSFER (gateway orders are credited by the gateway's callback).",
    ),
    async (request) =>
      ok(await wallet.deposits.approve(request.params.orderId, request.body, author(request))),
  );

  app.post(
    '/wallet/deposits/:orderId/reject',
    operatorRoute(
      finance,
      'Reject a PENDING deposit with a reason (nothing credited; audited)',
      decided(ZRejectRequestSchema, ZAdminDepositOrderReplySchema),
    ),
    async (request) =>
      ok(await wallet.deposits.reject(request.params.orderId, request.body, author(request))),
  );

  // ---------- withdrawals ----------

  app.get(
    '/wallet/withdrawals',
    operatorRoute(
      anyRole,
      'Withdrawals, newest first (filter by status and member account), full payee account numbers',
      listed(ZAdminWithdrawalOrdersReplySchema),
    ),
    async (request) => ok(await wallet.withdrawals.adminList(request.query, request.query)),
  );

  app.post(
    '/wallet/withdrawals/:orderId/pay',
    operatorRoute(
      finance,
      'Mark a PENDING withdrawal paid: the held amount leaves the wallet (audited)',
      decided(ZPayWithdrawalRequestSchema, ZAdminWithdrawalOrderReplySchema),
      'The member then confirms receipt; without an answer within the configured minutes it counts as received.',
    ),
    async (request) =>
      ok(await wallet.withdrawals.pay(request.params.orderId, request.body, author(request))),
  );

  app.post(
    '/wallet/withdrawals/:orderId/reject',
    operatorRoute(
      finance,
      'Reject a PENDING withdrawal with a reason: the hold is released (audited)',
      decided(ZRejectRequestSchema, ZAdminWithdrawalOrderReplySchema),
    ),
    async (request) =>
      ok(await wallet.withdrawals.reject(request.params.orderId, request.body, author(request))),
  );

  app.get(
    '/wallet/withdrawals/:orderId/proof',
    operatorRoute(anyRole, 'The proof image a member attached to a withdrawal', {
      params: ZOrderParamsSchema,
    }),
    async (request, reply) => {
      return sendProofImage(reply, await wallet.withdrawals.proofPath(request.params.orderId, null));
    },
  );

  // ---------- adjustments and the ledger ----------

  app.post(
    '/wallet/adjustments',
    operatorRoute(
      finance,
      'Manual credit (positive amount) or debit (negative) of a member’s main wallet, with a reason (audited)',
      {
        body: ZManualAdjustmentRequestSchema,
        response: { 200: ZManualAdjustmentReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
      'A debit never takes the available balance below zero (409 INSUFFICIENT_BALANCE). Idempotent by requestId. 404 USER_NOT_FOUND for an unknown account.',
    ),
    async (request) => ok(await wallet.adjustments.adjust(request.body, author(request))),
  );

  app.get(
    '/wallet/members/:account/transactions',
    operatorRoute(anyRole, 'A member’s balance and ledger transactions (main wallet), newest first', {
      params: z.object({ account: z.string().min(1).max(64) }),
      querystring: ZAdminLedgerQuerySchema,
      response: { 200: ZAdminLedgerReplySchema, ...errorReplies(400, 401, 403, 404) },
    }),
    async (request) => {
      const result = await wallet.memberLedger(request.params.account, request.query);
      if (!result) throw new AppError('USER_NOT_FOUND');
      return ok(result);
    },
  );

  app.get(
    '/wallet/ledger/check',
    operatorRoute(adminOnly, 'Run the ledger invariant checker (read-only)', {
      response: { 200: ZLedgerCheckReplySchema, ...errorReplies(401, 403) },
    }),
    async () => {
      const problems = await wallet.check();
      return ok({ ok: problems.length === 0, checkedAt: new Date().toISOString(), problems });
    },
  );
};
