import { z } from 'zod';
import { HTML_MAX_LENGTH, localizedText } from './content';
import { okEnvelope } from './envelope';
import { ZLanguageSchema } from './i18n';
import { pageOf } from './paging';

import { INBOX_PAGE_SIZE } from './messaging.constants';
export { INBOX_PAGE_SIZE } from './messaging.constants';

/**
 * Feedback (spec §3, §5, §7 PUT /wps/feedback), the member inbox ("messageV2 platform information"),
 * CSP_unreadCount and the language-update call.
 */

// ---------- feedback ----------

/** Spec §3: deposit 1, withdrawal 2, game 3, customer service 4, apply agent 6, others 0. */
export const FEEDBACK_TYPES = {
  OTHERS: 0,
  DEPOSIT: 1,
  WITHDRAWAL: 2,
  GAME: 3,
  CUSTOMER_SERVICE: 4,
  APPLY_AGENT: 6,
} as const;
export const FEEDBACK_TYPE_VALUES = [0, 1, 2, 3, 4, 6] as const;
export type TFeedbackType = (typeof FEEDBACK_TYPE_VALUES)[number];
export const ZFeedbackTypeSchema = z
  .union([
    z.number().int(),
    z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number),
  ])
  .refine((value): value is TFeedbackType => (FEEDBACK_TYPE_VALUES as readonly number[]).includes(value), {
    message: 'unknown feedback type (0, 1, 2, 3, 4 or 6)',
  })
  .transform((value) => value as TFeedbackType);

/** decisions.md: the description has 20 to 200 characters (counter n/200). */
export const FEEDBACK_MIN_LENGTH = 20;
export const FEEDBACK_MAX_LENGTH = 200;

/** Characters as a person counts them (code points, so an emoji is one). */
export const textLength = (text: string) => [...text].length;

export const ZFeedbackContentSchema = z
  .string()
  .trim()
  .refine((text) => textLength(text) >= FEEDBACK_MIN_LENGTH, {
    message: `at least ${FEEDBACK_MIN_LENGTH} characters`,
  })
  .refine((text) => textLength(text) <= FEEDBACK_MAX_LENGTH, {
    message: `at most ${FEEDBACK_MAX_LENGTH} characters`,
  });

/**
 * PUT /wps/feedback. `captcha` is the answer to the picture of GET /wps/captcha (`captchaId`): missing
 * → 400 CAPTCHA_REQUIRED, wrong → 400 CAPTCHA_INVALID. A visitor must name a `sender` (how to reach them);
 * a member's sender defaults to the account.
 */
export const ZFeedbackRequestSchema = z.object({
  content: ZFeedbackContentSchema,
  sender: z.string().trim().max(100).optional(),
  type: ZFeedbackTypeSchema,
  captcha: z.string().max(16).optional(),
  captchaId: z.string().max(64).optional(),
});
export type TFeedbackRequest = z.infer<typeof ZFeedbackRequestSchema>;
export const ZFeedbackReplySchema = okEnvelope(z.object({ id: z.string(), createdAt: z.string() }));

export const FEEDBACK_STATUSES = ['OPEN', 'ANSWERED'] as const;

export const ZOperatorFeedbackSchema = z.object({
  id: z.string(),
  memberId: z.string().nullable(),
  account: z.string().nullable(),
  sender: z.string(),
  type: z.number().int(),
  content: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** The inbox message that carried the answer (null for a visitor's feedback). */
  messageId: z.string().nullable(),
  createdAt: z.string(),
});
export type TOperatorFeedback = z.infer<typeof ZOperatorFeedbackSchema>;
export const ZOperatorFeedbackQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(FEEDBACK_STATUSES).optional(),
  type: ZFeedbackTypeSchema.optional(),
});
/** The operator's answer: plain text, delivered to the member's inbox. */
export const ZFeedbackAnswerRequestSchema = z.object({ answer: z.string().trim().min(1).max(2000) });

// ---------- inbox ----------

export const INBOX_KINDS = ['NOTICE', 'FEEDBACK_REPLY'] as const;

export const ZInboxQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(INBOX_PAGE_SIZE),
  /** Only unread messages. */
  unread: z.enum(['true', 'false']).optional(),
});
export const ZInboxMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(INBOX_KINDS),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TInboxMessage = z.infer<typeof ZInboxMessageSchema>;
export const ZInboxListReplySchema = okEnvelope(
  pageOf(ZInboxMessageSchema).extend({ unreadMessage: z.number().int() }),
);
export const ZInboxMessageReplySchema = okEnvelope(
  ZInboxMessageSchema.extend({ unreadMessage: z.number().int() }),
);
export const ZInboxIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, 'a message id') });
/** CSP_unreadCount; `unreadMessage` is the public-state field of spec §3. */
export const ZUnreadCountReplySchema = okEnvelope(z.object({ unreadMessage: z.number().int() }));
export const ZMarkAllReadReplySchema = okEnvelope(
  z.object({ marked: z.number().int(), unreadMessage: z.number().int() }),
);

/**
 * Who an operator's message goes to: one member, a list of accounts, a segment (member types, or agents),
 * or everyone. Segment and "all" messages are stored once; members read them at read time.
 */
export const ZInboxAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), account: z.string().trim().min(1).max(64) }),
  z.object({
    kind: z.literal('accounts'),
    accounts: z
      .array(z.string().trim().min(1).max(64))
      .min(1)
      .max(500)
      .refine((list) => new Set(list.map((a) => a.toLowerCase())).size === list.length, 'duplicate account'),
  }),
  z
    .object({
      kind: z.literal('segment'),
      /** Member types (0 player, 1 and 2 agents, 41 and 42 agent-only, 4 trial). */
      memberTypes: z
        .array(
          z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4), z.literal(41), z.literal(42)]),
        )
        .max(6)
        .default([]),
      /** Every agent type (1, 2, 41, 42). */
      agents: z.boolean().default(false),
    })
    .refine((s) => s.agents || s.memberTypes.length > 0, {
      message: 'name member types or agents',
      path: ['memberTypes'],
    }),
  z.object({ kind: z.literal('all') }),
]);
export type TInboxAudience = z.infer<typeof ZInboxAudienceSchema>;

export const ZInboxMessageInputSchema = z.object({
  audience: ZInboxAudienceSchema,
  title: localizedText(200),
  content: localizedText(HTML_MAX_LENGTH),
  /**
   * Segment and "all" messages: whether members who join after sending also receive it (a welcome), or
   * only those registered at sending time (default).
   */
  includeNewMembers: z.boolean().default(false),
});
export type TInboxMessageInput = z.infer<typeof ZInboxMessageInputSchema>;

export const ZOperatorInboxMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(INBOX_KINDS),
  audience: z.enum(['MEMBERS', 'SEGMENT', 'ALL']),
  memberTypes: z.array(z.number().int()),
  recipients: z.number().int(),
  includeNewMembers: z.boolean(),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  reads: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type TOperatorInboxMessage = z.infer<typeof ZOperatorInboxMessageSchema>;

// ---------- language ----------

/** PUT /wps/member/language (ours; spec §7 "an update-language call"): the member's language for messages. */
export const ZLanguageUpdateRequestSchema = z.object({ language: ZLanguageSchema });
export const ZLanguageUpdateReplySchema = okEnvelope(z.object({ language: ZLanguageSchema }));
