import { requestLanguage } from '../../platform/language';
import fastifyMultipart from '@fastify/multipart';
import { okEnvelope } from '@platform/contracts/envelope';
import {
  ZAddPayeeAccountRequestSchema,
  ZConfirmWithdrawalFieldsSchema,
  ZCreateDepositRequestSchema,
  ZCreateWithdrawalRequestSchema,
  ZDepositChannelsReplySchema,
  ZDepositOrderReplySchema,
  ZDepositOrdersReplySchema,
  ZMemberTransferReplySchema,
  ZMemberTransferRequestSchema,
  ZOrderParamsSchema,
  ZPayeeAccountSchema,
  ZPayeeAccountsReplySchema,
  ZWithdrawalOrderReplySchema,
  ZWithdrawalOrdersReplySchema,
  ZWithdrawLimitsReplySchema,
} from '@platform/contracts/wallet';
import { ZPageQuerySchema } from '@platform/contracts/paging';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/auth';
import { errorReplies, ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { parseInput } from '../../platform/validation';
import { PROOF_MAX_BYTES } from './cashier/proofs';
import type { ProofUpload } from './cashier/withdrawals';
import { sendProofImage } from './proof-download';
import type { WalletService } from './service';

const tags = ['cashier'];
const noMoney = 'Refusals move no money.';

/** Reads the multipart confirmation: text fields and at most one `proof` file. */
async function readConfirmation(
  request: FastifyRequest,
): Promise<{ fields: unknown; proof: ProofUpload | null }> {
  if (!request.isMultipart()) return { fields: request.body ?? {}, proof: null };
  const fields: Record<string, unknown> = {};
  let proof: ProofUpload | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'proof' || proof)
        throw new AppError('VALIDATION_FAILED', { fields: [part.fieldname] });
      try {
        proof = { bytes: await part.toBuffer() };
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('FILE_TOO_LARGE', { cause: error });
        }
        throw error;
      }
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, proof };
}

/** Deposits, withdrawals (with payee accounts and the confirmation flow) and member transfers (ours). */
export const cashierRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PROOF_MAX_BYTES, files: 1, fields: 4, parts: 5, headerPairs: 100 },
  });

  // ---------- deposits ----------

  app.get(
    '/wps/cashier/deposit/channels',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary:
          'Deposit channels the operator configured (bank transfer with bank details, payment gateway)',
        response: { 200: ZDepositChannelsReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (request) => ok(await wallet.deposits.channels(requestLanguage(request))),
  );

  app.post(
    '/wps/cashier/deposit',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Create a deposit order (idempotent by requestId)',
        description: `BANK_TRANSFER: \`transferReference\` (required) and \`payerName\` of the transfer the member made; the order stays PENDING until an operator approves (CREDITED) or rejects it. GATEWAY: the reply's \`redirectUrl\` is the payment page; the gateway's signed callback credits the order (CREDITED) once.

The same requestId again returns the same order; with other content 409 IDEMPOTENCY_CONFLICT. 404 DEPOSIT_CHANNEL_UNAVAILABLE for an unknown or disabled channel; 400 AMOUNT_OUT_OF_RANGE outside the channel's limits (value.minAmount, value.maxAmount); 400 VALIDATION_FAILED for an amount that is not positive or has more decimals than the currency.`,
        body: ZCreateDepositRequestSchema,
        response: { 200: ZDepositOrderReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ok(await wallet.deposits.create(requireMember(request).member, request.body)),
  );

  app.get(
    '/wps/cashier/deposit/orders',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: "The member's deposit orders, newest first",
        querystring: ZPageQuerySchema,
        response: { 200: ZDepositOrdersReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await wallet.deposits.list(requireMember(request).member, request.query));
    },
  );

  app.get(
    '/wps/cashier/deposit/orders/:orderId',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'One deposit order of the member',
        params: ZOrderParamsSchema,
        response: { 200: ZDepositOrderReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await wallet.deposits.get(requireMember(request).member, request.params.orderId));
    },
  );

  // ---------- withdrawals ----------

  app.get(
    '/wps/cashier/withdraw/limits',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Withdrawal limits, what is withdrawable now, and whether a payment password is set',
        response: { 200: ZWithdrawLimitsReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (request) => ok(await wallet.withdrawals.limits(requireMember(request).member)),
  );

  app.get(
    '/wps/cashier/payee-accounts',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: "The member's payee bank accounts (numbers masked but the last 4 digits)",
        response: { 200: ZPayeeAccountsReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (request) => ok(await wallet.withdrawals.payees(requireMember(request).member)),
  );

  app.post(
    '/wps/cashier/payee-accounts',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Bind a payee bank account; the payment password proves the member',
        description:
          '400 PAYMENT_PASSWORD_NOT_SET, 400 WRONG_PAYMENT_PASSWORD, 409 PAYEE_ACCOUNT_LIMIT. Binding the same account number again returns the bound account.',
        body: ZAddPayeeAccountRequestSchema,
        response: { 200: okEnvelope(ZPayeeAccountSchema), ...errorReplies(400, 401, 403, 409, 429) },
      },
    },
    async (request) => ok(await wallet.withdrawals.addPayee(requireMember(request).member, request.body)),
  );

  app.post(
    '/wps/cashier/withdraw',
    {
      config: { auth: 'real', encrypted: true },
      schema: {
        tags,
        summary: 'Request a withdrawal: the amount is held at once (encrypted; payment password)',
        description: `Encrypted body. The amount is held (not spendable) until an operator pays it (PAID) or rejects it (REJECTED, the hold is released). Idempotent by requestId (other content: 409 IDEMPOTENCY_CONFLICT).

${noMoney} 400 PAYMENT_PASSWORD_NOT_SET / WRONG_PAYMENT_PASSWORD, 404 PAYEE_ACCOUNT_NOT_FOUND, 400 AMOUNT_OUT_OF_RANGE (value.minAmount, value.maxAmount), 409 INSUFFICIENT_BALANCE above what is available, 409 WITHDRAW_DAILY_LIMIT, 403 TRIAL_FORBIDDEN, 429 THROTTLED after too many payment-password attempts.

With identity settings loginVerification.totpForWithdrawals on, a member who enabled an authenticator sends its current 6-digit \`totpCode\` (each code accepted once; a retry of the same requestId needs none): 400 WITHDRAW_TOTP_REQUIRED without it, 400 TOTP_INVALID for a wrong or used one.`,
        body: ZCreateWithdrawalRequestSchema,
        response: { 200: ZWithdrawalOrderReplySchema, ...errorReplies(400, 401, 403, 404, 409, 415, 429) },
      },
    },
    async (request) => ok(await wallet.withdrawals.create(requireMember(request).member, request.body)),
  );

  app.get(
    '/wps/cashier/withdraw/orders',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: "The member's withdrawals, newest first",
        querystring: ZPageQuerySchema,
        response: { 200: ZWithdrawalOrdersReplySchema, ...errorReplies(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await wallet.withdrawals.list(requireMember(request).member, request.query));
    },
  );

  app.get(
    '/wps/cashier/withdraw/orders/:orderId',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'One withdrawal of the member',
        params: ZOrderParamsSchema,
        response: { 200: ZWithdrawalOrderReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await wallet.withdrawals.get(requireMember(request).member, request.params.orderId));
    },
  );

  app.post(
    '/wps/cashier/withdraw/:orderId/confirm',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary:
          'Confirm a paid-out withdrawal: RECEIVED, PARTIAL (amountReceived) or NOT_RECEIVED (proof image)',
        description:
          'multipart/form-data with fields `result`, `amountReceived` (PARTIAL: what arrived, less than the amount) and a file `proof` (png or jpg by content, at most 5 MB; required for NOT_RECEIVED: 400 PROOF_REQUIRED). Only a PAID order before its confirmDeadline (409 ORDER_STATE_CONFLICT); after it, the payout counts as received (AUTO_RECEIVED). No money moves.',
        consumes: ['multipart/form-data', 'application/json'],
        params: ZOrderParamsSchema,
        response: { 200: ZWithdrawalOrderReplySchema, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const auth = requireMember(request);
      const { fields, proof } = await readConfirmation(request);
      const parsed = parseInput(ZConfirmWithdrawalFieldsSchema, fields);
      return ok(await wallet.withdrawals.confirm(auth.member, request.params.orderId, parsed, proof));
    },
  );

  app.get(
    '/wps/cashier/withdraw/:orderId/proof',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary:
          'The proof image of one of the member’s withdrawals (only its owner; operators use /admin-api)',
        params: ZOrderParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await wallet.withdrawals.proofPath(
        request.params.orderId,
        requireMember(request).member.id,
      );
      return sendProofImage(reply, file);
    },
  );

  // ---------- member transfers ----------

  app.post(
    '/wps/cashier/transfer',
    {
      config: { auth: 'real', encrypted: true },
      schema: {
        tags,
        summary: 'Agent → a member of its downline (TO_DOWNLINE), or member → its direct upline (TO_UPLINE)',
        description: `Encrypted body; the payment password proves the sender. Idempotent by requestId (a replay answers the first reply; other content: 409 IDEMPOTENCY_CONFLICT).

${noMoney} 403 NOT_IN_DOWNLINE when \`toAccount\` is not in the agent's downline (at any depth; unknown accounts alike), 403 FORBIDDEN for TO_DOWNLINE by a non-agent, 409 NO_UPLINE, 409 RECIPIENT_UNAVAILABLE (disabled recipient), 409 INSUFFICIENT_BALANCE, 400 AMOUNT_OUT_OF_RANGE, 400 PAYMENT_PASSWORD_NOT_SET / WRONG_PAYMENT_PASSWORD, 403 TRIAL_FORBIDDEN.`,
        body: ZMemberTransferRequestSchema,
        response: { 200: ZMemberTransferReplySchema, ...errorReplies(400, 401, 403, 409, 415, 429) },
      },
    },
    async (request) => ok(await wallet.memberTransfers.transfer(requireMember(request).member, request.body)),
  );
};
