import { z } from 'zod';
import { okEnvelope } from './envelope';

/**
 * GET /wps/session/sign-in-providers (ours): which third-party sign-in the login and register windows
 * offer and how (spec §6: "social login and phone-auth sms depend on flags and config"). A provider is
 * null while its whitelabel flag (GOOGLELOGIN3, FBLOGIN3, PHONEAUTH3) is off or nothing is configured;
 * `real` carries the public client configuration the browser SDK needs, `sandbox` means the built-in
 * offline provider of this server (development, tests, demo).
 */
export const ZSignInProviderModeSchema = z.enum(['real', 'sandbox']);

export const ZSignInProvidersValueSchema = z.object({
  google: z
    .discriminatedUnion('mode', [
      z.object({ mode: z.literal('real'), clientId: z.string() }),
      z.object({ mode: z.literal('sandbox') }),
    ])
    .nullable(),
  facebook: z
    .discriminatedUnion('mode', [
      z.object({ mode: z.literal('real'), appId: z.string() }),
      z.object({ mode: z.literal('sandbox') }),
    ])
    .nullable(),
  phoneAuth: z
    .discriminatedUnion('mode', [
      z.object({
        mode: z.literal('real'),
        projectId: z.string(),
        apiKey: z.string(),
        authDomain: z.string(),
      }),
      z.object({ mode: z.literal('sandbox') }),
    ])
    .nullable(),
});
export type TSignInProvidersValue = z.infer<typeof ZSignInProvidersValueSchema>;
export const ZSignInProvidersReplySchema = okEnvelope(ZSignInProvidersValueSchema);

/** What the sandbox sign-in window posts to its opener (same origin only). */
export const ZSandboxSignInMessageSchema = z.object({
  type: z.literal('sandbox-sign-in'),
  provider: z.enum(['google', 'facebook']),
  token: z.string().optional(),
  error: z.literal('popup_closed').optional(),
});

/** The phone-auth code countdown (spec §4 "SMS countdown": firebase sms 1 minute). */
export const PHONE_AUTH_COUNTDOWN_SECONDS = 60;
/** The wait after "too many requests" (spec §8, §9: retry after 5 minutes). */
export const PHONE_AUTH_RETRY_WAIT_SECONDS = 300;
