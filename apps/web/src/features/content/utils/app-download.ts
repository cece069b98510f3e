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
  let url: URL | null = null;
  for (const type of APP_RESOURCE_TYPES[platform]) {
    const resource = resources.find((entry) => entry.resourceType === type);
    url = resource ? httpUrl(resource.url, origin) : null;
    if (url) break;
  }
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
