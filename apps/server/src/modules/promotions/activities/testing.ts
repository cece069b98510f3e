import { randomBytes } from 'node:crypto';
import type { TActivityInput, TActivityRule } from '@platform/contracts/promotion-activities';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/database';
import { operatorHeaders } from '../../../test/app';
import { requestId, type TestPlayer } from '../../wallet/testing';

/** Test helpers of the activities part: activities through the operator API, deposits, bets, uploads. */

const DAY = 86_400_000;

export const bonusTerms = { turnoverMultiple: 1, turnoverBase: 'BONUS' as const, validDays: 30 };

export function activityInput(
  rule: TActivityRule,
  now: Date,
  overrides: Partial<TActivityInput> = {},
): TActivityInput {
  return {
    title: { es: `Promo ${rule.kind} ${randomBytes(2).toString('hex')}`, en: `Promo ${rule.kind}` },
    summary: { es: 'Resumen de prueba', en: 'Test summary' },
    rulesHtml: { es: '<p>Reglas <strong>claras</strong></p>', en: '<p>Clear <strong>rules</strong></p>' },
    bannerUrl: '/wps/promotions/art/welcome-es.svg',
    category: 'OTHER',
    startsAt: new Date(now.getTime() - 30 * DAY).toISOString(),
    endsAt: new Date(now.getTime() + 60 * DAY).toISOString(),
    memberTypes: [],
    vipLevels: [],
    displayOrder: 1,
    status: 'PUBLISHED',
    rule,
    ...overrides,
  };
}

export async function createActivity(
  app: FastifyInstance,
  rule: TActivityRule,
  now: Date,
  overrides: Partial<TActivityInput> = {},
): Promise<string> {
  const reply = await app.inject({
    method: 'POST',
    url: '/admin-api/promotions/activities',
    headers: operatorHeaders,
    payload: activityInput(rule, now, overrides),
  });
  if (reply.statusCode !== 200)
    throw new Error(`create activity answered ${reply.statusCode}: ${reply.body}`);
  return reply.json().value.id as string;
}

/** A bank-transfer deposit approved by the operator (the wallet then calls the deposit listeners). */
export async function creditDeposit(app: FastifyInstance, player: TestPlayer, amount: number) {
  const created = await app.inject({
    method: 'POST',
    url: '/wps/cashier/deposit',
    headers: player.headers,
    payload: {
      channelId: 'spei',
      amount,
      transferReference: 'SPEI-1',
      payerName: 'Ana',
      requestId: requestId('dep'),
    },
  });
  if (created.statusCode !== 200) throw new Error(`deposit answered ${created.statusCode}: ${created.body}`);
  const orderId = created.json().value.orderId as string;
  const approved = await app.inject({
    method: 'POST',
    url: `/admin-api/wallet/deposits/${orderId}/approve`,
    headers: operatorHeaders,
    payload: {},
  });
  if (approved.statusCode !== 200)
    throw new Error(`approve answered ${approved.statusCode}: ${approved.body}`);
  return orderId;
}

/** Settled-bet totals of a brand-zone day, as the vendor wallet keeps them (a fixture: minor units). */
export async function putBetTotals(
  db: Db,
  memberId: string,
  day: string,
  figures: { gameType: string; betAmount: bigint; validBet?: bigint; payout: bigint },
) {
  const valid = figures.validBet ?? figures.betAmount;
  await db.execute(sql`insert into bet_daily_totals (day, member_id, game_type, vendor, bet_count, bet_amount,
      valid_bet, payout, win_loss)
    values (${day}::date, ${memberId}::uuid, ${figures.gameType}, 'SBX', 1, ${String(figures.betAmount)}::bigint,
      ${String(valid)}::bigint, ${String(figures.payout)}::bigint, ${String(figures.payout - figures.betAmount)}::bigint)`);
}

/** A multipart body of text fields and `images` files. */
export function applicationBody(
  fields: Record<string, string>,
  files: { name: string; type: string; bytes: Buffer }[],
) {
  const boundary = `----apply${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
