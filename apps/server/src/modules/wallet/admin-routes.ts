import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
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
import type { WalletService } from './service';

const tags = ['operator: wallet'];
const security = [{ operatorKey: [] }];
const anyRole = { operatorRoles: OPERATOR_ROLES };
const finance = { operatorRoles: ['ADMIN', 'FINANCE'] as readonly TOperatorRole[] };
const roles = (list: readonly string[]) => `Roles: ${list.join(', ')} (and the operator key).`;
const author = (request: FastifyRequest): Actor => ({ actor: operatorActor(request), requestId: request.id });

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
    {
      config: anyRole,
      schema: {
        tags,
        security,
        summary: 'Wallet settings',
        description: roles(OPERATOR_ROLES),
        response: { 200: ZWalletSettingsReplySchema, ...errorReplies(401, 403) },
      },
    },
    async () => ok(await wallet.settings.getForOperator()),
  );

  app.put(
    '/wallet/settings',
    {
      schema: {
        tags,
        security,
        summary:
          'Replace the wallet settings (audited): withdrawal limits and auto-confirmation, transfer limits, trial balance…',
        description: roles(['ADMIN']),
        body: ZWalletSettingsSchema,
        response: { 200: ZWalletSettingsReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await wallet.settings.change(request.body, author(request))),
  );

  // ---------- deposit channels and orders ----------

  app.get(
    '/wallet/deposit-channels',
    {
      config: anyRole,
      schema: {
        tags,
        security,
        summary: 'Every deposit channel, disabled ones included',
        description: roles(OPERATOR_ROLES),
        response: { 200: ZAdminDepositChannelsReplySchema, ...errorReplies(401, 403) },
      },
    },
    async () => ok(await wallet.deposits.adminChannels()),
  );

  app.put(
    '/wallet/deposit-channels/:channelId',
    {
      schema: {
        tags,
        security,
        summary: 'Create or replace a deposit channel (audited)',
        description: `${roles(['ADMIN'])} GATEWAY channels name a configured gateway adapter ("sandbox").`,
        params: z.object({
          channelId: z.string().regex(/^[a-z0-9][a-z0-9-]{1,31}$/, 'lower-case letters, digits and -'),
        }),
        body: ZDepositChannelInputSchema,
        response: { 200: ZAdminDepositChannelReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) =>
      ok(await wallet.deposits.saveChannel(request.params.channelId, request.body, author(request))),
  );

  app.get(
    '/wallet/deposits',
    {
      config: anyRole,
      schema: {
        tags,
        security,
        summary: 'Deposit orders, newest first (filter by status and member account)',
        description: roles(OPERATOR_ROLES),
        querystring: ZAdminOrderQuerySchema,
        response: { 200: ZAdminDepositOrdersReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await wallet.deposits.adminList(request.query, request.query)),
  );

  app.post(
    '/wallet/deposits/:orderId/approve',
    {
      config: finance,
      schema: {
        tags,
        security,
        summary: 'Approve a PENDING bank-transfer deposit: credits the member once (audited)',
        description: `${roles(finance.operatorRoles)} 409 ORDER_STATE_CONFLICT unless PENDING and BANK_TRANSFER (gateway orders are credited by the gateway's callback).`,
        params: ZOrderParamsSchema,
        body: ZApproveRequestSchema,
        response: { 200: ZAdminDepositOrderReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(await wallet.deposits.approve(request.params.orderId, request.body, author(request))),
  );

  app.post(
    '/wallet/deposits/:orderId/reject',
    {
      config: finance,
      schema: {
        tags,
        security,
        summary: 'Reject a PENDING deposit with a reason (nothing credited; audited)',
        description: roles(finance.operatorRoles),
        params: ZOrderParamsSchema,
        body: ZRejectRequestSchema,
        response: { 200: ZAdminDepositOrderReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(await wallet.deposits.reject(request.params.orderId, request.body, author(request))),
  );

  // ---------- withdrawals ----------

  app.get(
    '/wallet/withdrawals',
    {
      config: anyRole,
      schema: {
        tags,
        security,
        summary:
          'Withdrawals, newest first (filter by status and member account), full payee account numbers',
        description: roles(OPERATOR_ROLES),
        querystring: ZAdminOrderQuerySchema,
        response: { 200: ZAdminWithdrawalOrdersReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ok(await wallet.withdrawals.adminList(request.query, request.query)),
  );

  app.post(
    '/wallet/withdrawals/:orderId/pay',
    {
      config: finance,
      schema: {
        tags,
        security,
        summary: 'Mark a PENDING withdrawal paid: the held amount leaves the wallet (audited)',
        description: `${roles(finance.operatorRoles)} The member then confirms receipt; without an answer within the configured minutes it counts as received.`,
        params: ZOrderParamsSchema,
        body: ZPayWithdrawalRequestSchema,
        response: { 200: ZAdminWithdrawalOrderReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(await wallet.withdrawals.pay(request.params.orderId, request.body, author(request))),
  );

  app.post(
    '/wallet/withdrawals/:orderId/reject',
    {
      config: finance,
      schema: {
        tags,
        security,
        summary: 'Reject a PENDING withdrawal with a reason: the hold is released (audited)',
        description: roles(finance.operatorRoles),
        params: ZOrderParamsSchema,
        body: ZRejectRequestSchema,
        response: { 200: ZAdminWithdrawalOrderReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(await wallet.withdrawals.reject(request.params.orderId, request.body, author(request))),
  );

  app.get(
    '/wallet/withdrawals/:orderId/proof',
    {
      config: anyRole,
      schema: {
        tags,
        security,
        summary: 'The proof image a member attached to a withdrawal',
        description: roles(OPERATOR_ROLES),
        params: ZOrderParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await wallet.withdrawals.proofPath(request.params.orderId, null);
      const info = await stat(file.path).catch(() => null);
      if (!info?.isFile()) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', file.type)
        .header('content-length', info.size)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(createReadStream(file.path));
    },
  );

  // ---------- adjustments and the ledger ----------

  app.post(
    '/wallet/adjustments',
    {
      config: finance,
      schema: {
        tags,
        security,
        summary:
          'Manual credit (positive amount) or debit (negative) of a member’s main wallet, with a reason (audited)',
        description: `${roles(finance.operatorRoles)} A debit never takes the available balance below zero (409 INSUFFICIENT_BALANCE). Idempotent by requestId. 404 USER_NOT_FOUND for an unknown account.`,
        body: ZManualAdjustmentRequestSchema,
        response: { 200: ZManualAdjustmentReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await wallet.adjustments.adjust(request.body, author(request))),
  );

  app.get(
    '/wallet/members/:account/transactions',
    {
      config: anyRole,
      schema: {
        tags,
        security,
        summary: 'A member’s balance and ledger transactions (main wallet), newest first',
        description: roles(OPERATOR_ROLES),
        params: z.object({ account: z.string().min(1).max(64) }),
        querystring: ZAdminLedgerQuerySchema,
        response: { 200: ZAdminLedgerReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const result = await wallet.memberLedger(request.params.account, request.query);
      if (!result) throw new AppError('USER_NOT_FOUND');
      return ok(result);
    },
  );

  app.get(
    '/wallet/ledger/check',
    {
      schema: {
        tags,
        security,
        summary: 'Run the ledger invariant checker (read-only)',
        description: roles(['ADMIN']),
        response: { 200: ZLedgerCheckReplySchema, ...errorReplies(401, 403) },
      },
    },
    async () => {
      const problems = await wallet.check();
      return ok({ ok: problems.length === 0, checkedAt: new Date().toISOString(), problems });
    },
  );
};
