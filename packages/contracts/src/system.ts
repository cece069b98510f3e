import { z } from 'zod';
import { okEnvelope } from './envelope';
import { ZLanguageSchema } from './i18n';
import { ZWhitelabelSchema } from './whitelabel';

export { SYSTEM_STATUS } from './system.constants';

export const ZSystemStatusCodeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type TSystemStatusCode = z.infer<typeof ZSystemStatusCodeSchema>;

export const CS_TYPES = ['TELEGRAM', 'TELEGRAM 2', 'WHATSAPP', 'LIVECHAT', 'FACEBOOK'] as const;

/** Customer-service entry (spec §3). `path` is obfuscated (see cs-path.ts); the last 8 characters are its key. */
export const ZCustomerServiceSchema = z.object({
  csType: z.enum(CS_TYPES),
  csPosition: z.number().int(),
  title: z.string(),
  path: z.string(),
});
export type TCustomerService = z.infer<typeof ZCustomerServiceSchema>;

/** Resource link (spec §3): label names per language, labelNameEn the default. */
export const ZResourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  labelNameEn: z.string(),
  labelNames: z.record(z.string(), z.string()),
});
export type TResource = z.infer<typeof ZResourceSchema>;

export const DOMAIN_ROUTE_TYPES = ['MAIN', 'AGENT', 'APP_DOWNLOAD', 'BACKUP'] as const;
export const ZDomainRouteSchema = z.object({
  domain: z.string(),
  routeType: z.enum(DOMAIN_ROUTE_TYPES),
  sequence: z.number().int(),
});
export type TDomainRoute = z.infer<typeof ZDomainRouteSchema>;

export const ZCurrencySchema = z.object({
  code: z.string().length(3),
  symbol: z.string().min(1).max(5),
  scale: z.number().int().min(0).max(4),
});

/** Operator setting: maintenance, optionally scheduled. */
export const ZMaintenanceSettingSchema = z.object({
  enabled: z.boolean(),
  /** ISO times; when set, maintenance is in force only inside the window. */
  startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  title: z.partialRecord(ZLanguageSchema, z.string().max(200)).default({}),
  info: z.partialRecord(ZLanguageSchema, z.string().max(2000)).default({}),
});
export type TMaintenanceSetting = z.infer<typeof ZMaintenanceSettingSchema>;

/** Operator setting: region restriction by client network (CIDR) and country (ISO 3166-1 alpha-2). */
export const ZRegionSettingSchema = z.object({
  enabled: z.boolean(),
  blockedCountries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(300)
    .default([]),
  blockedNetworks: z.array(z.string().max(64)).max(1000).default([]),
  /** Networks always let through (office, payment gateways), checked first. */
  allowedNetworks: z.array(z.string().max(64)).max(1000).default([]),
  message: z.partialRecord(ZLanguageSchema, z.string().max(2000)).default({}),
});
export type TRegionSetting = z.infer<typeof ZRegionSettingSchema>;

/** Brand configuration stored in the database (architecture.md "Configuration"). */
export const ZBrandConfigSchema = z.object({
  name: z.string().min(1),
  /** One or two sentences per language: the page's meta description and its link previews (og:description). */
  description: z.partialRecord(ZLanguageSchema, z.string().max(300)).default({}),
  platform: z.literal('WEB'),
  merchantCode: z.string().min(1),
  lotteryType: z.string().min(1),
  defaultLanguage: ZLanguageSchema,
  languages: z.array(ZLanguageSchema).min(1),
  currency: ZCurrencySchema,
  timeZone: z.string().min(1),
  mainDomain: z.string(),
  gtagId: z.string().nullable(),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  minimumAge: z.number().int().min(18).max(25),
  whitelabel: ZWhitelabelSchema,
  domainRoutes: z.array(ZDomainRouteSchema),
});
/** Customer-service entries and resources are content (contracts/content.ts), not brand configuration. */
export type TBrandConfig = z.infer<typeof ZBrandConfigSchema>;

export const ZSystemStatusValueSchema = z.object({
  systemStatus: ZSystemStatusCodeSchema,
  brand: z.object({
    name: z.string(),
    platform: z.literal('WEB'),
    merchantCode: z.string(),
    lotteryType: z.string(),
    defaultLanguage: ZLanguageSchema,
    languages: z.array(ZLanguageSchema),
    currency: ZCurrencySchema,
    timeZone: z.string(),
    /** Minutes east of UTC in the brand time zone now (agent clock shows it as GMT±h). */
    utcOffsetMinutes: z.number().int(),
    minimumAge: z.number().int(),
    /** The brand's description in the reply's language (the brand's default language's when it has none). */
    description: z.string(),
  }),
  customerService: z.array(ZCustomerServiceSchema),
  domainRoute: z.array(ZDomainRouteSchema),
  resources: z.array(ZResourceSchema),
  whitelabel: ZWhitelabelSchema,
  register: z.object({
    mobileReg: z.boolean(),
    smsVerification: z.boolean(),
    mobileRegPass: z.boolean(),
  }),
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  maintenance: z.object({
    active: z.boolean(),
    title: z.string().nullable(),
    info: z.string().nullable(),
    endsAt: z.string().nullable(),
  }),
  regionRestriction: z.object({
    active: z.boolean(),
    ip: z.string(),
    country: z.string().nullable(),
    message: z.string().nullable(),
  }),
  serverTime: z.string(),
});
export type TSystemStatusValue = z.infer<typeof ZSystemStatusValueSchema>;
export const ZSystemStatusReplySchema = okEnvelope(ZSystemStatusValueSchema);

export const ZWhitelabelReplySchema = okEnvelope(
  z.object({
    whitelabel: ZWhitelabelSchema,
    platform: z.literal('WEB'),
    merchantCode: z.string(),
    lotteryType: z.string(),
    defaultLanguage: ZLanguageSchema,
    languages: z.array(ZLanguageSchema),
  }),
);

export const ZDomainRouteReplySchema = okEnvelope(z.array(ZDomainRouteSchema));

/** Public JWK of the payload-encryption key (api-conventions.md "Encrypted payloads"). */
export const ZEncryptionKeyReplySchema = okEnvelope(
  z.object({
    kty: z.literal('RSA'),
    kid: z.string(),
    alg: z.literal('RSA-OAEP-256'),
    enc: z.literal('A256GCM'),
    use: z.literal('enc'),
    n: z.string(),
    e: z.string(),
  }),
);

/** The body of every route the spec marks "encrypted". */
export const ZEncryptedBodySchema = z.object({
  payload: z
    .string()
    .min(1)
    .max(64 * 1024),
});
export const JWE_ALG = 'RSA-OAEP-256';
export const JWE_ENC = 'A256GCM';

export const ZHealthReplySchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
