import { isIP } from 'node:net';
import path from 'node:path';
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
});

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
  };
}
