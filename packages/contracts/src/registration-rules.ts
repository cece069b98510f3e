import { z } from 'zod';
import type { TLanguage } from './i18n';

/**
 * The registration rule engine (spec §3 "Registration rule per field", §5 validation). The server sends
 * one rule per field; the same engine validates on the web form and on the server.
 */
export const PATTERN_IDS = [
  'LENGTH',
  'LETTER_FIRST_ALNUM',
  'KANJI_DIGITS',
  'EMAIL',
  'LETTERS_OR_DIGITS',
  'LETTERS_AND_DIGITS',
  'DIGITS',
  'HAS_UPPERCASE',
  'LETTERS_SPACES',
  'NO_SPACES',
  'CHINESE_PUNCTUATION',
  'DATE_YMD',
  'DATE_MDY',
  'KOREAN',
  'THAI',
  'FULL_NAME',
  'FULLWIDTH_JAPANESE',
  'UPPERCASE',
  'STRONG_PASSWORD',
] as const;
export const ZPatternIdSchema = z.enum(PATTERN_IDS);
export type TPatternId = z.infer<typeof ZPatternIdSchema>;

/** The accepted pattern of each variant ("*" matches anything; length is checked separately). */
export const PATTERN_SOURCES: Record<TPatternId, string> = {
  LENGTH: '*',
  LETTER_FIRST_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  KANJI_DIGITS: '^[\\p{Script=Han}0-9]+$',
  EMAIL:
    "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$",
  LETTERS_OR_DIGITS: '^[A-Za-z0-9]+$',
  LETTERS_AND_DIGITS: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  DIGITS: '^[0-9]+$',
  HAS_UPPERCASE: '[A-Z]',
  LETTERS_SPACES: '^[A-Za-z]+(?: [A-Za-z]+)*$',
  NO_SPACES: '^\\S+$',
  CHINESE_PUNCTUATION: '^[\\p{Script=Han}\\u3000-\\u303F\\uFF01-\\uFF0F\\uFF1A-\\uFF20·]+$',
  DATE_YMD: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  DATE_MDY: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
  KOREAN: '^[\\p{Script=Hangul}]+$',
  THAI: '^[\\p{Script=Thai}]+$',
  FULL_NAME: "^[\\p{L}][\\p{L}'.-]*(?: [\\p{L}][\\p{L}'.-]*)+$",
  FULLWIDTH_JAPANESE:
    '^[\\u3040-\\u309F\\u30A0-\\u30FF\\u4E00-\\u9FFF\\uFF10-\\uFF19\\uFF21-\\uFF3A\\uFF41-\\uFF5A\\u3000ー]+$',
  UPPERCASE: '^[A-Z]+$',
  STRONG_PASSWORD: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$',
};

export const ZFieldRuleSchema = z.object({
  field: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
  patternId: ZPatternIdSchema,
});
export type TFieldRule = z.infer<typeof ZFieldRuleSchema>;

export type TRuleFailure =
  | { kind: 'required' }
  | { kind: 'length'; min: number; max: number }
  | { kind: 'pattern'; patternId: TPatternId; min: number; max: number };

const compiled = new Map<string, RegExp>();
function compile(source: string): RegExp {
  let regex = compiled.get(source);
  if (!regex) {
    regex = new RegExp(source, 'u');
    compiled.set(source, regex);
  }
  return regex;
}

/** Checks one value against its rule; returns null when it passes. Length counts code points. */
export function checkField(rule: TFieldRule, raw: string | null | undefined): TRuleFailure | null {
  if (!rule.enabled) return null;
  const value = raw ?? '';
  if (value.trim() === '') return rule.required ? { kind: 'required' } : null;
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) {
    return { kind: 'length', min: rule.minLength, max: rule.maxLength };
  }
  if (rule.acceptedPattern !== '*' && !compile(rule.acceptedPattern).test(value)) {
    return { kind: 'pattern', patternId: rule.patternId, min: rule.minLength, max: rule.maxLength };
  }
  return null;
}

const PATTERN_MESSAGES: Record<TLanguage, Record<TPatternId, string> & { required: string }> = {
  es: {
    required: 'Este campo no puede estar vacío',
    LENGTH: 'Introduzca entre (min) y (max) caracteres',
    LETTER_FIRST_ALNUM:
      'Debe empezar por una letra y contener solo letras y números, de (min) a (max) caracteres',
    KANJI_DIGITS: 'Solo caracteres kanji y números, de (min) a (max) caracteres',
    EMAIL: 'El formato del correo electrónico no es correcto',
    LETTERS_OR_DIGITS: 'Solo letras o números, de (min) a (max) caracteres',
    LETTERS_AND_DIGITS: 'Debe combinar letras y números, de (min) a (max) caracteres',
    DIGITS: 'Solo números, de (min) a (max) dígitos',
    HAS_UPPERCASE: 'Debe contener al menos una letra mayúscula',
    LETTERS_SPACES: 'Solo letras del alfabeto inglés y espacios',
    NO_SPACES: 'No puede contener espacios',
    CHINESE_PUNCTUATION: 'Solo caracteres chinos y signos de puntuación',
    DATE_YMD: 'Formato de fecha aaaa-MM-dd',
    DATE_MDY: 'Formato de fecha MM-dd-aaaa',
    KOREAN: 'Solo caracteres coreanos',
    THAI: 'Solo caracteres tailandeses',
    FULL_NAME: 'Introduzca nombre y apellido',
    FULLWIDTH_JAPANESE: 'Solo caracteres japoneses de ancho completo',
    UPPERCASE: 'Solo letras mayúsculas',
    STRONG_PASSWORD: 'Debe incluir mayúsculas, minúsculas, números y símbolos, de (min) a (max) caracteres',
  },
  en: {
    required: 'Input cannot be empty',
    LENGTH: 'Please enter (min) - (max) characters',
    LETTER_FIRST_ALNUM:
      'Must start with a letter and contain only letters and digits, (min) - (max) characters',
    KANJI_DIGITS: 'Kanji and digits only, (min) - (max) characters',
    EMAIL: 'The email format is incorrect',
    LETTERS_OR_DIGITS: 'Letters or digits only, (min) - (max) characters',
    LETTERS_AND_DIGITS: 'Must combine letters and digits, (min) - (max) characters',
    DIGITS: 'Digits only, (min) - (max) digits',
    HAS_UPPERCASE: 'Must contain at least one uppercase letter',
    LETTERS_SPACES: 'English letters and spaces only',
    NO_SPACES: 'Spaces are not allowed',
    CHINESE_PUNCTUATION: 'Chinese characters and punctuation only',
    DATE_YMD: 'Date format yyyy-MM-dd',
    DATE_MDY: 'Date format MM-dd-yyyy',
    KOREAN: 'Korean only',
    THAI: 'Thai only',
    FULL_NAME: 'Please enter your first and last name',
    FULLWIDTH_JAPANESE: 'Full-width Japanese only',
    UPPERCASE: 'Uppercase letters only',
    STRONG_PASSWORD:
      'Must include upper and lower case letters, digits and symbols, (min) - (max) characters',
  },
};

/**
 * spec §5 "Other messages" of particular fields: a password of the wrong length, a real name (payeeName,
 * the profile's userName) or a phone number (with its digit count, `{0}`) in the wrong format.
 */
const FIELD_MESSAGES: Record<TLanguage, { passwordLength: string; realName: string; phone: string }> = {
  es: {
    passwordLength: 'Por favor, introduzca una contraseña de (min) a (max) caracteres',
    realName: 'El formato del nombre real no es correcto',
    phone: 'El formato del número de teléfono no es correcto (números de {0} dígitos)',
  },
  en: {
    passwordLength: 'Please fill in your password with (min) - (max) characters',
    realName: 'Real name format is incorrect',
    phone: 'Phone number format is incorrect (phone numbers of {0} digits)',
  },
};

/** Fields whose format failures read "Real name format is incorrect". */
export const REAL_NAME_FIELDS: readonly string[] = ['payeeName', 'userName'];
/** Fields whose length failures read "Please fill in your password with (min) - (max) characters". */
export const PASSWORD_FIELDS: readonly string[] = ['password', 'newPassword'];

/** "Real name format is incorrect". */
export const realNameMessage = (lang: TLanguage): string => FIELD_MESSAGES[lang].realName;

/** "Phone number format is incorrect (phone numbers of 10 digits)", or "of 6 - 15 digits" for a range. */
export function phoneFormatMessage(lang: TLanguage, min: number, max: number): string {
  const digits = min === max ? String(min) : lang === 'es' ? `${min} a ${max}` : `${min} - ${max}`;
  return FIELD_MESSAGES[lang].phone.replace('{0}', digits);
}

/**
 * The text of a failure in a language, with (min) and (max) substituted; `field` (the rule's field) picks
 * the spec's own texts for passwords, real names and phone numbers.
 */
export function ruleMessage(lang: TLanguage, failure: TRuleFailure, field?: string): string {
  const messages = PATTERN_MESSAGES[lang];
  if (failure.kind === 'required') return messages.required;
  if (field === 'mobileNum') return phoneFormatMessage(lang, failure.min, failure.max);
  if (field && REAL_NAME_FIELDS.includes(field)) return FIELD_MESSAGES[lang].realName;
  const template =
    failure.kind === 'length'
      ? field && PASSWORD_FIELDS.includes(field)
        ? FIELD_MESSAGES[lang].passwordLength
        : messages.LENGTH
      : messages[failure.patternId];
  return template.replace('(min)', String(failure.min)).replace('(max)', String(failure.max));
}
