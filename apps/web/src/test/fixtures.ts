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
import type {
  ZAccountRecordRowSchema,
  ZBalanceValueSchema,
  ZConsolidatedFundsValueSchema,
  ZDepositChannelSchema,
  ZDepositOrderSchema,
  ZWithdrawalOrderSchema,
} from '@platform/contracts/wallet';
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
      description: 'Casino de prueba.',
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
    uplineAccount: 'agente_sol',
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

// ---------- wallet and cashier (contracts/wallet.ts) ----------

type TWalletValue<T extends { parse: (value: unknown) => unknown }> = ReturnType<T['parse']>;
export type TBalanceFixture = TWalletValue<typeof ZBalanceValueSchema>;
export type TConsolidatedFixture = TWalletValue<typeof ZConsolidatedFundsValueSchema>;
export type TDepositChannelFixture = TWalletValue<typeof ZDepositChannelSchema>;
export type TDepositOrderFixture = TWalletValue<typeof ZDepositOrderSchema>;
export type TWithdrawalOrderFixture = TWalletValue<typeof ZWithdrawalOrderSchema>;
export type TAccountRecordRowFixture = TWalletValue<typeof ZAccountRecordRowSchema>;

/** A GET /wps/v2/wallets/balance value; `available` and `withdrawable` follow balance − held. */
export function makeBalance(overrides: Partial<TBalanceFixture> = {}): TBalanceFixture {
  const balance = overrides.balance ?? 1234.5;
  const held = overrides.held ?? 0;
  const available = Math.round((balance - held) * 100) / 100;
  return {
    balance,
    held,
    available,
    withdrawable: available,
    currency: 'USD',
    currencySymbol: '$',
    ...overrides,
  };
}

/** A GET /wps/member/info/funds/consolidated value: the main wallet and two transfer-mode vendors. */
export function makeFunds(overrides: Partial<TConsolidatedFixture> = {}): TConsolidatedFixture {
  const main = overrides.main ?? makeBalance({ balance: 1000, held: 100 });
  const subWallets = overrides.subWallets ?? [
    { vendor: 'PG', displayName: 'PG Soft', balance: 250, pending: false },
    { vendor: 'JDB', displayName: 'JDB Gaming', balance: 40.5, pending: false },
  ];
  return {
    main,
    subWallets,
    total: main.balance + subWallets.reduce((sum, wallet) => sum + wallet.balance, 0),
    ...overrides,
  };
}

export const BANK_CHANNEL: TDepositChannelFixture = {
  id: 'bank-1',
  type: 'BANK_TRANSFER',
  name: 'SPEI',
  minAmount: 100,
  maxAmount: 5000,
  bank: { bankName: 'BBVA', accountName: 'Royal Test SA', accountNumber: '012180015561234567' },
};

export const GATEWAY_CHANNEL: TDepositChannelFixture = {
  id: 'gw-1',
  type: 'GATEWAY',
  name: 'Sandbox Pay',
  minAmount: 50,
  maxAmount: 2000,
  bank: null,
};

export function makeDepositOrder(overrides: Partial<TDepositOrderFixture> = {}): TDepositOrderFixture {
  return {
    orderId: 'D-1',
    channelId: BANK_CHANNEL.id,
    channelType: 'BANK_TRANSFER',
    amount: 500,
    status: 'PENDING',
    redirectUrl: null,
    createdAt: '2025-01-01T12:00:00.000Z',
    updatedAt: '2025-01-01T12:00:00.000Z',
    remark: null,
    ...overrides,
  };
}

export const PAYEE = {
  id: 'p-1',
  bankName: 'Santander',
  accountName: 'Ana García',
  accountNumber: '****4321',
};

export function makeWithdrawalOrder(
  overrides: Partial<TWithdrawalOrderFixture> = {},
): TWithdrawalOrderFixture {
  return {
    orderId: 'W-1',
    amount: 300,
    status: 'PENDING',
    payee: PAYEE,
    createdAt: '2025-01-01T12:00:00.000Z',
    paidAt: null,
    confirmDeadline: null,
    amountReceived: null,
    amountRemaining: null,
    proofUrl: null,
    remark: null,
    ...overrides,
  };
}

export function makeRecordRow(overrides: Partial<TAccountRecordRowFixture> = {}): TAccountRecordRowFixture {
  return {
    id: 'r-1',
    time: '2025-01-01T18:30:00.000Z',
    kind: 'DEPOSIT',
    amount: 100,
    balanceAfter: 1100,
    reference: 'ref-1',
    remark: null,
    ...overrides,
  };
}

/** A paged reply (api-conventions.md "Lists and paging"). */
export function pageOf<T>(content: T[], { pageNum = 1, pageSize = 20, totalElements = content.length } = {}) {
  return {
    content,
    pageNum,
    pageSize,
    totalPages: Math.max(1, Math.ceil(totalElements / pageSize)),
    totalElements,
  };
}
