import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BodyMeasurementsResponse, ProgressRange } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { progressKeys } from './keys';

export function getBodyMeasurements(range: ProgressRange) {
  return api.get<BodyMeasurementsResponse>(`/api/body-measurements?range=${range}`);
}

export function bodyMeasurementsQueryOptions(range: ProgressRange) {
  return queryOptions({
    queryKey: progressKeys.body(range),
    queryFn: () => getBodyMeasurements(range),
    staleTime: 60_000,
  });
}

export function useBodyMeasurements(range: ProgressRange) {
  return useQuery(bodyMeasurementsQueryOptions(range));
}
