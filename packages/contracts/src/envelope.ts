import { z } from 'zod';
import { ZErrorCodeSchema } from './errors';

/** The reply envelope of every /wps and /lgw route (api-conventions.md). */
export function okEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value, message: z.null() });
}

export const ZErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  value: z
    .object({ fields: z.array(z.string()).optional() })
    .catchall(z.unknown())
    .nullable(),
  message: z.string(),
  code: ZErrorCodeSchema,
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelopeSchema>;

export type TOkEnvelope<T> = { success: true; value: T; message: null };
export type TEnvelope<T> = TOkEnvelope<T> | TErrorEnvelope;
