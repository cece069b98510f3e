import { describe, expect, it } from 'vitest';
import {
  checkField,
  PATTERN_IDS,
  PATTERN_SOURCES,
  ruleMessage,
  type TFieldRule,
  type TPatternId,
} from './registration-rules';

function rule(patternId: TPatternId, overrides: Partial<TFieldRule> = {}): TFieldRule {
  return {
    field: 'f',
    enabled: true,
    required: true,
    acceptedPattern: PATTERN_SOURCES[patternId],
    minLength: 1,
    maxLength: 40,
    patternId,
    ...overrides,
  };
}

const CASES: Record<TPatternId, { ok: string[]; bad: string[] }> = {
  LENGTH: { ok: ['anything at all', '¿?'], bad: [] },
  LETTER_FIRST_ALNUM: { ok: ['juan123', 'A1'], bad: ['1juan', 'juan_1', 'ju an'] },
  KANJI_DIGITS: { ok: ['山田123', '東京'], bad: ['yamada', '山田-1'] },
  EMAIL: { ok: ['ana@example.com', 'a.b+c@mail.co.mx'], bad: ['ana@', 'ana.example.com', 'a b@x.com'] },
  LETTERS_OR_DIGITS: { ok: ['abc', '123', 'a1'], bad: ['a-1', 'ñ'] },
  LETTERS_AND_DIGITS: { ok: ['abc123', '1a'], bad: ['abcdef', '123456', 'abc 123'] },
  DIGITS: { ok: ['0123456789'], bad: ['12a', '+52'] },
  HAS_UPPERCASE: { ok: ['aBc', 'ABC'], bad: ['abc', '123'] },
  LETTERS_SPACES: { ok: ['John Smith', 'Ana'], bad: ['John  Smith', 'José', 'Ana1', ' Ana'] },
  NO_SPACES: { ok: ['a-b_c.d'], bad: ['a b', 'a\tb'] },
  CHINESE_PUNCTUATION: { ok: ['你好，世界。', '中文'], bad: ['hello', '你好a'] },
  DATE_YMD: { ok: ['2000-02-29', '1999-12-31'], bad: ['1999-13-01', '31-12-1999', '1999/12/31'] },
  DATE_MDY: { ok: ['12-31-1999'], bad: ['1999-12-31', '13-01-1999'] },
  KOREAN: { ok: ['김민준'], bad: ['kim', '김1'] },
  THAI: { ok: ['สมชาย'], bad: ['somchai', 'สมชาย1'] },
  FULL_NAME: { ok: ['Ana López', "María José O'Neil"], bad: ['Ana', 'Ana ', '123 456'] },
  FULLWIDTH_JAPANESE: { ok: ['やまだ', 'ヤマダ太郎', 'ＡＢＣ１２３'], bad: ['yamada', 'ABC123'] },
  UPPERCASE: { ok: ['ABC'], bad: ['AbC', 'ABC1'] },
  STRONG_PASSWORD: { ok: ['Abcdef1!', 'x Y 9 #'], bad: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12'] },
};

describe('registration rule engine', () => {
  it.each(PATTERN_IDS.map((id) => [id]))('%s accepts and refuses the right values', (id) => {
    const r = rule(id);
    for (const value of CASES[id].ok) expect(checkField(r, value), `${id} should accept ${value}`).toBeNull();
    for (const value of CASES[id].bad) {
      expect(checkField(r, value), `${id} should refuse ${value}`).toEqual({
        kind: 'pattern',
        patternId: id,
        min: 1,
        max: 40,
      });
    }
  });

  it('"*" matches anything, within length', () => {
    const r = rule('LENGTH', { minLength: 3, maxLength: 5 });
    expect(checkField(r, '%%%')).toBeNull();
    expect(checkField(r, 'ab')).toEqual({ kind: 'length', min: 3, max: 5 });
    expect(checkField(r, 'abcdef')).toEqual({ kind: 'length', min: 3, max: 5 });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkField(rule('LENGTH', { minLength: 1, maxLength: 2 }), '😀😀')).toBeNull();
  });

  it('required and optional fields', () => {
    expect(checkField(rule('DIGITS'), '')).toEqual({ kind: 'required' });
    expect(checkField(rule('DIGITS'), '   ')).toEqual({ kind: 'required' });
    expect(checkField(rule('DIGITS', { required: false }), '')).toBeNull();
    expect(checkField(rule('DIGITS', { required: false }), 'x')).not.toBeNull();
    expect(checkField(rule('DIGITS', { enabled: false }), 'x')).toBeNull();
  });

  it('substitutes (min) and (max) in the message of the pattern', () => {
    const failure = checkField(rule('LETTERS_AND_DIGITS', { minLength: 6, maxLength: 16 }), 'abcdefg');
    expect(failure).not.toBeNull();
    expect(ruleMessage('en', failure!)).toBe('Must combine letters and digits, 6 - 16 characters');
    expect(ruleMessage('es', failure!)).toBe('Debe combinar letras y números, de 6 a 16 caracteres');
    expect(ruleMessage('en', { kind: 'length', min: 6, max: 20 })).toBe('Please enter 6 - 20 characters');
    expect(ruleMessage('es', { kind: 'required' })).toBe('Este campo no puede estar vacío');
  });

  it('uses the spec’s own texts for passwords, real names and phone numbers (§5 other messages)', () => {
    const short = { kind: 'length', min: 6, max: 20 } as const;
    expect(ruleMessage('en', short, 'password')).toBe('Please fill in your password with 6 - 20 characters');
    expect(ruleMessage('es', short, 'newPassword')).toBe(
      'Por favor, introduzca una contraseña de 6 a 20 caracteres',
    );
    const name = { kind: 'pattern', patternId: 'FULL_NAME', min: 2, max: 50 } as const;
    expect(ruleMessage('en', name, 'payeeName')).toBe('Real name format is incorrect');
    expect(ruleMessage('es', name, 'userName')).toBe('El formato del nombre real no es correcto');
    const phone = { kind: 'pattern', patternId: 'DIGITS', min: 10, max: 10 } as const;
    expect(ruleMessage('en', phone, 'mobileNum')).toBe(
      'Phone number format is incorrect (phone numbers of 10 digits)',
    );
    expect(ruleMessage('es', { ...phone, min: 6, max: 15 }, 'mobileNum')).toBe(
      'El formato del número de teléfono no es correcto (números de 6 a 15 dígitos)',
    );
    expect(ruleMessage('en', { kind: 'required' }, 'mobileNum')).toBe('Input cannot be empty');
    // Other fields keep the pattern texts.
    expect(ruleMessage('en', short, 'username')).toBe('Please enter 6 - 20 characters');
  });
});
