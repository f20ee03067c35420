import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ambassadorKeys } from '@/features/ambassadors/api/keys';

/** Every admin write refreshes everything under ['ambassadors'] (the ambassador's own page included). */
export function useAmbassadorWrite<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ambassadorKeys.all }),
  });
}
