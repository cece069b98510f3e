import { z } from 'zod';
import { ZDisplayNameSchema } from './display-name';
import { okEnvelope } from './envelope';
import { ZLanguageSchema } from './i18n';
import { DEFAULT_LOGIN_VERIFICATION_SETTINGS, ZLoginVerificationSettingsSchema } from './login-verification';
import { ZFieldRuleSchema } from './registration-rules';

/**
 * Requests and replies of the identity module (spec §3 login payload, member info, registration user,
 * change and forgot password, SMS code request, country; §7 "Login service").
 * Paths the spec does not name are marked "ours" and documented in OpenAPI.
 */

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).optional();
export const ZDialingCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'dialing code like +52');
export const ZMobileSchema = z
  .string()
  .trim()
  .regex(/^\d{6,15}$/, 'mobile number of 6 to 15 digits');
export const ZSmsCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{4,8}$/, 'verification code of digits');

// ---------- login, sessions ----------

export const LOGIN_TYPES = ['username', 'sms'] as const;
/** `portal: 'agent'` is the agent login page (/agent): non-agents are refused with NON_AGENT_LOGIN. */
export const LOGIN_PORTALS = ['member', 'agent'] as const;

export const ZLoginRequestSchema = z.object({
  /** The account name; for type sms, the mobile number. */
  username: text(64).min(1),
  /** The password; for type sms, the SMS code. */
  password: z.string().min(1).max(128),
  type: z.enum(LOGIN_TYPES).default('username'),
  portal: z.enum(LOGIN_PORTALS).default('member'),
  captcha: optionalText(16),
  captchaId: optionalText(64),
  countryDialingCode: ZDialingCodeSchema.optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZLoginValueSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** True when the password is the default one or expired (and the login was not by sms or firebase). */
  mustChangePassword: z.boolean(),
});
export type TLoginValue = z.infer<typeof ZLoginValueSchema>;
export const ZLoginReplySchema = okEnvelope(ZLoginValueSchema);

/** `value` of a refused login: from the first failure the captcha is required for that account and client. */
export const ZLoginRefusalValueSchema = z.object({ captchaRequired: z.boolean() });

export const ZFreePlayRequestSchema = z.object({
  os: text(32).default('web'),
  platform: z.literal('W'),
  /** Client-generated random value (spec: "encrypted random value"). */
  random: text(128).min(8),
  gatewayVersion: z.literal(3),
});

export const ZCaptchaValueSchema = z.object({
  captchaId: z.string(),
  /** An SVG image as a data: URL. */
  image: z.string(),
  expiresInSeconds: z.number().int(),
});
export const ZCaptchaReplySchema = okEnvelope(ZCaptchaValueSchema);

// ---------- SMS ----------

export const ZSmsLoginCodeRequestSchema = z.object({
  mobileNum: ZMobileSchema,
  countryDialingCode: ZDialingCodeSchema,
});
/** Registration uses `mobileNo` (spec §3). */
export const ZSmsRegisterCodeRequestSchema = z.object({
  mobileNo: ZMobileSchema,
  countryDialingCode: ZDialingCodeSchema,
  username: optionalText(64),
});
export const ZSmsCodeValueSchema = z.object({ expiredMinutes: z.number().int().positive() });
export const ZSmsCodeReplySchema = okEnvelope(ZSmsCodeValueSchema);

// ---------- registration ----------

/** The fields of the registration entity the rule engine covers (spec §3 "Registration user"). */
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type TRegistrationField = (typeof REGISTRATION_FIELDS)[number];

export const ZRegisterRequestSchema = z.object({
  username: optionalText(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  payeeName: ZDisplayNameSchema(100).optional(),
  email: optionalText(254),
  qqNum: optionalText(32),
  mobileNum: optionalText(20),
  recommenderId: optionalText(64),
  captcha: optionalText(16),
  captchaId: optionalText(64),
  verificationCode: optionalText(8),
  affiliateCode: optionalText(32),
  paymentPassword: z.string().max(64).optional(),
  line: optionalText(64),
  whatsapp: optionalText(32),
  facebook: optionalText(100),
  wechat: optionalText(64),
  idNumber: optionalText(32),
  referralCode: optionalText(32),
  domain: optionalText(253),
  countryDialingCode: ZDialingCodeSchema.optional(),
  firebaseChannel: optionalText(32),
  firebaseIdToken: optionalText(4096),
  registerUrl: optionalText(2048),
  registerMethod: z.literal('WEB').default('WEB'),
  acceptTerms: z.boolean(),
  login: z.literal(true).default(true),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;

export const ZRegisterSettingsValueSchema = z.object({
  /** One rule per field of REGISTRATION_FIELDS. */
  rules: z.array(ZFieldRuleSchema),
  defaultMode: z.enum(['username', 'mobile']),
  mobileReg: z.boolean(),
  smsVerification: z.boolean(),
  mobileRegPass: z.boolean(),
  captchaRequired: z.boolean(),
  minimumAge: z.number().int(),
});
export type TRegisterSettingsValue = z.infer<typeof ZRegisterSettingsValueSchema>;
export const ZRegisterSettingsReplySchema = okEnvelope(ZRegisterSettingsValueSchema);

export const ZAffiliateQuerySchema = z.object({ code: text(32).min(1), domain: optionalText(253) });
export type TAffiliateQuery = z.infer<typeof ZAffiliateQuerySchema>;
export const ZAffiliateValueSchema = z.object({ code: z.string(), agentNickname: z.string().nullable() });
export const ZAffiliateReplySchema = okEnvelope(ZAffiliateValueSchema);

// ---------- member ----------

export const MEMBER_STATUSES = ['active', 'disabled', 'locked'] as const;

export const ZMemberInfoSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  /** The member's real (payee) name. */
  userName: z.string().nullable(),
  balance: z.number(),
  currency: z.string(),
  currencySymbol: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  email: z.string().nullable(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  /** The account of the member's upline (agent), null without one: transferUpline needs it. */
  uplineAccount: z.string().nullable(),
  language: ZLanguageSchema,
  firstTimeLogin: z.boolean(),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  profile: z.object({
    birthday: z.string().nullable(),
    address: z.string().nullable(),
    nationality: z.string().nullable(),
    occupation: z.string().nullable(),
    sourceOfIncome: z.string().nullable(),
    placeOfBirth: z.string().nullable(),
    telegram: z.string().nullable(),
    zalo: z.string().nullable(),
    qqNum: z.string().nullable(),
    whatsapp: z.string().nullable(),
    facebook: z.string().nullable(),
    line: z.string().nullable(),
    wechat: z.string().nullable(),
  }),
});
export type TMemberInfo = z.infer<typeof ZMemberInfoSchema>;
export const ZMemberInfoReplySchema = okEnvelope(ZMemberInfoSchema);

/** PUT /wps/member/info (ours): the profile labels of spec §3. Birthday yyyy-MM-dd, checked against minimumAge. */
export const ZUpdateProfileRequestSchema = z.object({
  nickname: ZDisplayNameSchema(32).optional(),
  userName: ZDisplayNameSchema(100).optional(),
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  address: optionalText(200),
  nationality: optionalText(64),
  occupation: optionalText(64),
  sourceOfIncome: optionalText(64),
  placeOfBirth: optionalText(64),
  telegram: optionalText(64),
  zalo: optionalText(32),
  qqNum: optionalText(32),
  whatsapp: optionalText(32),
  facebook: optionalText(100),
  line: optionalText(64),
  wechat: optionalText(64),
});

// ---------- passwords ----------

export const ZChangePasswordRequestSchema = z.object({
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
/** Changing the password ends every session of the member; the reply carries the new session's token. */
export const ZChangePasswordValueSchema = z.object({ token: z.string() });
export const ZChangePasswordReplySchema = okEnvelope(ZChangePasswordValueSchema);
export const ZForgotByEmailRequestSchema = z.object({
  username: text(64).min(1),
  email: text(254).min(3),
});
export const ZForgotByPhoneRequestSchema = z.object({
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().max(128).optional(),
  mobileNum: ZMobileSchema,
  countryDialingCode: ZDialingCodeSchema,
  verificationCode: ZSmsCodeSchema,
});
/** POST /wps/member/password/reset (ours): the link of the reset e-mail. */
export const ZResetPasswordRequestSchema = z.object({
  resetToken: z.string().min(16).max(256),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
/** POST /wps/member/paymentPassword (ours, encrypted): login password proves who asks. */
export const ZPaymentPasswordRequestSchema = z.object({
  loginPassword: z.string().min(1).max(128),
  newPaymentPassword: z.string().regex(/^\d{6}$/, 'six digits'),
  confirmPaymentPassword: z.string().max(64),
});
/** POST /wps/member/bind/mobile (ours). The code comes from /wps/verification/sms/bind. */
export const ZBindMobileRequestSchema = z.object({
  mobileNum: ZMobileSchema,
  countryDialingCode: ZDialingCodeSchema,
  verificationCode: ZSmsCodeSchema,
});
/** POST /wps/member/bind/email (ours): the login password proves who asks. */
export const ZBindEmailRequestSchema = z.object({
  email: text(254).min(3),
  password: z.string().min(1).max(128),
});

// ---------- countries ----------

export const ZCountrySchema = z.object({
  countryCode: z.string().length(2),
  countryDialingCode: z.string(),
  name: z.string(),
});
export const ZCountriesReplySchema = okEnvelope(z.array(ZCountrySchema));

/** The empty success reply of commands (logout, feedback, …). */
export const ZEmptyReplySchema = okEnvelope(z.null());

// ---------- additions of the server (ours) ----------

/** The `value` of a 400 VALIDATION_FAILED from registration and password rules: per-field texts in the request language. */
export const ZValidationRefusalValueSchema = z.object({
  fields: z.array(z.string()),
  errors: z.record(z.string(), z.string()),
});
export type TValidationRefusalValue = z.infer<typeof ZValidationRefusalValueSchema>;

/** POST /wps/verification/sms/bind (ours): the code that proves a number belongs to the logged-in member. */
export const ZSmsBindCodeRequestSchema = ZSmsLoginCodeRequestSchema;

/** POST /wps/session/login/google (ours, encrypted): a Google ID token; on when GOOGLELOGIN3 and configured. */
export const ZGoogleLoginRequestSchema = z.object({
  idToken: z.string().min(20).max(8192),
  portal: z.enum(LOGIN_PORTALS).default('member'),
});
/** POST /wps/session/login/facebook (ours, encrypted): a Facebook user access token; on when FBLOGIN3 and configured. */
export const ZFacebookLoginRequestSchema = z.object({
  accessToken: z.string().min(20).max(4096),
  portal: z.enum(LOGIN_PORTALS).default('member'),
});

/**
 * POST /wps/session/login/phone (ours, encrypted): a third-party phone-auth (Firebase) ID token; logs in
 * the member bound to its phone number. On when PHONEAUTH3 and configured.
 */
export const ZPhoneAuthLoginRequestSchema = z.object({
  idToken: z.string().min(20).max(8192),
  portal: z.enum(LOGIN_PORTALS).default('member'),
});
export type TPhoneAuthLoginRequest = z.infer<typeof ZPhoneAuthLoginRequestSchema>;

/**
 * Identity settings of the brand (operator API `/admin-api/identity/settings`): the registration rules
 * and the login, SMS and password policies.
 */
export const ZIdentitySettingsSchema = z.object({
  /** One rule per field of REGISTRATION_FIELDS (GET /wps/system/setting/register serves them). */
  registrationRules: z.array(ZFieldRuleSchema),
  /** With whitelabel PWDEXPIRY3 on, a password older than this must be changed at login; 0: never. */
  passwordMaxAgeDays: z.number().int().min(0).max(3650),
  /** Lifetime of SMS codes (the reply's expiredMinutes; the web counts down 60 s × this). */
  smsCodeExpiredMinutes: z.number().int().min(1).max(30),
  /** SMS codes one number may receive per hour, whatever the purpose. */
  smsPerNumberPerHour: z.number().int().min(1).max(100),
  /** Wrong guesses allowed per SMS code before it is void. */
  smsCodeMaxAttempts: z.number().int().min(1).max(20),
  /**
   * From `threshold` failed logins of one account from one client within `windowMinutes`, that client
   * waits 30 s after its latest failure, doubling with each further failure, at most `lockMinutes` (429
   * LOGIN_DELAYED); other clients are not slowed, and from the first failure every client needs the
   * captcha. `threshold` × 2 failures of an account from any clients write an alert to the audit log.
   */
  loginLock: z.object({
    threshold: z.number().int().min(1).max(100),
    windowMinutes: z.number().int().min(1).max(1440),
    lockMinutes: z.number().int().min(1).max(1440),
  }),
  /** Failed logins one client (IP) may make within loginLock.windowMinutes before 429 THROTTLED. */
  loginFailuresPerClient: z.number().int().min(1).max(10_000),
  /** Trial accounts one client (IP) may create per hour. */
  freePlayPerClientPerHour: z.number().int().min(1).max(10_000),
  /** Lifetime of the link of a forgot-password e-mail. */
  resetLinkMinutes: z.number().int().min(5).max(1440),
  /**
   * Forgot-password requests one e-mail address may receive per hour, whatever the client and whether or
   * not it belongs to an account (settings stored before it existed read the default).
   */
  emailsPerAddressPerHour: z.number().int().min(1).max(100).default(5),
  /** ISO country listed first by GET /wps/system/countries (the dialing-code fallback of the forms). */
  defaultCountry: z.string().regex(/^[A-Z]{2}$/),
  /**
   * Sign-in from a new address or device: one more proof before a session (settings stored before it
   * existed read the default, on).
   */
  loginVerification: ZLoginVerificationSettingsSchema.default(DEFAULT_LOGIN_VERIFICATION_SETTINGS),
});
export type TIdentitySettings = z.infer<typeof ZIdentitySettingsSchema>;
export const ZIdentitySettingsReplySchema = okEnvelope(ZIdentitySettingsSchema);

/** POST /admin-api/members (ours): an operator creates a member or agent with the default password. */
export const ZCreateMemberRequestSchema = z.object({
  account: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'a letter, then 3 to 31 letters, digits or _'),
  type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(41), z.literal(42)]),
  uplineAccount: optionalText(64),
  nickname: ZDisplayNameSchema(32).optional(),
});
export const ZCreatedMemberSchema = z.object({
  id: z.string(),
  account: z.string(),
  type: z.number().int(),
  uplineId: z.string().nullable(),
  affiliateCode: z.string().nullable(),
});
export const ZCreateMemberReplySchema = okEnvelope(ZCreatedMemberSchema);
