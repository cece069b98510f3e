import { ZGameCategorySchema } from '@platform/contracts/categories';
import {
  ZGameCardSchema,
  ZIsGameSchema,
  ZVassalageSchema,
  ZVendorModeSchema,
} from '@platform/contracts/games';
import { z } from 'zod';

/** Request and reply schemas of the operator catalogue API (/admin-api/games/*; ours, not in the spec). */

/** Platforms a game can be offered on (the site asks for "flash,html5-desktop"; mobile apps for html5). */
export const GAME_PLATFORMS = ['flash', 'html5', 'html5-desktop'] as const;

const displayName = z.string().trim().min(1).max(60);
/** A site path (`/…`) or an https address; nothing that a page could run. */
const imageUrl = z
  .string()
  .trim()
  .max(300)
  .regex(
    /^(\/[A-Za-z0-9._~/-]+|https:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[A-Za-z0-9._~/%-]*)?)$/,
    'a /path or https URL',
  );

const vendorFields = {
  displayName,
  gameTypes: z
    .array(ZGameCategorySchema)
    .min(1)
    .max(10)
    .refine((types) => new Set(types).size === types.length, 'duplicate game type'),
  mode: ZVendorModeSchema,
  maintenance: z.boolean(),
  sortOrder: z.number().int().min(0).max(100_000),
  logoUrl: imageUrl.nullable(),
};

export const ZVendorInputSchema = z.object({
  code: ZVassalageSchema,
  ...vendorFields,
  mode: vendorFields.mode.default('seamless'),
  maintenance: vendorFields.maintenance.default(false),
  sortOrder: vendorFields.sortOrder.default(0),
  logoUrl: vendorFields.logoUrl.default(null),
});
export type TVendorInput = z.infer<typeof ZVendorInputSchema>;

/** Only the fields sent change (no defaults here: a patch never resets what it does not name). */
export const ZVendorPatchSchema = z
  .object(vendorFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change');
export type TVendorPatch = z.infer<typeof ZVendorPatchSchema>;

export const ZOperatorVendorSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  gameTypes: z.array(ZGameCategorySchema),
  mode: ZVendorModeSchema,
  maintenance: z.boolean(),
  sortOrder: z.number().int(),
  logoUrl: z.string().nullable(),
  games: z.number().int(),
  updatedAt: z.string(),
});
export type TOperatorVendor = z.infer<typeof ZOperatorVendorSchema>;

const names = z.object({ es: z.string().trim().min(1).max(80), en: z.string().trim().min(1).max(80) });

const gameFields = {
  gameType: ZGameCategorySchema,
  isGame: ZIsGameSchema,
  names,
  isHot: z.boolean(),
  isNew: z.boolean(),
  maintenance: z.boolean(),
  sortOrder: z.number().int().min(0).max(100_000),
  platforms: z.array(z.enum(GAME_PLATFORMS)).min(1),
  /** Default: the generated art `/lgw/games/art/{nodeId}.svg`. */
  iconUrl: imageUrl,
};

export const ZGameInputSchema = z.object({
  vendor: ZVassalageSchema,
  gameCode: z.string().regex(/^[A-Za-z0-9_.]{1,40}$/, 'letters, digits, _ and . only'),
  ...gameFields,
  isGame: gameFields.isGame.default('GAME'),
  isHot: gameFields.isHot.default(false),
  isNew: gameFields.isNew.default(false),
  maintenance: gameFields.maintenance.default(false),
  sortOrder: gameFields.sortOrder.default(0),
  platforms: gameFields.platforms.default([...GAME_PLATFORMS]),
  iconUrl: gameFields.iconUrl.optional(),
});
export type TGameInput = z.infer<typeof ZGameInputSchema>;

export const ZGamePatchSchema = z
  .object(gameFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change');
export type TGamePatch = z.infer<typeof ZGamePatchSchema>;

export const ZOperatorGameSchema = ZGameCardSchema.extend({
  names: z.record(z.string(), z.string()),
  sortOrder: z.number().int(),
  /** The game's own flag (the card's `maintenance` also counts its vendor's). */
  gameMaintenance: z.boolean(),
  updatedAt: z.string(),
});
export type TOperatorGame = z.infer<typeof ZOperatorGameSchema>;

export const ZOperatorGameListQuerySchema = z.object({
  vendor: ZVassalageSchema.optional(),
  gameType: ZGameCategorySchema.optional(),
});
