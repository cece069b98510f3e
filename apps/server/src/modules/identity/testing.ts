import { randomBytes } from 'node:crypto';
import type { TIdentitySettings } from '@platform/contracts/identity';
import { JWE_ALG, JWE_ENC, type TBrandConfig } from '@platform/contracts/system';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import { CompactEncrypt, importJWK } from 'jose';
import { systemClock, type Clock } from '../../platform/clock';
import { noCountryLookup } from '../../platform/country-lookup';
import type { Db } from '../../platform/database';
import type { Keyring } from '../../platform/encryption';
import { operatorHeaders, TEST_DEFAULT_MEMBER_PASSWORD } from '../../test/app';
import { outbox } from '../notify/tables';
import { DEFAULT_BRAND } from '../system/brand.default';
import { createSystemService } from '../system/service';
import type { IdentityDeps } from './context';
import { createArgon2Hasher } from './password-hasher';
import * as repository from './repository';
import { insertKnownAddress } from './sign-in-verification/repository';
import { createIdentityService } from './service';
import { createIdentitySettings } from './settings';
import { DEFAULT_IDENTITY_SETTINGS } from './settings.default';
import { captchaAnswerHash } from './verification';

/** Test helpers of the identity module: members, captchas, SMS codes, JWE bodies, settings, a clock. */

const hasher = createArgon2Hasher({ memoryKib: 256, iterations: 1 });

export const PLAIN_PAYLOADS = { ALLOW_PLAIN_PAYLOADS: 'true' };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A clock the test moves by hand. */
export function createTestClock(
  start = new Date(),
): Clock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/** A unique account name for a test (letters first, then digits: passes the default username rule). */
export const uniqueAccount = (prefix = 'user') => `${prefix}${randomBytes(4).toString('hex')}`.slice(0, 16);

/** A unique mobile number (10 digits). */
export const uniqueMobile = () => `55${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

let nextIp = 1;

/**
 * A distinct client address per call keeps per-client limits of one test from touching another. Drawn in
 * sequence (not at random) from the benchmarking range 198.18.0.0/15: random picks collided now and then
 * in files whose test clock stands still, so a per-second limit never cleared.
 */
export const uniqueIp = () => {
  const n = nextIp++ % 131_070;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
};

export type TestMemberInput = {
  account?: string;
  password?: string | null;
  type?: number;
  uplineId?: string | null;
  affiliateCode?: string | null;
  dialingCode?: string;
  mobile?: string | null;
  email?: string | null;
  status?: 'active' | 'disabled' | 'locked';
  firstLoginAt?: Date | null;
  passwordChangedAt?: Date | null;
  createdAt?: Date;
  nickname?: string | null;
  payeeName?: string | null;
  /** false: no test client address is known for the member (sign-in verification tests). */
  knownAddresses?: boolean;
};

/**
 * The addresses tests sign in from (`uniqueIp()`'s range, inject's default 127.0.0.1, ::1). Members made
 * by the factory below have them known, so the sign-in verification does not ask them for a proof; tests
 * of the verification sign in from elsewhere (TEST-NET ranges) or pass `knownAddresses: false`.
 */
export const TEST_CLIENT_NETWORKS = ['198.18.0.0/15', '127.0.0.0/8', '::1/128'] as const;
/** Seen "last" far ahead: known whatever moment a test's clock shows. */
const KNOWN_WHATEVER_THE_CLOCK = new Date('2999-01-01T00:00:00Z');

/** Inserts a member directly (a factory: faster than registering through the API). */
export async function createTestMember(db: Db, input: TestMemberInput = {}) {
  const now = input.createdAt ?? new Date();
  const password = input.password === undefined ? 'secret123' : input.password;
  const member = await repository.insertMember(db, {
    account: input.account ?? uniqueAccount(),
    type: input.type ?? 0,
    nickname: input.nickname ?? null,
    uplineId: input.uplineId ?? null,
    affiliateCode: input.affiliateCode ?? null,
    dialingCode: input.mobile ? (input.dialingCode ?? '+52') : null,
    mobile: input.mobile ?? null,
    email: input.email ?? null,
    payeeName: input.payeeName ?? null,
    status: input.status ?? 'active',
    passwordHash: password === null ? null : await hasher.hash(password),
    passwordChangedAt: input.passwordChangedAt === undefined ? now : input.passwordChangedAt,
    firstLoginAt: input.firstLoginAt ?? null,
    registerMethod: 'OPERATOR',
    createdAt: now,
    updatedAt: now,
  });
  if (input.knownAddresses !== false) {
    for (const address of TEST_CLIENT_NETWORKS) {
      await insertKnownAddress(db, member.id, address, now, KNOWN_WHATEVER_THE_CLOCK);
    }
  }
  return { ...member, password: password ?? '' };
}

/** A captcha whose answer the test knows (GET /wps/captcha only shows it as a picture). */
export async function createKnownCaptcha(db: Db, answer = 'ACDEF', options: { expiresAt?: Date } = {}) {
  const now = new Date();
  const captchaId = await repository.insertCaptcha(db, {
    answerHash: captchaAnswerHash(answer),
    clientKey: 'test',
    createdAt: now,
    // Far ahead by default: tests move their app clock independently of this one.
    expiresAt: options.expiresAt ?? new Date(now.getTime() + 100 * 365 * 86_400_000),
  });
  return { captchaId, captcha: answer };
}

/** The latest message the outbox SMS provider "sent" to a number ("+52 5512345678"). */
export async function latestSms(db: Db, to: string): Promise<string | null> {
  const [row] = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row?.body ?? null;
}

/** The six-digit code of the latest SMS to a number. */
export async function latestSmsCode(db: Db, to: string): Promise<string> {
  const body = await latestSms(db, to);
  const code = body ? /\b(\d{6})\b/.exec(body)?.[1] : undefined;
  if (!code) throw new Error(`no SMS code sent to ${to}`);
  return code;
}

export async function latestEmail(db: Db, to: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row ?? null;
}

/** Rows of a table (for "nothing stored" checks). */
export async function countRows(db: Db, table: string): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** The body of an encrypted call, made as the web app makes it (RSA-OAEP-256 / A256GCM, with kid). */
export async function encryptBody(keyring: Keyring, body: unknown): Promise<{ payload: string }> {
  const { n, e, kid } = keyring.current.publicJwk;
  const key = await importJWK({ kty: 'RSA', n, e }, JWE_ALG);
  const payload = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(body)))
    .setProtectedHeader({ alg: JWE_ALG, enc: JWE_ENC, kid })
    .encrypt(key);
  return { payload };
}

async function putAdmin(app: FastifyInstance, url: string, payload: unknown) {
  const reply = await app.inject({
    method: 'PUT',
    url,
    payload: payload as InjectOptions['payload'],
    headers: operatorHeaders,
  });
  if (reply.statusCode !== 200) throw new Error(`PUT ${url} answered ${reply.statusCode}: ${reply.body}`);
}

/** Changes the identity settings through the operator API (`patch` over the defaults). */
export const putIdentitySettings = (app: FastifyInstance, patch: Partial<TIdentitySettings> = {}) =>
  putAdmin(app, '/admin-api/identity/settings', { ...DEFAULT_IDENTITY_SETTINGS, ...patch });

/** Changes whitelabel flags (over the default brand) through the operator API. */
export const putWhitelabel = (app: FastifyInstance, flags: Partial<TBrandConfig['whitelabel']> = {}) =>
  putAdmin(app, '/admin-api/system/brand', {
    ...DEFAULT_BRAND,
    whitelabel: { ...DEFAULT_BRAND.whitelabel, ...flags },
  });

/** Logs in through the API (plain body: the app must allow plain payloads) and returns the login value. */
export async function login(
  app: FastifyInstance,
  body: Record<string, unknown>,
  options: { ip?: string } = {},
) {
  const reply = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: body,
    remoteAddress: options.ip ?? uniqueIp(),
  });
  if (reply.statusCode !== 200) throw new Error(`login answered ${reply.statusCode}: ${reply.body}`);
  return reply.json().value as {
    token: string;
    firstTimeLogin: boolean;
    passwordExpired: boolean;
    mustChangePassword: boolean;
  };
}

/** PNG and JPEG signatures padded to a small file. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

/** A multipart/form-data body with one file part. */
export function multipartBody(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const silentLog = {
  level: 'silent',
  fatal: () => {},
  error: () => {},
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

/** An identity service on the test database, for the functions other modules call (no routes). */
export function createTestIdentityService(
  db: Db,
  clock: Clock = systemClock,
  overrides: Partial<IdentityDeps> = {},
) {
  const system = createSystemService({ db, countryLookup: noCountryLookup, clock, log: silentLog });
  const sink = { send: async () => {} };
  return createIdentityService({
    db,
    clock,
    log: silentLog,
    brand: () => system.getBrand(),
    settings: createIdentitySettings({ db, log: silentLog }),
    hasher,
    sms: sink,
    email: sink,
    google: null,
    facebook: null,
    phoneAuth: null,
    defaultMemberPassword: TEST_DEFAULT_MEMBER_PASSWORD,
    sessionIdleMinutes: 30,
    sessionMaxHours: 24,
    captchaCheck: true,
    publicUrl: null,
    port: 8080,
    avatarDir: '/nonexistent',
    ...overrides,
  });
}
