import { z } from 'zod';
import { okEnvelope } from './envelope';

/**
 * Sign-in from a new address or device (spec §4 "Login": extra verification by SMS, e-mail, Google code
 * or payee name when the login comes from an unregistered IP), and the members' authenticator codes.
 * Paths are ours (the spec names none); all are documented in OpenAPI.
 */

/** The proofs a sign-in may be asked for. `totp` also accepts a recovery code. */
export const LOGIN_PROOFS = ['sms', 'email', 'totp', 'payeeName'] as const;
export type TLoginProof = (typeof LOGIN_PROOFS)[number];
export const ZLoginProofSchema = z.enum(LOGIN_PROOFS);
/** Proofs that are a code sent to the member first. */
export const SENT_CODE_PROOFS = ['sms', 'email'] as const satisfies readonly TLoginProof[];

/** Why the sign-in needs one more proof. */
export const LOGIN_CHALLENGE_REASONS = ['newAddress', 'totpRequired'] as const;

/**
 * `value` of 401 LOGIN_VERIFICATION_REQUIRED: the password (or SMS code) was right, but no session exists
 * until one of `proofs` is given for `challengeId` (POST /wps/session/login/verification).
 */
export const ZLoginChallengeValueSchema = z.object({
  challengeId: z.string(),
  reason: z.enum(LOGIN_CHALLENGE_REASONS),
  /** What this member can prove, in the brand's order; never empty. */
  proofs: z.array(ZLoginProofSchema).min(1),
  /** The bound mobile, masked (`+52 ******1234`), when `sms` is offered. */
  maskedMobile: z.string().nullable(),
  /** The bound e-mail, masked (`a***@example.com`), when `email` is offered. */
  maskedEmail: z.string().nullable(),
  /** Seconds left to finish the sign-in before starting again. */
  expiresInSeconds: z.number().int().positive(),
});
export type TLoginChallengeValue = z.infer<typeof ZLoginChallengeValueSchema>;

/** POST /wps/session/login/verification/code: send the code of a sent-code proof. */
export const ZLoginVerificationCodeRequestSchema = z.object({
  challengeId: z.string().trim().min(1).max(128),
  proof: z.enum(SENT_CODE_PROOFS),
});
/** Same shape as the SMS code replies: the web counts down and may ask again after `resendInSeconds`. */
export const ZLoginVerificationCodeValueSchema = z.object({
  expiredMinutes: z.number().int().positive(),
  resendInSeconds: z.number().int().min(0),
});
export const ZLoginVerificationCodeReplySchema = okEnvelope(ZLoginVerificationCodeValueSchema);

/**
 * POST /wps/session/login/verification: the proof. `code` is the SMS or e-mail code, the authenticator
 * code (or a recovery code), or the payee name. Replies like a login (ZLoginReplySchema) and sets the
 * device cookie; a wrong proof is 401 LOGIN_PROOF_INVALID and counts as a failed login.
 */
export const ZLoginVerificationRequestSchema = z.object({
  challengeId: z.string().trim().min(1).max(128),
  proof: ZLoginProofSchema,
  code: z.string().trim().min(1).max(100),
});
export type TLoginVerificationRequest = z.infer<typeof ZLoginVerificationRequestSchema>;

// ---------- authenticator codes of members (Security Center) ----------

/** GET /wps/member/security/totp */
export const ZMemberTotpStatusSchema = z.object({
  enabled: z.boolean(),
  /** The member's choice: a code at every sign-in, known address or not. */
  requiredAtLogin: z.boolean(),
  /** Brand setting: withdrawals need a code when the member has an authenticator. */
  requiredForWithdrawals: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type TMemberTotpStatus = z.infer<typeof ZMemberTotpStatusSchema>;
export const ZMemberTotpStatusReplySchema = okEnvelope(ZMemberTotpStatusSchema);

/** POST /wps/member/security/totp/setup: a new pending secret (replaces an earlier pending one). */
export const ZMemberTotpSetupValueSchema = z.object({
  secret: z.string(),
  /** `otpauth://totp/<brand>:<account>?…`, shown as a QR code. */
  otpauthUri: z.string(),
});
export const ZMemberTotpSetupReplySchema = okEnvelope(ZMemberTotpSetupValueSchema);

/** A 6-digit authenticator code, or (where said) a recovery code. */
export const ZTotpCodeRequestSchema = z.object({ code: z.string().trim().min(1).max(32) });

/** POST /wps/member/security/totp/confirm: the first code turns it on; the recovery codes are shown once. */
export const ZMemberTotpConfirmValueSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const ZMemberTotpConfirmReplySchema = okEnvelope(ZMemberTotpConfirmValueSchema);

/** PUT /wps/member/security/totp/login-requirement */
export const ZMemberTotpLoginRequirementRequestSchema = z.object({
  requiredAtLogin: z.boolean(),
  code: z.string().trim().min(1).max(32),
});

// ---------- sign-ins and known devices ----------

/** GET /wps/member/security/sign-ins: the latest sign-ins, newest first (at most 20). */
export const ZSignInSchema = z.object({
  /** ISO instant; the web shows it in the brand's time zone. */
  at: z.string(),
  ip: z.string(),
  /** A short description of the browser and system from the user agent ("Chrome · Android"); empty when not recognised. */
  device: z.string(),
  /** False for a sign-in from an address and device that were not known (a proof was asked). */
  known: z.boolean(),
  /** password, sms, phone-auth, google, facebook, trial… */
  method: z.string(),
});
export type TSignIn = z.infer<typeof ZSignInSchema>;
export const ZSignInListReplySchema = okEnvelope(z.object({ items: z.array(ZSignInSchema) }));

/** GET /wps/member/security/devices: the known devices and addresses. DELETE …/devices/:deviceId forgets one. */
export const ZKnownDeviceSchema = z.object({
  id: z.string(),
  ip: z.string(),
  device: z.string(),
  verifiedAt: z.string(),
  lastSeenAt: z.string(),
  /** Stops being known then (brand setting knownForDays after its last sign-in). */
  expiresAt: z.string(),
  /** The device of this request (its cookie). */
  current: z.boolean(),
});
export type TKnownDevice = z.infer<typeof ZKnownDeviceSchema>;
export const ZKnownDeviceListReplySchema = okEnvelope(z.object({ items: z.array(ZKnownDeviceSchema) }));

// ---------- brand settings (part of the identity settings, operator API) ----------

export const ZLoginVerificationSettingsSchema = z.object({
  /** Off: a right password signs in from anywhere (a member's own "code at every sign-in" still holds). */
  enabled: z.boolean(),
  /** The proofs that count, in the order offered; a member is offered those of them it has bound. */
  proofs: z.array(ZLoginProofSchema).min(1),
  /** An address or device stays known this many days after its last sign-in. */
  knownForDays: z.number().int().min(1).max(365),
  /** Withdrawals need an authenticator code from members who enabled one. */
  totpForWithdrawals: z.boolean(),
});
export type TLoginVerificationSettings = z.infer<typeof ZLoginVerificationSettingsSchema>;
export const DEFAULT_LOGIN_VERIFICATION_SETTINGS: TLoginVerificationSettings = {
  enabled: true,
  proofs: ['totp', 'sms', 'email', 'payeeName'],
  knownForDays: 90,
  totpForWithdrawals: false,
};
