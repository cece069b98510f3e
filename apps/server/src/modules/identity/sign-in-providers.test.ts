import { describe, expect, it } from 'vitest';
import { sitePolicy } from '../../platform/security-headers';
import { testConfig } from '../../test/app';
import { signInSetup, signInSources } from './sign-in-providers';

const policyWith = (env: Record<string, string>) =>
  sitePolicy({
    scriptHashes: [],
    frameSources: [],
    host: null,
    signIn: signInSources(signInSetup(testConfig(env))),
  });

describe('signInSetup', () => {
  it('uses the real provider when configured, else the sandbox one when allowed, else none', () => {
    expect(signInSetup(testConfig())).toEqual({ google: null, facebook: null, phoneAuth: null });
    expect(signInSetup(testConfig({ SANDBOX_SIGN_IN: 'on' }))).toEqual({
      google: { mode: 'sandbox' },
      facebook: { mode: 'sandbox' },
      phoneAuth: { mode: 'sandbox' },
    });
    const real = signInSetup(
      testConfig({
        SANDBOX_SIGN_IN: 'on',
        GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
        FACEBOOK_APP_ID: '1234567890',
        FACEBOOK_APP_SECRET: 'secret-of-the-facebook-app',
        PHONE_AUTH_PROJECT_ID: 'phone-project',
        PHONE_AUTH_API_KEY: 'web-api-key',
      }),
    );
    expect(real).toEqual({
      google: { mode: 'real', clientId: 'client.apps.googleusercontent.com' },
      facebook: { mode: 'real', appId: '1234567890' },
      phoneAuth: {
        mode: 'real',
        projectId: 'phone-project',
        apiKey: 'web-api-key',
        authDomain: 'phone-project.firebaseapp.com',
      },
    });
  });
});

describe('the site policy and the sign-in providers', () => {
  it('allows no provider origin while none is really configured (sandbox included)', () => {
    for (const policy of [policyWith({}), policyWith({ SANDBOX_SIGN_IN: 'on' })]) {
      expect(policy).not.toMatch(/google\.com|facebook|gstatic|googleapis/);
      expect(policy).toContain("script-src 'self';");
    }
  });

  it('allows exactly the configured providers’ SDK origins', () => {
    const google = policyWith({ GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' });
    expect(google).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(google).toContain("style-src 'self' https://accounts.google.com/gsi/style");
    expect(google).toContain('frame-src https://accounts.google.com/gsi/');
    expect(google).not.toContain('facebook');
    const facebook = policyWith({
      FACEBOOK_APP_ID: '1234567890',
      FACEBOOK_APP_SECRET: 'secret-of-the-facebook-app',
    });
    expect(facebook).toContain('https://connect.facebook.net');
    expect(facebook).not.toContain('accounts.google.com');
  });
});
