import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZContractReplySchema,
  type TContract,
  type TContractOffer,
} from '@platform/contracts/agent-contracts';
import { api } from '../../../lib/api-client';
import { CONTRACTS_QUERY_KEY } from './keys';

export const OFFER_CONTRACT_PATH = '/wps/agent/contracts';

const ZContractSchema = ZContractReplySchema.shape.value;

/** POST /wps/agent/contracts: offers a contract to a direct downline agent (it replaces a waiting offer). */
export async function offerContract(offer: TContractOffer): Promise<TContract> {
  return ZContractSchema.parse(await api.post<unknown>(OFFER_CONTRACT_PATH, offer));
}

export const offerContractMutationOptions = () =>
  mutationOptions({ mutationKey: [...CONTRACTS_QUERY_KEY, 'offer'], mutationFn: offerContract });

/** The downline list shows the offer once it is made. */
export function useOfferContract() {
  const queryClient = useQueryClient();
  return useMutation({
    ...offerContractMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...CONTRACTS_QUERY_KEY, 'mine'] }),
  });
}
