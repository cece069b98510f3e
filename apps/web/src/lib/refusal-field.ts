import { ApiError } from './api-client';

/**
 * The form field a refusal belongs to, so its message shows under that field: the one field the server
 * named in `value.fields`, or the field a code is about (INSUFFICIENT_BALANCE → the amount). Null when
 * the refusal is about the whole form.
 */
export function refusalField<F extends string>(
  error: unknown,
  fields: readonly F[],
  byCode: Partial<Record<string, F>> = {},
): F | null {
  if (!(error instanceof ApiError)) return null;
  const named = error.fields.filter((field): field is F => (fields as readonly string[]).includes(field));
  if (named.length === 1 && named[0] !== undefined) return named[0];
  return byCode[error.code] ?? null;
}
