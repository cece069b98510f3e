import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { okEnvelope } from '@platform/contracts/envelope';
import {
  ZBindEmailRequestSchema,
  ZBindMobileRequestSchema,
  ZChangePasswordReplySchema,
  ZChangePasswordRequestSchema,
  ZEmptyReplySchema,
  ZForgotByEmailRequestSchema,
  ZForgotByPhoneRequestSchema,
  ZLoginReplySchema,
  ZMemberInfoReplySchema,
  ZPaymentPasswordRequestSchema,
  ZResetPasswordRequestSchema,
  ZUpdateProfileRequestSchema,
} from '@platform/contracts/identity';
import { ZLanguageUpdateReplySchema, ZLanguageUpdateRequestSchema } from '@platform/contracts/messaging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth';
import { errorReplies, ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { AVATAR_FILE, AVATAR_MAX_BYTES } from './profile';
import { requestMeta } from './routes';
import type { IdentityService } from './service';

const tags = ['member'];

/** Member info, profile, avatar, passwords and bindings. */
export const memberRoutes: FastifyPluginAsyncZod<{ identity: IdentityService; avatarDir: string }> = async (
  app,
  { identity, avatarDir },
) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, parts: 5, headerPairs: 100 },
  });

  app.get(
    '/wps/member/info',
    {
      config: { auth: 'session', allowDuringPasswordChange: true },
      schema: {
        tags,
        summary: 'The logged-in member (balance and currency included)',
        response: { 200: ZMemberInfoReplySchema, ...errorReplies(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await identity.memberInfo(requireMember(request)));
    },
  );

  app.put(
    '/wps/member/info',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Update the profile (ours): only the fields sent change; an empty text clears one',
        description:
          'A birthday (yyyy-MM-dd) younger than the brand minimumAge is 400 UNDER_AGE. The real name (userName) can be set once; changing it afterwards is 409 CONFLICT.',
        body: ZUpdateProfileRequestSchema,
        response: { 200: ZEmptyReplySchema, ...errorReplies(400, 401, 403, 409) },
      },
    },
    async (request) => {
      await identity.updateProfile(requireMember(request), request.body, requestMeta(request));
      return ok(null);
    },
  );

  app.post(
    '/wps/member/info/icon',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Upload the profile picture (multipart/form-data, field "file")',
        description:
          'png or jpg, recognised by content (not by name or declared type): otherwise 415 UNSUPPORTED_FILE. At most 2 MB: otherwise 413 FILE_TOO_LARGE. Served at the returned avatarUrl.',
        consumes: ['multipart/form-data'],
        response: {
          200: okEnvelope(z.object({ avatarUrl: z.string() })),
          ...errorReplies(400, 401, 403, 413, 415),
        },
      },
    },
    async (request) => {
      const auth = requireMember(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', { fields: ['file'] });
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('FILE_TOO_LARGE', { cause: error });
        }
        throw error;
      }
      return ok(await identity.setAvatar(auth, bytes));
    },
  );

  app.get(
    '/uploads/avatars/:file',
    {
      schema: {
        tags,
        summary: 'A profile picture (read-only, cached: names are random and never reused)',
        params: z.object({ file: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!AVATAR_FILE.test(file)) throw new AppError('NOT_FOUND');
      const fullPath = path.join(avatarDir, file);
      const info = await stat(fullPath).catch(() => null);
      if (!info?.isFile()) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', file.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(createReadStream(fullPath));
    },
  );

  app.put(
    '/wps/member/language',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'Store the member’s language (spec §7 language change; ours): inbox messages use it',
        body: ZLanguageUpdateRequestSchema,
        response: { 200: ZLanguageUpdateReplySchema, ...errorReplies(400, 401) },
      },
    },
    async (request) =>
      ok(await identity.setLanguage(requireMember(request).member.id, request.body.language)),
  );

  app.post(
    '/wps/member/password',
    {
      config: { encrypted: true, auth: 'real', allowDuringPasswordChange: true },
      schema: {
        tags,
        summary: 'Change the password; every session ends and the reply carries a new token',
        description:
          'Encrypted body. oldPassword is required (400 WRONG_PASSWORD when wrong) unless this session logged in with the default password. The new password follows the password rule of the registration settings (400 VALIDATION_FAILED with value.errors), must match its confirmation (PASSWORD_MISMATCH) and may be neither the current nor the default password (PASSWORD_NOT_ALLOWED).',
        body: ZChangePasswordRequestSchema,
        response: { 200: ZChangePasswordReplySchema, ...errorReplies(400, 401, 403, 415) },
      },
    },
    async (request) =>
      ok(await identity.changePassword(requireMember(request), request.body, requestMeta(request))),
  );

  app.post(
    '/wps/member/password/email',
    {
      schema: {
        tags,
        summary: 'Forgot password: e-mail a reset link (form-encoded or JSON: username, email)',
        description:
          'The reply is the same whether or not the account exists. When username and e-mail match an account, a link <origin>/resetPassword?token=… (single use, valid 30 minutes) is sent through the e-mail provider and the earlier links of the account stop working. Limited per client (429 THROTTLED) and per e-mail address and hour, whatever the client, counted whether or not the address belongs to an account (identity settings emailsPerAddressPerHour; 429 MESSAGE_LIMIT_REACHED with value.retryAfterSeconds).',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: ZForgotByEmailRequestSchema,
        response: { 200: ZEmptyReplySchema, ...errorReplies(400, 415, 429) },
      },
    },
    async (request) => {
      await identity.forgotPasswordByEmail(request.body, requestMeta(request));
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/reset',
    {
      schema: {
        tags,
        summary: 'Set a new password with the token of a reset link (ours); every session ends',
        description:
          '400 RESET_LINK_INVALID for an unknown, used, replaced or expired token. A successful reset (or a password change) ends every session and every other link of the member.',
        body: ZResetPasswordRequestSchema,
        response: { 200: ZEmptyReplySchema, ...errorReplies(400, 415) },
      },
    },
    async (request) => {
      await identity.resetPasswordByToken(request.body, requestMeta(request));
      return ok(null);
    },
  );

  app.post(
    '/wps/member/password/verification',
    {
      config: { encrypted: true },
      schema: {
        tags,
        summary: 'Set the password with the SMS code of /wps/verification/sms/noLogin and log in',
        description: 'Encrypted body. Every other session of the member ends.',
        body: ZForgotByPhoneRequestSchema,
        response: { 200: ZLoginReplySchema, ...errorReplies(400, 403, 415) },
      },
    },
    async (request, reply) =>
      ok(await identity.resetPasswordByPhone(request.body, requestMeta(request, reply))),
  );

  app.post(
    '/wps/member/paymentPassword',
    {
      config: { encrypted: true, auth: 'real' },
      schema: {
        tags,
        summary: 'Set or change the six-digit payment password (ours); the login password proves who asks',
        body: ZPaymentPasswordRequestSchema,
        response: { 200: ZEmptyReplySchema, ...errorReplies(400, 401, 403, 415) },
      },
    },
    async (request) => {
      await identity.setPaymentPassword(requireMember(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/bind/mobile',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Bind a mobile number with the code of /wps/verification/sms/bind (ours)',
        body: ZBindMobileRequestSchema,
        response: { 200: ZEmptyReplySchema, ...errorReplies(400, 401, 403, 409) },
      },
    },
    async (request) => {
      await identity.bindMobile(requireMember(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/wps/member/bind/email',
    {
      config: { auth: 'real' },
      schema: {
        tags,
        summary: 'Bind or change the e-mail (ours); the login password proves who asks',
        body: ZBindEmailRequestSchema,
        response: { 200: ZEmptyReplySchema, ...errorReplies(400, 401, 403, 409) },
      },
    },
    async (request) => {
      await identity.bindEmail(requireMember(request), request.body, requestMeta(request));
      return ok(null);
    },
  );
};
