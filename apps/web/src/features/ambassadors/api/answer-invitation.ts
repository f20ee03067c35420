import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyInvitationsResponse } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/query-keys';
import { ambassadorKeys } from './keys';

export function answerInvitation({ id, accept }: { id: string; accept: boolean }) {
  return api.post<MyInvitationsResponse>(`/api/ambassador/invitations/${id}/${accept ? 'accept' : 'decline'}`);
}

/** Accepts or declines an invitation; the avatar menu's count comes from /api/me, so that is read again too. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ambassadorKeys.all }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
