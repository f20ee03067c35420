import { useQueryClient } from '@tanstack/react-query';
import { marketplaceKeys, mentorKeys } from './keys';

/** A marketplace write refreshes the marketplace and the mentors' pages (their counts and items). */
export function useRefreshMarketplace() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
      queryClient.invalidateQueries({ queryKey: mentorKeys.all }),
    ]);
}
