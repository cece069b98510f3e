import { useMutation } from '@tanstack/react-query';
import { ZFeedbackReplySchema, type TFeedbackType } from '@platform/contracts/messaging';
import { api } from '../../../lib/api-client';

export const FEEDBACK_PATH = '/wps/feedback';

export type TFeedbackInput = {
  type: TFeedbackType;
  content: string;
  /** How to reach a visitor; a member's sender is the account. */
  sender?: string;
  captcha: string;
  captchaId: string;
};

export async function sendFeedback(input: TFeedbackInput) {
  return ZFeedbackReplySchema.shape.value.parse(await api.put<unknown>(FEEDBACK_PATH, input));
}

/** PUT /wps/feedback (content 20–200 characters, type, captcha). */
export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
