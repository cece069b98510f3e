import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../hooks/use-realtime';
import { BONUSES_QUERY_KEY } from '../api/keys';

/** Reloads bonusDetails when the server says the member's bonuses changed (issued, progressed, ended). */
export function useBonusesRealtime() {
  const queryClient = useQueryClient();
  useRealtimeEvent('promotions', (event) => {
    if (event.part === 'bonuses') void queryClient.invalidateQueries({ queryKey: BONUSES_QUERY_KEY });
  });
}
