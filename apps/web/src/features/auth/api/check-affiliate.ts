import { mutationOptions, useMutation } from '@tanstack/react-query';
import { ZAffiliateValueSchema } from '@platform/contracts/identity';
import { api } from '../../../lib/api-client';

export const AFFILIATE_PATH = '/wps/agent/affiliate';

export type TAffiliate = ReturnType<typeof ZAffiliateValueSchema.parse>;

/** GET /wps/agent/affiliate: is this invitation code valid on this domain? Refused with INVALID_INVITATION_CODE. */
export async function checkAffiliate({
  code,
  domain,
}: {
  code: string;
  domain: string;
}): Promise<TAffiliate> {
  return ZAffiliateValueSchema.parse(await api.get<unknown>(AFFILIATE_PATH, { query: { code, domain } }));
}

export const checkAffiliateMutationOptions = () =>
  mutationOptions({ mutationKey: ['agent', 'affiliate'], mutationFn: checkAffiliate });

export function useCheckAffiliate() {
  return useMutation(checkAffiliateMutationOptions());
}
