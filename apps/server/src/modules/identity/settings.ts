import {
  REGISTRATION_FIELDS,
  ZIdentitySettingsSchema,
  type TIdentitySettings,
} from '@platform/contracts/identity';
import type { FastifyBaseLogger } from 'fastify';
import { createCache } from '../../platform/cache';
import type { Db } from '../../platform/database';
import { parseInput } from '../../platform/validation';
import { recordAudit, type ChangeAuthor } from '../system/service';
import * as repository from './repository';
import { DEFAULT_IDENTITY_SETTINGS } from './settings.default';

const compiles = (source: string) => {
  if (source === '*') return true;
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
};

/** What an operator may store: every registration field ruled once, sane lengths, patterns that compile. */
export const ZIdentitySettingsInputSchema = ZIdentitySettingsSchema.superRefine((settings, ctx) => {
  const seen = new Set<string>();
  settings.registrationRules.forEach((rule, index) => {
    const path = ['registrationRules', index];
    if (!(REGISTRATION_FIELDS as readonly string[]).includes(rule.field)) {
      ctx.addIssue({ code: 'custom', path: [...path, 'field'], message: 'not a registration field' });
    }
    if (seen.has(rule.field))
      ctx.addIssue({ code: 'custom', path: [...path, 'field'], message: 'ruled twice' });
    seen.add(rule.field);
    if (rule.minLength > rule.maxLength) {
      ctx.addIssue({ code: 'custom', path: [...path, 'minLength'], message: 'greater than maxLength' });
    }
    if (!compiles(rule.acceptedPattern)) {
      ctx.addIssue({ code: 'custom', path: [...path, 'acceptedPattern'], message: 'not a valid pattern' });
    }
    if ((rule.field === 'username' || rule.field === 'password') && !rule.enabled) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'enabled'],
        message: 'username and password are always on',
      });
    }
    if (rule.field === 'password' && (rule.minLength < 6 || rule.maxLength > 128)) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'minLength'],
        message: 'passwords are 6 to 128 characters',
      });
    }
  });
  const proofs = settings.loginVerification.proofs;
  if (new Set(proofs).size !== proofs.length) {
    ctx.addIssue({ code: 'custom', path: ['loginVerification', 'proofs'], message: 'a proof listed twice' });
  }
  for (const field of REGISTRATION_FIELDS) {
    if (!seen.has(field)) {
      ctx.addIssue({ code: 'custom', path: ['registrationRules'], message: `no rule for ${field}` });
    }
  }
});

export type IdentitySettingsDeps = {
  db: Db;
  log: Pick<FastifyBaseLogger, 'error'>;
  cacheTtlMs?: number;
};

/** The identity settings row, cached per process for a moment like the brand (see system/service.ts). */
export function createIdentitySettings({ db, log, cacheTtlMs = 2_000 }: IdentitySettingsDeps) {
  const parseStored = (stored: unknown): TIdentitySettings => {
    if (stored === null || stored === undefined) return DEFAULT_IDENTITY_SETTINGS;
    const parsed = ZIdentitySettingsSchema.safeParse(stored);
    if (parsed.success) return parsed.data;
    log.error({ err: parsed.error }, 'stored identity settings are invalid; using the defaults');
    return DEFAULT_IDENTITY_SETTINGS;
  };
  const cache = createCache(async () => parseStored(await repository.findIdentitySettings(db)), cacheTtlMs);

  return {
    get: () => cache.get(),
    invalidate: () => cache.invalidate(),
    getForOperator: async () => parseStored(await repository.findIdentitySettings(db)),
    async change(input: unknown, author: ChangeAuthor): Promise<TIdentitySettings> {
      const settings = parseInput(ZIdentitySettingsInputSchema, input);
      await db.transaction(async (tx) => {
        const before = await repository.findIdentitySettingsForUpdate(tx);
        await repository.saveIdentitySettings(tx, settings);
        await recordAudit(tx, {
          ...author,
          action: 'identity.settings.update',
          target: 'identity_settings',
          before,
          after: settings,
        });
      });
      cache.invalidate();
      return settings;
    },
  };
}

export type IdentitySettings = ReturnType<typeof createIdentitySettings>;
