import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyGymsResponse } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { gymKeys } from './keys';
import { gymReadPaths } from './paths';

export function getMyGyms() {
  return api.get<MyGymsResponse>(gymReadPaths.mine);
}

export function myGymsQueryOptions() {
  return queryOptions({ queryKey: gymKeys.mine(), queryFn: getMyGyms });
}

export function useMyGyms(enabled = true) {
  return useQuery({ ...myGymsQueryOptions(), enabled });
}
