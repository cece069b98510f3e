import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { TLanguage } from '@platform/contracts/i18n';
import type { TKnownDevice, TSignIn } from '@platform/contracts/login-verification';
import type { Db } from '../../../platform/database';
import { AppError } from '../../../platform/errors';
import { clientKeyOf, type IdentityContext, type RequestMeta } from '../context';
import type { MemberRow } from '../repository';
import { describeDevice } from './device-name';
import * as repository from './repository';

/** The cookie that names a browser to the sign-in verification: a random id; only its hash is stored. */
export const DEVICE_COOKIE = 'wps_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 86_400;
const SIGN_INS_SHOWN = 20;
const DAY_MS = 86_400_000;

export const hashDeviceId = (id: string) => createHash('sha256').update(`device:${id}`).digest('hex');
export const newDeviceId = () => randomBytes(24).toString('base64url');

/** The request's client address when it is one (the inet column takes nothing else), else null. */
export function clientAddress(meta: RequestMeta): string | null {
  const ip = clientKeyOf(meta.ip);
  return isIP(ip) ? ip : null;
}

export const deviceHashOf = (meta: RequestMeta) => (meta.device?.id ? hashDeviceId(meta.device.id) : null);

/** The moment before which a device or address last seen is no longer known. */
export const knownSince = (now: Date, knownForDays: number) =>
  new Date(now.getTime() - knownForDays * DAY_MS);

/** Whether the request comes from a device or an address the member signed in from within knownForDays. */
export async function isKnownClient(ctx: IdentityContext, memberId: string, meta: RequestMeta, now: Date) {
  const { knownForDays } = (await ctx.settings.get()).loginVerification;
  return repository.isKnownClient(ctx.db, {
    memberId,
    ip: clientAddress(meta),
    deviceHash: deviceHashOf(meta),
    since: knownSince(now, knownForDays),
  });
}

/**
 * Inside the transaction of a completed sign-in: records it, and remembers (or refreshes) the device and
 * its address, handing the device its cookie when it had none. `knownForDays` is read before the
 * transaction (nothing here may wait for another connection).
 */
export async function recordSignIn(
  tx: Db,
  input: {
    memberId: string;
    meta: RequestMeta;
    method: string;
    known: boolean;
    now: Date;
    knownForDays: number;
  },
): Promise<void> {
  const { meta, now } = input;
  const ip = clientKeyOf(meta.ip);
  await repository.insertSignIn(tx, {
    memberId: input.memberId,
    at: now,
    ip,
    userAgent: meta.userAgent,
    method: input.method,
    known: input.known,
  });
  const address = clientAddress(meta);
  if (address === null) return;
  const deviceId = meta.device?.id ?? newDeviceId();
  await repository.upsertKnownDevice(tx, {
    memberId: input.memberId,
    deviceHash: hashDeviceId(deviceId),
    address,
    userAgent: meta.userAgent,
    now,
    since: knownSince(now, input.knownForDays),
  });
  await repository.touchKnownAddresses(tx, input.memberId, address, now);
  meta.device?.issue(deviceId);
}

const NOTICE_TITLE: Record<TLanguage, string> = {
  es: 'Nuevo inicio de sesión en su cuenta',
  en: 'New sign-in to your account',
};

const LOCALES: Record<TLanguage, string> = { es: 'es-ES', en: 'en-GB' };

/**
 * The inbox notice of a sign-in from an address and device that were not known: when, from where and
 * with what, in each language (the member reads it in theirs), the time in the brand's zone.
 */
export async function notifyNewAddress(
  ctx: IdentityContext,
  member: Pick<MemberRow, 'id'>,
  meta: RequestMeta,
  at: Date,
): Promise<void> {
  if (!ctx.notifyMember) return;
  const brand = await ctx.brand();
  const ip = clientKeyOf(meta.ip);
  const device = describeDevice(meta.userAgent);
  const when = (lang: TLanguage) =>
    new Intl.DateTimeFormat(LOCALES[lang], {
      timeZone: brand.timeZone,
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(at);
  const content: Record<TLanguage, string> = {
    es: [
      `Se inició sesión en su cuenta el ${when('es')} (hora de ${brand.timeZone}) desde la dirección ${ip}${device ? ` con ${device}` : ''}.`,
      'Si fue usted, no tiene que hacer nada. Si no lo reconoce, cambie su contraseña ahora y revise los dispositivos conocidos en el Centro de seguridad.',
    ].join('\n\n'),
    en: [
      `Your account was signed in to on ${when('en')} (${brand.timeZone} time) from the address ${ip}${device ? ` with ${device}` : ''}.`,
      'If it was you, there is nothing to do. If you do not recognise it, change your password now and review the known devices in the Security Center.',
    ].join('\n\n'),
  };
  try {
    await ctx.notifyMember({ memberId: member.id, title: NOTICE_TITLE, content });
  } catch (error) {
    // The sign-in happened; a notice that could not be stored must not undo it.
    ctx.log.error({ err: error, memberId: member.id }, 'new sign-in notice not sent');
  }
}

/** The Security Center's lists: recent sign-ins and known devices (and forgetting one). */
export function createSignInLists(ctx: IdentityContext) {
  return {
    async signIns(memberId: string): Promise<TSignIn[]> {
      const rows = await repository.listSignIns(ctx.db, memberId, SIGN_INS_SHOWN);
      return rows.map((row) => ({
        at: row.at.toISOString(),
        ip: row.ip,
        device: describeDevice(row.userAgent),
        known: row.known,
        method: row.method,
      }));
    },

    async devices(memberId: string, meta: RequestMeta): Promise<TKnownDevice[]> {
      const now = ctx.clock.now();
      const { knownForDays } = (await ctx.settings.get()).loginVerification;
      const current = deviceHashOf(meta);
      const rows = await repository.listKnownDevices(ctx.db, memberId, knownSince(now, knownForDays));
      return rows.map((row) => ({
        id: row.id,
        ip: row.address,
        device: describeDevice(row.userAgent),
        verifiedAt: row.verifiedAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        expiresAt: new Date(row.lastSeenAt.getTime() + knownForDays * DAY_MS).toISOString(),
        current: current !== null && row.deviceHash === current,
      }));
    },

    /** Forgets a device and its address: the next sign-in from there asks for a proof again. */
    async forgetDevice(memberId: string, id: string): Promise<void> {
      if (!(await repository.deleteKnownDevice(ctx.db, memberId, id))) {
        throw new AppError('KNOWN_DEVICE_NOT_FOUND');
      }
    },
  };
}

export type SignInLists = ReturnType<typeof createSignInLists>;
