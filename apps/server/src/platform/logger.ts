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

type TLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
type TLogArgs = Parameters<FastifyBaseLogger['info']>;

/**
 * The request logger, made only when something is logged. Fastify gives every request a child logger
 * (bound to its request id); with redaction configured, pino builds that child at a cost comparable to a
 * whole cached read. A call below the level is dropped without it; anything else (a logged error,
 * `child`, setting the level) builds the real child once, with the same bindings and options. A plain
 * class, not a Proxy: Fastify checks every request's logger for its methods, which must not build it.
 */
class LazyChildLogger implements FastifyBaseLogger {
  private built: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger & { isLevelEnabled(level: string): boolean },
    private readonly bindings: Parameters<FastifyBaseLogger['child']>[0],
    private readonly options: Parameters<FastifyBaseLogger['child']>[1],
  ) {}

  private real(): FastifyBaseLogger {
    return (this.built ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: TLevel, args: TLogArgs): void {
    if (this.built) (this.built[level] as (...a: TLogArgs) => void)(...args);
    else if (this.parent.isLevelEnabled(level)) (this.real()[level] as (...a: TLogArgs) => void)(...args);
  }

  get level(): FastifyBaseLogger['level'] {
    return this.built ? this.built.level : this.parent.level;
  }
  set level(level: FastifyBaseLogger['level']) {
    this.real().level = level;
  }
  trace(...args: TLogArgs): void {
    this.write('trace', args);
  }
  debug(...args: TLogArgs): void {
    this.write('debug', args);
  }
  info(...args: TLogArgs): void {
    this.write('info', args);
  }
  warn(...args: TLogArgs): void {
    this.write('warn', args);
  }
  error(...args: TLogArgs): void {
    this.write('error', args);
  }
  fatal(...args: TLogArgs): void {
    this.write('fatal', args);
  }
  silent(): void {}
  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.real().child(...args);
  }
}

/** Fastify's `childLoggerFactory`: a LazyChildLogger, or the plain child when levels cannot be asked. */
export const lazyChildLogger = (
  logger: FastifyBaseLogger,
  bindings: Parameters<FastifyBaseLogger['child']>[0],
  options?: Parameters<FastifyBaseLogger['child']>[1],
): FastifyBaseLogger => {
  const parent = logger as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  // A logger without levels (logging switched off), or a route with a level of its own: the plain child.
  if (typeof parent.isLevelEnabled !== 'function' || options?.level !== undefined) {
    return logger.child(bindings, options);
  }
  return new LazyChildLogger(
    parent as FastifyBaseLogger & { isLevelEnabled(level: string): boolean },
    bindings,
    options,
  );
};
