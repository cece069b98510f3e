import { createHmac } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config';
import { gamesAdminRoutes } from './modules/games/admin-routes';
import { gamesRoutes } from './modules/games/routes';
import { createGamesService } from './modules/games/service';
import { identityAdminRoutes } from './modules/identity/admin-routes';
import { memberRoutes } from './modules/identity/member-routes';
import { createArgon2Hasher, type PasswordHasher } from './modules/identity/password-hasher';
import { identityRoutes } from './modules/identity/routes';
import {
  createIdentityService,
  type BalanceReader,
  type MemberCreatedHook,
} from './modules/identity/service';
import { createIdentitySettings } from './modules/identity/settings';
import { createFirebasePhoneVerifier } from './modules/identity/phone-auth';
import { createGoogleVerifier, type SocialTokenVerifier } from './modules/identity/social';
import { notifyAdminRoutes } from './modules/notify/admin-routes';
import { operatorAdminRoutes } from './modules/operators/admin-routes';
import { createOperatorService } from './modules/operators/service';
import {
  createOutboxEmailProvider,
  createOutboxSmsProvider,
  type EmailProvider,
  type SmsProvider,
} from './modules/notify/providers';
import { systemAdminRoutes } from './modules/system/admin-routes';
import { createSystemGuard } from './modules/system/guard';
import { systemRoutes } from './modules/system/routes';
import { createSystemService } from './modules/system/service';
import { walletAdminRoutes } from './modules/wallet/admin-routes';
import { readBrand } from './modules/wallet/brand';
import { cashierRoutes } from './modules/wallet/cashier-routes';
import {
  createGatewayRegistry,
  createSandboxGateway,
  SANDBOX_GATEWAY_CODE,
} from './modules/wallet/cashier/gateways';
import { createWalletHooks } from './modules/wallet/hooks';
import { walletJobs } from './modules/wallet/jobs';
import { createBalancePublisher } from './modules/wallet/ledger/events';
import { createLedger } from './modules/wallet/ledger/ledger';
import { paymentRoutes } from './modules/wallet/payment-routes';
import { walletRoutes } from './modules/wallet/routes';
import { createWalletService } from './modules/wallet/service';
import { createWalletSettings } from './modules/wallet/settings';
import { createTransferVendorRegistry, type TransferVendorAdapter } from './modules/wallet/vendors/registry';
import { createSandboxVendor } from './modules/wallet/vendors/sandbox-vendor';
import { authPlugin } from './platform/auth';
import { systemClock, type Clock } from './platform/clock';
import { loadCountryCsv, noCountryLookup, type CountryLookup } from './platform/country-lookup';
import type { Database } from './platform/database';
import type { Keyring } from './platform/encryption';
import { healthRoutes } from './platform/health';
import { genReqId, loggerOptions } from './platform/logger';
import { registerOpenApi } from './platform/openapi';
import { adminApi } from './platform/operator-auth';
import { platformPlugin } from './platform/platform-plugin';
import { generateMemberPassword } from './platform/secrets';
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
  /** Default: DEFAULT_MEMBER_PASSWORD, else a random one for this process (main.ts passes the stored one). */
  defaultMemberPassword?: string;
  /** Default: the outbox providers (messages go to the outbox table and the log). */
  smsProvider?: SmsProvider;
  emailProvider?: EmailProvider;
  /** Default: argon2id with the cost of PASSWORD_HASH_MEMORY_KIB and PASSWORD_HASH_ITERATIONS. */
  passwordHasher?: PasswordHasher;
  /** Default: none, so Facebook sign-in answers FEATURE_DISABLED. */
  facebookVerifier?: SocialTokenVerifier;
  /** Default: the wallet's balance reader and member-created hook (trial balance). */
  balanceOf?: BalanceReader;
  onMemberCreated?: MemberCreatedHook;
  /** Transfer-mode vendor adapters; default: the sandbox vendor SBX when SANDBOX_TRANSFER_VENDOR is on. */
  transferVendors?: readonly TransferVendorAdapter[];
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
 * plugins, the platform, the request guards (system, then session), the modules, then the built web app.
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
  const clock = options.clock ?? systemClock;
  const system = createSystemService({ db: database.db, countryLookup, clock, log: app.log });
  const notify = {
    sms: options.smsProvider ?? createOutboxSmsProvider({ db: database.db, clock, log: app.log }),
    email: options.emailProvider ?? createOutboxEmailProvider({ db: database.db, clock, log: app.log }),
  };
  const avatarDir = path.join(config.dataDir, 'uploads', 'avatars');
  const hasher = options.passwordHasher ?? createArgon2Hasher(config.passwordHash);
  const brand = () => system.getBrand();
  const balanceEvents = createBalancePublisher({ database, log: app.log });
  const ledger = createLedger({
    clock,
    publisher: balanceEvents,
    currency: async (executor) => (await readBrand(executor)).currency.code,
  });
  const walletSettings = createWalletSettings({ db: database.db, log: app.log });
  const walletHooks = createWalletHooks({ db: database.db, ledger, settings: walletSettings, brand });
  const identity = createIdentityService({
    db: database.db,
    clock,
    log: app.log,
    brand: () => system.getBrand(),
    settings: createIdentitySettings({ db: database.db, log: app.log }),
    hasher,
    sms: notify.sms,
    email: notify.email,
    google: config.google ? createGoogleVerifier(config.google) : null,
    phoneAuth: config.phoneAuth ? createFirebasePhoneVerifier(config.phoneAuth) : null,
    facebook: options.facebookVerifier ?? null,
    defaultMemberPassword:
      options.defaultMemberPassword ?? config.defaultMemberPassword ?? generateMemberPassword(),
    sessionIdleMinutes: config.sessionIdleMinutes,
    sessionMaxHours: config.sessionMaxHours,
    captchaCheck: config.captchaCheck,
    publicUrl: config.publicUrl,
    port: config.port,
    avatarDir,
    balanceOf: options.balanceOf ?? walletHooks.balanceOf,
    onMemberCreated: options.onMemberCreated ?? walletHooks.onMemberCreated,
  });
  const operators = createOperatorService({ db: database.db, clock, hasher });
  const sandboxGateway = config.wallet.sandboxPayments
    ? createSandboxGateway({
        secret:
          config.wallet.sandboxGatewaySecret ??
          createHmac('sha256', options.operatorApiKey).update('sandbox-gateway-secret').digest('hex'),
        // The sandbox gateway's "server" calls the callback route through the app's own HTTP pipeline.
        deliver: async (rawBody, signature) => {
          const reply = await app.inject({
            method: 'POST',
            url: `/payment-callback/${SANDBOX_GATEWAY_CODE}`,
            payload: rawBody,
            headers: { 'content-type': 'application/json', 'x-signature': signature },
          });
          if (reply.statusCode >= 400) app.log.warn({ status: reply.statusCode }, 'sandbox callback refused');
        },
      })
    : null;
  const wallet = createWalletService({
    db: database.db,
    clock,
    log: app.log,
    ledger,
    settings: walletSettings,
    brand,
    members: identity,
    vendors: createTransferVendorRegistry(
      options.transferVendors ??
        (config.wallet.sandboxTransferVendor ? [createSandboxVendor(database.db)] : []),
    ),
    gateways: createGatewayRegistry(sandboxGateway ? [sandboxGateway] : []),
    proofDir: path.join(config.dataDir, 'uploads', 'proofs'),
    vendorTimeoutMs: config.wallet.vendorTimeoutMs,
  });
  const games = createGamesService({ db: database.db, clock });
  app.decorate('scheduledJobs', walletJobs(wallet, config.wallet.jobsIntervalMs));
  app.decorate('balanceEvents', balanceEvents);
  const web = createWebApp(config.webDistDir);

  await registerOpenApi(app);

  await app.register(platformPlugin, {
    keyring,
    allowPlainPayloads: config.allowPlainPayloads,
    notFoundFallback: web.fallback,
  });
  app.addHook('onRequest', createSystemGuard(system));
  await app.register(authPlugin, { resolve: identity.resolveSession });

  await app.register(healthRoutes, { database });
  await app.register(systemRoutes, { system, keyring });
  await app.register(identityRoutes, { identity });
  await app.register(memberRoutes, { identity, avatarDir });
  await app.register(walletRoutes, { wallet });
  await app.register(cashierRoutes, { wallet });
  await app.register(paymentRoutes, { wallet, sandbox: sandboxGateway });
  await app.register(gamesRoutes, { games });
  await app.register(adminApi, {
    prefix: '/admin-api',
    operatorApiKey: options.operatorApiKey,
    resolveOperatorSession: operators.resolve,
    routes: [
      (admin) => admin.register(systemAdminRoutes, { system }),
      (admin) => admin.register(identityAdminRoutes, { identity }),
      (admin) => admin.register(notifyAdminRoutes, { db: database.db }),
      (admin) => admin.register(operatorAdminRoutes, { operators }),
      (admin) => admin.register(walletAdminRoutes, { wallet }),
      (admin) => admin.register(gamesAdminRoutes, { games }),
    ],
  });

  await web.register(app);
  return app;
}
