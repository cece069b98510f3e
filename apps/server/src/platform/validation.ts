import { HIDDEN_CHARACTERS_ISSUE } from '@platform/contracts/display-name';
import type { z } from 'zod';
import { AppError } from './errors';

/**
 * Validates input inside a use case (which must not trust that it was called over HTTP): a failure is the
 * same 400 VALIDATION_FAILED, naming the fields, that route validation gives.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { issues } = result.error;
  const fields = [...new Set(issues.map((issue) => issue.path.join('.') || 'body'))];
  const hidden = issues.every(
    (issue) => issue.code === 'custom' && issue.params?.code === HIDDEN_CHARACTERS_ISSUE,
  );
  throw new AppError(hidden ? 'HIDDEN_CHARACTERS' : 'VALIDATION_FAILED', { fields, cause: result.error });
}
