import { isIP } from 'node:net';
import path from 'node:path';
import { PVP_DEFAULT_TIMINGS, type TPvpTimings } from '@platform/contracts/pvp';
import { z } from 'zod';
import { DEFAULT_WEB_DIST_DIR } from './platform/paths';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const ZBooleanTextSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((text) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(text), {
    message: 'expected true or false',
  })
  .transform((text) => ['true', '1', 'yes', 'on'].includes(text));

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Fastify `trustProxy`: false, true, a number of hops, or the addresses/CIDRs of trusted proxies. */
export type TrustProxy = boolean | number | string[];

const ZTrustProxySchema = z
  .string()
  .trim()
  .transform((text, ctx): TrustProxy => {
    const lower = text.toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false' || lower === '') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not an IP address or CIDR: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return entries;
  });

/** PEM text from the environment; literal "\n" sequences (one-line env files) become newlines. */
const ZPemSchema = z
  .string()
  .transform((text) => text.replace(/\\n/g, '\n').trim())
  .refine((text) => text.startsWith('-----BEGIN PRIVATE KEY-----'), {
    message: 'expected a PKCS#8 PEM private key (-----BEGIN PRIVATE KEY-----)',
  });

/** The PVP phase lengths' keys in PVP_TIMINGS_MS: `starting` for `startingMs`, … */
const PVP_TIMING_KEYS = Object.keys(PVP_DEFAULT_TIMINGS).map((key) => key.replace(/Ms$/, ''));

export type PvpTimingsSetting = { timings: Partial<TPvpTimings>; tickMs: number | null };

/**
 * PVP_TIMINGS_MS: `starting=500,bidding=3000,…` (milliseconds, 0 to 10 minutes each; `tick`, how often the
 * timeouts job runs, 10 ms to 1 minute); the names not given keep their defaults (PVP_DEFAULT_TIMINGS).
 */
const ZPvpTimingsSchema = z
  .string()
  .trim()
  .transform((text, ctx): PvpTimingsSetting => {
    const timings: Record<string, number> = {};
    let tickMs: number | null = null;
    const names = [...PVP_TIMING_KEYS, 'tick'];
    for (const entry of text.split(',').map((part) => part.trim())) {
      const match = /^([a-zA-Z]+)\s*=\s*(\d{1,6})$/.exec(entry);
      const key = match?.[1] ?? '';
      const ms = Number(match?.[2]);
      const inRange = key === 'tick' ? ms >= 10 && ms <= 60_000 : ms <= 600_000;
      if (!match || !names.includes(key) || !inRange) {
        ctx.addIssue({
          code: 'custom',
          message: `expected name=milliseconds (0–600000; tick 10–60000) with the names ${names.join(', ')}; got "${entry}"`,
        });
        return z.NEVER;
      }
      if (key === 'tick') tickMs = ms;
      else timings[`${key}Ms`] = ms;
    }
    return { timings: timings as Partial<TPvpTimings>, tickMs };
  });

const ZEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: ZTrustProxySchema.optional(),
  ALLOW_PLAIN_PAYLOADS: ZBooleanTextSchema.optional(),
  OPERATOR_API_KEY: z.string().min(16, 'use at least 16 characters').optional(),
  JWE_PRIVATE_KEY: ZPemSchema.optional(),
  JWE_PREVIOUS_PRIVATE_KEY: ZPemSchema.optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  GEOIP_CSV: z.string().min(1).optional(),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(1024 * 1024),
  SEED_DEMO: ZBooleanTextSchema.optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  DEFAULT_MEMBER_PASSWORD: z.string().min(6).max(64).optional(),
  CAPTCHA_CHECK: ZBooleanTextSchema.optional(),
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(64).max(4_194_304).default(19_456),
  PASSWORD_HASH_ITERATIONS: z.coerce.number().int().min(1).max(20).default(2),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_FILE: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url({ protocol: /^https?$/ }).optional(),
  PHONE_AUTH_PROJECT_ID: z.string().min(1).optional(),
  PHONE_AUTH_JWKS_FILE: z.string().min(1).optional(),
  PHONE_AUTH_JWKS_URL: z.url({ protocol: /^https?$/ }).optional(),
  PHONE_AUTH_API_KEY: z.string().min(1).optional(),
  PHONE_AUTH_AUTH_DOMAIN: z.string().min(1).optional(),
  FACEBOOK_APP_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'the numeric app id')
    .optional(),
  FACEBOOK_APP_SECRET: z.string().min(16).optional(),
  FACEBOOK_GRAPH_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  SANDBOX_SIGN_IN: ZBooleanTextSchema.optional(),
  SANDBOX_SIGN_IN_SECRET: z.string().min(16, 'use at least 16 characters').optional(),
  SANDBOX_GATEWAY_SECRET: z.string().min(16, 'use at least 16 characters').optional(),
  SANDBOX_PAYMENTS: ZBooleanTextSchema.optional(),
  SANDBOX_TRANSFER_VENDOR: ZBooleanTextSchema.optional(),
  VENDOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  WALLET_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  SANDBOX_VENDOR: ZBooleanTextSchema.optional(),
  SANDBOX_VENDOR_OUTCOME: z.enum(['random', 'win', 'lose']).default('random'),
  SANDBOX_VENDOR_RTP: z.coerce.number().min(0.5).max(0.99).default(0.96),
  NODE_ENV: z.string().trim().optional(),
  ALLOW_SANDBOX_IN_PRODUCTION: ZBooleanTextSchema.optional(),
  HSTS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(63_072_000).default(15_552_000),
  PVP_TIMINGS_MS: ZPvpTimingsSchema.optional(),
});

/** What makes a production site pretend: fake payments and vendors, captchas that accept anything. */
const PRODUCTION_UNSAFE = [
  'SANDBOX_PAYMENTS',
  'SANDBOX_TRANSFER_VENDOR',
  'SANDBOX_VENDOR',
  'SANDBOX_SIGN_IN',
  'CAPTCHA_CHECK',
] as const;

/** Google's published signing keys of ID tokens. */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/** The Graph API of Facebook sign-in (token check and profile). */
export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v19.0';

/** The signing keys of Firebase Authentication ID tokens (phone auth). */
export const PHONE_AUTH_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

export type Config = {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  /** null: embedded PGlite persisted in `<dataDir>/pglite`. */
  databaseUrl: string | null;
  databasePoolMax: number;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: TrustProxy;
  allowPlainPayloads: boolean;
  /** null: generated once into `<dataDir>/secrets.json` (see secrets.ts). */
  operatorApiKey: string | null;
  /** PKCS#8 PEM; null: generated once into `<dataDir>/secrets.json`. */
  jwePrivateKey: string | null;
  jwePreviousPrivateKey: string | null;
  /** Absolute. */
  webDistDir: string;
  /** Absolute path of a "cidr,country" file, or null for no country lookup. */
  geoipCsv: string | null;
  bodyLimit: number;
  seedDemo: boolean;
  /** Sessions end after this much inactivity… */
  sessionIdleMinutes: number;
  /** …and at the latest this long after the login. */
  sessionMaxHours: number;
  /** The password of accounts agents and operators create; null: generated into `<dataDir>/secrets.json`. */
  defaultMemberPassword: string | null;
  /** false (CAPTCHA_CHECK=off, development and tests): any non-empty captcha answer passes. */
  captchaCheck: boolean;
  /** argon2id cost; the defaults are OWASP's (19 MiB, 2 iterations, 1 lane). */
  passwordHash: { memoryKib: number; iterations: number };
  /** Origin of links in e-mails (password reset), without a trailing slash; null: from the brand's main domain. */
  publicUrl: string | null;
  /** Google sign-in; null when GOOGLE_CLIENT_ID is unset. Keys from a JWKS file, else a JWKS URL. */
  google: { clientId: string; jwksFile: string | null; jwksUrl: string } | null;
  /**
   * Third-party (Firebase) phone authentication; null when PHONE_AUTH_PROJECT_ID is unset. Also needs the
   * PHONEAUTH3 flag. Keys from a JWKS file, else a JWKS URL.
   */
  phoneAuth: {
    projectId: string;
    jwksFile: string | null;
    jwksUrl: string;
    /** The Firebase web config the browser's SDK needs (PHONE_AUTH_API_KEY, PHONE_AUTH_AUTH_DOMAIN). */
    apiKey: string | null;
    authDomain: string;
  } | null;
  /** Facebook sign-in; null unless FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are both set. */
  facebook: { appId: string; appSecret: string; graphUrl: string } | null;
  /**
   * The built-in sandbox sign-in providers (Google, Facebook, phone auth without the real services) for
   * each provider that has no real configuration; on by default outside production (SANDBOX_SIGN_IN).
   */
  sandboxSignIn: { enabled: boolean; secret: string | null };
  wallet: {
    /** HMAC secret of the sandbox gateway's callbacks; null: derived from the operator key (secrets.json). */
    sandboxGatewaySecret: string | null;
    /** The sandbox payment gateway (deposits without real money); turn off in production. */
    sandboxPayments: boolean;
    /** The sandbox transfer-mode vendor SBX (sub-wallet transfers without a real vendor). */
    sandboxTransferVendor: boolean;
    /** A vendor call without an answer after this long leaves the transfer PENDING. */
    vendorTimeoutMs: number;
    /** How often the wallet jobs run (auto-confirmation, pending transfers, expired orders). */
    jobsIntervalMs: number;
  };
  /** The sandbox game vendor: the playable demo page of every external vendor's game (no real vendor). */
  sandboxVendor: { enabled: boolean; outcome: 'random' | 'win' | 'lose'; rtp: number };
  /** Strict-Transport-Security max-age of replies over https; 0: no header. */
  hstsMaxAgeSeconds: number;
  /**
   * PVP tables (PVP_TIMINGS_MS): the phase lengths changed from PVP_DEFAULT_TIMINGS (empty: the defaults) and
   * how often the timeouts job runs (null: the module's default, 250 ms).
   */
  pvp: PvpTimingsSetting;
  /** What start-up must shout about (sandboxes allowed in production by ALLOW_SANDBOX_IN_PRODUCTION). */
  warnings: string[];
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the configuration from environment variables. Empty values count as unset. Relative paths are
 * resolved against `cwd`, except the web build folder, whose default is found from the repository.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.keys(ZEnvSchema.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = ZEnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  // In production the sandboxes are off unless named, and naming one (or CAPTCHA_CHECK=off) stops the
  // start, unless ALLOW_SANDBOX_IN_PRODUCTION says it is meant (a staging site): then start-up warns.
  const production = e.NODE_ENV === 'production';
  const unsafe = PRODUCTION_UNSAFE.filter((key) =>
    key === 'CAPTCHA_CHECK' ? e[key] === false : e[key] === true,
  );
  const warnings: string[] = [];
  if (production && unsafe.length > 0) {
    const named = unsafe.map((key) => (key === 'CAPTCHA_CHECK' ? 'CAPTCHA_CHECK=off' : key)).join(', ');
    if (!e.ALLOW_SANDBOX_IN_PRODUCTION) {
      throw new ConfigError([
        `NODE_ENV=production with ${named}: refusing to start a production site with fake payments, vendors or captchas. Unset them, or set ALLOW_SANDBOX_IN_PRODUCTION=1 if this is a test site.`,
      ]);
    }
    warnings.push(
      `!!! NODE_ENV=production with ${named} (ALLOW_SANDBOX_IN_PRODUCTION is set): this site accepts fake payments, vendors or captchas. Never serve real players with it. !!!`,
    );
  }
  const sandboxDefault = !production;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolMax: e.DATABASE_POOL_MAX,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    allowPlainPayloads: e.ALLOW_PLAIN_PAYLOADS ?? false,
    operatorApiKey: e.OPERATOR_API_KEY ?? null,
    jwePrivateKey: e.JWE_PRIVATE_KEY ?? null,
    jwePreviousPrivateKey: e.JWE_PREVIOUS_PRIVATE_KEY ?? null,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    geoipCsv: e.GEOIP_CSV ? path.resolve(cwd, e.GEOIP_CSV) : null,
    bodyLimit: e.BODY_LIMIT,
    seedDemo: e.SEED_DEMO ?? true,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    defaultMemberPassword: e.DEFAULT_MEMBER_PASSWORD ?? null,
    captchaCheck: e.CAPTCHA_CHECK ?? true,
    passwordHash: { memoryKib: e.PASSWORD_HASH_MEMORY_KIB, iterations: e.PASSWORD_HASH_ITERATIONS },
    publicUrl: e.PUBLIC_URL ?? null,
    google: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          jwksFile: e.GOOGLE_JWKS_FILE ? path.resolve(cwd, e.GOOGLE_JWKS_FILE) : null,
          jwksUrl: e.GOOGLE_JWKS_URL ?? GOOGLE_JWKS_URL,
        }
      : null,
    phoneAuth: e.PHONE_AUTH_PROJECT_ID
      ? {
          projectId: e.PHONE_AUTH_PROJECT_ID,
          jwksFile: e.PHONE_AUTH_JWKS_FILE ? path.resolve(cwd, e.PHONE_AUTH_JWKS_FILE) : null,
          jwksUrl: e.PHONE_AUTH_JWKS_URL ?? PHONE_AUTH_JWKS_URL,
          apiKey: e.PHONE_AUTH_API_KEY ?? null,
          authDomain: e.PHONE_AUTH_AUTH_DOMAIN ?? `${e.PHONE_AUTH_PROJECT_ID}.firebaseapp.com`,
        }
      : null,
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? {
            appId: e.FACEBOOK_APP_ID,
            appSecret: e.FACEBOOK_APP_SECRET,
            graphUrl: e.FACEBOOK_GRAPH_URL ?? FACEBOOK_GRAPH_URL,
          }
        : null,
    sandboxSignIn: { enabled: e.SANDBOX_SIGN_IN ?? sandboxDefault, secret: e.SANDBOX_SIGN_IN_SECRET ?? null },
    wallet: {
      sandboxGatewaySecret: e.SANDBOX_GATEWAY_SECRET ?? null,
      sandboxPayments: e.SANDBOX_PAYMENTS ?? sandboxDefault,
      sandboxTransferVendor: e.SANDBOX_TRANSFER_VENDOR ?? sandboxDefault,
      vendorTimeoutMs: e.VENDOR_TIMEOUT_MS,
      jobsIntervalMs: e.WALLET_JOBS_INTERVAL_SECONDS * 1000,
    },
    sandboxVendor: {
      enabled: e.SANDBOX_VENDOR ?? sandboxDefault,
      outcome: e.SANDBOX_VENDOR_OUTCOME,
      rtp: e.SANDBOX_VENDOR_RTP,
    },
    hstsMaxAgeSeconds: e.HSTS_MAX_AGE_SECONDS,
    pvp: e.PVP_TIMINGS_MS ?? { timings: {}, tickMs: null },
    warnings,
  };
}
