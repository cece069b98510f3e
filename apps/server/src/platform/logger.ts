import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
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

const LOG_METHODS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);
const noop = () => undefined;

/**
 * The request logger, made only when something is logged. Fastify gives every request a child logger
 * (bound to its request id); with redaction configured, pino builds that child at a cost comparable to a
 * whole cached read. Calls below the level are dropped without it; anything else (a logged error, the
 * level, `child`) builds the real child once, with the same bindings and options.
 */
export const lazyChildLogger = (
  logger: FastifyBaseLogger,
  bindings: Parameters<FastifyBaseLogger['child']>[0],
  options?: Parameters<FastifyBaseLogger['child']>[1],
): FastifyBaseLogger => {
  const enabled = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.bind(logger);
  // A logger without levels (logging switched off) is cheap to copy as it is.
  if (!enabled) return logger.child(bindings, options);
  let child: FastifyBaseLogger | null = null;
  const real = () => (child ??= logger.child(bindings, options));
  return new Proxy({} as FastifyBaseLogger, {
    get(_target, property) {
      if (typeof property === 'string' && LOG_METHODS.has(property) && !enabled(property)) {
        return noop;
      }
      const target = real();
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set(_target, property, value) {
      return Reflect.set(real(), property, value);
    },
  });
};
