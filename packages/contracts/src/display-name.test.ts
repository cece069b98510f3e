import { describe, expect, it } from 'vitest';
import { HIDDEN_CHARACTERS_ISSUE, ZDisplayNameSchema } from './display-name';
import { ZCreateDownlineRequestSchema, ZCreateInvitationLinkRequestSchema } from './agents';
import { ZUpdateProfileRequestSchema } from './identity';
import { ZMemberTransferRequestSchema } from './wallet';

const HIDDEN = {
  'right-to-left override': '\u202E',
  'left-to-right embedding': '\u202A',
  'pop directional formatting': '\u202C',
  'right-to-left isolate': '\u2067',
  'pop directional isolate': '\u2069',
  'left-to-right mark': '\u200E',
  'right-to-left mark': '\u200F',
  'Arabic letter mark': '\u061C',
  'zero-width space': '\u200B',
  'zero-width non-joiner': '\u200C',
  'zero-width joiner': '\u200D',
  'word joiner': '\u2060',
  'byte order mark': '\uFEFF',
  'soft hyphen': '\u00AD',
  'Hangul filler': '\u3164',
  'braille blank': '\u2800',
  'combining grapheme joiner': '\u034F',
  'a tag character': '\u{E0041}',
  NUL: '\u0000',
  'line feed': '\n',
};

describe('display names', () => {
  const name = ZDisplayNameSchema(32);

  it.each(Object.entries(HIDDEN))('refuses a %s, with the issue code the server answers', (_label, char) => {
    const result = name.safeParse(`adm${char}in`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'custom',
      params: { code: HIDDEN_CHARACTERS_ISSUE },
    });
  });

  it('accepts names in any script, accents, emoji and inner spaces; trims the ends', () => {
    for (const value of ['José Ñúñez', 'مريم', 'שלום', '王小明', 'Ana 🎰', 'O’Brien-Smith', 'Zoë'])
      expect(name.parse(value)).toBe(value);
    expect(name.parse('  Ana  ')).toBe('Ana');
    expect(name.safeParse('x'.repeat(33)).success).toBe(false);
  });

  it('guards the names other people see', () => {
    const rlo = 'gnp.exe\u202Eabc';
    expect(ZUpdateProfileRequestSchema.safeParse({ nickname: rlo }).success).toBe(false);
    expect(ZUpdateProfileRequestSchema.safeParse({ userName: 'Ana\u200B' }).success).toBe(false);
    expect(ZCreateDownlineRequestSchema.safeParse({ account: 'abcd1', type: 0, nickname: rlo }).success).toBe(
      false,
    );
    expect(ZCreateInvitationLinkRequestSchema.safeParse({ type: 0, label: rlo }).success).toBe(false);
    const transfer = {
      direction: 'TO_UPLINE',
      amount: 1,
      paymentPassword: '123456',
      requestId: 'req-12345678',
      remark: rlo,
    };
    expect(ZMemberTransferRequestSchema.safeParse(transfer).success).toBe(false);
    expect(ZUpdateProfileRequestSchema.parse({ nickname: 'Ana' })).toEqual({ nickname: 'Ana' });
  });
});
