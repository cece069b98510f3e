import {
  ZAffiliateQuerySchema,
  ZAffiliateReplySchema,
  ZCaptchaReplySchema,
  ZCountriesReplySchema,
  ZEmptyReplySchema,
  ZFacebookLoginRequestSchema,
  ZFreePlayRequestSchema,
  ZGoogleLoginRequestSchema,
  ZLoginReplySchema,
  ZLoginRequestSchema,
  ZPhoneAuthLoginRequestSchema,
  ZRegisterRequestSchema,
  ZRegisterSettingsReplySchema,
  ZSmsBindCodeRequestSchema,
  ZSmsCodeReplySchema,
  ZSmsLoginCodeRequestSchema,
  ZSmsRegisterCodeRequestSchema,
} from '@platform/contracts/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth';
import { errorReplies, ok } from '../../platform/envelope';
import { requestLanguage } from '../../platform/language';
import type { RequestMeta } from './context';
import type { RegisterMode } from './registration';
import type { IdentityService } from './service';
import { deviceCookieOf } from './sign-in-verification/device-cookie';
import { signInVerificationRoutes } from './sign-in-verification/routes';

/** With `reply`, a sign-in may set the device cookie (sign-in verification). */
export const requestMeta = (request: FastifyRequest, reply?: FastifyReply): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  lang: requestLanguage(request),
  ...(reply ? { device: deviceCookieOf(request, reply) } : {}),
});

const ZLangQuerySchema = z.object({ lang: z.string().max(35).optional() });

const LOGIN_DESCRIPTION = `Encrypted body (see x-decrypted-body). \`type\` username: \`username\` and \`password\`; type sms: \`username\` is the mobile number, \`password\` the code from /wps/verification/sms/noLogin, with \`countryDialingCode\` (whitelabel SMSLOGIN3).

\`portal\` member (default, the player site) refuses agent-only accounts (types 41 and 42) with 403 NON_MEMBER_LOGIN; \`portal\` agent (the /agent page) refuses every account that is not an agent (types other than 1, 2, 41, 42) with 403 NON_AGENT_LOGIN. Types 1 and 2 are agents who also play: both portals accept them.

A refused attempt answers \`value: { captchaRequired: true }\`: from the first failure of an account or of a client (IP) the captcha (\`captcha\` and \`captchaId\` from GET /wps/captcha) is required for that account and that client. A wrong password and an unknown account give the same 401 INVALID_CREDENTIALS. A client that keeps failing on one account waits before its next try there (429 LOGIN_DELAYED, \`value: { captchaRequired, retryAfterSeconds }\`, from loginLock.threshold failures: 30 s doubling up to loginLock.lockMinutes); other clients are not slowed, so the right password with a solved captcha gets in from elsewhere. A client that fails too often on any accounts gets 429 THROTTLED. 403 ACCOUNT_LOCKED only for an account an operator locked.

The reply's \`mustChangePassword\` is true after a login with the default password, or with an expired password while whitelabel PWDEXPIRY3 is on (\`passwordExpired\`); that session may then only read member info, change the password and log out.

From an address and device the member has not signed in from (identity settings loginVerification), or when the member asked for the authenticator at every sign-in, the right password or code answers 401 LOGIN_VERIFICATION_REQUIRED with a challenge as \`value\` and opens no session: see POST /wps/session/login/verification. Every completed sign-in sets the \`wps_device\` cookie.`;

const tags = ['identity'];
const loginErrors = errorReplies(400, 401, 403, 415, 429);

/** Sessions, captcha, SMS codes, registration and countries: the public side of the identity module. */
export const identityRoutes: FastifyPluginAsyncZod<{ identity: IdentityService }> = async (
  app,
  { identity },
) => {
  app.post(
    '/wps/session/login',
    {
      config: { encrypted: true },
      schema: {
        tags,
        summary:
          'Log in with username and password or mobile number and SMS code (member site or agent page)',
        description: LOGIN_DESCRIPTION,
        body: ZLoginRequestSchema,
        response: { 200: ZLoginReplySchema, ...loginErrors },
      },
    },
    async (request, reply) => ok(await identity.login(request.body, requestMeta(request, reply))),
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Create and log in a trial account (type 4; whitelabel FREEPLAY3)',
        description:
          'Encrypted body. A trial account may use session routes but is refused member-centre, agent and game-launch routes with 403 TRIAL_FORBIDDEN. Limited per client.',
        body: ZFreePlayRequestSchema,
        response: { 200: ZLoginReplySchema, ...errorReplies(400, 403, 415, 429) },
      },
    },
    async (request, reply) => ok(await identity.freePlay(requestMeta(request, reply))),
  );

  app.post(
    '/wps/session/login/google',
    {
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Log in with a Google ID token (ours; whitelabel GOOGLELOGIN3 and GOOGLE_CLIENT_ID)',
        description:
          'Encrypted body. The ID token signature, issuer, audience and expiry are checked; the first sign-in creates an account linked to the Google user. 403 FEATURE_DISABLED when off.',
        body: ZGoogleLoginRequestSchema,
        response: { 200: ZLoginReplySchema, ...loginErrors },
      },
    },
    async (request, reply) =>
      ok(
        await identity.loginWithSocial(
          'google',
          request.body.idToken,
          request.body.portal,
          requestMeta(request, reply),
        ),
      ),
  );

  app.post(
    '/wps/session/login/phone',
    {
      config: { encrypted: true },
      schema: {
        tags,
        summary:
          'Log in with a third-party phone-auth ID token (ours; whitelabel PHONEAUTH3 and PHONE_AUTH_PROJECT_ID)',
        description:
          'Encrypted body. The Firebase ID token signature, issuer, audience, expiry and `phone_number` claim are checked; the member bound to that number is logged in with the rules of the SMS login (lockout, disabled accounts, portal rule; no forced password change). A refused token or a number without a member: 401 INVALID_CREDENTIALS. 403 FEATURE_DISABLED when off.',
        body: ZPhoneAuthLoginRequestSchema,
        response: { 200: ZLoginReplySchema, ...loginErrors },
      },
    },
    async (request, reply) =>
      ok(
        await identity.loginWithPhoneAuth(
          request.body.idToken,
          request.body.portal,
          requestMeta(request, reply),
        ),
      ),
  );

  app.post(
    '/wps/session/login/facebook',
    {
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Log in with a Facebook access token (ours; whitelabel FBLOGIN3 and a configured provider)',
        description: 'Encrypted body. 403 FEATURE_DISABLED while no Facebook provider is configured.',
        body: ZFacebookLoginRequestSchema,
        response: { 200: ZLoginReplySchema, ...loginErrors },
      },
    },
    async (request, reply) =>
      ok(
        await identity.loginWithSocial(
          'facebook',
          request.body.accessToken,
          request.body.portal,
          requestMeta(request, reply),
        ),
      ),
  );

  app.delete(
    '/wps/session/logout',
    {
      config: { auth: 'session', allowDuringPasswordChange: true },
      schema: {
        tags,
        summary: 'End this session (other sessions of the member stay)',
        response: { 200: ZEmptyReplySchema, ...errorReplies(401) },
      },
    },
    async (request) => {
      await identity.logout(requireMember(request).session.id);
      return ok(null);
    },
  );

  app.get(
    '/wps/captcha',
    {
      schema: {
        tags,
        summary: 'A new captcha picture (SVG data URL) and its id',
        description:
          'Single use, valid for expiresInSeconds (120). At most one per second per client (429 THROTTLED).',
        response: { 200: ZCaptchaReplySchema, ...errorReplies(429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await identity.issueCaptcha(requestMeta(request)));
    },
  );

  const smsErrors = errorReplies(400, 403, 409, 429, 502);
  app.post(
    '/wps/verification/sms/noLogin',
    {
      schema: {
        tags,
        summary: 'Send the SMS code for an SMS login or a password reset by phone',
        description:
          'The reply is the same whether or not the number belongs to an account; only numbers of active accounts receive an SMS. One request per second per client (429 THROTTLED) and a cap per number and hour, whatever the client, counted for unknown numbers too (identity settings smsPerNumberPerHour; 429 MESSAGE_LIMIT_REACHED with value.retryAfterSeconds). Codes: 6 digits, single use, expiring after expiredMinutes, void after 5 wrong guesses.',
        body: ZSmsLoginCodeRequestSchema,
        response: { 200: ZSmsCodeReplySchema, ...smsErrors },
      },
    },
    async (request) => ok(await identity.sendLoginCode(request.body, requestMeta(request))),
  );

  app.post(
    '/wps/verification/sms/register',
    {
      schema: {
        tags,
        summary: 'Send the registration SMS code (whitelabel SMSREGVER3)',
        description:
          'Refused with 409 MOBILE_TAKEN (or USERNAME_TAKEN for a given username) when already registered. Same limits as noLogin.',
        body: ZSmsRegisterCodeRequestSchema,
        response: { 200: ZSmsCodeReplySchema, ...smsErrors },
      },
    },
    async (request) => ok(await identity.sendRegisterCode(request.body, requestMeta(request))),
  );

  app.post(
    '/wps/verification/sms/bind',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Send the SMS code that binds a mobile number to the logged-in member (ours)',
        body: ZSmsBindCodeRequestSchema,
        response: { 200: ZSmsCodeReplySchema, ...errorReplies(400, 401, 403, 409, 429, 502) },
      },
    },
    async (request) =>
      ok(await identity.sendBindCode(requireMember(request), request.body, requestMeta(request))),
  );

  app.get(
    '/wps/system/setting/register',
    {
      schema: {
        tags,
        summary: 'Registration settings and the rule of every registration field',
        response: { 200: ZRegisterSettingsReplySchema },
      },
    },
    async () => ok(await identity.registerSettings()),
  );

  const register = (mode: RegisterMode) =>
    app.put(
      mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register',
      {
        config: { encrypted: true },
        schema: {
          tags,
          summary:
            mode === 'mobile'
              ? 'Register in mobile mode (account named after the number) and log in'
              : 'Register with a username and log in',
          description:
            'Encrypted body. Fields are checked with the rules of GET /wps/system/setting/register: 400 VALIDATION_FAILED lists them in value.fields with a text per field in value.errors (request language). Then PASSWORD_MISMATCH, TERMS_NOT_ACCEPTED, the captcha (CAPTCHA_REQUIRED, CAPTCHA_INVALID), the SMS code when SMS verification is on (SMS_CODE_INVALID, SMS_CODE_EXPIRED) — in mobile mode a third-party phone-auth `firebaseIdToken` (whitelabel PHONEAUTH3 and PHONE_AUTH_PROJECT_ID, else 403 FEATURE_DISABLED) replaces it: a refused token or one for another number gives SMS_CODE_INVALID naming the field —, the invitation code `affiliateCode`, else `referralCode` (INVALID_INVITATION_CODE; a valid code makes its agent the upline), and 409 USERNAME_TAKEN, MOBILE_TAKEN or EMAIL_TAKEN. Nothing is stored unless the registration succeeds.',
          body: ZRegisterRequestSchema,
          response: { 200: ZLoginReplySchema, ...errorReplies(400, 403, 409, 415, 429) },
        },
      },
      async (request, reply) => ok(await identity.register(mode, request.body, requestMeta(request, reply))),
    );
  register('username');
  register('mobile');

  app.get(
    '/wps/agent/affiliate',
    {
      schema: {
        tags,
        summary: 'Check an invitation code: the agent behind it, or 400 INVALID_INVITATION_CODE',
        querystring: ZAffiliateQuerySchema,
        response: { 200: ZAffiliateReplySchema, ...errorReplies(400, 429) },
      },
    },
    async (request) => ok(await identity.checkAffiliate(request.query, requestMeta(request))),
  );

  app.get(
    '/wps/system/countries',
    {
      schema: {
        tags,
        summary: 'Countries with ISO code, dialing code and name in the request language',
        querystring: ZLangQuerySchema,
        response: { 200: ZCountriesReplySchema, ...errorReplies(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return ok(await identity.countries(requestLanguage(request)));
    },
  );

  await app.register(signInVerificationRoutes, { identity });
};
