import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gymKeys } from './keys';

/** Every write of the gyms feature refreshes what the gyms feature shows (and the suggestion of a workout there). */
export function useGymWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // Not awaited: the caller's own onSuccess (a toast) runs at once, before the refreshed lists can unmount the
    // button that asked (TanStack Query skips the callbacks of a mutate whose component is gone).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: gymKeys.all });
    },
  });
}
