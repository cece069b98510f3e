import type { TMaintenanceSetting, TRegionSetting } from '@platform/contracts/system';
import type { FastifyInstance } from 'fastify';
import { operatorHeaders } from '../../test/app';
import { DEFAULT_MAINTENANCE, DEFAULT_REGION } from './brand.default';

async function put(app: FastifyInstance, url: string, payload: object) {
  const reply = await app.inject({ method: 'PUT', url, payload, headers: operatorHeaders });
  if (reply.statusCode !== 200) throw new Error(`PUT ${url} answered ${reply.statusCode}: ${reply.body}`);
}

/** Test helpers: change the operator settings through the operator API, as an operator would. */
export const putMaintenance = (app: FastifyInstance, patch: Partial<TMaintenanceSetting>) =>
  put(app, '/admin-api/system/maintenance', { ...DEFAULT_MAINTENANCE, ...patch });

export const putRegion = (app: FastifyInstance, patch: Partial<TRegionSetting>) =>
  put(app, '/admin-api/system/region', { ...DEFAULT_REGION, ...patch });

export async function resetSystemSettings(app: FastifyInstance) {
  await putMaintenance(app, {});
  await putRegion(app, {});
}
