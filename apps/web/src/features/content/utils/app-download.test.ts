import { describe, expect, it } from 'vitest';
import type { TDomainRoute, TResource } from '@platform/contracts/system';
import { appDownloadAddress, appResourceUrl, platformOfUserAgent, toAppPlatform } from './app-download';

const base = {
  lang: 'es',
  token: 'tok-1',
  origin: 'https://fortuna.test',
  resources: [] as TResource[],
  domainRoutes: [] as TDomainRoute[],
};

describe('app-download address of the QR codes', () => {
  it('defaults to this site’s /download with the language, the platform and the session token', () => {
    const url = new URL(appDownloadAddress({ ...base, platform: 'ios' }));
    expect(`${url.origin}${url.pathname}`).toBe('https://fortuna.test/download');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'es', platform: 'ios', token: 'tok-1' });
  });

  it('carries no token for a visitor', () => {
    const url = new URL(appDownloadAddress({ ...base, token: null, lang: 'en', platform: 'android' }));
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.searchParams.get('lang')).toBe('en');
  });

  it('uses the APP_DOWNLOAD domain route, then a platform resource before it', () => {
    const domainRoutes: TDomainRoute[] = [
      { domain: 'app.fortuna.test', routeType: 'APP_DOWNLOAD', sequence: 1 },
    ];
    expect(appDownloadAddress({ ...base, domainRoutes, platform: 'ios' })).toMatch(
      /^https:\/\/app\.fortuna\.test\/\?lang=es/,
    );
    const resources: TResource[] = [
      {
        resourceType: 'APP_ANDROID',
        url: 'https://dl.fortuna.test/app.apk',
        labelNameEn: 'Android',
        labelNames: {},
      },
      { resourceType: 'APP_IOS', url: 'javascript:alert(1)', labelNameEn: 'iOS', labelNames: {} },
    ];
    expect(appDownloadAddress({ ...base, domainRoutes, resources, platform: 'android' })).toMatch(
      /^https:\/\/dl\.fortuna\.test\/app\.apk\?lang=es&platform=android&token=tok-1$/,
    );
    // A script URL is never encoded: the next source is used.
    expect(appDownloadAddress({ ...base, domainRoutes, resources, platform: 'ios' })).toMatch(
      /^https:\/\/app\.fortuna\.test\//,
    );
  });
});

describe('app-download helpers of the /download page', () => {
  it('reads a platform from the query, in any case', () => {
    expect(toAppPlatform('iOS')).toBe('ios');
    expect(toAppPlatform(' android ')).toBe('android');
    expect(toAppPlatform('windows')).toBeNull();
    expect(toAppPlatform(null)).toBeNull();
  });

  it('tells the phone from the user agent', () => {
    expect(platformOfUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(platformOfUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)')).toBe('ios');
    expect(platformOfUserAgent('Mozilla/5.0 (X11; Linux x86_64)')).toBeNull();
  });

  it('takes the platform resource before APP_DOWNLOAD and only http(s) addresses', () => {
    const resources: TResource[] = [
      { resourceType: 'APP_DOWNLOAD', url: '/files/app', labelNameEn: 'App', labelNames: {} },
      { resourceType: 'APP_IOS', url: 'javascript:alert(1)', labelNameEn: 'iOS', labelNames: {} },
      { resourceType: 'APP_ANDROID', url: 'https://dl.fortuna.test/a.apk', labelNameEn: 'A', labelNames: {} },
    ];
    expect(appResourceUrl('android', resources, base.origin)?.href).toBe('https://dl.fortuna.test/a.apk');
    expect(appResourceUrl('ios', resources, base.origin)?.href).toBe('https://fortuna.test/files/app');
    expect(appResourceUrl('ios', [], base.origin)).toBeNull();
  });
});
