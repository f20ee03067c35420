import { useQuery } from '@tanstack/react-query';
import type { ImportPreview } from '@lifeorbit/contracts/data';
import { api } from '@/lib/api';
import { importQueryKey } from './keys';

/** One import's dry run or result; polled while it runs (`polling`) or while the server still reads the file. */
export function useImport(id: string | null, polling: boolean) {
  return useQuery({
    queryKey: importQueryKey(id ?? ''),
    queryFn: () => api.get<ImportPreview>(`/api/data/imports/${id}`),
    enabled: id !== null,
    refetchInterval: (query) => (polling || query.state.data?.status === 'staging' ? 700 : false),
  });
}
