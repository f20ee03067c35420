import { useQueryClient } from '@tanstack/react-query';
import { marketplaceKeys, mentorKeys } from '@/features/mentors/api/keys';

/** An admin's write refreshes the mentors and the marketplace, member pages included. */
export function useRefreshMentors() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: mentorKeys.all }),
      queryClient.invalidateQueries({ queryKey: marketplaceKeys.all }),
    ]);
}
