import { z } from 'zod';
import { okEnvelope } from './envelope';
import { ZNodeIdSchema } from './games';
import { ZLanguageSchema } from './i18n';
import { CS_TYPES } from './system';
import { pageOf } from './paging';

export { CAROUSEL, QR, qrBinarizeThreshold } from './content.constants';

/**
 * Banners, announcements, notices, help centre, customer-service entries, resources and operator images
 * (spec §2 home and side menu, §3 banner / announcement / customer service / resource, §7 content calls,
 * §9 constants). Texts an operator writes come per language; replies carry the request's language (else
 * the brand's default, else any). HTML is sanitised by the server (allow-list) before it is stored and
 * again when it is served.
 */

// ---------- spec §9 constants ----------

/** Announcements modal: 9 per page. */
export const ANNOUNCEMENTS_PAGE_SIZE = 9;

// ---------- shared pieces ----------

/** Text per language written by an operator (at least one language). */
export const localizedText = (max: number) =>
  z
    .partialRecord(ZLanguageSchema, z.string().trim().min(1).max(max))
    .refine((texts) => Object.keys(texts).length > 0, 'at least one language');
export type TLocalizedText = Partial<Record<z.infer<typeof ZLanguageSchema>, string>>;

/** Longest HTML an operator may store (announcements, notices, help articles, inbox messages). */
export const HTML_MAX_LENGTH = 50_000;

const isoTime = z.iso.datetime({ offset: true });

/** A path of this site: `/…` (not `//…`), letters, digits and URL punctuation only. */
export const SITE_PATH_PATTERN =
  /^\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@%/-]*(\?[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*)?(#[A-Za-z0-9_-]*)?$/;

/** An absolute https URL (the only scheme operator links may use besides site paths). */
export const ZHttpsUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'an https URL');

export const ZSitePathSchema = z.string().trim().max(300).regex(SITE_PATH_PATTERN, 'a /path of this site');

/** A link target of operator content: a site path or an https URL. */
export const ZLinkSchema = z.union([ZSitePathSchema, ZHttpsUrlSchema]);

/** An image address: an uploaded or generated image (`/uploads/content/…`, `/lgw/content/art/…`) or https. */
export const ZImageUrlSchema = z.union([
  z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(uploads\/content|lgw\/content\/art)\/[A-Za-z0-9._-]+$/, 'an uploaded image path'),
  ZHttpsUrlSchema,
]);

// ---------- banners ----------

export const BANNER_GROUPS = ['w_home', 'w_leftmenu', 'w_login', 'w_register', 'w_forget'] as const;
export const ZBannerGroupSchema = z.enum(BANNER_GROUPS);
export type TBannerGroup = z.infer<typeof ZBannerGroupSchema>;

/**
 * What a click on a banner opens: GAME (target = game nodeId), PROMOTION (target = promotion code, or empty
 * for the promotions page), PAGE (target = a site path) or URL (target = an https address, new tab).
 * A banner without linkageType is not clickable.
 */
export const LINKAGE_TYPES = ['GAME', 'PROMOTION', 'PAGE', 'URL'] as const;
export const ZLinkageTypeSchema = z.enum(LINKAGE_TYPES);
export type TLinkageType = z.infer<typeof ZLinkageTypeSchema>;

export const ZBannerGameSchema = z.object({
  nodeId: z.string(),
  vassalage: z.string(),
  gameCode: z.string(),
  gameType: z.string(),
  isGame: z.string(),
  gameName: z.string(),
});

/** A banner as the site shows it (spec §3 Banner: url, linkageType). */
export const ZBannerSchema = z.object({
  id: z.string(),
  groupName: ZBannerGroupSchema,
  /** The image, on an image CDN of the brand when one is configured. */
  url: z.string(),
  title: z.string(),
  sequence: z.number().int(),
  linkageType: ZLinkageTypeSchema.nullable(),
  target: z.string().nullable(),
  /** Where PROMOTION, PAGE and URL banners lead (site path or https URL); null for GAME and plain banners. */
  href: z.string().nullable(),
  /** The game of a GAME banner (null when it no longer exists: the banner is then not clickable). */
  game: ZBannerGameSchema.nullable(),
});
export type TBanner = z.infer<typeof ZBannerSchema>;

export const ZBannersQuerySchema = z.object({
  groupName: ZBannerGroupSchema,
  lang: z.string().max(35).optional(),
});
export const ZBannersReplySchema = okEnvelope(
  z.object({ groupName: ZBannerGroupSchema, list: z.array(ZBannerSchema) }),
);

// ---------- announcements ----------

/** decisions.md: A = logged-in members, B = visitors, F = first login. */
export const EXECUTIONS = ['A', 'B', 'F'] as const;
export const ZExecutionSchema = z.enum(EXECUTIONS);
export type TExecution = z.infer<typeof ZExecutionSchema>;

/** Announcement item (spec §3): title, HTML content, execution. */
export const ZAnnouncementItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  execution: ZExecutionSchema,
  startsAt: z.string().nullable(),
  publishedAt: z.string(),
});
export type TAnnouncementItem = z.infer<typeof ZAnnouncementItemSchema>;

/**
 * MCSFE_getListAnnouncements. Visitors read execution B; members A and F. `execution` narrows the list
 * (a visitor asking for A or F: 401 NOT_LOGGED_IN).
 */
export const ZAnnouncementListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ANNOUNCEMENTS_PAGE_SIZE).default(ANNOUNCEMENTS_PAGE_SIZE),
  execution: ZExecutionSchema.optional(),
  lang: z.string().max(35).optional(),
});
export const ZAnnouncementListReplySchema = okEnvelope(pageOf(ZAnnouncementItemSchema));

// ---------- notices and the announcement payload ----------

/** decisions.md: B bulletin (marquee), PL player notice list, PU popup, PR promotion notice, H home notice. */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const ZNoticeTypeSchema = z.enum(NOTICE_TYPES);
export type TNoticeType = z.infer<typeof ZNoticeTypeSchema>;
/** Platform W = web. */
export const NOTICE_PLATFORMS = ['W'] as const;

/** `B,PL,PU` → ['B','PL','PU'] (also accepts a repeated parameter). */
const csvOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    z.array(item).min(1).max(10),
  );

/**
 * GET /wps/content/notices (ours; spec §7 names the queries, not the path). On load: types B,PL,PU,PR,H;
 * in session: types B,PL,PU,PR with execution B. Execution defaults to B for visitors and A for members
 * (F on the session of a first login); visitors asking for A or F: 401 NOT_LOGGED_IN.
 */
export const ZNoticeQuerySchema = z.object({
  types: csvOf(ZNoticeTypeSchema).default([...NOTICE_TYPES]),
  platform: z.enum(NOTICE_PLATFORMS).default('W'),
  execution: ZExecutionSchema.optional(),
  /** Banner groups to include in `banners` (default none). */
  bannerGroups: csvOf(ZBannerGroupSchema).optional(),
  lang: z.string().max(35).optional(),
});
export type TNoticeQuery = z.infer<typeof ZNoticeQuerySchema>;

export const ZNoticeSchema = z.object({
  id: z.string(),
  type: ZNoticeTypeSchema,
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  sequence: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type TNotice = z.infer<typeof ZNoticeSchema>;

export const ZAnnouncementImageSchema = z.object({ sequence: z.number().int(), url: z.string() });

/** The announcement payload (spec §3): banners by groupName, player notices, popup, promotion images. */
export const ZAnnouncementPayloadSchema = z.object({
  banners: z.array(z.object({ groupName: ZBannerGroupSchema, list: z.array(ZBannerSchema) })),
  /** B: the marquee bulletins (a click opens the notice modal at that index). */
  bulletin: z.array(ZNoticeSchema),
  /** PL: player notices with id and title. */
  player: z.array(ZNoticeSchema),
  /** PU: the popup notices. */
  popup: z.array(ZNoticeSchema),
  /** PR: promotion notices with their images in sequence. */
  promotion: z.array(
    ZNoticeSchema.extend({
      href: z.string().nullable(),
      announcementImages: z.array(ZAnnouncementImageSchema),
    }),
  ),
  /** H: home notices. */
  home: z.array(ZNoticeSchema),
  execution: ZExecutionSchema,
});
export type TAnnouncementPayload = z.infer<typeof ZAnnouncementPayloadSchema>;
export const ZAnnouncementPayloadReplySchema = okEnvelope(ZAnnouncementPayloadSchema);

// ---------- help centre ----------

/** The anchor of the terms-and-conditions article (`/help#term`). */
export const TERMS_ANCHOR = 'term';
export const HELP_DEVICES = ['WEB'] as const;
export const ZAnchorSchema = z.string().regex(/^[a-z][a-z0-9-]{0,47}$/, 'lower-case letters, digits and -');

export const ZHelpCenterQuerySchema = z.object({
  lang: z.string().max(35).optional(),
  device: z.enum(HELP_DEVICES).default('WEB'),
});
export const ZHelpArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  anchor: z.string().nullable(),
  sequence: z.number().int(),
});
export const ZHelpCategorySchema = z.object({
  id: z.string(),
  title: z.string(),
  sequence: z.number().int(),
  articles: z.array(ZHelpArticleSchema),
});
export const ZHelpCenterReplySchema = okEnvelope(
  z.object({
    language: ZLanguageSchema,
    categories: z.array(ZHelpCategorySchema),
    /** The article with anchor `term`, or null. */
    termsArticleId: z.string().nullable(),
  }),
);
export type THelpCenter = z.infer<typeof ZHelpCenterReplySchema>['value'];

// ---------- operator API (/admin-api/content/*) ----------

const sequence = z.number().int().min(0).max(100_000).default(0);

const windowRefine = <T extends { startsAt?: string | null; endsAt?: string | null }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt' });
  }
};

const ZBannerFieldsSchema = z.object({
  groupName: ZBannerGroupSchema,
  imageUrl: ZImageUrlSchema,
  title: z.string().trim().max(120).default(''),
  /** null: shown in every language. */
  language: ZLanguageSchema.nullable().default(null),
  sequence,
  enabled: z.boolean().default(true),
  startsAt: isoTime.nullable().default(null),
  endsAt: isoTime.nullable().default(null),
  linkageType: ZLinkageTypeSchema.nullable().default(null),
  target: z.string().trim().max(500).nullable().default(null),
});

function linkageRefine(
  value: { linkageType?: TLinkageType | null; target?: string | null },
  ctx: z.RefinementCtx,
) {
  const { linkageType, target } = value;
  const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['target'], message });
  if (!linkageType) {
    if (target) issue('a target needs a linkageType');
    return;
  }
  if (linkageType === 'GAME' && !ZNodeIdSchema.safeParse(target ?? '').success) issue('a game nodeId');
  if (linkageType === 'PROMOTION' && target && !/^[A-Za-z0-9_-]{1,64}$/.test(target))
    issue('a promotion code');
  if (linkageType === 'PAGE' && !ZSitePathSchema.safeParse(target ?? '').success)
    issue('a /path of this site');
  if (linkageType === 'URL' && !ZHttpsUrlSchema.safeParse(target ?? '').success) issue('an https URL');
}

export const ZBannerInputSchema = ZBannerFieldsSchema.superRefine(windowRefine).superRefine(linkageRefine);
export type TBannerInput = z.infer<typeof ZBannerInputSchema>;

export const ZOperatorBannerSchema = ZBannerFieldsSchema.extend({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOperatorBanner = z.infer<typeof ZOperatorBannerSchema>;

/** ALL: members and visitors by execution; AGENTS: only the agent centre's announcements (GET /wps/agent/announcements). */
export const ANNOUNCEMENT_AUDIENCES = ['ALL', 'AGENTS'] as const;
export const ZAnnouncementAudienceSchema = z.enum(ANNOUNCEMENT_AUDIENCES);
export type TAnnouncementAudience = z.infer<typeof ZAnnouncementAudienceSchema>;

const ZAnnouncementFieldsSchema = z.object({
  title: localizedText(200),
  content: localizedText(HTML_MAX_LENGTH),
  execution: ZExecutionSchema,
  audience: ZAnnouncementAudienceSchema.default('ALL'),
  sequence,
  enabled: z.boolean().default(true),
  startsAt: isoTime.nullable().default(null),
  endsAt: isoTime.nullable().default(null),
});
export const ZAnnouncementInputSchema = ZAnnouncementFieldsSchema.superRefine(windowRefine);
export type TAnnouncementInput = z.infer<typeof ZAnnouncementInputSchema>;
export const ZOperatorAnnouncementSchema = ZAnnouncementFieldsSchema.extend({
  id: z.string(),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const ZNoticeFieldsSchema = z.object({
  type: ZNoticeTypeSchema,
  platform: z.enum(NOTICE_PLATFORMS).default('W'),
  /** Who sees it: A members, B visitors, F first login (one or more). */
  executions: z
    .array(ZExecutionSchema)
    .min(1)
    .max(3)
    .refine((list) => new Set(list).size === list.length, 'duplicate execution'),
  title: localizedText(200),
  content: localizedText(HTML_MAX_LENGTH).optional(),
  /** PR: the promotion images, shown in sequence. */
  images: z
    .array(z.object({ sequence: z.number().int().min(0).max(1000), url: ZImageUrlSchema }))
    .max(10)
    .default([]),
  /** PR: where the notice leads (site path or https URL). */
  link: ZLinkSchema.nullable().default(null),
  sequence,
  enabled: z.boolean().default(true),
  startsAt: isoTime.nullable().default(null),
  endsAt: isoTime.nullable().default(null),
});
export const ZNoticeInputSchema = ZNoticeFieldsSchema.superRefine(windowRefine);
export type TNoticeInput = z.infer<typeof ZNoticeInputSchema>;
export const ZOperatorNoticeSchema = ZNoticeFieldsSchema.extend({
  id: z.string(),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ZHelpCategoryInputSchema = z.object({
  title: localizedText(120),
  sequence,
  enabled: z.boolean().default(true),
});
export type THelpCategoryInput = z.infer<typeof ZHelpCategoryInputSchema>;
export const ZOperatorHelpCategorySchema = ZHelpCategoryInputSchema.extend({
  id: z.string(),
  title: z.record(z.string(), z.string()),
  updatedAt: z.string(),
});

export const ZHelpArticleInputSchema = z.object({
  categoryId: z.string().regex(/^\d{1,18}$/, 'a category id'),
  title: localizedText(200),
  content: localizedText(HTML_MAX_LENGTH),
  /** Unique; `term` is the terms and conditions (`/help#term`). */
  anchor: ZAnchorSchema.nullable().default(null),
  sequence,
  enabled: z.boolean().default(true),
});
export type THelpArticleInput = z.infer<typeof ZHelpArticleInputSchema>;
export const ZOperatorHelpArticleSchema = ZHelpArticleInputSchema.extend({
  id: z.string(),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  updatedAt: z.string(),
});

/** A customer-service entry as operators store it; the status reply obfuscates `url` into `path`. */
export const ZCsEntryInputSchema = z.object({
  csType: z.enum(CS_TYPES),
  csPosition: z.number().int().min(0).max(99),
  /** Shown when `titles` has no text for the request's language. */
  title: z.string().trim().min(1).max(100),
  titles: z.partialRecord(ZLanguageSchema, z.string().trim().min(1).max(100)).default({}),
  url: ZLinkSchema,
  sequence,
  enabled: z.boolean().default(true),
});
export type TCsEntryInput = z.infer<typeof ZCsEntryInputSchema>;
export const ZOperatorCsEntrySchema = ZCsEntryInputSchema.extend({
  id: z.string(),
  titles: z.record(z.string(), z.string()),
  updatedAt: z.string(),
});

export const ZResourceInputSchema = z.object({
  resourceType: z.string().regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'upper-case letters, digits and _'),
  url: ZLinkSchema,
  /** The default label (spec §3: labelNameEn default). */
  labelNameEn: z.string().trim().min(1).max(100),
  labelNames: z.partialRecord(ZLanguageSchema, z.string().trim().min(1).max(100)).default({}),
  sequence,
  enabled: z.boolean().default(true),
});
export type TResourceInput = z.infer<typeof ZResourceInputSchema>;
export const ZOperatorResourceSchema = ZResourceInputSchema.extend({
  id: z.string(),
  labelNames: z.record(z.string(), z.string()),
  updatedAt: z.string(),
});

/** Operator image uploads: png, jpg, gif or webp, recognised by content; at most 5 MB. */
export const CONTENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CONTENT_IMAGE_KINDS = ['png', 'jpg', 'gif', 'webp'] as const;
export const ZContentImageSchema = z.object({
  id: z.string(),
  /** Site path of the image (`/uploads/content/<sha256>.<ext>`); store it as a banner's imageUrl. */
  path: z.string(),
  kind: z.enum(CONTENT_IMAGE_KINDS),
  bytes: z.number().int(),
  originalName: z.string().nullable(),
  uploadedBy: z.string(),
  createdAt: z.string(),
});
export type TContentImage = z.infer<typeof ZContentImageSchema>;

export const ZOperatorListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZOperatorBannerQuerySchema = ZOperatorListQuerySchema.extend({
  groupName: ZBannerGroupSchema.optional(),
});
export const ZOperatorNoticeQuerySchema = ZOperatorListQuerySchema.extend({
  type: ZNoticeTypeSchema.optional(),
});
export const ZIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, 'an id') });
