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

/** The text of a failure in a language, with (min) and (max) substituted. */
export function ruleMessage(lang: TLanguage, failure: TRuleFailure): string {
  const messages = PATTERN_MESSAGES[lang];
  const template =
    failure.kind === 'required'
      ? messages.required
      : failure.kind === 'length'
        ? messages.LENGTH
        : messages[failure.patternId];
  if (failure.kind === 'required') return template;
  return template.replace('(min)', String(failure.min)).replace('(max)', String(failure.max));
}
