import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyMeasurement, SaveBodyMeasurementRequest } from '@lifeorbit/contracts';
import { api } from '@/lib/api';
import { progressKeys } from './keys';

export function saveBodyMeasurement(body: SaveBodyMeasurementRequest) {
  return api.put<BodyMeasurement>('/api/body-measurements', body);
}

/** Saves a day's body weight or measurements; every body chart reads again. */
export function useSaveBodyMeasurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBodyMeasurement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...progressKeys.all, 'body'] }),
  });
}
