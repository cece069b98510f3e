/**
 * The constraint (or unique index) a unique violation (SQLSTATE 23505) names, or null for any other
 * error. Looks through the causes, since Drizzle wraps driver errors; works for node-postgres and PGlite.
 */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}

/**
 * The SQLSTATE of a data exception (class 22: invalid text representation of a uuid or number, a NUL
 * byte, a value out of range, a bad date…) anywhere in the causes, or null. Such an error comes from the
 * input a query was given, never from the database's state.
 */
export function dataException(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
