import type { TLanguage } from '@platform/contracts/i18n';
import type { TConvertPointRequest, TPointSpendReply } from '@platform/contracts/loyalty';
import { decimalToMinor } from '@platform/contracts/money';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import { HOUSE, hashRequest } from '../../wallet/ledger/ledger';
import type { LoyaltyContext } from '../context';
import { findByRequest, findRecord, insertRecord, recordToWire, spendingPoints } from './records';

const unitText = (lang: TLanguage, unit: number, min: number) => {
  const format = (n: number) => new Intl.NumberFormat(lang, { useGrouping: 'always' }).format(n);
  return lang === 'es'
    ? `múltiplos de ${format(unit)}, mínimo ${format(min)}`
    : `multiples of ${format(unit)}, at least ${format(min)}`;
};

/** The ledger key of a member's spend (convert or redeem) by request id: one spend per request id. */
export const spendKey = (memberId: string, requestId: string) => `points:spend:${memberId}:${requestId}`;

/**
 * MCS2_convertPoint: points to balance at the configured rate, behind the payment password. The points
 * must be a whole multiple of `convert.points` and at least `minConvertPoints` (400
 * CONVERT_POINTS_INVALID), at most the points held (409 INSUFFICIENT_POINTS). One POINTS_CONVERSION
 * movement: member points → POINTS_ISSUED, PROMOTION_EXPENSE → member main. Idempotent by requestId
 * (a retry returns the first record; other content: 409 IDEMPOTENCY_CONFLICT).
 */
export async function convertPoints(
  ctx: LoyaltyContext,
  memberId: string,
  input: Pick<TConvertPointRequest, 'points' | 'requestId'> & { paymentPassword?: string },
  lang: TLanguage,
): Promise<TPointSpendReply> {
  await ctx.requireFlag('PTSYS3');
  const [settings, brand] = await Promise.all([ctx.settings.points.get(), ctx.brand()]);
  const unit = settings.convert.points;
  const points = BigInt(input.points);
  if (points % BigInt(unit) !== 0n || input.points < settings.minConvertPoints) {
    const fields = [unitText('en', unit, settings.minConvertPoints)];
    throw new AppError('CONVERT_POINTS_INVALID', {
      fields,
      messageFields: (language) => [unitText(language, unit, settings.minConvertPoints)],
      details: { fields, unit, minConvertPoints: settings.minConvertPoints },
    });
  }
  if (input.paymentPassword !== undefined) {
    await ctx.wallet.checkPaymentPassword(memberId, input.paymentPassword);
  }
  const scale = brand.currency.scale;
  const amount = (points / BigInt(unit)) * decimalToMinor(settings.convert.amount, scale);
  const key = spendKey(memberId, input.requestId);
  const now = ctx.clock.now();
  const recordId = await spendingPoints(() =>
    ctx.ledger.transaction(ctx.db, async (tx) => {
      const outcome = await ctx.ledger.post(tx, {
        key,
        kind: 'POINTS_CONVERSION',
        requestHash: hashRequest({ action: 'convert', points }),
        legs: [
          { account: await ctx.ledger.pointsAccount(tx, memberId), amount: -points },
          { account: await ctx.ledger.houseAccount(tx, HOUSE.POINTS_ISSUED), amount: points },
          { account: await ctx.ledger.houseAccount(tx, HOUSE.PROMOTION_EXPENSE), amount: -amount },
          { account: await ctx.ledger.mainAccount(tx, memberId), amount },
        ],
        memberId,
        reference: input.requestId,
        remark: null,
      });
      if (outcome.replayed) {
        const first = await findByRequest(tx, memberId, input.requestId);
        if (!first) throw new AppError('IDEMPOTENCY_CONFLICT');
        return first.id;
      }
      return insertRecord(
        tx,
        {
          memberId,
          type: 'CONVERT',
          points: -points,
          amount,
          status: 'DONE',
          requestId: input.requestId,
          ledgerKey: key,
        },
        now,
      );
    }),
  );
  ctx.notify(memberId, 'points');
  const [record, held] = await Promise.all([
    findRecord(ctx.db, sql`r.id = ${recordId}::uuid`),
    ctx.ledger.pointsBalance(ctx.db, memberId),
  ]);
  return { record: recordToWire(ctx, record!, scale, lang), points: Number(held.balance) };
}
