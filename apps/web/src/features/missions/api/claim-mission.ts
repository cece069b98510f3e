import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMissionClaimSchema, type TMissionClaim } from '@platform/contracts/missions';
import { api } from '../../../lib/api-client';
import { PROMOTIONS_QUERY_KEY } from '../../../lib/promotion-badges';

export const claimMissionPath = (missionId: string) =>
  `/wps/promotions/missions/${encodeURIComponent(missionId)}/claim`;

export async function claimMission(missionId: string, periodKey: string): Promise<TMissionClaim> {
  return ZMissionClaimSchema.parse(await api.post<unknown>(claimMissionPath(missionId), { periodKey }));
}

/** Claims a completed mission; the missions, the badges and the bonuses are read again afterwards. */
export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ missionId, periodKey }: { missionId: string; periodKey: string }) =>
      claimMission(missionId, periodKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_QUERY_KEY }),
  });
}
