import { z } from 'zod';
import { ZDisplayNameSchema } from './display-name';
import { okEnvelope } from './envelope';
import { MEMBER_STATUSES } from './identity';
import { pageOf, ZPageQuerySchema } from './paging';

/**
 * The agent centre's team routes (spec §2 "Agent centre": team management, register centre, agent
 * announcements; §6 agent role) and the operator's agent API. Every path is ours (the spec names only
 * the menu entries). The team reports (overview, team bets, user loss, account details) are in
 * `agent-reports.ts`.
 */

/** A member id in a path or query: malformed ids are refused before any lookup (400). */
export const ZMemberIdSchema = z.uuid();
export const ZMemberIdParamsSchema = z.object({ memberId: ZMemberIdSchema });

/** Member types an account may be created with (4, trial, only comes from free play). */
export const CREATABLE_MEMBER_TYPES = [0, 1, 2, 41, 42] as const;
export const ZCreatableTypeSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(41),
  z.literal(42),
]);
export type TCreatableType = z.infer<typeof ZCreatableTypeSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

// ---------- downlines (GET /wps/agent/downlines) ----------

export const DOWNLINE_SORTS = ['registered', 'account', 'balance', 'teamSize', 'lastLogin'] as const;
export type TDownlineSort = (typeof DOWNLINE_SORTS)[number];

/**
 * Direct downlines of `parentId` (default: the caller; it must be the caller or in its team, else 404
 * MEMBER_NOT_IN_TEAM), or with `account` a search (prefix, any case) anywhere in the caller's team.
 */
export const ZDownlineListQuerySchema = ZPageQuerySchema.extend({
  parentId: ZMemberIdSchema.optional(),
  account: z.string().trim().min(1).max(64).optional(),
  type: z.coerce
    .number()
    .int()
    .refine((type) => [0, 1, 2, 4, 41, 42].includes(type), 'member type 0, 1, 2, 4, 41 or 42')
    .optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  online: booleanQuery.optional(),
  sort: z.enum(DOWNLINE_SORTS).default('registered'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type TDownlineListQuery = z.infer<typeof ZDownlineListQuerySchema>;

export const ZDownlineRowSchema = z.object({
  memberId: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.enum(MEMBER_STATUSES),
  /** Main wallet balance (decimal, currency scale). */
  balance: z.number(),
  /** Members below this one at any depth (not counting itself). */
  teamSize: z.number().int(),
  /** Its direct downlines. */
  directCount: z.number().int(),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** An open, unexpired session right now. */
  online: z.boolean(),
  /** The caller's private remark about this member. */
  remark: z.string().nullable(),
  /** Levels below the caller (1: a direct downline of the caller). */
  depth: z.number().int(),
});
export type TDownlineRow = z.infer<typeof ZDownlineRowSchema>;

export const ZBreadcrumbItemSchema = z.object({ memberId: z.string(), account: z.string() });
export type TBreadcrumbItem = z.infer<typeof ZBreadcrumbItemSchema>;

export const ZDownlinePageSchema = pageOf(ZDownlineRowSchema).extend({
  /** From the caller down to `parentId` (just the caller by default or for a search). */
  breadcrumb: z.array(ZBreadcrumbItemSchema),
});
export type TDownlinePage = z.infer<typeof ZDownlinePageSchema>;
export const ZDownlineListReplySchema = okEnvelope(ZDownlinePageSchema);

// ---------- remark (PUT /wps/agent/downlines/{memberId}/remark) ----------

export const REMARK_MAX_LENGTH = 140;
/** An empty remark removes it. */
export const ZDownlineRemarkRequestSchema = z.object({ remark: z.string().trim().max(REMARK_MAX_LENGTH) });
export type TDownlineRemarkRequest = z.infer<typeof ZDownlineRemarkRequestSchema>;
export const ZDownlineRemarkSchema = z.object({ memberId: z.string(), remark: z.string().nullable() });
export const ZDownlineRemarkReplySchema = okEnvelope(ZDownlineRemarkSchema);

// ---------- register centre ----------

/** GET /wps/agent/register/settings. */
export const ZAgentRegisterSettingsSchema = z.object({
  /** The member types this agent may create (an operator setting). */
  creatableTypes: z.array(z.number().int()),
  /** Accounts made here get the default password, which must be changed at the first login. */
  defaultPasswordMustChange: z.literal(true),
  /** `<origin>/register`: invitation links are this with `?referralCode=<code>`. */
  registerUrlBase: z.string(),
});
export type TAgentRegisterSettings = z.infer<typeof ZAgentRegisterSettingsSchema>;
export const ZAgentRegisterSettingsReplySchema = okEnvelope(ZAgentRegisterSettingsSchema);

/** POST /wps/agent/downlines: a direct downline of the caller. */
export const ZCreateDownlineRequestSchema = z.object({
  account: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, 'a letter, then 3 to 31 letters, digits or _'),
  type: ZCreatableTypeSchema,
  nickname: ZDisplayNameSchema(32).optional(),
});
export type TCreateDownlineRequest = z.infer<typeof ZCreateDownlineRequestSchema>;
export const ZCreatedDownlineSchema = z.object({
  member: ZDownlineRowSchema,
  /** The default member password, for the agent to hand over; the first login must change it. */
  initialPassword: z.string(),
});
export type TCreatedDownline = z.infer<typeof ZCreatedDownlineSchema>;
export const ZCreateDownlineReplySchema = okEnvelope(ZCreatedDownlineSchema);

// ---------- invitation links (/wps/agent/links) ----------

export const INVITATION_LINKS_MAX = 20;
export const INVITATION_LINK_LABEL_MAX = 40;

export const ZInvitationLinkSchema = z.object({
  id: z.string(),
  /** Used as `referralCode` (or the affiliate code at registration). */
  code: z.string(),
  /** The member type a registration through this link creates. */
  type: z.number().int(),
  label: z.string().nullable(),
  /** `<origin>/register?referralCode=<code>`. */
  url: z.string(),
  registrations: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type TInvitationLink = z.infer<typeof ZInvitationLinkSchema>;
export const ZInvitationLinkListReplySchema = okEnvelope(z.array(ZInvitationLinkSchema));
export const ZInvitationLinkReplySchema = okEnvelope(ZInvitationLinkSchema);

export const ZCreateInvitationLinkRequestSchema = z.object({
  type: ZCreatableTypeSchema,
  label: ZDisplayNameSchema(INVITATION_LINK_LABEL_MAX).optional(),
});
export type TCreateInvitationLinkRequest = z.infer<typeof ZCreateInvitationLinkRequestSchema>;

export const ZUpdateInvitationLinkRequestSchema = z
  .object({
    enabled: z.boolean().optional(),
    /** An empty label removes it. */
    label: ZDisplayNameSchema(INVITATION_LINK_LABEL_MAX).optional(),
  })
  .refine((body) => body.enabled !== undefined || body.label !== undefined, 'enabled or label');
export type TUpdateInvitationLinkRequest = z.infer<typeof ZUpdateInvitationLinkRequestSchema>;
export const ZInvitationLinkParamsSchema = z.object({ id: z.uuid() });

// ---------- agent announcements (GET /wps/agent/announcements) ----------

export const ZAgentAnnouncementQuerySchema = ZPageQuerySchema;
export const ZAgentAnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  startsAt: z.string().nullable(),
  publishedAt: z.string(),
});
export type TAgentAnnouncement = z.infer<typeof ZAgentAnnouncementSchema>;
export const ZAgentAnnouncementListReplySchema = okEnvelope(pageOf(ZAgentAnnouncementSchema));

// ---------- operator API (/admin-api/agents/*) ----------

/** POST /admin-api/agents/move: the member and its whole team go under another agent. */
export const ZMoveMemberRequestSchema = z.object({
  account: z.string().trim().min(1).max(64),
  uplineAccount: z.string().trim().min(1).max(64),
});
export type TMoveMemberRequest = z.infer<typeof ZMoveMemberRequestSchema>;
export const ZMoveMemberResultSchema = z.object({
  memberId: z.string(),
  previousUplineId: z.string().nullable(),
  uplineId: z.string(),
  /** The member and its team. */
  movedMembers: z.number().int(),
});
export type TMoveMemberResult = z.infer<typeof ZMoveMemberResultSchema>;
export const ZMoveMemberReplySchema = okEnvelope(ZMoveMemberResultSchema);

/** GET/PUT /admin-api/agents/settings. */
export const ZAgentSettingsSchema = z.object({
  creatableTypes: z
    .array(ZCreatableTypeSchema)
    .max(CREATABLE_MEMBER_TYPES.length)
    .refine((list) => new Set(list).size === list.length, 'duplicate type'),
});
export type TAgentSettings = z.infer<typeof ZAgentSettingsSchema>;
export const ZAgentSettingsReplySchema = okEnvelope(ZAgentSettingsSchema);
