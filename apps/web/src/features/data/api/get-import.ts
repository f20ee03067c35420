import { useQuery } from '@tanstack/react-query';
import type { ImportPreview } from '@lifeorbit/contracts/data';
import { api } from '@/lib/api';
import { importQueryKey } from './keys';

export function useImport(id: string | null, polling: boolean) {
  return useQuery({
    queryKey: importQueryKey(id ?? ''),
    queryFn: () => api.get<ImportPreview>(`/api/data/imports/${id}`),
    enabled: id !== null,
    refetchInterval: polling ? 700 : false,
  });
}
