import { okEnvelope } from '@platform/contracts/envelope';
import { OPERATOR_ROLES } from '@platform/contracts/operators';
import { PVP_DEFAULT_RAKE_BPS, PVP_MAX_RAKE_BPS, ZPvpSettingsSchema } from '@platform/contracts/pvp';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies, ok } from '../../../platform/envelope';
import { operatorActor } from '../../../platform/operator-auth';
import type { PvpContext, PvpPart } from '../context';
import { readPvpSettings, savePvpSettings } from './settings';

const tags = ['operator: pvp'];
const security = [{ operatorKey: [] }];

const settingsAdminRoutes: FastifyPluginAsyncZod<{ ctx: PvpContext }> = async (admin, { ctx }) => {
  admin.get(
    '/pvp/settings',
    {
      config: { operatorRoles: OPERATOR_ROLES },
      schema: {
        tags,
        security,
        summary: 'PVP settings: the rake (any operator role)',
        description: `\`rakeBps\`: the operator's rake on each player's winnings of a hand, in basis points (${PVP_DEFAULT_RAKE_BPS} = 5 % by default, 0–${PVP_MAX_RAKE_BPS}), paid to the house account PVP_RAKE of vendor TA.`,
        response: { 200: okEnvelope(ZPvpSettingsSchema), ...errorReplies(401, 403) },
      },
    },
    async () => ok(await readPvpSettings(ctx.db)),
  );

  admin.put(
    '/pvp/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Save the PVP settings (ADMIN; audited)',
        description: 'Applies from the next hand: a hand already started keeps the rake it started with.',
        body: ZPvpSettingsSchema,
        response: { 200: okEnvelope(ZPvpSettingsSchema), ...errorReplies(400, 401, 403) },
      },
    },
    async (request) =>
      ok(await savePvpSettings(ctx, request.body, { actor: operatorActor(request), requestId: request.id })),
  );
};

/** The operator's PVP settings (`/admin-api/pvp/settings`): the rake. */
export function createPvpSettingsPart(ctx: PvpContext): PvpPart {
  return {
    adminRoutes: async (admin) => admin.register(settingsAdminRoutes, { ctx }),
  };
}
