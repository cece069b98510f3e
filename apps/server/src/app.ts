import { createHmac } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config';
import { agentsAdminRoutes, agentsModule } from './modules/agents/plugin';
import { contractsAdminRoutes, contractsModule } from './modules/contracts/plugin';
import { buildPromotions, promotionsAdminRoutes, promotionsModule } from './modules/promotions/plugin';
import { buildLoyalty, loyaltyAdminRoutes, loyaltyModule } from './modules/loyalty/plugin';
import { buildHouseGames, houseGamesAdminRoutes, houseGamesModule } from './modules/house/plugin';
import type { TPvpTimings } from '@platform/contracts/pvp';
import { normalisePath, PROMOTIONS_PATH } from '@platform/contracts/pages.constants';
import { SYSTEM_STATUS } from '@platform/contracts/system.constants';
import { buildPvp, pvpAdminRoutes, pvpModule } from './modules/pvp/plugin';
import { inHouseLaunchAdapters } from './modules/pvp/launch-adapter';
import { lotteryLaunchAdapters } from './modules/lottery/launch-adapter';
import { buildLottery, lotteryAdminRoutes, lotteryModule } from './modules/lottery/plugin';
import { createInHouseHands } from './modules/vendors/in-house-hands';
import { createInHouseWallet } from './modules/vendors/in-house-wallet';
import { chatAdminRoutes } from './modules/chat/admin-routes';
import { createChatPublisher } from './modules/chat/events';
import { chatJobs } from './modules/chat/jobs';
import { createBuiltInChatProvider, type ChatProvider } from './modules/chat/provider';
import { chatRoutes } from './modules/chat/routes';
import { createChatService } from './modules/chat/service';
import {
  createGameEventPublisher,
  createMemberEventPublisher,
  gamePublisherOf,
  type GameTopicMessage,
} from './modules/realtime/hub';
import { realtimeRoutes } from './modules/realtime/routes';
import type { RealtimeOptions } from './modules/realtime/socket';
import { contentAdminRoutes } from './modules/content/admin-routes';
import { createAnnouncementPublisher } from './modules/content/events';
import { contentRoutes } from './modules/content/routes';
import { createContentService } from './modules/content/service';
import { gamesAdminRoutes } from './modules/games/admin-routes';
import { gamesRoutes } from './modules/games/routes';
import { createGamesService } from './modules/games/service';
import { createVendorSecrets } from './modules/vendors/secrets';
import { createVendorAdapterRegistry } from './modules/vendors/adapters';
import { createLaunch } from './modules/vendors/launch';
import { createVendorReads } from './modules/vendors/reads';
import { createRoomAdmin } from './modules/vendors/rooms-admin';
import { vendorRoutes } from './modules/vendors/routes';
import { createVendorWallets } from './modules/vendors/vendor-wallets';
import { sandboxVendorRoutes } from './modules/vendors/sandbox-vendor/routes';
import { createSandboxGameVendor } from './modules/vendors/sandbox-vendor/setup';
import { createVendorWallet, vendorWalletJobs } from './modules/vendors/wallet-api';
import { vendorAdminRoutes, vendorWalletRoutes } from './modules/vendors/wallet-routes';
import { identityAdminRoutes } from './modules/identity/admin-routes';
import { identityJobs } from './modules/identity/jobs';
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
import { createFacebookVerifier } from './modules/identity/facebook';
import { createSandboxSignIn } from './modules/identity/sandbox-sign-in';
import { sandboxSignInRoutes } from './modules/identity/sandbox-sign-in-routes';
import { signInProviderRoutes, signInSetup, signInSources } from './modules/identity/sign-in-providers';
import { messagingAdminRoutes } from './modules/messaging/admin-routes';
import { createUnreadPublisher } from './modules/messaging/events';
import { messagingRoutes } from './modules/messaging/routes';
import { createMessagingService } from './modules/messaging/service';
import { notifyAdminRoutes } from './modules/notify/admin-routes';
import { operatorAdminRoutes } from './modules/operators/admin-routes';
import { operatorJobs } from './modules/operators/jobs';
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
import { balanceValue } from './modules/wallet/balances';
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
import { createSandboxVendor, SANDBOX_VENDOR_CODE } from './modules/wallet/vendors/sandbox-vendor';
import { authPlugin } from './platform/auth';
import { systemClock, type Clock } from './platform/clock';
import { loadCountryCsv, noCountryLookup, type CountryLookup } from './platform/country-lookup';
import type { Database } from './platform/database';
import type { Keyring } from './platform/encryption';
import { healthRoutes } from './platform/health';
import { genReqId, lazyChildLogger, loggerOptions } from './platform/logger';
import { registerOpenApi } from './platform/openapi';
import { adminApi } from './platform/operator-auth';
import { platformPlugin } from './platform/platform-plugin';
import { generateMemberPassword } from './platform/secrets';
import { registerCompression } from './platform/compression';
import { cspReportAdminRoutes, cspReportRoutes, createCspReportLog } from './platform/csp-reports';
import { httpsOrigin, securityHeaders, sitePageHeaders } from './platform/security-headers';
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
  /** Default: the Graph API verifier with FACEBOOK_APP_ID, else the sandbox one (SANDBOX_SIGN_IN), else none. */
  facebookVerifier?: SocialTokenVerifier;
  /** Default: the wallet's balance reader and member-created hook (trial balance). */
  balanceOf?: BalanceReader;
  onMemberCreated?: MemberCreatedHook;
  /** Transfer-mode vendor adapters; default: the sandbox vendor SBX when SANDBOX_TRANSFER_VENDOR is on. */
  transferVendors?: readonly TransferVendorAdapter[];
  /** Default: the built-in chat rooms. */
  chatProvider?: ChatProvider;
  /** Timings and limits of the /ws channel (tests shorten the heartbeat). */
  realtime?: Partial<RealtimeOptions>;
  /** PVP phase lengths (tests shorten them); default PVP_DEFAULT_TIMINGS. */
  pvpTimings?: Partial<TPvpTimings>;
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
    childLoggerFactory: lazyChildLogger,
    requestIdHeader: false,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: config.bodyLimit,
  }).withTypeProvider<ZodTypeProvider>();

  const countryLookup =
    options.countryLookup ?? (config.geoipCsv ? await loadCountryCsv(config.geoipCsv) : noCountryLookup);
  const clock = options.clock ?? systemClock;
  const system = createSystemService({
    db: database.db,
    countryLookup,
    clock,
    log: app.log,
    serviceLinks: (lang) => content.statusLinks(lang),
  });
  const notify = {
    sms: options.smsProvider ?? createOutboxSmsProvider({ db: database.db, clock, log: app.log }),
    email: options.emailProvider ?? createOutboxEmailProvider({ db: database.db, clock, log: app.log }),
  };
  const avatarDir = path.join(config.dataDir, 'uploads', 'avatars');
  const hasher = options.passwordHasher ?? createArgon2Hasher(config.passwordHash);
  const brand = () => system.getBrand();
  // Third-party sign-in: the real providers when configured, else the offline sandbox ones.
  const signIn = signInSetup(config, { facebookVerifier: options.facebookVerifier !== undefined });
  const sandboxSignIn = config.sandboxSignIn.enabled
    ? createSandboxSignIn({
        secret:
          config.sandboxSignIn.secret ??
          createHmac('sha256', options.operatorApiKey).update('sandbox-sign-in-secret').digest('hex'),
        clock,
        sms: notify.sms,
      })
    : null;
  const balanceEvents = createBalancePublisher({ database, log: app.log });
  const ledger = createLedger({
    clock,
    publisher: balanceEvents,
    currency: async (executor) => (await readBrand(executor)).currency.code,
    timeZone: async (executor) => (await readBrand(executor)).timeZone,
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
    google: config.google ? createGoogleVerifier(config.google) : (sandboxSignIn?.google ?? null),
    phoneAuth: config.phoneAuth
      ? createFirebasePhoneVerifier(config.phoneAuth)
      : (sandboxSignIn?.phoneAuth ?? null),
    facebook:
      options.facebookVerifier ??
      (config.facebook ? createFacebookVerifier(config.facebook) : (sandboxSignIn?.facebook ?? null)),
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
    // The messaging service is built below (it reads members through identity); called only later.
    notifyMember: async (notice) => {
      await messaging.sendSystemMessage({ ...notice, createdBy: 'system:sign-in' });
    },
  });
  const operators = createOperatorService({
    db: database.db,
    clock,
    hasher,
    totpIssuer: async () => (await brand()).name,
  });
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
  const games = createGamesService({ db: database.db, clock });
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
    gameNames: async () => {
      const index = await games.catalogueIndex();
      return (vendor, gameCode, language) => index.byCode(vendor, gameCode)?.nameIn(language) ?? null;
    },
    // The promotions and loyalty modules are built below; the wallet calls them only later.
    afterDepositCredited: async (deposit) => {
      await promotions.afterDepositCredited(deposit);
      await loyalty.afterDepositCredited(deposit);
    },
    withdrawalGuard: (memberId) => promotions.withdrawalGuard(memberId),
    withdrawalLimits: (memberId) => loyalty.withdrawalLimits(memberId),
  });
  const contentImageDir = path.join(config.dataDir, 'uploads', 'content');
  const announcementEvents = createAnnouncementPublisher({ database, log: app.log });
  const content = createContentService({
    db: database.db,
    clock,
    log: app.log,
    brand,
    findGame: async (nodeId) => (await games.catalogueIndex()).byNode(nodeId),
    imageDir: contentImageDir,
    events: announcementEvents,
  });
  const unreadEvents = createUnreadPublisher({ database, log: app.log });
  const messaging = createMessagingService({
    db: database.db,
    clock,
    log: app.log,
    brand,
    identity,
    events: unreadEvents,
  });
  const chatEvents = createChatPublisher({ database, log: app.log });
  const chat = createChatService({
    db: database.db,
    clock,
    log: app.log,
    identity,
    events: chatEvents,
    brand,
  });
  const realtimeEvents = createMemberEventPublisher({ database, log: app.log });
  // Shared games' events (the crash round) to the /ws followers of every process.
  const gameEvents = createGameEventPublisher<GameTopicMessage>({ database, log: app.log });
  // What the vendor wallet service moves money with: the seamless vendors' signed callbacks and, in process,
  // the platform's own vendors (the lottery).
  const vendorMoney = {
    db: database.db,
    clock,
    log: app.log,
    ledger,
    brand,
    members: identity,
    // The loyalty module is built below; called only after a settlement.
    afterSettled: (memberId: string) => loyalty.afterSettled(memberId),
  };
  const vendorWallet = createVendorWallet({
    ...vendorMoney,
    games,
    secrets: createVendorSecrets({ base: options.operatorApiKey }),
  });
  const houseWallet = createInHouseWallet(vendorMoney);
  // The sandbox game vendor's "servers" call the vendor wallet API through the app's own HTTP pipeline.
  const sandboxGames = config.sandboxVendor.enabled
    ? createSandboxGameVendor({
        db: database.db,
        clock,
        games,
        brand,
        secrets: createVendorSecrets({ base: options.operatorApiKey }),
        deliver: async (url, rawBody, signature) => {
          const reply = await app.inject({
            method: 'POST',
            url,
            payload: rawBody,
            headers: { 'content-type': 'application/json', 'x-signature': signature },
          });
          return { statusCode: reply.statusCode, body: reply.body };
        },
        outcome: config.sandboxVendor.outcome,
        rtp: config.sandboxVendor.rtp,
        log: app.log,
      })
    : null;
  const vendorAdapters = createVendorAdapterRegistry({
    // The in-house lottery's vassalages and the in-house games (TA) open at this site's own pages; the PVP
    // game seats the player first (`pvp` is built below; the launch only runs once the app serves).
    adapters: {
      ...lotteryLaunchAdapters,
      ...inHouseLaunchAdapters({ sit: (actor, tableId, seat) => pvp.tables.sit(actor, tableId, seat) }),
    },
    sandbox: sandboxGames?.adapter ?? null,
    transferWallets: wallet.vendors,
    sandboxTransferWallet: SANDBOX_VENDOR_CODE,
  });
  const launchGame = createLaunch({ db: database.db, clock, games, log: app.log, adapters: vendorAdapters });
  const vendorReads = createVendorReads({ db: database.db, clock, games, brand });
  const promotions = buildPromotions({
    db: database.db,
    clock,
    log: app.log,
    brand,
    ledger,
    identity,
    messaging,
    events: realtimeEvents,
    uploadDir: path.join(config.dataDir, 'uploads', 'promotions'),
    publicUrl: config.publicUrl,
  });
  const loyalty = buildLoyalty({
    db: database.db,
    clock,
    log: app.log,
    brand,
    ledger,
    identity,
    wallet,
    promotions: promotions.ctx,
    events: realtimeEvents,
  });
  const lottery = buildLottery({
    db: database.db,
    clock,
    log: app.log,
    brand,
    ledger,
    identity,
    games,
    wallet: houseWallet,
    events: realtimeEvents,
  });
  const house = buildHouseGames({
    db: database.db,
    clock,
    log: app.log,
    brand,
    ledger,
    identity,
    games,
    wallet: houseWallet,
    gameEvents: gamePublisherOf(gameEvents),
  });
  const pvp = buildPvp({
    db: database.db,
    clock,
    log: app.log,
    brand,
    ledger,
    identity,
    games,
    hands: createInHouseHands(vendorMoney),
    gameEvents: gamePublisherOf(gameEvents),
    timings: options.pvpTimings ?? config.pvp.timings,
    tickMs: config.pvp.tickMs ?? undefined,
  });
  app.decorate('scheduledJobs', [
    ...walletJobs(wallet, config.wallet.jobsIntervalMs),
    ...identityJobs(identity),
    ...operatorJobs(operators),
    ...vendorWalletJobs(vendorWallet),
    ...chatJobs(chat),
  ]);
  app.decorate('balanceEvents', balanceEvents);
  app.decorate('announcementEvents', announcementEvents);
  app.decorate('unreadEvents', unreadEvents);
  app.decorate('chatEvents', chatEvents);
  app.decorate('realtimeEvents', realtimeEvents);
  const web = createWebApp(config.webDistDir, {
    pageMeta: (lang) => system.getPageMeta(lang),
    // With several image CDNs each banner reply picks one at random: the page could show another copy.
    firstScreen: async (lang, { home, pathname, popup, ip }) => {
      const { name, imageCDNs } = await brand();
      const first = home && imageCDNs.length <= 1 ? (await content.banners('w_home', lang))[0] : undefined;
      // The promotions page shows its cards' banners as they are (no image CDN is chosen for them).
      const pageImage =
        normalisePath(pathname) === PROMOTIONS_PATH ? await promotions.activities.firstBanner(lang) : null;
      // A visitor's pop-up notices (execution B), where the site shows itself to this address.
      const open = popup && (await system.checkAccess(ip)).systemStatus === SYSTEM_STATUS.NORMAL;
      const popupNotices = open ? await content.visitorPopup(lang) : [];
      return {
        brandName: name,
        homeBanner: first ? { url: first.url, alt: first.title } : null,
        pageImage,
        popupNotices,
      };
    },
    // The game frame shows what the vendors' adapters launch and the brand's game launch CDNs.
    // The Google tag's origins only while the brand has one (the web app loads it then).
    pageHeaders: async (request, html) => {
      const { launchGameCDNs, gtagId } = await brand();
      const launchCdns = launchGameCDNs.flatMap((cdn) => httpsOrigin(cdn) ?? []);
      return sitePageHeaders(
        request,
        html,
        [...vendorAdapters.frameSources(), ...launchCdns],
        signInSources(signIn),
        Boolean(gtagId?.trim()),
      );
    },
  });
  const cspReports = createCspReportLog();

  await app.register(securityHeaders, { hstsMaxAgeSeconds: config.hstsMaxAgeSeconds });
  await registerCompression(app);
  await registerOpenApi(app);

  await app.register(platformPlugin, {
    keyring,
    allowPlainPayloads: config.allowPlainPayloads,
    notFoundFallback: web.fallback,
  });
  app.addHook('onRequest', createSystemGuard(system));
  await app.register(authPlugin, { resolve: identity.resolveSession });

  await app.register(healthRoutes, { database });
  await app.register(cspReportRoutes, { reports: cspReports });
  await app.register(systemRoutes, { system, keyring });
  await app.register(identityRoutes, { identity });
  await app.register(signInProviderRoutes, { setup: signIn, brand });
  if (sandboxSignIn) {
    await app.register(sandboxSignInRoutes, {
      sandbox: sandboxSignIn,
      social: (['google', 'facebook'] as const).filter((provider) => signIn[provider]?.mode === 'sandbox'),
      phone: signIn.phoneAuth?.mode === 'sandbox',
    });
  }
  await app.register(memberRoutes, { identity, avatarDir });
  await app.register(walletRoutes, { wallet });
  await app.register(cashierRoutes, { wallet });
  await app.register(paymentRoutes, { wallet, sandbox: sandboxGateway });
  await app.register(gamesRoutes, { games });
  await app.register(contentRoutes, { content, imageDir: contentImageDir });
  await app.register(messagingRoutes, { messaging });
  const agentsOptions = { db: database.db, clock, brand, identity, wallet, content, vendorReads };
  await app.register(agentsModule, agentsOptions);
  const contractsOptions = {
    db: database.db,
    clock,
    log: app.log,
    brand,
    identity,
    messaging,
    events: realtimeEvents,
    ledger,
  };
  await app.register(contractsModule, contractsOptions);
  await app.register(promotionsModule, { promotions });
  await app.register(loyaltyModule, { loyalty });
  await app.register(lotteryModule, { lottery });
  await app.register(houseGamesModule, { house });
  await app.register(pvpModule, { pvp });
  await app.register(vendorWalletRoutes, { wallet: vendorWallet });
  await app.register(vendorRoutes, {
    launchGame,
    reads: vendorReads,
    vendorWallets: createVendorWallets({ games, adapters: vendorAdapters }),
  });
  if (sandboxGames) await app.register(sandboxVendorRoutes, { backend: sandboxGames.backend });
  await app.register(chatRoutes, {
    provider: options.chatProvider ?? createBuiltInChatProvider(chat),
    pageZone: chat.pageZone,
  });
  await app.register(realtimeRoutes, {
    database,
    sources: {
      balanceEvents,
      unreadEvents,
      announcementEvents,
      chatEvents,
      memberEvents: realtimeEvents,
      gameEvents,
    },
    gameActions: { ...house.crash.actions, ...pvp.actions },
    gamePresence: pvp.presence,
    resolveSession: identity.resolveSession,
    operatorApiKey: options.operatorApiKey,
    resolveOperatorSession: operators.resolve,
    chat,
    balance: async (member) => {
      const [state, { currency }] = await Promise.all([ledger.mainBalance(database.db, member.id), brand()]);
      return { ...balanceValue(state, currency, member.isTrial), version: state.version };
    },
    currency: async () => (await brand()).currency,
    unreadCount: async (memberId) => (await messaging.unreadCount(memberId)).unreadMessage,
    options: options.realtime,
  });
  await app.register(adminApi, {
    prefix: '/admin-api',
    operatorApiKey: options.operatorApiKey,
    resolveOperatorSession: operators.resolve,
    routes: [
      (admin) => admin.register(systemAdminRoutes, { system }),
      (admin) => admin.register(cspReportAdminRoutes, { reports: cspReports }),
      (admin) => admin.register(identityAdminRoutes, { identity }),
      (admin) => admin.register(notifyAdminRoutes, { db: database.db }),
      (admin) => admin.register(operatorAdminRoutes, { operators }),
      (admin) => admin.register(walletAdminRoutes, { wallet }),
      (admin) => admin.register(gamesAdminRoutes, { games }),
      (admin) => admin.register(contentAdminRoutes, { content }),
      (admin) => admin.register(messagingAdminRoutes, { messaging }),
      (admin) => admin.register(chatAdminRoutes, { chat }),
      (admin) => admin.register(agentsAdminRoutes, agentsOptions),
      (admin) => admin.register(contractsAdminRoutes, contractsOptions),
      (admin) => admin.register(promotionsAdminRoutes, { promotions }),
      (admin) => admin.register(loyaltyAdminRoutes, { loyalty }),
      (admin) => admin.register(lotteryAdminRoutes, { lottery }),
      (admin) => admin.register(houseGamesAdminRoutes, { house }),
      (admin) => admin.register(pvpAdminRoutes, { pvp }),
      (admin) =>
        admin.register(vendorAdminRoutes, {
          wallet: vendorWallet,
          rooms: createRoomAdmin({ db: database.db, games, brand }),
        }),
    ],
  });

  await web.register(app);
  return app;
}
