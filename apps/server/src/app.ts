import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config';
import { systemAdminRoutes } from './modules/system/admin-routes';
import { createSystemGuard } from './modules/system/guard';
import { systemRoutes } from './modules/system/routes';
import { createSystemService } from './modules/system/service';
import { systemClock, type Clock } from './platform/clock';
import { loadCountryCsv, noCountryLookup, type CountryLookup } from './platform/country-lookup';
import type { Database } from './platform/database';
import type { Keyring } from './platform/encryption';
import { healthRoutes } from './platform/health';
import { genReqId, loggerOptions } from './platform/logger';
import { registerOpenApi } from './platform/openapi';
import { adminApi } from './platform/operator-auth';
import { platformPlugin } from './platform/platform-plugin';
import { createWebApp } from './platform/web-app';

export type AppOptions = {
  config: Config;
  database: Database;
  operatorApiKey: string;
  keyring: Keyring;
  /** Default: the GEOIP_CSV file when configured, else no country information. */
  countryLookup?: CountryLookup;
  clock?: Clock;
  /** Where the JSON log lines go; default stdout. */
  logStream?: NodeJS.WritableStream;
};

/**
 * Fastify trusts no forwarded header for a bare hop count (it cannot tell a proxy from a client), so a
 * number means: trust that many hops nearest to the server, whatever their address, as Express does.
 */
function toFastifyTrustProxy(
  trustProxy: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address, hop) => hop < hops;
}

/**
 * Builds the Fastify instance; the registration order below is the whole boot sequence: external
 * plugins, the platform, the request guard, the modules, then the built web app.
 * The caller calls `ready()`/`listen()` and owns closing the database.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, keyring } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    genReqId,
    requestIdHeader: false,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: config.bodyLimit,
  }).withTypeProvider<ZodTypeProvider>();

  const countryLookup =
    options.countryLookup ?? (config.geoipCsv ? await loadCountryCsv(config.geoipCsv) : noCountryLookup);
  const system = createSystemService({
    db: database.db,
    countryLookup,
    clock: options.clock ?? systemClock,
    log: app.log,
  });
  const web = createWebApp(config.webDistDir);

  await registerOpenApi(app);

  await app.register(platformPlugin, {
    keyring,
    allowPlainPayloads: config.allowPlainPayloads,
    notFoundFallback: web.fallback,
  });
  app.addHook('onRequest', createSystemGuard(system));

  await app.register(healthRoutes, { database });
  await app.register(systemRoutes, { system, keyring });
  await app.register(adminApi, {
    prefix: '/admin-api',
    operatorApiKey: options.operatorApiKey,
    routes: [(admin) => admin.register(systemAdminRoutes, { system })],
  });

  await web.register(app);
  return app;
}
