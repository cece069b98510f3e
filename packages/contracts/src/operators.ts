import { z } from 'zod';
import { okEnvelope } from './envelope';

/**
 * Operator accounts of the back office (not members). ADMIN may do everything, FINANCE handles deposits,
 * withdrawals and adjustments, SUPPORT reads. The bootstrap OPERATOR_API_KEY acts as a super-admin.
 */
export const OPERATOR_ROLES = ['ADMIN', 'FINANCE', 'SUPPORT'] as const;
export const ZOperatorRoleSchema = z.enum(OPERATOR_ROLES);
export type TOperatorRole = z.infer<typeof ZOperatorRoleSchema>;
export const OPERATOR_STATUSES = ['active', 'disabled'] as const;

export const ZOperatorLoginRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** For an operator with two-step verification: the authenticator's code or a recovery code. */
  code: z.string().trim().min(1).max(32).optional(),
});

export const ZOperatorSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: ZOperatorRoleSchema,
  status: z.enum(OPERATOR_STATUSES),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** Two-step verification (TOTP) is on: a login needs a code too. */
  totpEnabled: z.boolean(),
});
export type TOperator = z.infer<typeof ZOperatorSchema>;

export const ZOperatorLoginReplySchema = okEnvelope(
  z.object({ token: z.string(), expiresAt: z.string(), operator: ZOperatorSchema }),
);

export const ZCreateOperatorRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_.-]{2,31}$/, '3 to 32 letters, digits, _ . -, starting with a letter'),
  password: z.string().min(10, 'at least 10 characters').max(128),
  role: ZOperatorRoleSchema,
});
export const ZOperatorReplySchema = okEnvelope(ZOperatorSchema);
export const ZOperatorsReplySchema = okEnvelope(z.array(ZOperatorSchema));
export const ZOperatorStatusRequestSchema = z.object({ status: z.enum(OPERATOR_STATUSES) });

/** A started TOTP enrolment: the secret for the authenticator app, also as an otpauth:// URI (QR code). */
export const ZTotpEnrolmentReplySchema = okEnvelope(z.object({ secret: z.string(), otpauthUri: z.string() }));
/** A code of the authenticator app (6 digits) or, where allowed, a recovery code. */
export const ZTotpCodeRequestSchema = z.object({ code: z.string().trim().min(6).max(32) });
/** One-time recovery codes, shown once: only their hashes are kept. */
export const ZRecoveryCodesReplySchema = okEnvelope(z.object({ recoveryCodes: z.array(z.string()) }));
