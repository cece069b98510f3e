import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_TYPE_VALUES,
  textLength,
  type TFeedbackType,
} from '@platform/contracts/messaging';

/** The question types in the order the select lists them (spec §3: others 0 last). */
export const FEEDBACK_TYPE_ORDER: readonly TFeedbackType[] = [1, 2, 3, 4, 6, 0];

export type TFeedbackField = 'type' | 'content' | 'sender' | 'captcha';

export type TFeedbackValues = {
  type: string;
  content: string;
  sender: string;
  captcha: string;
};

export function parseFeedbackType(value: string): TFeedbackType | null {
  if (!/^\d$/.test(value)) return null;
  const type = Number(value);
  return (FEEDBACK_TYPE_VALUES as readonly number[]).includes(type) ? (type as TFeedbackType) : null;
}

/**
 * The required fields left empty, in the form's order (spec §5: question type, description, captcha; a
 * visitor also names how to reach them). Pure.
 */
export function emptyFeedbackFields(values: TFeedbackValues, needsSender: boolean): TFeedbackField[] {
  const empty: TFeedbackField[] = [];
  if (parseFeedbackType(values.type) === null) empty.push('type');
  if (values.content.trim() === '') empty.push('content');
  if (needsSender && values.sender.trim() === '') empty.push('sender');
  if (values.captcha.trim() === '') empty.push('captcha');
  return empty;
}

/** The description's problem once it is filled in: too short or too long (decisions.md: 20–200). */
export function contentLengthProblem(content: string): 'tooShort' | 'tooLong' | null {
  const length = textLength(content.trim());
  if (length === 0) return null;
  if (length < FEEDBACK_MIN_LENGTH) return 'tooShort';
  if (length > FEEDBACK_MAX_LENGTH) return 'tooLong';
  return null;
}

/** "A, B and C" in the language's own way (Intl.ListFormat). */
export function joinList(items: readonly string[], lang: string): string {
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);
}
