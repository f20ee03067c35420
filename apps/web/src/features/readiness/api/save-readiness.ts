import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LatestReadinessResponse, Readiness, SaveReadinessRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { rememberCheckInDay } from './get-latest-readiness';
import { readinessKeys } from './keys';

export function saveReadiness(body: SaveReadinessRequest) {
  return api.put<Readiness>('/api/readiness', body);
}

/** Stores today's check-in (one per day: saving again replaces it); suggestions pick up the new energy at once. */
export function useSaveReadiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReadiness,
    onSuccess: (readiness) => {
      rememberCheckInDay(readiness.day);
      queryClient.setQueryData<LatestReadinessResponse>(readinessKeys.latest(), (latest) =>
        !latest?.readiness || latest.readiness.day <= readiness.day ? { readiness, energy: readiness.energy } : latest,
      );
      void queryClient.invalidateQueries({ queryKey: readinessKeys.all });
    },
  });
}
