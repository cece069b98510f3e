import { systemClock } from '../../platform/clock';
import { dateIn, startOfDay } from '../../platform/zoned-time';
import type { Seeder } from '../../seed/types';
import { createArgon2Hasher } from '../identity/password-hasher';
import * as identityRepository from '../identity/repository';
import { readBrand } from './brand';
import { createBalancePublisher } from './ledger/events';
import { createLedger, HOUSE } from './ledger/ledger';
import { configMinor } from './money';
import { depositKey } from './cashier/deposits';
import {
  findDepositOrderByRequest,
  insertDepositChannelIfAbsent,
  insertDepositOrder,
  updateDepositOrder,
} from './repository';
import { insertWalletSettingsIfAbsent } from './settings';
import { DEFAULT_WALLET_SETTINGS } from './settings.default';

/** The payment password of the demo accounts. */
export const DEMO_PAYMENT_PASSWORD = '123456';

/** Opening balances of the demo accounts (decimals), credited from the OPENING_BALANCE house account. */
export const DEMO_BALANCES: Readonly<Record<string, number>> = {
  demo_player: 5_000,
  demo_agent: 20_000,
  demo_downline: 1_000,
  demo_subagent: 3_000,
  // demo_agent's wider team (identity.demo-team)
  demo_team1: 500,
  demo_team2: 250,
  demo_team3: 120,
  demo_subteam1: 300,
  demo_subteam2: 80,
};

/** The wallet settings a fresh database starts with. */
export const walletSettingsSeeder: Seeder = {
  name: 'wallet.settings',
  demo: false,
  async run(db) {
    await insertWalletSettingsIfAbsent(db, DEFAULT_WALLET_SETTINGS);
  },
};

/** Demo deposit channels: a manual bank transfer (SPEI) and the sandbox payment gateway. */
export const walletChannelsDemoSeeder: Seeder = {
  name: 'wallet.demo-channels',
  demo: true,
  async run(db) {
    const { scale } = (await readBrand(db)).currency;
    await insertDepositChannelIfAbsent(db, {
      id: 'spei',
      type: 'BANK_TRANSFER',
      name: 'Transferencia bancaria (SPEI)',
      names: { es: 'Transferencia bancaria (SPEI)', en: 'Bank transfer (SPEI)' },
      minAmount: configMinor(100, scale),
      maxAmount: configMinor(100_000, scale),
      bank: {
        bankName: 'BBVA México',
        accountName: 'Fortuna Entretenimiento S.A. de C.V.',
        accountNumber: '012180001234567895',
      },
      gateway: null,
      enabled: true,
      sortOrder: 1,
    });
    await insertDepositChannelIfAbsent(db, {
      id: 'sandbox-pay',
      type: 'GATEWAY',
      name: 'Pago en línea (sandbox)',
      names: { es: 'Pago en línea (sandbox)', en: 'Online payment (sandbox)' },
      minAmount: configMinor(50, scale),
      maxAmount: configMinor(50_000, scale),
      bank: null,
      gateway: 'sandbox',
      enabled: true,
      sortOrder: 2,
    });
  },
};

/** Days of demo play the seeders lay before now (vendors' demo rounds reach back six days). */
export const DEMO_WEEK_DAYS = 7;

/**
 * When the demo accounts opened: the first instant of the seeded week in the brand's zone (the first day of
 * the account record's default seven days). The demo rounds are laid after it ({@link withinDemoWeek}), so
 * the opening balance comes first in that record at any hour of the day.
 */
export function demoOpeningAt(timeZone: string, now: Date): Date {
  const firstDay = dateIn(timeZone, new Date(now.getTime() - (DEMO_WEEK_DAYS - 1) * 86_400_000));
  return startOfDay(timeZone, firstDay);
}

/**
 * A seeded instant kept inside the demo week: just after the opening when it would fall before it (six days
 * and some minutes back from a few minutes past midnight is the day before the week), otherwise unchanged.
 */
export function withinDemoWeek(timeZone: string, now: Date, at: Date): Date {
  const earliest = demoOpeningAt(timeZone, now).getTime() + 60_000;
  return at.getTime() < earliest ? new Date(earliest) : at;
}

const money = (minor: bigint, currency: { symbol: string; code: string; scale: number }) =>
  `${currency.symbol}${(Number(minor) / 10 ** currency.scale).toLocaleString('en-US', {
    minimumFractionDigits: currency.scale,
    maximumFractionDigits: currency.scale,
  })} ${currency.code}`;

/**
 * Opening balances of the demo accounts (one OPENING_BALANCE transaction each, idempotent by its key, dated
 * at the start of the seeded week) and their payment password (set only where none is set). Runs after
 * identity's demo accounts; {@link walletDemoSummarySeeder} announces the balances once the week is played.
 */
export const walletDemoSeeder: Seeder = {
  name: 'wallet.demo-balances',
  demo: true,
  async run(db) {
    const brand = await readBrand(db);
    const now = new Date();
    const openedAt = demoOpeningAt(brand.timeZone, now);
    const ledger = createLedger({
      clock: { now: () => openedAt },
      publisher: createBalancePublisher(),
      currency: async () => brand.currency.code,
    });
    const paymentPasswordHash = await createArgon2Hasher().hash(DEMO_PAYMENT_PASSWORD);
    for (const [account, balance] of Object.entries(DEMO_BALANCES)) {
      const member = await identityRepository.findMemberByAccount(db, account);
      if (!member) continue;
      const amount = configMinor(balance, brand.currency.scale);
      await ledger.post(db, {
        key: `opening:${member.id}`,
        kind: 'OPENING_BALANCE',
        memberId: member.id,
        actor: 'seed',
        silent: true,
        legs: [
          { account: await ledger.mainAccount(db, member.id), amount },
          { account: await ledger.houseAccount(db, HOUSE.OPENING_BALANCE), amount: -amount },
        ],
      });
      if (!member.paymentPasswordHash) {
        await identityRepository.updateMember(db, member.id, { paymentPasswordHash }, now);
      }
    }
  },
};

/**
 * The demo wallets as the site shows them after seeding: the opening balance, then the balance after the
 * seeded week of play and deposits (announced at start; the last demo seeder).
 */
export const walletDemoSummarySeeder: Seeder = {
  name: 'wallet.demo-summary',
  demo: true,
  async run(db, ctx) {
    const brand = await readBrand(db);
    const ledger = createLedger({
      clock: systemClock,
      publisher: createBalancePublisher(),
      currency: async () => brand.currency.code,
    });
    for (const [account, balance] of Object.entries(DEMO_BALANCES)) {
      const member = await identityRepository.findMemberByAccount(db, account);
      if (!member) continue;
      const state = await ledger.mainBalance(db, member.id);
      ctx.announce(
        `Demo wallet: ${account} opening balance ${money(configMinor(balance, brand.currency.scale), brand.currency)}, ` +
          `balance after the seeded week ${money(state.balance - state.held, brand.currency)}, ` +
          `payment password ${DEMO_PAYMENT_PASSWORD}`,
      );
    }
  },
};

/**
 * Bank-transfer deposits of demo_agent's team, credited as an operator's approval would (the order, then
 * one DEPOSIT movement from the cashier clearing account under the order's key): the agent centre's team
 * overview shows first deposits, depositors and deposits from the start. Idempotent by the order's request id.
 */
export const DEMO_TEAM_DEPOSITS: ReadonlyArray<{ account: string; amount: number; reference: string }> = [
  { account: 'demo_team1', amount: 200, reference: 'SPEI-DEMO-0001' },
  { account: 'demo_team2', amount: 150, reference: 'SPEI-DEMO-0002' },
  { account: 'demo_subteam1', amount: 300, reference: 'SPEI-DEMO-0003' },
];

export const walletDemoTeamDepositsSeeder: Seeder = {
  name: 'wallet.demo-team-deposits',
  demo: true,
  async run(db) {
    const brand = await readBrand(db);
    const ledger = createLedger({
      clock: systemClock,
      publisher: createBalancePublisher(),
      currency: async () => brand.currency.code,
      timeZone: async () => brand.timeZone,
    });
    for (const deposit of DEMO_TEAM_DEPOSITS) {
      const member = await identityRepository.findMemberByAccount(db, deposit.account);
      if (!member) continue;
      const requestId = `demo-deposit:${deposit.reference}`;
      if (await findDepositOrderByRequest(db, member.id, requestId)) continue;
      const amount = configMinor(deposit.amount, brand.currency.scale);
      const now = new Date();
      await db.transaction(async (tx) => {
        const order = await insertDepositOrder(tx, {
          memberId: member.id,
          channelId: 'spei',
          channelType: 'BANK_TRANSFER',
          amount,
          status: 'CREDITED',
          requestId,
          requestHash: requestId,
          transferReference: deposit.reference,
          payerName: member.nickname,
          operator: 'seed',
          createdAt: now,
          updatedAt: now,
        });
        if (!order) return;
        const posted = await ledger.post(tx, {
          key: depositKey(order),
          kind: 'DEPOSIT',
          memberId: member.id,
          reference: order.id,
          remark: deposit.reference,
          actor: 'seed',
          silent: true,
          legs: [
            { account: await ledger.mainAccount(tx, member.id), amount },
            { account: await ledger.houseAccount(tx, HOUSE.CASHIER_CLEARING), amount: -amount },
          ],
        });
        await updateDepositOrder(tx, order.id, { ledgerTransactionId: posted.transactionId });
      });
    }
  },
};
