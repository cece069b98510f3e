import { obfuscateCsPath } from '@platform/contracts/cs-path';
import type { TSystemStatusValue } from '@platform/contracts/system';
import { WHITELABEL_FLAG_CODES, type TWhitelabel } from '@platform/contracts/whitelabel';

export const allFlags = (on: Partial<TWhitelabel> = {}): TWhitelabel =>
  Object.fromEntries(WHITELABEL_FLAG_CODES.map((flag) => [flag, on[flag] ?? false])) as TWhitelabel;

/** A GET /wps/system/status value as the server sends it (validated against the contract in a test). */
export function makeStatus(overrides: Partial<TSystemStatusValue> = {}): TSystemStatusValue {
  return {
    systemStatus: 0,
    brand: {
      name: 'Royal Test',
      platform: 'WEB',
      merchantCode: 'TEST',
      lotteryType: 'VN',
      defaultLanguage: 'es',
      languages: ['es', 'en'],
      currency: { code: 'USD', symbol: '$', scale: 2 },
      timeZone: 'America/Mexico_City',
      utcOffsetMinutes: -360,
      minimumAge: 18,
    },
    customerService: [
      {
        csType: 'TELEGRAM',
        csPosition: 2,
        title: 'Telegram VIP',
        path: obfuscateCsPath('https://t.me/royal_test_vip', 'Ab12Cd34'),
      },
      {
        csType: 'LIVECHAT',
        csPosition: 1,
        title: 'Chat 24/7',
        path: obfuscateCsPath('https://chat.example.test/room', 'Zz98Yy76'),
      },
      {
        csType: 'FACEBOOK',
        csPosition: 5,
        title: 'Evil',
        path: obfuscateCsPath('javascript:alert(1)', 'Qq11Ww22'),
      },
    ],
    domainRoute: [],
    resources: [
      {
        resourceType: 'GUIDE',
        url: 'https://docs.example.test/guide',
        labelNameEn: 'Player guide',
        labelNames: { es: 'Guía del jugador' },
      },
    ],
    whitelabel: allFlags(),
    register: { mobileReg: false, smsVerification: true, mobileRegPass: false },
    mainDomain: 'example.test',
    analytics: { gtagId: null },
    imageCDNs: ['https://img1.example.test', 'https://img2.example.test'],
    launchGameCDNs: ['https://launch.example.test'],
    location: { ip: '203.0.113.7', country: 'MX' },
    maintenance: { active: false, title: null, info: null, endsAt: null },
    regionRestriction: { active: false, ip: '203.0.113.7', country: 'MX', message: null },
    serverTime: '2025-01-01T12:00:00.000Z',
    ...overrides,
  };
}

export function envelope<T>(value: T) {
  return { success: true, value, message: null };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
