import type { z } from 'zod';
import { AppError } from './errors';

/**
 * Validates input inside a use case (which must not trust that it was called over HTTP): a failure is the
 * same 400 VALIDATION_FAILED, naming the fields, that route validation gives.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || 'body'))];
  throw new AppError('VALIDATION_FAILED', { fields, cause: result.error });
}
