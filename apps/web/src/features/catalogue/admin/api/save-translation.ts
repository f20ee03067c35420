import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguageCode } from '@lifeorbit/contracts';
import type { SaveTranslationRequest, TranslationRow, TranslationTable } from '@lifeorbit/contracts/admin-catalogue';
import { api } from '@/lib/api';
import { catalogueAdminKeys } from './keys';

export interface SaveTranslationVariables {
  table: TranslationTable;
  id: string;
  lang: LanguageCode;
  body: SaveTranslationRequest;
}

export const saveTranslation = ({ table, id, lang, body }: SaveTranslationVariables) =>
  api.put<TranslationRow>(`/api/admin/translations/${table}/${encodeURIComponent(id)}/${lang}`, body);

/** Inline edits: the row in view stays as typed; the coverage and the other lists refresh behind it. */
export function useSaveTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTranslation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.coverage });
      void queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.quality });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
