import { z } from 'zod';

/**
 * Stable machine codes of every refusal the API can give. The HTTP status of each code is fixed here so
 * the server's single error handler and the web client agree on what a code means.
 */
export const ERROR_HTTP_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  /** NUL or another control character (but tab, line feed, carriage return) in a text input. */
  CONTROL_CHARACTERS: 400,
  /** A bidirectional control or an invisible character in a name shown to others. */
  HIDDEN_CHARACTERS: 400,
  BAD_PAYLOAD: 400,
  PLAIN_PAYLOAD_REFUSED: 400,
  NOT_LOGGED_IN: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  TRIAL_FORBIDDEN: 403,
  NON_MEMBER_LOGIN: 403,
  NON_AGENT_LOGIN: 403,
  REGION_RESTRICTED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_LOCKED: 403,
  ACCOUNT_DISABLED: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  WRONG_PASSWORD: 400,
  PASSWORD_NOT_ALLOWED: 400,
  RESET_LINK_INVALID: 400,
  PASSWORD_MISMATCH: 400,
  SMS_CODE_INVALID: 400,
  SMS_CODE_EXPIRED: 400,
  SMS_SEND_FAILED: 502,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  EMAIL_TAKEN: 409,
  INVALID_INVITATION_CODE: 400,
  TERMS_NOT_ACCEPTED: 400,
  UNDER_AGE: 400,
  FEATURE_DISABLED: 403,
  USER_NOT_FOUND: 404,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE: 415,
  UNSAFE_HTML: 400,
  INSUFFICIENT_BALANCE: 409,
  // wallet and cashier
  IDEMPOTENCY_CONFLICT: 409,
  AMOUNT_OUT_OF_RANGE: 400,
  DEPOSIT_CHANNEL_UNAVAILABLE: 404,
  PAYMENT_PASSWORD_NOT_SET: 400,
  WRONG_PAYMENT_PASSWORD: 400,
  WITHDRAW_DAILY_LIMIT: 409,
  PAYEE_ACCOUNT_NOT_FOUND: 404,
  PAYEE_ACCOUNT_LIMIT: 409,
  PROOF_REQUIRED: 400,
  NOT_IN_DOWNLINE: 403,
  NO_UPLINE: 409,
  RECIPIENT_UNAVAILABLE: 409,
  WALLET_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  ORDER_STATE_CONFLICT: 409,
  INVALID_SIGNATURE: 401,
  AMOUNT_MISMATCH: 409,
  OPERATOR_ROLE_FORBIDDEN: 403,
  /** Too many failed logins of this account from this client: wait `retryAfterSeconds`. */
  LOGIN_DELAYED: 429,
  /** The password was right; the account has a second factor: send its code. */
  TOTP_REQUIRED: 401,
  /** A login with a code: the password, the code or both were wrong (not told apart). */
  INVALID_CREDENTIALS_OR_CODE: 401,
  TOTP_INVALID: 400,
  TOTP_ALREADY_ENABLED: 409,
  TOTP_NOT_ENABLED: 409,
  TOTP_ENROLMENT_NOT_STARTED: 409,
  /** Sign-in from a new address or device (or with the member's authenticator required): value is the challenge. */
  LOGIN_VERIFICATION_REQUIRED: 401,
  /** The challenge is unknown, expired, used or belongs to another client: sign in again. */
  LOGIN_CHALLENGE_INVALID: 400,
  /** A proof this challenge did not offer. */
  LOGIN_PROOF_NOT_OFFERED: 400,
  /** A wrong, expired or used code, or a payee name that does not match (not told apart). */
  LOGIN_PROOF_INVALID: 401,
  /** A withdrawal needs the authenticator code (brand setting, member with an authenticator). */
  WITHDRAW_TOTP_REQUIRED: 400,
  KNOWN_DEVICE_NOT_FOUND: 404,
  // agent centre
  /** The member named is not in the caller's team (or does not exist: the two are not told apart). */
  MEMBER_NOT_IN_TEAM: 404,
  DATE_RANGE_REVERSED: 400,
  DATE_RANGE_TOO_LONG: 400,
  TEAM_MOVE_CYCLE: 409,
  UPLINE_NOT_AGENT: 400,
  MEMBER_TYPE_NOT_ALLOWED: 403,
  INVITATION_LINK_LIMIT: 409,
  INVITATION_LINK_NOT_FOUND: 404,
  CONTRACT_NOT_FOUND: 404,
  CONTRACT_TYPE_DISABLED: 403,
  CONTRACT_NOT_DIRECT_DOWNLINE: 403,
  CONTRACT_NOT_AN_AGENT: 400,
  CONTRACT_NO_OWN_CONTRACT: 409,
  CONTRACT_TIERS_INVALID: 400,
  CONTRACT_RATE_ABOVE_UPLINE: 400,
  CONTRACT_NOT_PENDING: 409,
  CONTRACT_NOT_ACTIVE: 409,
  CONTRACT_TERMINATION_PENDING: 409,
  SETTLEMENT_NOT_REVIEWABLE: 409,
  THROTTLED: 429,
  MESSAGE_LIMIT_REACHED: 429,
  CHAT_CLOSED: 409,
  MAINTENANCE: 503,
  GAME_MAINTENANCE: 503,
  LAUNCH_FAILED: 502,
  INTERNAL: 500,
} as const;

export type TErrorCode = keyof typeof ERROR_HTTP_STATUS;
export const ERROR_CODES = Object.keys(ERROR_HTTP_STATUS) as [TErrorCode, ...TErrorCode[]];
export const ZErrorCodeSchema = z.enum(ERROR_CODES);
