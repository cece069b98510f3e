import type { TLanguage } from '@platform/contracts/i18n';
import {
  SYSTEM_STATUS,
  ZBrandConfigSchema,
  ZMaintenanceSettingSchema,
  ZRegionSettingSchema,
  type TBrandConfig,
  type TCustomerService,
  type TDomainRoute,
  type TMaintenanceSetting,
  type TRegionSetting,
  type TResource,
  type TSystemStatusCode,
  type TSystemStatusValue,
} from '@platform/contracts/system';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { createCache } from '../../platform/cache';
import type { Clock } from '../../platform/clock';
import type { CountryLookup } from '../../platform/country-lookup';
import type { Db } from '../../platform/database';
import { normalizeIp } from '../../platform/ip';
import { parseInput } from '../../platform/validation';
import { DEFAULT_BRAND, DEFAULT_MAINTENANCE, DEFAULT_REGION } from './brand.default';
import * as repository from './repository';
import {
  compileRegionRule,
  isMaintenanceActive,
  isRegionRestricted,
  utcOffsetMinutes,
  type RegionRule,
} from './rules';
import {
  ZBrandConfigInputSchema,
  ZMaintenanceSettingInputSchema,
  ZRegionSettingInputSchema,
} from './schemas';

export const SETTING_KEYS = { maintenance: 'maintenance', region: 'region' } as const;

/**
 * How long a process trusts its cached brand and settings. A write invalidates the cache of the process
 * that made it at once; other processes behind the same PostgreSQL see it within this time.
 */
export const SETTINGS_CACHE_TTL_MS = 2_000;

export type SystemSnapshot = {
  brand: TBrandConfig;
  maintenance: TMaintenanceSetting;
  region: TRegionSetting;
  regionRule: RegionRule;
};

export type AccessCheck = {
  ip: string;
  country: string | null;
  maintenance: boolean;
  regionRestricted: boolean;
  systemStatus: TSystemStatusCode;
};

/** Who made an operator change, for the audit log. */
export type ChangeAuthor = { actor: string; requestId: string | null };

/** The customer-service entries (path obfuscated) and resources of the status reply, in a language. */
export type ServiceLinksProvider = (
  lang: TLanguage,
) => Promise<{ customerService: TCustomerService[]; resources: TResource[] }>;

export type SystemServiceDeps = {
  db: Db;
  countryLookup: CountryLookup;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  cacheTtlMs?: number;
  /** The content module owns the links; without it the status lists none. */
  serviceLinks?: ServiceLinksProvider;
};

const noServiceLinks: ServiceLinksProvider = async () => ({ customerService: [], resources: [] });

/** The text for `lang`, else for the brand's default language, else any; null when there is none. */
function pickText(
  texts: Partial<Record<TLanguage, string>>,
  lang: TLanguage,
  fallback: TLanguage,
): string | null {
  return texts[lang] ?? texts[fallback] ?? Object.values(texts)[0] ?? null;
}

export function createSystemService({
  db,
  countryLookup,
  clock,
  log,
  cacheTtlMs = SETTINGS_CACHE_TTL_MS,
  serviceLinks = noServiceLinks,
}: SystemServiceDeps) {
  function parseStored<S extends z.ZodType>(schema: S, stored: unknown, fallback: z.output<S>, what: string) {
    if (stored === null || stored === undefined) return fallback;
    const parsed = schema.safeParse(stored);
    if (parsed.success) return parsed.data;
    log.error({ err: parsed.error, setting: what }, 'stored system setting is invalid; using the default');
    return fallback;
  }

  const cache = createCache(async (): Promise<SystemSnapshot> => {
    const brandRow = await repository.findBrandConfig(db);
    const settings = await repository.findSettings(db, Object.values(SETTING_KEYS));
    const region = parseStored(
      ZRegionSettingSchema,
      settings.get(SETTING_KEYS.region),
      DEFAULT_REGION,
      'region',
    );
    return {
      brand: parseStored(ZBrandConfigSchema, brandRow, DEFAULT_BRAND, 'brand'),
      maintenance: parseStored(
        ZMaintenanceSettingSchema,
        settings.get(SETTING_KEYS.maintenance),
        DEFAULT_MAINTENANCE,
        'maintenance',
      ),
      region,
      regionRule: compileRegionRule(region),
    };
  }, cacheTtlMs);

  function evaluate(snapshot: SystemSnapshot, rawIp: string): AccessCheck {
    const ip = normalizeIp(rawIp);
    const country = countryLookup.lookup(ip);
    const maintenance = isMaintenanceActive(snapshot.maintenance, clock.now());
    const regionRestricted = isRegionRestricted(snapshot.regionRule, ip, country);
    const systemStatus = maintenance
      ? SYSTEM_STATUS.MAINTENANCE
      : regionRestricted
        ? SYSTEM_STATUS.REGION_RESTRICTED
        : SYSTEM_STATUS.NORMAL;
    return { ip, country, maintenance, regionRestricted, systemStatus };
  }

  async function changeSetting<S extends z.ZodType>(
    key: string,
    schema: S,
    input: unknown,
    author: ChangeAuthor,
  ): Promise<z.output<S>> {
    const value = parseInput(schema, input);
    await db.transaction(async (tx) => {
      const before = await repository.findSettingForUpdate(tx, key);
      await repository.saveSetting(tx, key, value);
      await repository.insertAuditEntry(tx, {
        ...author,
        action: `system.${key}.update`,
        target: `system_settings:${key}`,
        before,
        after: value,
      });
    });
    cache.invalidate();
    return value;
  }

  return {
    snapshot: () => cache.get(),
    invalidate: () => cache.invalidate(),

    /** Maintenance and region verdict for a client address (used by the request guard). */
    async checkAccess(ip: string): Promise<AccessCheck> {
      return evaluate(await cache.get(), ip);
    },

    /** The same check without waiting when the settings are cached (null: call checkAccess). */
    checkAccessNow(ip: string): AccessCheck | null {
      const snapshot = cache.peek();
      return snapshot ? evaluate(snapshot, ip) : null;
    },

    async getStatus(input: { ip: string; lang: TLanguage }): Promise<TSystemStatusValue> {
      const [snapshot, links] = await Promise.all([cache.get(), serviceLinks(input.lang)]);
      const { brand, maintenance, region } = snapshot;
      const access = evaluate(snapshot, input.ip);
      const now = clock.now();
      const fallback = brand.defaultLanguage;
      return {
        systemStatus: access.systemStatus,
        brand: {
          name: brand.name,
          platform: brand.platform,
          merchantCode: brand.merchantCode,
          lotteryType: brand.lotteryType,
          defaultLanguage: brand.defaultLanguage,
          languages: brand.languages,
          currency: brand.currency,
          timeZone: brand.timeZone,
          utcOffsetMinutes: utcOffsetMinutes(brand.timeZone, now),
          minimumAge: brand.minimumAge,
          description: pickText(brand.description, input.lang, fallback) ?? '',
        },
        customerService: links.customerService,
        domainRoute: sortRoutes(brand.domainRoutes),
        resources: links.resources,
        whitelabel: brand.whitelabel,
        register: {
          mobileReg: brand.whitelabel.MOBILENUMREG3,
          smsVerification: brand.whitelabel.SMSREGVER3,
          mobileRegPass: brand.whitelabel.MOBILEPWDREG3,
        },
        mainDomain: brand.mainDomain,
        analytics: { gtagId: brand.gtagId },
        imageCDNs: brand.imageCDNs,
        launchGameCDNs: brand.launchGameCDNs,
        location: { ip: access.ip, country: access.country },
        maintenance: access.maintenance
          ? {
              active: true,
              title: pickText(maintenance.title, input.lang, fallback),
              info: pickText(maintenance.info, input.lang, fallback),
              endsAt: maintenance.endsAt,
            }
          : { active: false, title: null, info: null, endsAt: null },
        regionRestriction: {
          active: access.regionRestricted,
          ip: access.ip,
          country: access.country,
          message: access.regionRestricted ? pickText(region.message, input.lang, fallback) : null,
        },
        serverTime: now.toISOString(),
      };
    },

    async getBrand(): Promise<TBrandConfig> {
      return (await cache.get()).brand;
    },

    /** The page title and description of the web app in a language (index.html's title and meta tags). */
    async getPageMeta(lang: TLanguage): Promise<{ lang: TLanguage; title: string; description: string }> {
      const { brand } = await cache.get();
      const shown = brand.languages.includes(lang) ? lang : brand.defaultLanguage;
      return {
        lang: shown,
        title: brand.name,
        description: pickText(brand.description, shown, brand.defaultLanguage) ?? '',
      };
    },

    async getDomainRoutes(): Promise<TDomainRoute[]> {
      return sortRoutes((await cache.get()).brand.domainRoutes);
    },

    /** Reads the database directly (not the cache): operators see exactly what is stored. */
    async getSettingsForOperator() {
      const brandRow = await repository.findBrandConfig(db);
      const settings = await repository.findSettings(db, Object.values(SETTING_KEYS));
      return {
        brand: parseStored(ZBrandConfigSchema, brandRow, DEFAULT_BRAND, 'brand'),
        maintenance: parseStored(
          ZMaintenanceSettingSchema,
          settings.get(SETTING_KEYS.maintenance),
          DEFAULT_MAINTENANCE,
          'maintenance',
        ),
        region: parseStored(
          ZRegionSettingSchema,
          settings.get(SETTING_KEYS.region),
          DEFAULT_REGION,
          'region',
        ),
      };
    },

    changeMaintenance: (input: unknown, author: ChangeAuthor) =>
      changeSetting(SETTING_KEYS.maintenance, ZMaintenanceSettingInputSchema, input, author),

    changeRegion: (input: unknown, author: ChangeAuthor) =>
      changeSetting(SETTING_KEYS.region, ZRegionSettingInputSchema, input, author),

    async changeBrand(input: unknown, author: ChangeAuthor): Promise<TBrandConfig> {
      const brand = parseInput(ZBrandConfigInputSchema, input);
      await db.transaction(async (tx) => {
        const before = await repository.findBrandConfigForUpdate(tx);
        await repository.saveBrandConfig(tx, brand);
        await repository.insertAuditEntry(tx, {
          ...author,
          action: 'system.brand.update',
          target: 'brand_config',
          before,
          after: brand,
        });
      });
      cache.invalidate();
      return brand;
    },

    listAudit: (options: { target?: string; limit?: number }) => repository.listAuditEntries(db, options),
  };
}

export type SystemService = ReturnType<typeof createSystemService>;

function sortRoutes(routes: TDomainRoute[]): TDomainRoute[] {
  return [...routes].sort((a, b) => a.sequence - b.sequence);
}

/**
 * Appends to the audit log inside the caller's transaction, for any module's operator changes
 * (other modules use this instead of the audit table).
 */
export async function recordAudit(tx: Db, entry: repository.AuditEntry): Promise<void> {
  await repository.insertAuditEntry(tx, entry);
}

/**
 * The customer-service entries and resources a stored brand configuration still holds from before the
 * content module owned them (read raw: the brand schema no longer has them), for the content seeder.
 */
export async function readStoredServiceLinks(
  db: Db,
): Promise<{ customerService: unknown; resources: unknown }> {
  const stored = (await repository.findBrandConfig(db)) as {
    customerService?: unknown;
    resources?: unknown;
  } | null;
  return { customerService: stored?.customerService ?? null, resources: stored?.resources ?? null };
}
