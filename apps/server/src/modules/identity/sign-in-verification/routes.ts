import { ZEmptyReplySchema, ZLoginReplySchema } from '@platform/contracts/identity';
import {
  ZKnownDeviceListReplySchema,
  ZLoginVerificationCodeReplySchema,
  ZLoginVerificationCodeRequestSchema,
  ZLoginVerificationRequestSchema,
  ZMemberTotpConfirmReplySchema,
  ZMemberTotpLoginRequirementRequestSchema,
  ZMemberTotpSetupReplySchema,
  ZMemberTotpStatusReplySchema,
  ZSignInListReplySchema,
  ZTotpCodeRequestSchema,
} from '@platform/contracts/login-verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../../platform/auth';
import { errorReplies, ok } from '../../../platform/envelope';
import { requestMeta } from '../routes';
import type { IdentityService } from '../service';

const VERIFICATION_DESCRIPTION = `The second step of a login refused with 401 LOGIN_VERIFICATION_REQUIRED (a new address and device, or the member's own "authenticator at every sign-in"). \`value\` of that refusal is the challenge: \`challengeId\`, the \`proofs\` this member can give (in the brand's order), masked mobile and e-mail, and \`expiresInSeconds\` (10 minutes). No session exists before the proof.

\`proof\`: \`sms\` or \`email\` with the 6-digit \`code\` sent by POST /wps/session/login/verification/code; \`totp\` with the authenticator code (or one of the member's recovery codes, each once); \`payeeName\` with the real name given at registration (compared trimmed, without case or accents; a mismatch never reveals the stored name).

The challenge only works for the client address (and device cookie) that got it, once, and is void after 5 wrong proofs: 400 LOGIN_CHALLENGE_INVALID (log in again). A proof the challenge did not offer: 400 LOGIN_PROOF_NOT_OFFERED. A wrong, expired or replayed code or a mismatching name: 401 LOGIN_PROOF_INVALID, counted as a failed login of the account and the client, so the login's captcha, delays (429 LOGIN_DELAYED) and per-client limit (429 THROTTLED) apply here too, checked before the proof.

The right proof replies like a login, sets the long-lived \`wps_device\` cookie (httpOnly, SameSite=Lax, Secure over https), remembers the device and address (the next login from either is not asked; they stay known identity settings loginVerification.knownForDays after their last sign-in), records the sign-in and sends the member an inbox notice of the new address.`;

const memberTags = ['member'];
const tags = ['identity'];
const ZDeviceParamsSchema = z.object({ deviceId: z.uuid() });

/** The second step of a login, and the Security Center's authenticator, sign-ins and devices. */
export const signInVerificationRoutes: FastifyPluginAsyncZod<{ identity: IdentityService }> = async (
  app,
  { identity },
) => {
  app.post(
    '/wps/session/login/verification/code',
    {
      schema: {
        tags,
        summary: 'Send the code of a sign-in verification by SMS (bound mobile) or e-mail (bound e-mail)',
        description:
          'For a challenge of 401 LOGIN_VERIFICATION_REQUIRED that offers `sms` or `email` (else 400 LOGIN_PROOF_NOT_OFFERED; an unknown, used or expired challenge, or one from another client: 400 LOGIN_CHALLENGE_INVALID). Sends a new 6-digit code (the earlier one of the challenge stops working) through the SMS or e-mail provider; it expires after `expiredMinutes` (identity settings smsCodeExpiredMinutes) and dies after smsCodeMaxAttempts wrong guesses. One request per second per client and one per `resendInSeconds` per challenge (429 THROTTLED); the hourly cap of the mobile number or e-mail address applies whatever the purpose (429 MESSAGE_LIMIT_REACHED).',
        body: ZLoginVerificationCodeRequestSchema,
        response: { 200: ZLoginVerificationCodeReplySchema, ...errorReplies(400, 429, 502) },
      },
    },
    async (request, reply) =>
      ok(await identity.sendLoginVerificationCode(request.body, requestMeta(request, reply))),
  );

  app.post(
    '/wps/session/login/verification',
    {
      schema: {
        tags,
        summary:
          'Finish a login from a new address or device with one more proof (SMS, e-mail, authenticator or payee name)',
        description: VERIFICATION_DESCRIPTION,
        body: ZLoginVerificationRequestSchema,
        response: { 200: ZLoginReplySchema, ...errorReplies(400, 401, 403, 429) },
      },
    },
    async (request, reply) => ok(await identity.verifyLogin(request.body, requestMeta(request, reply))),
  );

  // ---------- the member's authenticator (Security Center) ----------

  app.get(
    '/wps/member/security/totp',
    {
      config: { auth: 'real' },
      schema: {
        tags: memberTags,
        summary:
          'The member authenticator (TOTP) state: on or off, asked at every sign-in, recovery codes left',
        description:
          '`requiredForWithdrawals` is the brand setting (identity settings loginVerification.totpForWithdrawals): withdrawals of members with an authenticator then need its code.',
        response: { 200: ZMemberTotpStatusReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await identity.memberTotp.status(requireMember(request).member.id));
    },
  );

  app.post(
    '/wps/member/security/totp/setup',
    {
      config: { auth: 'real' },
      schema: {
        tags: memberTags,
        summary: 'Start setting up an authenticator: a new secret and its otpauth:// URI (for a QR code)',
        description:
          'RFC 6238 (SHA1, 6 digits, 30-second steps). The secret stays pending (a later setup replaces it) until POST …/totp/confirm. 409 TOTP_ALREADY_ENABLED when one is on. Not for trial accounts (403 TRIAL_FORBIDDEN).',
        response: { 200: ZMemberTotpSetupReplySchema, ...errorReplies(401, 403, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await identity.memberTotp.setup(requireMember(request).member));
    },
  );

  app.post(
    '/wps/member/security/totp/confirm',
    {
      config: { auth: 'real' },
      schema: {
        tags: memberTags,
        summary:
          'Turn the authenticator on with its first code; replies the 10 recovery codes, shown only once',
        description:
          'A code of the pending secret within one step of now; 400 TOTP_INVALID otherwise, 409 TOTP_ENROLMENT_NOT_STARTED without a setup, 409 TOTP_ALREADY_ENABLED when on. Each recovery code works once in place of a code. At most 5 requests with a code per 15 minutes (429 THROTTLED).',
        body: ZTotpCodeRequestSchema,
        response: { 200: ZMemberTotpConfirmReplySchema, ...errorReplies(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await identity.memberTotp.confirm(requireMember(request).member.id, request.body.code));
    },
  );

  app.post(
    '/wps/member/security/totp/disable',
    {
      config: { auth: 'real' },
      schema: {
        tags: memberTags,
        summary: 'Turn the authenticator off with a current code or a recovery code',
        description:
          'Each code is accepted once (a code of a step already used is refused): 400 TOTP_INVALID, 409 TOTP_NOT_ENABLED. The recovery codes stop working. At most 5 requests with a code per 15 minutes (429 THROTTLED).',
        body: ZTotpCodeRequestSchema,
        response: { 200: ZEmptyReplySchema, ...errorReplies(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      await identity.memberTotp.disable(requireMember(request).member.id, request.body.code);
      return ok(null);
    },
  );

  app.put(
    '/wps/member/security/totp/login-requirement',
    {
      config: { auth: 'real' },
      schema: {
        tags: memberTags,
        summary: 'Ask (or stop asking) for the authenticator code at every sign-in, known address or not',
        description:
          'Confirmed with a current code or a recovery code (each once): 400 TOTP_INVALID, 409 TOTP_NOT_ENABLED. While on, every password, SMS, phone-auth, Google or Facebook login answers 401 LOGIN_VERIFICATION_REQUIRED with `reason: totpRequired` and only the `totp` proof.',
        body: ZMemberTotpLoginRequirementRequestSchema,
        response: { 200: ZEmptyReplySchema, ...errorReplies(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      await identity.memberTotp.setLoginRequirement(requireMember(request).member.id, request.body);
      return ok(null);
    },
  );

  // ---------- sign-ins and known devices ----------

  app.get(
    '/wps/member/security/sign-ins',
    {
      config: { auth: 'real' },
      schema: {
        tags: memberTags,
        summary: "The member's 20 latest sign-ins, newest first (address, device, method, known or new)",
        response: { 200: ZSignInListReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ items: await identity.signIns(requireMember(request).member.id) });
    },
  );

  app.get(
    '/wps/member/security/devices',
    {
      config: { auth: 'real' },
      schema: {
        tags: memberTags,
        summary: 'The devices and addresses the member signs in from without an extra proof',
        description:
          'Each stays known until `expiresAt` (identity settings loginVerification.knownForDays after its last sign-in). `current` marks the device of this request (its cookie).',
        response: { 200: ZKnownDeviceListReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const meta = requestMeta(request, reply);
      return ok({ items: await identity.knownDevices(requireMember(request).member.id, meta) });
    },
  );

  app.delete(
    '/wps/member/security/devices/:deviceId',
    {
      config: { auth: 'real' },
      schema: {
        tags: memberTags,
        summary: 'Forget a known device and its address: the next sign-in from there asks for a proof',
        description:
          'Sessions already open stay open. 404 KNOWN_DEVICE_NOT_FOUND for an id that is not one of the member’s devices.',
        params: ZDeviceParamsSchema,
        response: { 200: ZEmptyReplySchema, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await identity.forgetDevice(requireMember(request).member.id, request.params.deviceId);
      return ok(null);
    },
  );
};
