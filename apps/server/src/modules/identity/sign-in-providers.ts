import {
  ZSignInProvidersReplySchema,
  type TSignInProvidersValue,
} from '@platform/contracts/sign-in-providers';
import type { TBrandConfig } from '@platform/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { ok } from '../../platform/envelope';

/** How each third-party sign-in is provided on this server, whatever the brand's flags say. */
export type SignInSetup = {
  google: TSignInProvidersValue['google'];
  facebook: TSignInProvidersValue['facebook'];
  phoneAuth: TSignInProvidersValue['phoneAuth'];
};

/**
 * The real provider when configured, else the sandbox one when SANDBOX_SIGN_IN is on, else none. A test
 * verifier passed to buildApp (`facebookVerifier`) counts as a real provider without a browser SDK.
 */
export function signInSetup(config: Config, options: { facebookVerifier?: boolean } = {}): SignInSetup {
  const sandbox = config.sandboxSignIn.enabled ? ({ mode: 'sandbox' } as const) : null;
  return {
    google: config.google ? { mode: 'real', clientId: config.google.clientId } : sandbox,
    facebook: config.facebook
      ? { mode: 'real', appId: config.facebook.appId }
      : options.facebookVerifier
        ? null
        : sandbox,
    phoneAuth: config.phoneAuth
      ? config.phoneAuth.apiKey
        ? {
            mode: 'real',
            projectId: config.phoneAuth.projectId,
            apiKey: config.phoneAuth.apiKey,
            authDomain: config.phoneAuth.authDomain,
          }
        : null
      : sandbox,
  };
}

/** The origins the site's pages must allow for the real providers' browser SDKs (security-headers.ts). */
export function signInSources(setup: SignInSetup): {
  script: string[];
  style: string[];
  frame: string[];
  connect: string[];
} {
  const script: string[] = [];
  const style: string[] = [];
  const frame: string[] = [];
  const connect: string[] = [];
  if (setup.google?.mode === 'real') {
    script.push('https://accounts.google.com/gsi/client');
    style.push('https://accounts.google.com/gsi/style');
    frame.push('https://accounts.google.com/gsi/');
    connect.push('https://accounts.google.com/gsi/');
  }
  if (setup.facebook?.mode === 'real') {
    script.push('https://connect.facebook.net');
    frame.push('https://www.facebook.com', 'https://web.facebook.com');
    connect.push('https://graph.facebook.com', 'https://www.facebook.com');
  }
  if (setup.phoneAuth?.mode === 'real') {
    // The invisible reCAPTCHA of phone auth, then Identity Toolkit (apps/web real-sign-in.ts).
    script.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    frame.push('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/');
    connect.push('https://identitytoolkit.googleapis.com');
  }
  return { script, style, frame, connect };
}

/** GET /wps/session/sign-in-providers: the providers the login and register windows offer now. */
export const signInProviderRoutes: FastifyPluginAsyncZod<{
  setup: SignInSetup;
  brand: () => Promise<TBrandConfig>;
}> = async (app, { setup, brand }) => {
  app.get(
    '/wps/session/sign-in-providers',
    {
      schema: {
        tags: ['identity'],
        summary: 'The third-party sign-in the login and register windows offer (ours)',
        description:
          'Each provider is null while its whitelabel flag (GOOGLELOGIN3, FBLOGIN3, PHONEAUTH3) is off or it is not configured; `real` carries the browser SDK’s public configuration, `sandbox` the built-in offline provider (/sandbox/social/<provider>, /sandbox/phone-auth/*).',
        response: { 200: ZSignInProvidersReplySchema },
      },
    },
    async () => {
      const { whitelabel } = await brand();
      return ok({
        google: whitelabel.GOOGLELOGIN3 ? setup.google : null,
        facebook: whitelabel.FBLOGIN3 ? setup.facebook : null,
        phoneAuth: whitelabel.PHONEAUTH3 ? setup.phoneAuth : null,
      });
    },
  );
};
