import { okEnvelope } from '@platform/contracts/envelope';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import {
  ZActivityIdParamsSchema,
  ZActivityInputSchema,
  ZAdminActivityListQuerySchema,
  ZAdminActivitySchema,
  ZAdminApplicationPageSchema,
  ZAdminApplicationSchema,
  ZApplicationIdParamsSchema,
  ZApplicationImageParamsSchema,
  ZApplicationListQuerySchema,
  ZApproveApplicationSchema,
  ZRejectApplicationSchema,
} from '@platform/contracts/promotion-activities';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../../platform/envelope';
import { operatorActor } from '../../../platform/operator-auth';
import type { ChangeAuthor } from '../../system/service';
import { sendProofImage } from '../../wallet/proof-download';
import type { PromotionsContext } from '../context';
import { createActivityAdmin } from './manage-activities';
import { createApplicationReview } from './review-applications';

const tags = ['operator: promotions'];
const security = [{ operatorKey: [] }];
const author = (request: FastifyRequest): ChangeAuthor => ({
  actor: operatorActor(request),
  requestId: request.id,
});

/** Operator routes of activities and the manual applications' review queue (under /admin-api; audited). */
export function activityAdminRoutes(ctx: PromotionsContext): FastifyPluginAsyncZod {
  const activities = createActivityAdmin(ctx);
  const review = createApplicationReview(ctx);
  return async (app) => {
    app.get(
      '/promotions/activities',
      {
        config: { operatorRoles: OPERATOR_ROLES },
        schema: {
          tags,
          security,
          summary: 'Activities of the promotions page, by status and kind (any operator role)',
          querystring: ZAdminActivityListQuerySchema,
          response: { 200: okEnvelope(z.array(ZAdminActivitySchema)), ...errorReplies(400, 401, 403) },
        },
      },
      async (request) => ok(await activities.list(request.query)),
    );

    app.get(
      '/promotions/activities/:id',
      {
        config: { operatorRoles: OPERATOR_ROLES },
        schema: {
          tags,
          security,
          summary: 'One activity (any operator role)',
          params: ZActivityIdParamsSchema,
          response: { 200: okEnvelope(ZAdminActivitySchema), ...errorReplies(400, 401, 403, 404) },
        },
      },
      async (request) => ok(await activities.get(request.params.id)),
    );

    app.post(
      '/promotions/activities',
      {
        schema: {
          tags,
          security,
          summary: 'Create an activity (ADMIN; audited)',
          description:
            'Texts per language, rules HTML (unsafe HTML is refused with 400 UNSAFE_HTML naming the field; the rest is stored sanitised), banner (an uploaded content image, generated art or an https URL), tab, window, audience (member types; VIP levels kept for later), display order, status DRAFT/PUBLISHED/CLOSED and a kind with its rule: FIRST_DEPOSIT, RELOAD, CHECK_IN, TURNOVER, LOSS_RESCUE, MANUAL, each with its bonus’s turnover multiple, base and validity.',
          body: ZActivityInputSchema,
          response: { 200: okEnvelope(ZAdminActivitySchema), ...errorReplies(400, 401, 403) },
        },
      },
      async (request) => ok(await activities.create(request.body, author(request))),
    );

    app.put(
      '/promotions/activities/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Replace an activity (ADMIN; audited with before and after; the kind never changes)',
          params: ZActivityIdParamsSchema,
          body: ZActivityInputSchema,
          response: { 200: okEnvelope(ZAdminActivitySchema), ...errorReplies(400, 401, 403, 404) },
        },
      },
      async (request) => ok(await activities.update(request.params.id, request.body, author(request))),
    );

    app.get(
      '/promotions/applications',
      {
        config: { operatorRoles: OPERATOR_ROLES },
        schema: {
          tags,
          security,
          summary: 'The review queue of manual applications (status PENDING: oldest first; any role)',
          querystring: ZApplicationListQuerySchema,
          response: { 200: okEnvelope(ZAdminApplicationPageSchema), ...errorReplies(400, 401, 403) },
        },
      },
      async (request) => ok(await review.list(request.query)),
    );

    app.get(
      '/promotions/applications/:id',
      {
        config: { operatorRoles: OPERATOR_ROLES },
        schema: {
          tags,
          security,
          summary: 'One application with its image addresses (any operator role)',
          params: ZApplicationIdParamsSchema,
          response: { 200: okEnvelope(ZAdminApplicationSchema), ...errorReplies(400, 401, 403, 404) },
        },
      },
      async (request) => ok(await review.get(request.params.id)),
    );

    app.get(
      '/promotions/applications/:id/images/:name',
      {
        config: { operatorRoles: OPERATOR_ROLES },
        schema: {
          tags,
          security,
          summary: 'An image of an application (private, never cached; any operator role)',
          params: ZApplicationImageParamsSchema,
        },
      },
      async (request, reply) =>
        sendProofImage(reply, await review.imagePath(request.params.id, request.params.name)),
    );

    app.post(
      '/promotions/applications/:id/approve',
      {
        schema: {
          tags,
          security,
          summary: 'Approve a pending application with an amount: the bonus is issued once (ADMIN; audited)',
          description:
            'The amount may not exceed the activity’s maxAmount (400 VALIDATION_FAILED). Single-use under the application’s row lock: a second approval (or one after a rejection) is 409 APPLICATION_NOT_REVIEWABLE and moves no money.',
          params: ZApplicationIdParamsSchema,
          body: ZApproveApplicationSchema,
          response: { 200: okEnvelope(ZAdminApplicationSchema), ...errorReplies(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ok(await review.approve(request.params.id, request.body, author(request))),
    );

    app.post(
      '/promotions/applications/:id/reject',
      {
        schema: {
          tags,
          security,
          summary: 'Reject a pending application with a reason the member sees (ADMIN; audited)',
          params: ZApplicationIdParamsSchema,
          body: ZRejectApplicationSchema,
          response: { 200: okEnvelope(ZAdminApplicationSchema), ...errorReplies(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ok(await review.reject(request.params.id, request.body, author(request))),
    );
  };
}
