import type { FastifyRequest } from 'fastify';
import { okEnvelope } from '@platform/contracts/envelope';
import {
  ZBrandConfigSchema,
  ZMaintenanceSettingSchema,
  ZRegionSettingSchema,
} from '@platform/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, ok } from '../../platform/envelope';
import { operatorActor } from '../../platform/operator-auth';
import {
  ZBrandConfigInputSchema,
  ZMaintenanceSettingInputSchema,
  ZRegionSettingInputSchema,
} from './schemas';
import type { ChangeAuthor, SystemService } from './service';

const ZAuditEntrySchema = z.object({
  id: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
  createdAt: z.string(),
});

const ZAuditQuerySchema = z.object({
  target: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

const tags = ['operator: system'];
const security = [{ operatorKey: [] }];
const readErrors = errorReplies(401);
const writeErrors = errorReplies(400, 401, 415);

/** Operator settings of the system module, mounted under /admin-api behind the operator key. */
export const systemAdminRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (
  app,
  { system },
) => {
  const author = (request: FastifyRequest): ChangeAuthor => ({
    actor: operatorActor(request),
    requestId: request.id,
  });

  app.get(
    '/system/maintenance',
    { schema: { tags, security, response: { 200: okEnvelope(ZMaintenanceSettingSchema), ...readErrors } } },
    async () => ok((await system.getSettingsForOperator()).maintenance),
  );
  app.put(
    '/system/maintenance',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the maintenance setting (audited)',
        body: ZMaintenanceSettingInputSchema,
        response: { 200: okEnvelope(ZMaintenanceSettingSchema), ...writeErrors },
      },
    },
    async (request) => ok(await system.changeMaintenance(request.body, author(request))),
  );

  app.get(
    '/system/region',
    { schema: { tags, security, response: { 200: okEnvelope(ZRegionSettingSchema), ...readErrors } } },
    async () => ok((await system.getSettingsForOperator()).region),
  );
  app.put(
    '/system/region',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the region restriction setting (audited)',
        body: ZRegionSettingInputSchema,
        response: { 200: okEnvelope(ZRegionSettingSchema), ...writeErrors },
      },
    },
    async (request) => ok(await system.changeRegion(request.body, author(request))),
  );

  app.get(
    '/system/brand',
    { schema: { tags, security, response: { 200: okEnvelope(ZBrandConfigSchema), ...readErrors } } },
    async () => ok((await system.getSettingsForOperator()).brand),
  );
  app.put(
    '/system/brand',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the brand configuration (audited)',
        body: ZBrandConfigInputSchema,
        response: { 200: okEnvelope(ZBrandConfigSchema), ...writeErrors },
      },
    },
    async (request) => ok(await system.changeBrand(request.body, author(request))),
  );

  app.get(
    '/system/audit',
    {
      schema: {
        tags,
        security,
        summary: 'Latest audit log entries, newest first',
        querystring: ZAuditQuerySchema,
        response: { 200: okEnvelope(z.array(ZAuditEntrySchema)), ...errorReplies(400, 401) },
      },
    },
    async (request) => {
      const entries = await system.listAudit(request.query);
      return ok(
        entries.map((entry) => ({
          ...entry,
          id: entry.id.toString(),
          createdAt: entry.createdAt.toISOString(),
        })),
      );
    },
  );
};
