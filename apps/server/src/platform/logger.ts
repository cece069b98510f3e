import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Header carrying the request id in both directions. */
export const REQUEST_ID_HEADER = 'x-request-id';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Keeps a caller's (for example a proxy's) request id when it is safe to log, else makes one. */
export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Fields never written to the logs: credentials, passwords and encrypted payloads. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.confirmNewPassword',
  '*.paymentPassword',
  '*.payload',
  '*.token',
  '*.resetToken',
  '*.idToken',
  '*.accessToken',
  '*.loginPassword',
  '*.newPaymentPassword',
  '*.confirmPaymentPassword',
  '*.verificationCode',
  '*.captcha',
  '*.operatorApiKey',
  'body.password',
  'body.payload',
];

/** JSON lines to stdout, or to `stream` (tests read the logs through it). */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
