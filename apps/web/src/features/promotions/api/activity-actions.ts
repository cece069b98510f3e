import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZActivityClaimReplySchema,
  ZActivityDetailSchema,
  type TActivityClaimReply,
  type TActivityDetail,
} from '@platform/contracts/promotion-activities';
import { api } from '../../../lib/api-client';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-balance';
import { ACTIVITIES_PATH } from './get-activities';
import { PROMOTIONS_QUERY_KEY } from './keys';

const url = (id: string, action: string) => `${ACTIVITIES_PATH}/${encodeURIComponent(id)}/${action}`;

/** POST …/join: deposit bonuses, turnover and loss rescue count from now on. */
export async function joinActivity(id: string): Promise<TActivityDetail> {
  return ZActivityDetailSchema.parse(await api.post<unknown>(url(id, 'join')));
}

/** POST …/sign: today's check-in. */
export async function signActivity(id: string): Promise<TActivityDetail> {
  return ZActivityDetailSchema.parse(await api.post<unknown>(url(id, 'sign')));
}

/** POST …/claim: the activity's prizes become bonuses. */
export async function claimActivity(id: string): Promise<TActivityClaimReply> {
  return ZActivityClaimReplySchema.parse(await api.post<unknown>(url(id, 'claim'), {}));
}

/** POST …/apply (multipart): a comment and up to 3 png/jpg images. */
export async function applyToActivity(id: string, comment: string, images: File[]): Promise<TActivityDetail> {
  const form = new FormData();
  form.append('comment', comment);
  for (const image of images) form.append('images', image, image.name);
  return ZActivityDetailSchema.parse(await api.post<unknown>(url(id, 'apply'), form));
}

export type TActivityAction =
  | { kind: 'JOIN' | 'SIGN' | 'CLAIM'; id: string }
  | { kind: 'APPLY'; id: string; comment: string; images: File[] };

async function run(action: TActivityAction): Promise<{ detail: TActivityDetail; claimed: number | null }> {
  switch (action.kind) {
    case 'JOIN':
      return { detail: await joinActivity(action.id), claimed: null };
    case 'SIGN':
      return { detail: await signActivity(action.id), claimed: null };
    case 'CLAIM': {
      const reply = await claimActivity(action.id);
      return { detail: reply.detail, claimed: reply.amount };
    }
    case 'APPLY':
      return { detail: await applyToActivity(action.id, action.comment, action.images), claimed: null };
  }
}

/** One action of a card or the detail; the page's queries and the balance are refreshed after it. */
export function useActivityAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PROMOTIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY }),
      ]);
    },
  });
}
