import type { TErrorEnvelope } from '@platform/contracts/envelope';
import { errorMessage } from '@platform/contracts/error-messages';
import { ERROR_HTTP_STATUS, type TErrorCode } from '@platform/contracts/errors';
import type { TLanguage } from '@platform/contracts/i18n';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HIDDEN_CHARACTERS_ISSUE } from '@platform/contracts/display-name';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { dataException } from './db-errors';
import { AppError } from './errors';
import { requestLanguage } from './language';

export type ErrorReply = { status: number; body: TErrorEnvelope; logLevel: 'error' | 'warn' | 'info' };

const FRAMEWORK_CODES: Record<string, TErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

const STATUS_CODES: Record<number, TErrorCode> = {
  401: 'NOT_LOGGED_IN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'THROTTLED',
  503: 'MAINTENANCE',
};

type ValidationIssue = { instancePath?: string; params?: Record<string, unknown> };

/** The code of a refusal every issue names (a zod refinement's `params.code`), else VALIDATION_FAILED. */
function validationCode(issues: ValidationIssue[]): TErrorCode {
  const named = (issue: ValidationIssue) =>
    (issue.params?.params as { code?: unknown } | undefined)?.code ?? issue.params?.code;
  return issues.length > 0 && issues.every((issue) => named(issue) === HIDDEN_CHARACTERS_ISSUE)
    ? 'HIDDEN_CHARACTERS'
    : 'VALIDATION_FAILED';
}

/** "body.currency.code"-style names of the failing fields, without the "body" prefix where possible. */
function failingFields(issues: ValidationIssue[], context: string | undefined): string[] {
  const fields = new Set<string>();
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
    const keys = Array.isArray(issue.params?.keys) ? (issue.params.keys as unknown[]).map(String) : [];
    if (keys.length > 0) keys.forEach((key) => fields.add(path ? `${path}.${key}` : key));
    else fields.add(path || context || 'body');
  }
  return [...fields];
}

function envelope(lang: TLanguage, code: TErrorCode, fields: string[], value: TErrorEnvelope['value']) {
  return { success: false as const, value, message: errorMessage(lang, code, fields), code };
}

/** Turns anything thrown while serving a request into the error envelope (api-conventions.md). */
export function toErrorReply(error: unknown, lang: TLanguage): ErrorReply {
  if (error instanceof AppError) {
    const value = error.details ?? (error.fields.length > 0 ? { fields: error.fields } : null);
    return {
      status: error.statusCode,
      body: envelope(lang, error.code, error.messageFields?.(lang) ?? error.fields, value),
      logLevel: error.code === 'INTERNAL' ? 'error' : 'info',
    };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  if (
    fastifyError &&
    Array.isArray(fastifyError.validation) &&
    !(error instanceof ResponseSerializationError)
  ) {
    const issues = fastifyError.validation as ValidationIssue[];
    const fields = failingFields(issues, fastifyError.validationContext);
    return {
      status: 400,
      body: envelope(lang, validationCode(issues), fields, { fields }),
      logLevel: 'info',
    };
  }
  // Input the routes let through but the database refused as data (a malformed uuid or number, a NUL
  // byte, a value out of range): the request's fault, so a 400; a warning, since a route schema missed it.
  if (dataException(error)) {
    return { status: 400, body: envelope(lang, 'BAD_REQUEST', [], null), logLevel: 'warn' };
  }
  const frameworkCode = fastifyError?.code ? FRAMEWORK_CODES[fastifyError.code] : undefined;
  if (frameworkCode) {
    return {
      status: ERROR_HTTP_STATUS[frameworkCode],
      body: envelope(lang, frameworkCode, [], null),
      logLevel: 'info',
    };
  }
  const status = typeof fastifyError?.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = STATUS_CODES[status] ?? 'BAD_REQUEST';
    return { status, body: envelope(lang, code, [], null), logLevel: 'info' };
  }
  return { status: 500, body: envelope(lang, 'INTERNAL', [], null), logLevel: 'error' };
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, logLevel } = toErrorReply(error, requestLanguage(request));
  if (logLevel === 'error') request.log.error({ err: error }, 'request failed');
  else if (logLevel === 'warn')
    request.log.warn({ err: error, route: request.routeOptions.url }, 'input refused by the database');
  else request.log.info({ code: body.code, fields: body.value?.fields }, 'request refused');
  return reply.code(status).send(body);
}
