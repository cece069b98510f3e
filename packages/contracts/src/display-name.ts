import { z } from 'zod';

/**
 * Characters a name shown to other people may not contain: controls (C0, DEL, C1), format characters
 * (bidirectional embeddings, overrides and isolates, the marks U+200E/U+200F/U+061C, zero-width space,
 * joiners, word joiner, BOM, invisible operators, soft hyphen, tags…) and the blank fillers and joiners
 * that are letters or marks but render as nothing. A right-to-left override in a nickname reverses what
 * follows it on the page (U+202E then "nimda" reads as "admin"); an invisible character makes two names
 * look the same.
 */
export const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\u115F\u2800\u3164\uFFA0]|\u034F|\u1160|\u17B4|\u17B5/u;

/** The issue `params.code` of a refused name: the server answers it as 400 HIDDEN_CHARACTERS. */
export const HIDDEN_CHARACTERS_ISSUE = 'HIDDEN_CHARACTERS';

export const hasHiddenCharacter = (value: string) => HIDDEN_CHARACTER.test(value);

/**
 * A name shown to others (nickname, real name, link label, a transfer remark the recipient reads):
 * trimmed, at most `max` characters, without bidirectional controls or invisible characters.
 */
export const ZDisplayNameSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasHiddenCharacter(value), {
      message: 'invisible or text-direction characters are not allowed',
      params: { code: HIDDEN_CHARACTERS_ISSUE },
    });
