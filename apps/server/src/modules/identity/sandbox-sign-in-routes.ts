import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelopeSchema } from '@platform/contracts/envelope';
import { requestLanguage } from '../../platform/language';
import { inlineScriptHashes } from '../../platform/security-headers';
import { SandboxPhoneError, type SandboxSignIn } from './sandbox-sign-in';
import { renderSandboxSocialForm, renderSandboxSocialResult } from './sandbox-sign-in-page';

const tags = ['sandbox sign-in'];
const ZProviderParams = z.object({ provider: z.enum(['google', 'facebook']) });
const ZLangQuery = z.object({ lang: z.string().max(16).optional() });
const ZSocialForm = z
  .object({
    name: z.string().max(200).optional(),
    email: z.string().max(320).optional(),
    action: z.enum(['continue', 'cancel']).optional(),
  })
  .optional();
const ZSendCodeBody = z.object({ phoneNumber: z.string().max(32).optional() });
const ZVerifyBody = z.object({
  sessionInfo: z.string().max(128).optional(),
  code: z.string().max(16).optional(),
});
/** The provider's refusal (Firebase's shape), or the platform's envelope for input no schema accepts. */
const ZProviderError = z.union([
  z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
  ZErrorEnvelopeSchema,
]);

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** The pages' policy: no script but the page's own hashed one, posting only to this site. */
const pageHeaders = (html: string) => ({
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src ${inlineScriptHashes(html).join(' ') || "'none'"}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'referrer-policy': 'no-referrer',
});

/**
 * The sandbox sign-in providers' own pages and calls (on only with SANDBOX_SIGN_IN, never a real
 * provider): the Google / Facebook sign-in window and the phone-auth code calls (Firebase's
 * signInWithPhoneNumber and confirm), whose refusals carry Firebase's error codes.
 */
export const sandboxSignInRoutes: FastifyPluginAsyncZod<{
  sandbox: SandboxSignIn;
  /** Which of the social providers are the sandbox ones (a configured real provider has no sandbox page). */
  social: readonly ('google' | 'facebook')[];
  phone: boolean;
}> = async (app, { sandbox, social, phone }) => {
  if (social.length > 0) {
    app.get(
      '/sandbox/social/:provider',
      {
        schema: {
          tags,
          summary: 'The sandbox Google / Facebook sign-in window (HTML, Spanish or English)',
          description:
            'Opened by the site in a popup; the visitor types a test name and e-mail. 404 for a provider that is really configured.',
          params: ZProviderParams,
          querystring: ZLangQuery,
        },
      },
      async (request, reply) => {
        if (!social.includes(request.params.provider)) return reply.callNotFound();
        const html = renderSandboxSocialForm({
          lang: requestLanguage(request),
          provider: request.params.provider,
        });
        return reply.headers(pageHeaders(html)).send(html);
      },
    );

    app.post(
      '/sandbox/social/:provider',
      {
        schema: {
          tags,
          summary: 'The sandbox sign-in window’s answer: a signed sign-in token posted to the opener',
          description:
            'Form fields `name`, `email`, `action` (continue or cancel). The answer page posts `{ type: "sandbox-sign-in", provider, token }` (or `error: "popup_closed"`) to its opener, with this site as the only allowed target origin, and closes. The token is valid for 5 minutes, once, at POST /wps/session/login/<provider> as `idToken` / `accessToken`.',
          params: ZProviderParams,
          querystring: ZLangQuery,
          body: ZSocialForm,
        },
      },
      async (request, reply) => {
        const { provider } = request.params;
        if (!social.includes(provider)) return reply.callNotFound();
        const lang = requestLanguage(request);
        const form = request.body ?? {};
        if (form.action === 'cancel') {
          const html = renderSandboxSocialResult(lang, provider, { error: 'popup_closed' });
          return reply.headers(pageHeaders(html)).send(html);
        }
        const name = form.name?.trim() ?? '';
        const email = form.email?.trim() ?? '';
        if (!name || name.length > 60 || !EMAIL.test(email) || email.length > 120) {
          const html = renderSandboxSocialForm({ lang, provider, name, email, invalid: true });
          return reply.code(400).headers(pageHeaders(html)).send(html);
        }
        const html = renderSandboxSocialResult(lang, provider, {
          token: sandbox.issueSocial(provider, { name, email }),
        });
        return reply.headers(pageHeaders(html)).send(html);
      },
    );
  }

  if (!phone) return;

  const providerError = (error: unknown) => {
    if (!(error instanceof SandboxPhoneError)) throw error;
    return {
      status: error.statusCode === 429 ? (429 as const) : (400 as const),
      body: { error: { code: error.code, message: error.code } },
    };
  };

  app.post(
    '/sandbox/phone-auth/send-code',
    {
      schema: {
        tags,
        summary: 'Sandbox phone auth: text a code (Firebase signInWithPhoneNumber)',
        description:
          'Body `{ phoneNumber }` in E.164 (`+525512345678`). The code goes through the SMS provider (the outbox). Answers `{ sessionInfo }`; refusals `{ error: { code } }` with Firebase codes: auth/missing-phone-number, auth/invalid-phone-number (400), auth/too-many-requests (429: 5 codes per number in 5 minutes).',
        body: ZSendCodeBody,
        response: { 200: z.object({ sessionInfo: z.string() }), 400: ZProviderError, 429: ZProviderError },
      },
    },
    async (request, reply) => {
      try {
        return await sandbox.sendCode(request.body.phoneNumber);
      } catch (error) {
        const { status, body } = providerError(error);
        return reply.code(status).send(body);
      }
    },
  );

  app.post(
    '/sandbox/phone-auth/verify',
    {
      schema: {
        tags,
        summary: 'Sandbox phone auth: confirm the code (Firebase confirm) and get an ID token',
        description:
          'Body `{ sessionInfo, code }`. Answers `{ idToken }` (valid 5 minutes, once) for POST /wps/session/login/phone or the registration’s `firebaseIdToken`. Refusals: auth/missing-verification-code, auth/invalid-verification-code, auth/code-expired, auth/session-expired (400), auth/too-many-requests (429, after 5 wrong codes).',
        body: ZVerifyBody,
        response: { 200: z.object({ idToken: z.string() }), 400: ZProviderError, 429: ZProviderError },
      },
    },
    async (request, reply) => {
      try {
        return sandbox.confirmCode(request.body.sessionInfo, request.body.code);
      } catch (error) {
        const { status, body } = providerError(error);
        return reply.code(status).send(body);
      }
    },
  );
};
