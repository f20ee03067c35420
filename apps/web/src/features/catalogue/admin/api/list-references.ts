import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReferenceListResponse, ReferenceKind } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { catalogueAdminKeys, toQueryString } from './keys';

export const listReferences = (kind: ReferenceKind, lang: string, unused: boolean) =>
  api.get<AdminReferenceListResponse>(
    `/api/admin/catalogue/${kind}${toQueryString({ lang, unused: unused || undefined })}`,
  );

export const referencesQueryOptions = (kind: ReferenceKind, lang: string, unused = false) =>
  queryOptions({
    queryKey: catalogueAdminKeys.references(kind, { lang, unused }),
    queryFn: () => listReferences(kind, lang, unused),
    staleTime: 0,
  });

export function useReferences(kind: ReferenceKind, lang: string, unused = false) {
  return useQuery(referencesQueryOptions(kind, lang, unused));
}
