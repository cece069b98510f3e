import { obfuscateCsPath } from '@platform/contracts/cs-path';
import {
  REGISTRATION_FIELDS,
  type TLoginValue,
  type TMemberInfo,
  type TRegisterSettingsValue,
  type TRegistrationField,
} from '@platform/contracts/identity';
import { isAgentType, isTrialType, MEMBER_TYPE } from '@platform/contracts/member-types';
import { PATTERN_SOURCES, type TFieldRule } from '@platform/contracts/registration-rules';
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

/** A GET /wps/member/info value (an ordinary member unless `type` says otherwise). */
export function makeMember(overrides: Partial<TMemberInfo> = {}): TMemberInfo {
  const type = overrides.type ?? MEMBER_TYPE.MEMBER;
  return {
    id: 'm-1',
    account: 'ana2024',
    nickname: null,
    userName: null,
    balance: 1234.5,
    currency: 'USD',
    currencySymbol: '$',
    type,
    isAgent: isAgentType(type),
    isTrial: isTrialType(type),
    email: null,
    mobileNum: null,
    countryDialingCode: null,
    avatarUrl: null,
    hasPaymentPassword: false,
    language: 'es',
    firstTimeLogin: false,
    mustChangePassword: false,
    lastLoginAt: '2025-01-01T10:00:00.000Z',
    lastLoginIp: '203.0.113.7',
    profile: {
      birthday: null,
      address: null,
      nationality: null,
      occupation: null,
      sourceOfIncome: null,
      placeOfBirth: null,
      telegram: null,
      zalo: null,
      qqNum: null,
      whatsapp: null,
      facebook: null,
      line: null,
      wechat: null,
    },
    ...overrides,
  };
}

const ruleFor = (field: TRegistrationField): TFieldRule => {
  switch (field) {
    case 'username':
      return {
        field,
        enabled: true,
        required: true,
        acceptedPattern: PATTERN_SOURCES.LETTER_FIRST_ALNUM,
        minLength: 4,
        maxLength: 16,
        patternId: 'LETTER_FIRST_ALNUM',
      };
    case 'password':
      return {
        field,
        enabled: true,
        required: true,
        acceptedPattern: PATTERN_SOURCES.LETTERS_AND_DIGITS,
        minLength: 6,
        maxLength: 20,
        patternId: 'LETTERS_AND_DIGITS',
      };
    case 'email':
      return {
        field,
        enabled: false,
        required: false,
        acceptedPattern: PATTERN_SOURCES.EMAIL,
        minLength: 3,
        maxLength: 254,
        patternId: 'EMAIL',
      };
    case 'mobileNum':
    case 'verificationCode':
      return {
        field,
        enabled: false,
        required: false,
        acceptedPattern: PATTERN_SOURCES.DIGITS,
        minLength: 4,
        maxLength: 15,
        patternId: 'DIGITS',
      };
    default:
      return {
        field,
        enabled: false,
        required: false,
        acceptedPattern: '*',
        minLength: 1,
        maxLength: 32,
        patternId: 'LENGTH',
      };
  }
};

/**
 * A GET /wps/system/setting/register value: username (letter first, 4–16) and password (letters and
 * digits, 6–20) required; the other fields off unless `enable` switches them on (optionally required).
 */
export function makeRegisterSettings(
  overrides: Partial<TRegisterSettingsValue> = {},
  enable: Partial<Record<TRegistrationField, 'optional' | 'required'>> = {},
): TRegisterSettingsValue {
  return {
    rules: REGISTRATION_FIELDS.map((field) => {
      const rule = ruleFor(field);
      const wanted = enable[field];
      return wanted ? { ...rule, enabled: true, required: wanted === 'required' } : rule;
    }),
    defaultMode: 'username',
    mobileReg: false,
    smsVerification: false,
    mobileRegPass: false,
    captchaRequired: false,
    minimumAge: 18,
    ...overrides,
  };
}

/** A ZLoginValue. */
export const loginValue = (overrides: Partial<TLoginValue> = {}): TLoginValue => ({
  token: 'tok-new',
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  ...overrides,
});
