import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyInvitationsResponse } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { ambassadorKeys } from './keys';

export function listMyInvitations() {
  return api.get<MyInvitationsResponse>('/api/ambassador/invitations');
}

export function myInvitationsQueryOptions() {
  return queryOptions({ queryKey: ambassadorKeys.invitations(), queryFn: listMyInvitations });
}

/** The battles the ambassador is invited to. */
export function useMyInvitations() {
  return useQuery(myInvitationsQueryOptions());
}
