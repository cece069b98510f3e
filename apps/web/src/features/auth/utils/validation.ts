import type { TRegisterSettingsValue } from '@platform/contracts/identity';
import type { TLanguage } from '@platform/contracts/i18n';
import { checkField, ruleMessage, type TFieldRule } from '@platform/contracts/registration-rules';

export function ruleOf(settings: TRegisterSettingsValue | undefined, field: string): TFieldRule | undefined {
  return settings?.rules.find((rule) => rule.field === field);
}

/**
 * The rule engine's message for a value, or null when it passes. `required` forces the field to be
 * mandatory whatever the server's flag says (username in username mode, mobile in mobile mode).
 */
export function ruleError(
  rule: TFieldRule | undefined,
  value: string,
  lang: TLanguage,
  options: { required?: boolean } = {},
): string | null {
  if (!rule) return null;
  const effective = { ...rule, enabled: true, required: options.required ?? rule.required };
  const failure = checkField(effective, value);
  // The rule's field picks the spec's own texts (password length, real name, phone number), as the server does.
  return failure ? ruleMessage(lang, failure, rule.field) : null;
}

/** A new password in the brand's password format (the registration rule of `password`), or null. */
export function newPasswordError(
  settings: TRegisterSettingsValue | undefined,
  value: string,
  lang: TLanguage,
): string | null {
  return ruleError(ruleOf(settings, 'password'), value, lang, { required: true });
}
