import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../hooks/use-realtime';
import { CONTRACTS_QUERY_KEY } from '../api/keys';

/**
 * A `contract` event on /ws (an offer, an answer, a termination, an automatic end): the contract queries
 * load again, so the popup, the menu switches and the open contract page follow. Returns nothing.
 */
export function useContractEvents(onEvent?: () => void): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('contract', () => {
    void queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY });
    onEvent?.();
  });
}
