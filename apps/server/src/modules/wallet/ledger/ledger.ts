/**
 * THE LEDGER — the only code of the platform that writes the ledger tables (ledger_accounts,
 * ledger_transactions, ledger_postings). Every movement of money, in every module, is one call of
 * `ledger.post(tx, …)` inside `ledger.transaction(db, …)`; nothing else inserts or updates those tables
 * (the invariant checker and the read functions below only read them). See architecture.md "Money and
 * the ledger".
 *
 * A movement is one journal transaction:
 * 1. its idempotency key is claimed first (INSERT … ON CONFLICT DO NOTHING on a unique key). A key
 *    already claimed with the same request hash returns the reply stored with it and moves nothing; with
 *    another hash it is refused (409 IDEMPOTENCY_CONFLICT). Concurrent requests with one key wait for the
 *    first to commit, so exactly one moves money;
 * 2. each member account it touches is updated with a guarded conditional UPDATE (the available balance,
 *    balance − held, never goes below zero), one after the other in ascending id order so that two
 *    movements never wait for each other's rows in opposite orders;
 * 3. its postings (summing to zero; the member accounts' balance after each) and its reply are written,
 *    in one statement that may carry the caller's own last write (`also`: the vendor wallet API's bet
 *    record and idempotency record), saving the caller a round trip;
 * 4. a cash movement (DEPOSIT, WITHDRAWAL_PAID, BONUS, REBATE of a member) is added to its member's
 *    daily cash totals (cash_daily_totals, member_first_deposits) by one more statement, so the agent
 *    centre's reports never join the journal to its postings. Bets and other kinds add nothing.
 * House accounts are never locked or updated: their balance is the sum of their postings.
 */
import { createHash } from 'node:crypto';
import type { TLedgerKind } from '@platform/contracts/wallet';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import { dateIn } from '../../../platform/zoned-time';
import { readBrand } from '../brand';
import type { BalanceChanged, BalancePublisher } from './events';

/** House accounts (codes); a code may also exist per vendor (VENDOR_CLEARING of each vendor). */
export const HOUSE = {
  OPENING_BALANCE: 'OPENING_BALANCE',
  CASHIER_CLEARING: 'CASHIER_CLEARING',
  VENDOR_CLEARING: 'VENDOR_CLEARING',
  PROMOTION_EXPENSE: 'PROMOTION_EXPENSE',
  AGENT_COMMISSION_EXPENSE: 'AGENT_COMMISSION_EXPENSE',
  MANUAL_ADJUSTMENT: 'MANUAL_ADJUSTMENT',
  TRIAL_FUNDING: 'TRIAL_FUNDING',
  /** The points asset's counter account: points earned come from it, points spent return to it. */
  POINTS_ISSUED: 'POINTS_ISSUED',
  /** The operator's rake on PVP hands (per vendor: the in-house vendor TA). */
  PVP_RAKE: 'PVP_RAKE',
} as const;
export type HouseCode = (typeof HOUSE)[keyof typeof HOUSE];

/**
 * The ledger's second asset: loyalty points (decisions.md "Points"). Points accounts (a member's
 * MEMBER_POINTS, the house's POINTS_ISSUED) carry this code as their currency; a movement's postings sum to
 * zero per asset, so one movement may take points and pay money (a conversion) and stay balanced in each.
 */
export const POINTS_ASSET = 'PTS';
export type LedgerAsset = 'CASH' | 'POINTS';

/** The largest amount one posting may carry (10^15 minor units), far below the bigint limit. */
export const MAX_POSTING_MINOR = 10n ** 15n;

declare const accountBrand: unique symbol;

/** A ledger account as the ledger resolved it; only the ledger's functions make one. */
export type LedgerAccount = {
  readonly id: bigint;
  readonly kind: 'MEMBER_MAIN' | 'MEMBER_VENDOR' | 'MEMBER_POINTS' | 'HOUSE';
  readonly asset: LedgerAsset;
  readonly memberId: string | null;
  readonly vendor: string | null;
  readonly houseCode: string | null;
  readonly [accountBrand]: true;
};

export type Leg = { account: LedgerAccount; amount: bigint };

export type AccountState = { balance: bigint; held: bigint; version: number };

/** What a movement produced, for building its reply. */
export type PostedTransaction = {
  transactionId: bigint;
  createdAt: Date;
  /** The state of a member account this movement touched, after it. */
  stateOf(account: LedgerAccount): AccountState;
};

export type PostInput<R> = {
  /** Unique across the ledger; namespace it: `deposit:<orderId>`, `vendor:PG:<transaction_uuid>`, … */
  key: string;
  kind: TLedgerKind;
  /** Hash of the request's content (`hashRequest`); default: a hash of kind, legs, holds, member and reference. */
  requestHash?: string;
  /** Postings; they must sum to zero. May be empty for a movement of held money only. */
  legs: readonly Leg[];
  /** Changes of held money on member accounts: positive holds (not spendable), negative releases. */
  holds?: readonly Leg[];
  memberId?: string | null;
  reference?: string | null;
  remark?: string | null;
  /** The operator, job or system that caused the movement (null: the member's own action). */
  actor?: string | null;
  /** The reply stored with the key (JSON); a replay returns it as it was. */
  reply?: (posted: PostedTransaction) => R;
  /**
   * Post in a transaction not opened by `ledger.transaction` (seeding, the member-created hook): no
   * balance event is published. Only for accounts nobody can be watching yet.
   */
  silent?: boolean;
  /**
   * The caller's own last write, sent in the same statement as the postings and the reply (one round
   * trip less) once the movement is applied: it gets the reply and gives common table expressions
   * (`name as (…)`, numbered `$1…` on its own params, names not `ledger_…`) and a final `select`, whose
   * rows come back as `PostOutcome.also`. It must not touch the ledger tables. Not run on a replay.
   */
  also?: (reply: R) => AlsoStatement;
};

/** A caller's statement joined to a movement's last statement (`PostInput.also`). */
export type AlsoStatement = { with: readonly string[]; select: string; params: readonly unknown[] };

export type PostOutcome<R> = {
  replayed: boolean;
  transactionId: bigint;
  reply: R;
  /** The rows of `PostInput.also`'s select (absent on a replay or without `also`). */
  also?: Array<Record<string, unknown>>;
};

export type StoredTransaction = {
  id: bigint;
  kind: TLedgerKind;
  key: string;
  requestHash: string;
  reply: unknown;
  memberId: string | null;
  reference: string | null;
  createdAt: Date;
};

export type LedgerDeps = {
  clock: Clock;
  publisher: BalancePublisher;
  /**
   * The brand's currency code, read with the executor given (accounts are opened in it). It is called
   * only when an account is opened, inside the caller's transaction: on PGlite a query outside the open
   * transaction would wait for it forever.
   */
  currency: (executor: Db) => Promise<string>;
  /**
   * The brand's time zone (the day of a cash movement in cash_daily_totals), read with the executor
   * given, for the same reason as `currency`. Default: the brand configuration read in the transaction.
   */
  timeZone?: (executor: Db) => Promise<string>;
};

type TxState = { events: BalanceChanged[]; created: Array<[string, LedgerAccount]> };

type AccountRow = {
  id: string | number | bigint;
  kind: LedgerAccount['kind'];
  currency: string;
  member_id: string | null;
  vendor: string | null;
  house_code: string | null;
};

const toBig = (value: unknown): bigint => BigInt(value as string | number | bigint);

function canonical(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** SHA-256 of the canonical JSON of a request (keys sorted, bigints as text): the request hash of a key. */
export function hashRequest(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

type Rows = { rows: Array<Record<string, unknown>> };
type Query = (text: string, params: readonly unknown[]) => Promise<Rows>;

/** `$n` placeholders of a statement turned into a drizzle SQL object (the portable path). */
function toSql(statement: string, params: readonly unknown[]) {
  const chunks = statement.split(/\$(\d+)/);
  return sql.join(
    chunks.map((chunk, index) => (index % 2 === 0 ? sql.raw(chunk) : sql.param(params[Number(chunk) - 1]))),
    sql.raw(''),
  );
}

/**
 * How the hot statements of a movement are sent. Drizzle builds every statement from a template and, on
 * PGlite, passes per-query type parsers that cost more than the statement itself; the ledger's statements
 * are fixed texts with `$n` parameters, so they go straight to the transaction's driver client
 * (node-postgres or PGlite) when drizzle exposes it, and through drizzle otherwise; on node-postgres as
 * named statements (parsed and planned once per connection). Parameters are text or null; results are
 * read as text, number or bigint and converted here, so both drivers behave alike.
 */
function queryOf(executor: Db): Query {
  const client = (executor as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
  if (client && typeof client.query === 'function') {
    if (isNodePostgres(client)) {
      const driver = client as {
        query(config: { name: string; text: string; values: unknown[] }): Promise<Rows>;
      };
      return (statement, params) =>
        driver.query({ name: statementName(statement), text: statement, values: [...params] });
    }
    const driver = client as { query(statement: string, params: unknown[]): Promise<Rows> };
    return (statement, params) => driver.query(statement, [...params]);
  }
  return (statement, params) => executor.execute(toSql(statement, params)) as Promise<Rows>;
}

/**
 * On node-postgres the hot statements are named: each connection parses and plans each text once, not
 * at every movement (the texts are fixed, so the names are few; PostgreSQL re-plans a named statement
 * itself after a schema change). PGlite has no named statements; it gets the texts as they are.
 */
const statementNames = new Map<string, string>();

function statementName(statement: string): string {
  let name = statementNames.get(statement);
  if (!name) {
    name = `ledger_${createHash('sha256').update(statement).digest('hex').slice(0, 32)}`;
    statementNames.set(statement, name);
  }
  return name;
}

/** node-postgres's client keeps the statements it prepared per connection; PGlite's has no such thing. */
function isNodePostgres(client: object): boolean {
  const connection = (client as { connection?: { parsedStatements?: unknown } }).connection;
  return typeof connection?.parsedStatements === 'object';
}

const text = (value: bigint | null | undefined) =>
  value === null || value === undefined ? null : String(value);

const CLAIM = `insert into ledger_transactions
  (kind, idempotency_key, request_hash, member_id, reference, remark, actor, created_at)
  values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz)
  on conflict (idempotency_key) do nothing returning id`;

const APPLY = `update ledger_accounts
  set balance = balance + $1::bigint, held = held + $2::bigint, version = version + 1, updated_at = $3::timestamptz
  where id = $4::bigint and balance + $1::bigint - (held + $2::bigint) >= 0 and held + $2::bigint >= 0
  returning balance, held, version`;

const REPLY = `update ledger_transactions set reply = $1::jsonb where id = $2::bigint`;

/**
 * Movements touching many member accounts (a contract payout batch) apply them in two statements instead
 * of one each: the rows are locked in ascending id order first (ORDER BY … FOR UPDATE locks as it reads,
 * so the order is the same as the one-by-one path and movements still never wait for each other in a
 * cycle), then one guarded update applies every change ($1 ids, $2 deltas, $3 held changes as arrays).
 */
const BULK_APPLY_FROM = 8;
const LOCK_MANY = `select id from ledger_accounts where id = any($1::bigint[]) order by id for update`;
const APPLY_MANY = `update ledger_accounts a
  set balance = a.balance + c.delta, held = a.held + c.held, version = a.version + 1, updated_at = $4::timestamptz
  from unnest($1::bigint[], $2::bigint[], $3::bigint[]) as c(id, delta, held)
  where a.id = c.id and a.balance + c.delta - (a.held + c.held) >= 0 and a.held + c.held >= 0
  returning a.id, a.balance, a.held, a.version`;

/** A PostgreSQL array literal of ids or amounts (uuids and integers need no quoting). */
const pgArray = (values: readonly (bigint | string)[]) => `{${values.join(',')}}`;

/** Kinds summed per member and day in cash_daily_totals (the team reports' cash figures). */
const CASH_DAILY_KINDS: ReadonlySet<TLedgerKind> = new Set(['DEPOSIT', 'WITHDRAWAL_PAID', 'BONUS', 'REBATE']);

/** $1 day, $2 member, $3 kind, $4 amount (the magnitude of the member's main-wallet posting). */
const CASH_DAILY = `insert into cash_daily_totals as c (day, member_id, kind, count, amount)
  values ($1::date, $2::uuid, $3, 1, $4::bigint)
  on conflict (member_id, day, kind) do update set count = c.count + 1, amount = c.amount + excluded.amount`;

/** CASH_DAILY and the member's first deposit ever ($5 its time), kept if the member has none yet. */
const CASH_DAILY_DEPOSIT = `with daily as (${CASH_DAILY})
  insert into member_first_deposits (member_id, day, at, amount)
  values ($2::uuid, $1::date, $5::timestamptz, $4::bigint) on conflict do nothing`;

/** `values` rows of a movement's postings: $2 the transaction, then account, amount, balance after per row, then the time. */
function postingsValues(rows: number): string {
  const at = `$${3 + rows * 3}::timestamptz`;
  return Array.from({ length: rows }, (_, index) => {
    const base = 3 + index * 3;
    return `($2::bigint, $${base}::bigint, $${base + 1}::bigint, $${base + 2}::bigint, ${at})`;
  }).join(', ');
}

/**
 * Movements with many postings (BULK_APPLY_FROM or more: a batch of wins paid to thousands of members)
 * send them as three arrays ($3 accounts, $4 amounts, $5 balances after, $6 the time) in one fixed text:
 * a `values` row per posting would make a new statement text (and, on node-postgres, a new prepared
 * statement on every connection) for every number of postings, and needs three parameters each.
 */
const POSTINGS_MANY = `select $2::bigint, p.account_id, p.amount, p.balance_after, $6::timestamptz
    from unnest($3::bigint[], $4::bigint[], $5::bigint[]) with ordinality as p(account_id, amount, balance_after, n)
    order by p.n`;

/** The insert of a movement's postings (`rows` of them; `bulk`: POSTINGS_MANY's arrays). */
function insertPostings(rows: number, bulk: boolean): string {
  return `insert into ledger_postings (transaction_id, account_id, amount, balance_after, created_at) ${
    bulk ? POSTINGS_MANY : `values ${postingsValues(rows)}`
  }`;
}

/** The postings (account, amount, balance after per row) and the reply of a movement, in one statement. */
function postingsStatement(rows: number, bulk: boolean): string {
  return `with inserted as (
    ${insertPostings(rows, bulk)})
  update ledger_transactions set reply = $1::jsonb where id = $2::bigint`;
}

/**
 * The movement's last statement (postings, if any, and the reply) followed by the caller's `also`
 * expressions, their parameters renumbered after the ledger's `offset` ones.
 */
function withAlso(rows: number, bulk: boolean, offset: number, also: AlsoStatement): string {
  const shift = (text: string) => text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
  const ctes: string[] = [];
  if (rows > 0) {
    ctes.push(`ledger_postings_inserted as (
    ${insertPostings(rows, bulk)})`);
  }
  ctes.push(`ledger_reply as (update ledger_transactions set reply = $1::jsonb where id = $2::bigint)`);
  return `with ${[...ctes, ...also.with.map(shift)].join(',\n  ')}\n${shift(also.select)}`;
}

function isTransaction(executor: Db): boolean {
  return typeof (executor as { rollback?: unknown }).rollback === 'function';
}

function toAccount(row: AccountRow): LedgerAccount {
  return {
    id: toBig(row.id),
    kind: row.kind,
    asset: row.currency === POINTS_ASSET ? 'POINTS' : 'CASH',
    memberId: row.member_id,
    vendor: row.vendor,
    houseCode: row.house_code,
  } as LedgerAccount;
}

function checkLegs(input: Pick<PostInput<unknown>, 'legs' | 'holds' | 'key'>): void {
  const holds = input.holds ?? [];
  if (input.legs.length === 0 && holds.length === 0) throw new Error('ledger: a movement without legs');
  if (input.legs.length === 1) throw new Error('ledger: a movement needs at least two postings');
  if (!input.key || input.key.length > 200)
    throw new Error('ledger: the idempotency key is empty or too long');
  for (const leg of [...input.legs, ...holds]) {
    if (typeof leg.amount !== 'bigint' || leg.amount === 0n) throw new Error('ledger: a zero amount');
    if (leg.amount > MAX_POSTING_MINOR || leg.amount < -MAX_POSTING_MINOR) {
      throw new AppError('AMOUNT_OUT_OF_RANGE');
    }
  }
  const sums = new Map<LedgerAsset, bigint>();
  for (const leg of input.legs) sums.set(leg.account.asset, (sums.get(leg.account.asset) ?? 0n) + leg.amount);
  for (const [asset, sum] of sums) {
    if (sum !== 0n) throw new Error(`ledger: ${asset} postings of ${input.key} sum to ${sum}, not zero`);
  }
  if (holds.some((hold) => hold.account.kind === 'HOUSE'))
    throw new Error('ledger: house accounts hold nothing');
}

/**
 * The magnitude of a cash movement on its member's main wallet (what cash_daily_totals sums), or null
 * when it is not one: another kind, no member, no main-wallet posting of that member, or a BONUS or
 * REBATE that takes money (those count credits only).
 */
function cashAmount(input: Pick<PostInput<unknown>, 'kind' | 'memberId' | 'legs'>): bigint | null {
  if (!CASH_DAILY_KINDS.has(input.kind) || !input.memberId) return null;
  let amount = 0n;
  for (const leg of input.legs) {
    if (leg.account.kind === 'MEMBER_MAIN' && leg.account.memberId === input.memberId) amount += leg.amount;
  }
  if (amount === 0n) return null;
  if ((input.kind === 'BONUS' || input.kind === 'REBATE') && amount < 0n) return null;
  return amount < 0n ? -amount : amount;
}

export function createLedger(deps: LedgerDeps) {
  const timeZone = deps.timeZone ?? (async (executor: Db) => (await readBrand(executor)).timeZone);
  const states = new WeakMap<object, TxState>();
  /** Accounts never change once created: ids are cached after the transaction that saw them committed. */
  const cache = new Map<string, LedgerAccount>();

  async function resolveAccount(
    tx: Db,
    cacheKey: string,
    find: () => ReturnType<typeof sql>,
    insert: () => Promise<ReturnType<typeof sql>>,
  ): Promise<LedgerAccount> {
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    const state = states.get(tx);
    const own = state?.created.find(([key]) => key === cacheKey);
    if (own) return own[1];
    const found = (await tx.execute<AccountRow>(find())).rows[0];
    if (found) {
      const account = toAccount(found);
      // Seen from a registered transaction and not created by it: committed, safe to cache.
      if (state) cache.set(cacheKey, account);
      return account;
    }
    const inserted = (await tx.execute<AccountRow>(await insert())).rows[0];
    const row = inserted ?? (await tx.execute<AccountRow>(find())).rows[0];
    if (!row) throw new Error(`ledger: could not open account ${cacheKey}`);
    const account = toAccount(row);
    if (inserted) state?.created.push([cacheKey, account]);
    else if (state) cache.set(cacheKey, account);
    return account;
  }

  const columns = sql`id, kind, member_id, vendor, house_code, currency`;

  /** A member's main wallet, opened on first use. */
  function mainAccount(tx: Db, memberId: string): Promise<LedgerAccount> {
    return resolveAccount(
      tx,
      `main:${memberId}`,
      () =>
        sql`select ${columns} from ledger_accounts where member_id = ${memberId} and kind = 'MEMBER_MAIN'`,
      async () => sql`insert into ledger_accounts (kind, member_id, currency)
        values ('MEMBER_MAIN', ${memberId}, ${await deps.currency(tx)})
        on conflict do nothing returning ${columns}`,
    );
  }

  /**
   * The main wallets of many members (opened on first use), in the order given: one read and at most one
   * insert for all of them instead of a round trip each (a contract payout batch pays hundreds).
   */
  async function mainAccounts(tx: Db, memberIds: readonly string[]): Promise<LedgerAccount[]> {
    const state = states.get(tx);
    const known = new Map<string, LedgerAccount>();
    for (const memberId of memberIds) {
      const key = `main:${memberId}`;
      const account = cache.get(key) ?? state?.created.find(([created]) => created === key)?.[1];
      if (account) known.set(memberId, account);
    }
    const wanted = [...new Set(memberIds.filter((memberId) => !known.has(memberId)))];
    if (wanted.length > 0) {
      const list = sql`${pgArray(wanted)}::uuid[]`;
      const found = (
        await tx.execute<AccountRow>(sql`select ${columns} from ledger_accounts
          where member_id = any(${list}) and kind = 'MEMBER_MAIN'`)
      ).rows;
      for (const row of found) {
        const account = toAccount(row);
        known.set(row.member_id!, account);
        if (state) cache.set(`main:${row.member_id}`, account);
      }
      const absent = wanted.filter((memberId) => !known.has(memberId));
      if (absent.length > 0) {
        const currency = await deps.currency(tx);
        const inserted = (
          await tx.execute<AccountRow>(sql`insert into ledger_accounts (kind, member_id, currency)
            select 'MEMBER_MAIN', member_id, ${currency} from unnest(${pgArray(absent)}::uuid[]) as m(member_id)
            on conflict do nothing returning ${columns}`)
        ).rows;
        for (const row of inserted) {
          const account = toAccount(row);
          known.set(row.member_id!, account);
          state?.created.push([`main:${row.member_id}`, account]);
        }
        // Opened meanwhile by another transaction: one by one, as mainAccount does.
        for (const memberId of absent) {
          if (!known.has(memberId)) known.set(memberId, await mainAccount(tx, memberId));
        }
      }
    }
    return memberIds.map((memberId) => known.get(memberId)!);
  }

  /** A member's sub-wallet of a transfer-mode vendor, opened on first use. */
  function vendorAccount(tx: Db, memberId: string, vendor: string): Promise<LedgerAccount> {
    return resolveAccount(
      tx,
      `vendor:${memberId}:${vendor}`,
      () => sql`select ${columns} from ledger_accounts
        where member_id = ${memberId} and kind = 'MEMBER_VENDOR' and vendor = ${vendor}`,
      async () => sql`insert into ledger_accounts (kind, member_id, vendor, currency)
        values ('MEMBER_VENDOR', ${memberId}, ${vendor}, ${await deps.currency(tx)})
        on conflict do nothing returning ${columns}`,
    );
  }

  /** A member's points account (asset POINTS), opened on first use. */
  function pointsAccount(tx: Db, memberId: string): Promise<LedgerAccount> {
    return resolveAccount(
      tx,
      `points:${memberId}`,
      () =>
        sql`select ${columns} from ledger_accounts where member_id = ${memberId} and kind = 'MEMBER_POINTS'`,
      async () => sql`insert into ledger_accounts (kind, member_id, currency)
        values ('MEMBER_POINTS', ${memberId}, ${POINTS_ASSET})
        on conflict do nothing returning ${columns}`,
    );
  }

  /**
   * A house account (optionally per vendor), opened on first use in the brand's currency (POINTS_ISSUED:
   * in points). The brand has one currency (decisions.md), so the first account of a code is the one.
   */
  function houseAccount(tx: Db, code: HouseCode, vendor: string | null = null): Promise<LedgerAccount> {
    return resolveAccount(
      tx,
      `house:${code}:${vendor ?? ''}`,
      () => sql`select ${columns} from ledger_accounts where kind = 'HOUSE' and house_code = ${code}
        and coalesce(vendor, '') = ${vendor ?? ''} order by id limit 1`,
      async () => sql`insert into ledger_accounts (kind, house_code, vendor, currency)
        values ('HOUSE', ${code}, ${vendor},
          ${code === HOUSE.POINTS_ISSUED ? POINTS_ASSET : await deps.currency(tx)})
        on conflict do nothing returning ${columns}`,
    );
  }

  /**
   * Runs `fn` in a database transaction whose movements publish their balance events after commit.
   * Every `post` must run inside one (or say `silent`).
   */
  async function transaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
    const state: TxState = { events: [], created: [] };
    const result = await db.transaction(async (tx) => {
      states.set(tx, state);
      return fn(tx);
    });
    for (const [key, account] of state.created) cache.set(key, account);
    if (state.events.length > 0) deps.publisher.publish(state.events);
    return result;
  }

  async function findStored(tx: Db, key: string): Promise<StoredTransaction | null> {
    const [row] = (
      await tx.execute<{
        id: string;
        kind: TLedgerKind;
        idempotency_key: string;
        request_hash: string;
        reply: unknown;
        member_id: string | null;
        reference: string | null;
        created_at: string | Date;
      }>(sql`select id, kind, idempotency_key, request_hash, reply, member_id, reference, created_at
        from ledger_transactions where idempotency_key = ${key}`)
    ).rows;
    if (!row) return null;
    return {
      id: toBig(row.id),
      kind: row.kind,
      key: row.idempotency_key,
      requestHash: row.request_hash,
      reply: row.reply,
      memberId: row.member_id,
      reference: row.reference,
      createdAt: new Date(row.created_at),
    };
  }

  /** Moves money (see the top of this file). Runs in the caller's transaction `tx`. */
  async function post<R = null>(tx: Db, input: PostInput<R>): Promise<PostOutcome<R>> {
    if (!isTransaction(tx)) throw new Error('ledger: post needs a database transaction');
    const state = states.get(tx);
    if (!state && !input.silent) {
      throw new Error('ledger: post inside ledger.transaction(), or mark the movement silent');
    }
    checkLegs(input);
    const holds = input.holds ?? [];
    const requestHash =
      input.requestHash ??
      hashRequest({
        kind: input.kind,
        legs: input.legs.map((leg) => [leg.account.id, leg.amount]),
        holds: holds.map((hold) => [hold.account.id, hold.amount]),
        memberId: input.memberId ?? null,
        reference: input.reference ?? null,
      });
    const now = deps.clock.now();
    const at = now.toISOString();

    // 1. Claim the key.
    const query = queryOf(tx);
    const claimed = (
      await query(CLAIM, [
        input.kind,
        input.key,
        requestHash,
        input.memberId ?? null,
        input.reference ?? null,
        input.remark ?? null,
        input.actor ?? null,
        at,
      ])
    ).rows[0];
    if (!claimed) {
      const stored = await findStored(tx, input.key);
      if (!stored) throw new Error(`ledger: key ${input.key} conflicted but cannot be read`);
      if (stored.requestHash !== requestHash || stored.kind !== input.kind) {
        throw new AppError('IDEMPOTENCY_CONFLICT', { details: { key: input.key } });
      }
      return { replayed: true, transactionId: stored.id, reply: stored.reply as R };
    }
    const transactionId = toBig(claimed.id);

    // 2. Member accounts: one guarded update each, in ascending id order.
    const changes = new Map<bigint, { account: LedgerAccount; delta: bigint; held: bigint }>();
    for (const [list, field] of [
      [input.legs, 'delta'],
      [holds, 'held'],
    ] as const) {
      for (const leg of list) {
        if (leg.account.kind === 'HOUSE') continue;
        const change = changes.get(leg.account.id) ?? { account: leg.account, delta: 0n, held: 0n };
        change[field] += leg.amount;
        changes.set(leg.account.id, change);
      }
    }
    const after = new Map<bigint, AccountState>();
    const ordered = [...changes.values()].sort((a, b) => (a.account.id < b.account.id ? -1 : 1));
    const refused = (change: (typeof ordered)[number]) => {
      if (change.delta < 0n || change.held > 0n) return new AppError('INSUFFICIENT_BALANCE');
      return new Error(`ledger: account ${change.account.id} is missing or would release more than it holds`);
    };
    if (ordered.length >= BULK_APPLY_FROM) {
      const ids = pgArray(ordered.map((change) => change.account.id));
      await query(LOCK_MANY, [ids]);
      const { rows } = await query(APPLY_MANY, [
        ids,
        pgArray(ordered.map((change) => change.delta)),
        pgArray(ordered.map((change) => change.held)),
        at,
      ]);
      for (const row of rows) {
        after.set(toBig(row.id as string), {
          balance: toBig(row.balance as string),
          held: toBig(row.held as string),
          version: Number(row.version),
        });
      }
      const missing = ordered.find((change) => !after.has(change.account.id));
      if (missing) throw refused(missing);
    } else {
      for (const change of ordered) {
        const { id } = change.account;
        const row = (await query(APPLY, [text(change.delta), text(change.held), at, text(id)])).rows[0];
        if (!row) throw refused(change);
        const state = { balance: toBig(row.balance), held: toBig(row.held), version: Number(row.version) };
        after.set(id, state);
      }
    }

    // 3. Postings (with each member account's balance after it) and the reply, in one statement.
    const running = new Map<bigint, bigint>();
    for (const change of changes.values()) {
      running.set(change.account.id, after.get(change.account.id)!.balance - change.delta);
    }
    const postings = input.legs.map((leg) => {
      if (leg.account.kind === 'HOUSE') return { leg, balanceAfter: null };
      const balanceAfter = running.get(leg.account.id)! + leg.amount;
      running.set(leg.account.id, balanceAfter);
      return { leg, balanceAfter };
    });
    const posted: PostedTransaction = {
      transactionId,
      createdAt: now,
      stateOf(account) {
        const state = after.get(account.id);
        if (!state) throw new Error(`ledger: account ${account.id} was not touched by this movement`);
        return state;
      },
    };
    const reply = input.reply ? input.reply(posted) : (null as R);
    const replyJson = JSON.stringify(reply ?? null);
    let also: Array<Record<string, unknown>> | undefined;
    const bulk = postings.length >= BULK_APPLY_FROM;
    const postingParams = bulk
      ? [
          pgArray(postings.map(({ leg }) => leg.account.id)),
          pgArray(postings.map(({ leg }) => leg.amount)),
          `{${postings.map(({ balanceAfter }) => (balanceAfter === null ? 'NULL' : String(balanceAfter))).join(',')}}`,
          at,
        ]
      : [
          ...postings.flatMap(({ leg, balanceAfter }) => [
            text(leg.account.id),
            text(leg.amount),
            text(balanceAfter),
          ]),
          ...(postings.length > 0 ? [at] : []),
        ];
    if (input.also) {
      const extra = input.also(reply);
      const params = [replyJson, text(transactionId), ...postingParams];
      also = (
        await query(withAlso(postings.length, bulk, params.length, extra), [...params, ...extra.params])
      ).rows;
    } else if (postings.length > 0) {
      await query(postingsStatement(postings.length, bulk), [
        replyJson,
        text(transactionId),
        ...postingParams,
      ]);
    } else {
      await query(REPLY, [replyJson, text(transactionId)]);
    }

    // 4. A cash movement also counts in its member's daily cash totals (bets never do).
    const cash = cashAmount(input);
    if (cash !== null) {
      const day = dateIn(await timeZone(tx), now);
      const params = [day, input.memberId!, input.kind, text(cash)];
      if (input.kind === 'DEPOSIT') await query(CASH_DAILY_DEPOSIT, [...params, at]);
      else await query(CASH_DAILY, params);
    }

    if (state) {
      for (const change of changes.values()) {
        const { account } = change;
        const current = after.get(account.id)!;
        state.events.push({
          memberId: account.memberId!,
          accountKind: account.kind as BalanceChanged['accountKind'],
          vendor: account.vendor,
          balance: current.balance,
          held: current.held,
          version: current.version,
          transactionId,
          kind: input.kind,
        });
      }
    }
    return { replayed: false, transactionId, reply, ...(also ? { also } : {}) };
  }

  /** A member account's cached balance and held money (zero when it was never opened). */
  async function stateOf(db: Db, account: LedgerAccount): Promise<AccountState> {
    const [row] = (
      await db.execute<{ balance: string; held: string; version: string | number }>(
        sql`select balance, held, version from ledger_accounts where id = ${account.id}::bigint`,
      )
    ).rows;
    return row
      ? { balance: toBig(row.balance), held: toBig(row.held), version: Number(row.version) }
      : { balance: 0n, held: 0n, version: 0 };
  }

  /** A member's main wallet without opening it (zero when it does not exist yet). */
  async function mainBalance(db: Db, memberId: string): Promise<AccountState> {
    const [row] = (
      await db.execute<{ balance: string; held: string; version: string | number }>(
        sql`select balance, held, version from ledger_accounts where member_id = ${memberId} and kind = 'MEMBER_MAIN'`,
      )
    ).rows;
    return row
      ? { balance: toBig(row.balance), held: toBig(row.held), version: Number(row.version) }
      : { balance: 0n, held: 0n, version: 0 };
  }

  /** A member's points (zero when the points account was never opened). */
  async function pointsBalance(db: Db, memberId: string): Promise<AccountState> {
    const [row] = (
      await db.execute<{ balance: string; held: string; version: string | number }>(
        sql`select balance, held, version from ledger_accounts where member_id = ${memberId} and kind = 'MEMBER_POINTS'`,
      )
    ).rows;
    return row
      ? { balance: toBig(row.balance), held: toBig(row.held), version: Number(row.version) }
      : { balance: 0n, held: 0n, version: 0 };
  }

  /** Main balances of many members (one query); members without a main wallet are left out. */
  async function mainBalances(db: Db, memberIds: readonly string[]): Promise<Map<string, bigint>> {
    const balances = new Map<string, bigint>();
    if (memberIds.length === 0) return balances;
    // One array parameter: a team may be far larger than a statement's parameter limit (65,535).
    const { rows } = await db.execute<{ member_id: string; balance: string }>(
      sql`select member_id, balance from ledger_accounts
        where kind = 'MEMBER_MAIN' and member_id = any(${sql.param(memberIds)}::uuid[])`,
    );
    for (const row of rows) balances.set(row.member_id, toBig(row.balance));
    return balances;
  }

  /** A member's main wallet if it was opened (never opens it). */
  async function findMainAccount(db: Db, memberId: string): Promise<LedgerAccount | null> {
    const key = `main:${memberId}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const [row] = (
      await db.execute<AccountRow>(
        sql`select ${columns} from ledger_accounts where member_id = ${memberId} and kind = 'MEMBER_MAIN'`,
      )
    ).rows;
    if (!row) return null;
    const account = toAccount(row);
    // Outside a transaction only committed rows are visible; inside one, only cache what the state allows.
    if (!isTransaction(db)) cache.set(key, account);
    return account;
  }

  /**
   * Locks a member's main wallet row until the end of `tx` (opening it if needed), to serialise checks
   * that must see every earlier movement of the member (a daily withdrawal count).
   */
  async function lockMainAccount(tx: Db, memberId: string): Promise<LedgerAccount> {
    const account = await mainAccount(tx, memberId);
    await tx.execute(sql`select id from ledger_accounts where id = ${account.id}::bigint for update`);
    return account;
  }

  return {
    transaction,
    post,
    mainAccount,
    mainAccounts,
    vendorAccount,
    pointsAccount,
    pointsBalance,
    houseAccount,
    stateOf,
    mainBalance,
    mainBalances,
    findMainAccount,
    lockMainAccount,
    /** The journal transaction stored under an idempotency key, or null. */
    findTransaction: (db: Db, key: string) => findStored(db, key),
  };
}

export type Ledger = ReturnType<typeof createLedger>;
