import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseNamePartsResponse } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { catalogueAdminKeys } from './keys';

export const getNameParts = (id: string) =>
  api.get<ExerciseNamePartsResponse>(`/api/admin/exercises/${encodeURIComponent(id)}/name-parts`);

export const namePartsQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogueAdminKeys.nameParts(id), queryFn: () => getNameParts(id) });

/** The words a naming template can use for one exercise, per language (the preview renders them live). */
export function useNameParts(id: string | null) {
  return useQuery({ ...namePartsQueryOptions(id ?? ''), enabled: Boolean(id) });
}
