import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { DEFAULT_WEB_DIST_DIR, REPO_ROOT } from './platform/paths';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: null,
      logLevel: 'info',
      trustProxy: false,
      allowPlainPayloads: false,
      operatorApiKey: null,
      jwePrivateKey: null,
      geoipCsv: null,
      bodyLimit: 1024 * 1024,
      seedDemo: true,
    });
    expect(config.webDistDir).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
    expect(DEFAULT_WEB_DIST_DIR).toBe(config.webDistDir);
  });

  it('gives the identity defaults and reads their variables', () => {
    expect(loadConfig({}, '/srv/app')).toMatchObject({
      sessionIdleMinutes: 30,
      sessionMaxHours: 24,
      defaultMemberPassword: null,
      captchaCheck: true,
      passwordHash: { memoryKib: 19_456, iterations: 2 },
      publicUrl: null,
      google: null,
    });
    const config = loadConfig(
      {
        SESSION_IDLE_MINUTES: '10',
        SESSION_MAX_HOURS: '8',
        DEFAULT_MEMBER_PASSWORD: 'cambiar2026',
        CAPTCHA_CHECK: 'off',
        PUBLIC_URL: 'https://www.example.com/',
        GOOGLE_CLIENT_ID: 'client-1',
        GOOGLE_JWKS_FILE: 'keys/google.json',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      sessionIdleMinutes: 10,
      sessionMaxHours: 8,
      defaultMemberPassword: 'cambiar2026',
      captchaCheck: false,
      publicUrl: 'https://www.example.com',
      google: {
        clientId: 'client-1',
        jwksFile: '/srv/app/keys/google.json',
        jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      },
    });
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ DEFAULT_MEMBER_PASSWORD: 'abc' })).toThrow(/DEFAULT_MEMBER_PASSWORD/);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('resolves relative paths against the given directory and treats empty values as unset', () => {
    const config = loadConfig(
      { DATA_DIR: 'var/db', WEB_DIST_DIR: '../web', GEOIP_CSV: 'geo.csv', PORT: '' },
      '/srv/app',
    );
    expect(config.dataDir).toBe('/srv/app/var/db');
    expect(config.webDistDir).toBe('/srv/web');
    expect(config.geoipCsv).toBe('/srv/app/geo.csv');
    expect(config.port).toBe(8080);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 2001:db8::/32,127.0.0.1', ['10.0.0.0/8', '2001:db8::/32', '127.0.0.1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('refuses a TRUST_PROXY entry that is not an address or CIDR', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,proxy.local' })).toThrow(/TRUST_PROXY.*proxy\.local/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(ConfigError);
  });

  it('reads booleans in the usual spellings and refuses others', () => {
    expect(loadConfig({ ALLOW_PLAIN_PAYLOADS: 'yes', SEED_DEMO: '0' })).toMatchObject({
      allowPlainPayloads: true,
      seedDemo: false,
    });
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('lists every invalid variable in one error', () => {
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', OPERATOR_API_KEY: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const names = (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
      expect(names.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'OPERATOR_API_KEY', 'PORT']);
    }
  });

  it('accepts a PEM key written on one line with \\n escapes', () => {
    const pem = '-----BEGIN PRIVATE KEY-----\\nMIIB\\n-----END PRIVATE KEY-----\\n';
    expect(loadConfig({ JWE_PRIVATE_KEY: pem }).jwePrivateKey).toBe(
      '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----',
    );
    expect(() => loadConfig({ JWE_PRIVATE_KEY: 'not a key' })).toThrow(/JWE_PRIVATE_KEY/);
  });

  it('takes a PostgreSQL URL', () => {
    const url = 'postgres://app:secret@db:5432/platform';
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });
});

describe('wallet configuration', () => {
  it('gives the wallet defaults and reads their variables', () => {
    expect(loadConfig({}, '/srv/app').wallet).toEqual({
      sandboxGatewaySecret: null,
      sandboxPayments: true,
      sandboxTransferVendor: true,
      vendorTimeoutMs: 10_000,
      jobsIntervalMs: 60_000,
    });
    const config = loadConfig({
      SANDBOX_GATEWAY_SECRET: 'a-long-enough-secret',
      SANDBOX_PAYMENTS: 'off',
      SANDBOX_TRANSFER_VENDOR: 'false',
      VENDOR_TIMEOUT_MS: '2500',
      WALLET_JOBS_INTERVAL_SECONDS: '15',
    });
    expect(config.wallet).toEqual({
      sandboxGatewaySecret: 'a-long-enough-secret',
      sandboxPayments: false,
      sandboxTransferVendor: false,
      vendorTimeoutMs: 2500,
      jobsIntervalMs: 15_000,
    });
    expect(() => loadConfig({ SANDBOX_GATEWAY_SECRET: 'short' })).toThrow(/SANDBOX_GATEWAY_SECRET/);
    expect(() => loadConfig({ VENDOR_TIMEOUT_MS: '10' })).toThrow(/VENDOR_TIMEOUT_MS/);
  });
});

describe('sandboxes in production', () => {
  const sandboxesOf = (config: ReturnType<typeof loadConfig>) => ({
    payments: config.wallet.sandboxPayments,
    transferVendor: config.wallet.sandboxTransferVendor,
    vendor: config.sandboxVendor.enabled,
    captchaCheck: config.captchaCheck,
  });

  it('are on by default outside production and off by default in production', () => {
    expect(sandboxesOf(loadConfig({}))).toEqual({
      payments: true,
      transferVendor: true,
      vendor: true,
      captchaCheck: true,
    });
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(sandboxesOf(production)).toEqual({
      payments: false,
      transferVendor: false,
      vendor: false,
      captchaCheck: true,
    });
    expect(production.warnings).toEqual([]);
    expect(loadConfig({ SANDBOX_PAYMENTS: 'on', CAPTCHA_CHECK: 'off' }).warnings).toEqual([]);
  });

  it.each([
    [{ SANDBOX_PAYMENTS: 'on' }, 'SANDBOX_PAYMENTS'],
    [{ SANDBOX_VENDOR: 'true' }, 'SANDBOX_VENDOR'],
    [{ SANDBOX_TRANSFER_VENDOR: '1' }, 'SANDBOX_TRANSFER_VENDOR'],
    [{ CAPTCHA_CHECK: 'off' }, 'CAPTCHA_CHECK=off'],
  ])('refuse to start in production when named: %o', (env, named) => {
    const start = () => loadConfig({ NODE_ENV: 'production', ...env });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(new RegExp(`${named}.*ALLOW_SANDBOX_IN_PRODUCTION`));
    // Turned off explicitly, they start.
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SANDBOX_PAYMENTS: 'off', CAPTCHA_CHECK: 'on' }),
    ).not.toThrow();
  });

  it('start with ALLOW_SANDBOX_IN_PRODUCTION, with a loud warning', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SANDBOX_PAYMENTS: 'on',
      CAPTCHA_CHECK: 'off',
      ALLOW_SANDBOX_IN_PRODUCTION: '1',
    });
    expect(sandboxesOf(config)).toMatchObject({ payments: true, vendor: false, captchaCheck: false });
    expect(config.warnings).toHaveLength(1);
    expect(config.warnings[0]).toMatch(/^!!! NODE_ENV=production with SANDBOX_PAYMENTS, CAPTCHA_CHECK=off/);
  });

  it('reads the HSTS max-age (0: no header)', () => {
    expect(loadConfig({}).hstsMaxAgeSeconds).toBe(15_552_000);
    expect(loadConfig({ HSTS_MAX_AGE_SECONDS: '0' }).hstsMaxAgeSeconds).toBe(0);
    expect(() => loadConfig({ HSTS_MAX_AGE_SECONDS: '-1' })).toThrow(/HSTS_MAX_AGE_SECONDS/);
  });
});

describe('PVP_TIMINGS_MS', () => {
  it('reads the named phase lengths and the tick; the others keep their defaults', () => {
    expect(loadConfig({}).pvp).toEqual({ timings: {}, tickMs: null });
    const setting = 'starting=0, bidding=3000,result=1500,awayGrace=600000,staleHand=20';
    expect(loadConfig({ PVP_TIMINGS_MS: setting }).pvp).toEqual({
      timings: { startingMs: 0, biddingMs: 3000, resultMs: 1500, awayGraceMs: 600_000, staleHandMs: 20 },
      tickMs: null,
    });
    expect(loadConfig({ PVP_TIMINGS_MS: 'tick=20,showing=100' }).pvp).toEqual({
      timings: { showingMs: 100 },
      tickMs: 20,
    });
  });

  it.each([
    'dealing=500',
    'starting=-1',
    'starting=600001',
    'starting',
    'bidding=1.5',
    'startingMs=500',
    'tick=0',
  ])('refuses %s, naming the setting', (value) => {
    expect(() => loadConfig({ PVP_TIMINGS_MS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ PVP_TIMINGS_MS: value })).toThrow(/PVP_TIMINGS_MS: expected name=milliseconds/);
  });
});
