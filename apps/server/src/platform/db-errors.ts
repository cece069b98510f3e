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
