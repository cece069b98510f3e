import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGES_MAX,
  ZApplicationFieldsSchema,
} from '@platform/contracts/promotion-activities';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import { parseInput } from '../../../platform/validation';
import { imageKind, storeProof } from '../../wallet/cashier/proofs';
import type { PromotionsContext } from '../context';
import { latestApplication, type Viewer } from './evaluate';
import { openActivityFor } from './guards';

/** Where applications' images are stored. */
export const applicationDir = (ctx: Pick<PromotionsContext, 'uploadDir'>) =>
  path.join(ctx.uploadDir, 'applications');

/**
 * A manual application (spec §3 "Activity apply"): a comment of at most 140 characters and up to 3 png
 * or jpg images of at most 5 MB each, checked by their first bytes. Every check runs before anything is
 * stored; a refusal after the images were written removes them. One PENDING application per member and
 * activity (409 PROMOTION_APPLICATION_PENDING, also under races: a partial unique index); after a
 * rejection the member may apply again, after an approval not (409 PROMOTION_LIMIT_REACHED).
 */
export async function applyToActivity(
  ctx: PromotionsContext,
  member: Exclude<Viewer, null>,
  activityId: string,
  fields: unknown,
  images: Buffer[],
): Promise<{ applicationId: string }> {
  const row = await openActivityFor(ctx, member, activityId, ['MANUAL']);
  const { comment } = parseInput(ZApplicationFieldsSchema, fields);
  if (images.length > APPLICATION_IMAGES_MAX) throw new AppError('TOO_MANY_IMAGES');
  const kinds = images.map((bytes) => {
    if (bytes.length > APPLICATION_IMAGE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
    const kind = imageKind(bytes);
    if (!kind) throw new AppError('UNSUPPORTED_FILE');
    return kind;
  });
  if (comment.length === 0 && images.length === 0) {
    throw new AppError('VALIDATION_FAILED', { fields: ['comment'] });
  }
  const latest = await latestApplication(ctx.db, row.id, member.id);
  if (latest?.status === 'PENDING') throw new AppError('PROMOTION_APPLICATION_PENDING');
  if (latest?.status === 'APPROVED') throw new AppError('PROMOTION_LIMIT_REACHED');

  const dir = applicationDir(ctx);
  const stored: string[] = [];
  try {
    for (const [index, bytes] of images.entries()) stored.push(await storeProof(dir, bytes, kinds[index]!));
    const { rows } = await ctx.db.execute<{ id: string }>(sql`
      insert into promotion_activity_applications (activity_id, member_id, comment, images, status, created_at)
      values (${row.id}::uuid, ${member.id}::uuid, ${comment}, ${JSON.stringify(stored)}::jsonb, 'PENDING',
        ${ctx.clock.now().toISOString()}::timestamptz)
      on conflict do nothing returning id::text`);
    if (!rows[0]) throw new AppError('PROMOTION_APPLICATION_PENDING');
    ctx.notify(member.id, 'activities');
    return { applicationId: rows[0].id };
  } catch (error) {
    await Promise.all(stored.map((name) => rm(path.join(dir, name), { force: true })));
    throw error;
  }
}
