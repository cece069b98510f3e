import type { TDomainRoute, TResource } from '@platform/contracts/system';

export type TAppPlatform = 'ios' | 'android';

/** Resource types an operator may configure for the app downloads (status `resources`). */
export const APP_RESOURCE_TYPES: Readonly<Record<TAppPlatform, readonly string[]>> = {
  ios: ['APP_IOS', 'APP_DOWNLOAD'],
  android: ['APP_ANDROID', 'APP_DOWNLOAD'],
};

/** The page the code leads to when the brand configures nothing else. */
export const DEFAULT_APP_DOWNLOAD_PATH = '/download';

function httpUrl(candidate: string, base: string): URL | null {
  try {
    const url = new URL(candidate, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** A platform named in a `platform` query value (`ios`, `android`, any case), or null. */
export function toAppPlatform(value: string | null | undefined): TAppPlatform | null {
  const wanted = value?.trim().toLowerCase();
  return wanted === 'ios' || wanted === 'android' ? wanted : null;
}

/** The platform of the phone a user agent names (iPadOS desktop mode passes for a Mac: null). */
export function platformOfUserAgent(userAgent: string): TAppPlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  return null;
}

/**
 * The download the brand configured for a platform: the first resource `APP_IOS` / `APP_ANDROID`, else
 * `APP_DOWNLOAD`, of the status reply whose address is http(s); null when there is none. Pure.
 */
export function appResourceUrl(
  platform: TAppPlatform,
  resources: readonly TResource[],
  origin: string,
): URL | null {
  for (const type of APP_RESOURCE_TYPES[platform]) {
    const resource = resources.find((entry) => entry.resourceType === type);
    const url = resource ? httpUrl(resource.url, origin) : null;
    if (url) return url;
  }
  return null;
}

/**
 * The app-download address a QR code encodes (spec §2: "carrying language and session token"), in this
 * order of sources: a resource `APP_IOS` / `APP_ANDROID` (or `APP_DOWNLOAD` for both) of the status reply;
 * else the first `APP_DOWNLOAD` domain route; else `<this site>/download`. It carries `lang`, `platform`
 * and, when logged in, `token`, so the app opens in the player's language and session. Pure.
 */
export function appDownloadAddress(input: {
  platform: TAppPlatform;
  lang: string;
  token: string | null;
  origin: string;
  resources: readonly TResource[];
  domainRoutes: readonly TDomainRoute[];
}): string {
  const { platform, lang, token, origin, resources, domainRoutes } = input;
  let url = appResourceUrl(platform, resources, origin);
  if (!url) {
    const route = [...domainRoutes]
      .filter((entry) => entry.routeType === 'APP_DOWNLOAD')
      .sort((a, b) => a.sequence - b.sequence)[0];
    if (route) {
      const domain = /^https?:\/\//.test(route.domain) ? route.domain : `https://${route.domain}`;
      url = httpUrl(domain, origin);
    }
  }
  url ??= new URL(DEFAULT_APP_DOWNLOAD_PATH, origin);
  url.searchParams.set('lang', lang);
  url.searchParams.set('platform', platform);
  if (token) url.searchParams.set('token', token);
  else url.searchParams.delete('token');
  return url.href;
}
