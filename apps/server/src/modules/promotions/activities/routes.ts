import { sendSvgArt } from '../../../platform/svg-art';
import fastifyMultipart from '@fastify/multipart';
import { okEnvelope } from '@platform/contracts/envelope';
import { minorToDecimal } from '@platform/contracts/money';
import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGES_MAX,
  ZActivityClaimReplySchema,
  ZActivityClaimRequestSchema,
  ZActivityDetailSchema,
  ZActivityIdParamsSchema,
  ZActivityListQuerySchema,
  ZActivityListSchema,
} from '@platform/contracts/promotion-activities';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import { AppError } from '../../../platform/errors';
import { requestLanguage } from '../../../platform/language';
import type { PromotionsContext } from '../context';
import { applyToActivity } from './apply-activity';
import { activityArt } from './art';
import { claimActivity } from './claim-activity';
import type { Viewer } from './evaluate';
import { joinActivity } from './join-activity';
import { createActivityReads } from './read-activities';
import { signActivity } from './sign-activity';

const tags = ['promotions'];

const viewerOf = (request: FastifyRequest): Viewer =>
  request.member
    ? { id: request.member.id, type: request.member.type, isTrial: request.member.isTrial }
    : null;

const memberOf = (request: FastifyRequest): Exclude<Viewer, null> => {
  const { member } = requireMember(request);
  return { id: member.id, type: member.type, isTrial: member.isTrial };
};

/** Reads the multipart application: the `comment` field and up to 3 `images` files (≤ 5 MB each). */
async function readApplication(request: FastifyRequest): Promise<{ fields: unknown; images: Buffer[] }> {
  if (!request.isMultipart()) return { fields: request.body ?? {}, images: [] };
  const fields: Record<string, unknown> = {};
  const images: Buffer[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'images') throw new AppError('VALIDATION_FAILED', { fields: [part.fieldname] });
      if (images.length >= APPLICATION_IMAGES_MAX) throw new AppError('TOO_MANY_IMAGES');
      try {
        images.push(await part.toBuffer());
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('FILE_TOO_LARGE', { cause: error });
        }
        throw error;
      }
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, images };
}

/** The promotions page's player routes (spec §2 `/promotions`, §3 "Activity apply", §4 activity states). */
export function activityRoutes(ctx: PromotionsContext): FastifyPluginAsyncZod {
  const reads = createActivityReads(ctx);
  return async (app) => {
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: APPLICATION_IMAGE_MAX_BYTES,
        files: APPLICATION_IMAGES_MAX + 1,
        fields: 4,
        parts: APPLICATION_IMAGES_MAX + 5,
        headerPairs: 100,
      },
    });

    const detailOf = (request: FastifyRequest, id: string) =>
      reads.detail(viewerOf(request), requestLanguage(request), id);

    app.get(
      '/wps/promotions/activities',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          summary: 'The promotions page: published activities with the member’s state (visitors too)',
          description:
            'Open activities first, then coming soon, then closed, in the operator’s display order; `categories` lists the tabs in use. Visitors get state JOIN (action LOGIN), COMING_SOON or CLOSE and no member data; a member sees the activities of his member type with his state (JOIN, JOINED, SIGNED, APPLYING, PROCESS, CLAIM, CLAIMED, ISSUED, REJECTED, CLOSE, COMING_SOON) and the action of the card (JOIN, SIGN, CLAIM, APPLY or none).',
          querystring: ZActivityListQuerySchema,
          response: { 200: okEnvelope(ZActivityListSchema), ...errorReplies(400) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await reads.list(viewerOf(request), requestLanguage(request), request.query.category));
      },
    );

    app.get(
      '/wps/promotions/activities/:id',
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          summary: 'One activity: rules (sanitised HTML), terms and the member’s progress',
          description:
            'Progress per kind: signed days of the period (check-in), valid bet so far and the target (turnover), net loss so far and the rescue claimable now (loss rescue), bonuses issued (deposit bonuses), the latest application with its status and reject reason (manual). Null for visitors. Drafts are 404 PROMOTION_NOT_FOUND.',
          params: ZActivityIdParamsSchema,
          response: { 200: okEnvelope(ZActivityDetailSchema), ...errorReplies(400, 404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await detailOf(request, request.params.id));
      },
    );

    app.post(
      '/wps/promotions/activities/:id/join',
      {
        config: { auth: 'real' },
        schema: {
          tags,
          summary: 'Join an activity (deposit bonuses, turnover, loss rescue)',
          description:
            'A deposit credited after joining earns the deposit bonus at once. Refusals: 409 PROMOTION_NOT_OPEN (coming soon or closed), 403 PROMOTION_NOT_ELIGIBLE (another member type; a first-deposit activity after a deposit), 409 PROMOTION_ALREADY_JOINED, 409 PROMOTION_NOT_APPLICABLE (check-in and manual activities), 403 TRIAL_FORBIDDEN.',
          params: ZActivityIdParamsSchema,
          response: { 200: okEnvelope(ZActivityDetailSchema), ...errorReplies(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        await joinActivity(ctx, memberOf(request), request.params.id);
        return ok(await detailOf(request, request.params.id));
      },
    );

    app.post(
      '/wps/promotions/activities/:id/sign',
      {
        config: { auth: 'real' },
        schema: {
          tags,
          summary: 'The daily check-in of a CHECK_IN activity (once per brand-zone day)',
          description:
            'The day’s reward and, on the Nth signed day of the period, the target reward go to the reward centre, claimable from the card. 409 PROMOTION_ALREADY_SIGNED the second time in a day; no money moves.',
          params: ZActivityIdParamsSchema,
          response: { 200: okEnvelope(ZActivityDetailSchema), ...errorReplies(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        await signActivity(ctx, memberOf(request), request.params.id);
        return ok(await detailOf(request, request.params.id));
      },
    );

    app.post(
      '/wps/promotions/activities/:id/claim',
      {
        config: { auth: 'real' },
        schema: {
          tags,
          summary: 'Claim the prizes of an activity (check-in, turnover, loss rescue): bonus issued',
          description:
            'Each prize is a reward of the reward centre claimed once (row lock): of many simultaneous claims one pays, the others get 409 REWARD_ALREADY_CLAIMED. `rewardId` claims one prize, which must be the member’s and this activity’s (404 REWARD_NOT_FOUND). 409 NOTHING_TO_CLAIM, 409 REWARD_EXPIRED.',
          params: ZActivityIdParamsSchema,
          body: ZActivityClaimRequestSchema.optional(),
          response: { 200: okEnvelope(ZActivityClaimReplySchema), ...errorReplies(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const claimed = await claimActivity(
          ctx,
          memberOf(request),
          request.params.id,
          request.body?.rewardId,
        );
        return ok({
          amount: minorToDecimal(claimed.amount),
          claimed: claimed.claimed,
          detail: await detailOf(request, request.params.id),
        });
      },
    );

    app.post(
      '/wps/promotions/activities/:id/apply',
      {
        config: { auth: 'real' },
        schema: {
          tags,
          summary: 'Apply to a MANUAL activity: comment (≤ 140) and up to 3 png/jpg images (≤ 5 MB each)',
          description:
            'multipart/form-data with a field `comment` and files `images` (png or jpg by their first bytes). Refusals store nothing: 400 TOO_MANY_IMAGES, 413 FILE_TOO_LARGE, 415 UNSUPPORTED_FILE, 400 VALIDATION_FAILED (comment over 140, or neither comment nor image), 409 PROMOTION_APPLICATION_PENDING (one pending application per activity), 409 PROMOTION_LIMIT_REACHED (approved before), 409 PROMOTION_NOT_APPLICABLE (not a manual activity). The operator reviews it in /admin-api/promotions/applications.',
          consumes: ['multipart/form-data', 'application/json'],
          params: ZActivityIdParamsSchema,
          response: {
            200: okEnvelope(ZActivityDetailSchema),
            ...errorReplies(400, 401, 403, 404, 409, 413, 415),
          },
        },
      },
      async (request) => {
        const member = memberOf(request);
        const { fields, images } = await readApplication(request);
        await applyToActivity(ctx, member, request.params.id, fields, images);
        return ok(await detailOf(request, request.params.id));
      },
    );

    app.get(
      '/wps/promotions/art/:file',
      {
        schema: {
          tags,
          summary: 'Generated banner art of the demo activities (SVG): /wps/promotions/art/{slug}.svg',
          params: z.object({ file: z.string().max(80) }),
        },
      },
      async (request, reply) => sendSvgArt(reply, request.params.file, (slug) => activityArt(slug)),
    );
  };
}
