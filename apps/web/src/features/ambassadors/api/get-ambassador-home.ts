import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AmbassadorHome } from '@lifeorbit/contracts/ambassadors';
import { api } from '@/lib/api';
import { ambassadorKeys } from './keys';

export function getAmbassadorHome() {
  return api.get<AmbassadorHome>('/api/ambassador');
}

export function ambassadorHomeQueryOptions() {
  return queryOptions({ queryKey: ambassadorKeys.home(), queryFn: getAmbassadorHome });
}

/** The ambassador's profile and totals; an error when the member is not an ambassador. */
export function useAmbassadorHome() {
  return useQuery(ambassadorHomeQueryOptions());
}
